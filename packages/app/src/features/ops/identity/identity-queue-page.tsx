import type { Schemas } from '@invest/api-client';
import {
  EmptyState,
  IdCardIcon,
  Select,
  StatusBullet,
  type LoadMoreTableColumn,
  type LoadMoreTableSort,
} from '@invest/ui';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApiLoadMore } from '../../../lib/api/load-more';
import { countryNameOf } from '../../../lib/countries';
import { formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { OpsLoadMoreList } from '../list';
import { OpsPage, OpsSearch, OpsToolbar } from '../page';
import { useOpsIdentityTranslation } from './i18n';
import { reviewerName } from './review-name';

type Review = Schemas['IdentityReview'];
type State = Schemas['IdentityReviewState'];

const STATES: State[] = ['PENDING', 'APPROVED', 'REJECTED', 'SUPERSEDED'];
const isState = (value: string | null): value is State => STATES.includes(value as State);

/** The loaded rows that contain the search text in a name, the company or the e-mail. */
export function matchesSearch(review: Review, search: string): boolean {
  if (!search) return true;
  const needle = search.toLocaleLowerCase();
  return [review.firstName, review.lastName, review.companyName ?? '', review.email].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}

/**
 * The service orders the queue (pending oldest first, the rest newest first) and has no sort or
 * search parameter: a sort the operator picks orders the rows loaded so far, as the search filters them.
 */
function sortRows(rows: Review[], sort: LoadMoreTableSort | null, language: string): Review[] {
  if (!sort) return rows;
  const key = (review: Review): string => {
    if (sort.id === 'name') return reviewerName(review);
    if (sort.id === 'country') return countryNameOf(review.country, language);
    return review.submittedAt;
  };
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * key(a).localeCompare(key(b), language) || a.id - b.id);
}

/** /ops/identity: the review queue, one state at a time (pending first), 20 more at a time. */
export function IdentityQueuePage() {
  const { t, i18n } = useOpsIdentityTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const stateParam = searchParams.get('state');
  const state: State = isState(stateParam) ? stateParam : 'PENDING';
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<LoadMoreTableSort | null>(null);
  const list = useApiLoadMore('/ops/identity-reviews', { query: { state } });

  const rows = useMemo(
    () =>
      sortRows(
        list.items.filter((review) => matchesSearch(review, search)),
        sort,
        language,
      ),
    [list.items, search, sort, language],
  );

  const columns: LoadMoreTableColumn<Review>[] = [
    {
      id: 'name',
      header: t('queue.columns.name'),
      sortable: true,
      cell: (review) => (
        <span className="flex flex-col">
          <Link
            to={`/ops/identity/${review.id}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {reviewerName(review)}
          </Link>
          <span className="text-xs text-muted-foreground">{review.email}</span>
        </span>
      ),
    },
    {
      id: 'type',
      header: t('queue.columns.type'),
      hideBelow: 576,
      cell: (review) => t(`investorTypes.${review.investorType}`),
    },
    {
      id: 'country',
      header: t('queue.columns.country'),
      sortable: true,
      hideBelow: 768,
      cell: (review) => countryNameOf(review.country, language),
    },
    {
      id: 'submitted',
      header: t('queue.columns.submitted'),
      sortable: true,
      firstSortDirection: 'desc',
      hideBelow: 384,
      cell: (review) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(review.submittedAt, language)}</span>
      ),
    },
    {
      id: 'documents',
      header: t('queue.columns.documents'),
      align: 'end',
      hideBelow: 896,
      cell: (review) => (
        <span className="tabular-nums">
          {review.documents.length} · {t(`documentTypes.${review.type}`)}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('queue.columns.state'),
      hideBelow: 576,
      cell: (review) => <StatusBullet status={review.state} label={t(`states.${review.state}`)} />,
    },
  ];

  return (
    <OpsPage title={t('queue.title')} description={t('queue.description')}>
      <OpsToolbar>
        <Select
          label={t('queue.state')}
          value={state}
          options={STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
          onValueChange={(value) => {
            setSort(null);
            setSearchParams(value === 'PENDING' ? {} : { state: value }, { replace: true });
          }}
        />
        <OpsSearch
          value={search}
          onSearch={setSearch}
          label={t('queue.searchLabel')}
          placeholder={t('queue.searchPlaceholder')}
        />
      </OpsToolbar>
      <p className="-mt-3 text-xs text-muted-foreground">{t('queue.searchHint')}</p>
      <OpsLoadMoreList
        list={list}
        rows={rows}
        skeletonRows={5}
        loadingLabel={t('queue.loading')}
        empty={
          <EmptyState
            icon={<IdCardIcon />}
            title={t('queue.emptyTitle')}
            description={t('queue.emptyText')}
            titleAs="h2"
          />
        }
        caption={t('queue.caption')}
        columns={columns}
        getRowId={(review) => review.id}
        sort={sort}
        onSortChange={setSort}
        onRowClick={(review) => void navigate(`/ops/identity/${review.id}`)}
        rowActionLabel={(review) => t('queue.open', { name: reviewerName(review) })}
        emptyText={t('queue.noMatch')}
      />
    </OpsPage>
  );
}
