import type { Schemas } from '@invest/api-client';
import {
  EmptyState,
  IdCardIcon,
  Select,
  StatusBullet,
  type LoadMoreTableColumn,
  type LoadMoreTableSort,
} from '@invest/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
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

const SORTS = ['submitted', 'name'] as const;
type SortId = (typeof SORTS)[number];
const isSort = (value: string | null): value is SortId => SORTS.includes(value as SortId);

/**
 * /ops/identity: the review queue, one state at a time (pending first), 20 more at a time. The
 * service searches (`q`) and sorts; without a sort it keeps the queue's order (pending oldest first,
 * the rest newest first). The choices live in the address, so the list comes back as it was after
 * opening a review.
 */
export function IdentityQueuePage() {
  const { t, i18n } = useOpsIdentityTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const stateParam = searchParams.get('state');
  const state: State = isState(stateParam) ? stateParam : 'PENDING';
  const q = searchParams.get('q') ?? '';
  const sortParam = searchParams.get('sort');
  const sort: LoadMoreTableSort | null = isSort(sortParam)
    ? { id: sortParam, direction: searchParams.get('direction') === 'desc' ? 'desc' : 'asc' }
    : null;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next, { replace: true });
  };

  const list = useApiCursorLoadMore('/ops/identity-reviews', {
    query: {
      state,
      ...(q ? { q } : {}),
      ...(sort ? { sort: sort.id as SortId, direction: sort.direction } : {}),
    },
  });

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
          onValueChange={(value) => update({ state: value === 'PENDING' ? undefined : value })}
        />
        <OpsSearch
          value={q}
          onSearch={(value) => update({ q: value })}
          label={t('queue.searchLabel')}
          placeholder={t('queue.searchPlaceholder')}
        />
      </OpsToolbar>
      <OpsLoadMoreList
        list={list}
        skeletonRows={5}
        loadingLabel={t('queue.loading')}
        empty={
          // A search that finds nothing keeps the table, which says so (emptyText).
          q ? undefined : (
            <EmptyState
              icon={<IdCardIcon />}
              title={t('queue.emptyTitle')}
              description={t('queue.emptyText')}
              titleAs="h2"
            />
          )
        }
        caption={t('queue.caption')}
        columns={columns}
        getRowId={(review) => review.id}
        sort={sort}
        onSortChange={(next) => update({ sort: next.id, direction: next.direction })}
        onRowClick={(review) => void navigate(`/ops/identity/${review.id}`)}
        rowActionLabel={(review) => t('queue.open', { name: reviewerName(review) })}
        emptyText={t('queue.noMatch')}
      />
    </OpsPage>
  );
}
