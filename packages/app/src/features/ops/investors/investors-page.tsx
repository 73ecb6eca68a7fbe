import type { Schemas } from '@invest/api-client';
import {
  EmptyState,
  Money,
  Select,
  StatusBullet,
  UsersIcon,
  type LoadMoreTableColumn,
  type LoadMoreTableSort,
} from '@invest/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDateTime, formatDayOf } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { OpsLoadMoreList } from '../list';
import { OpsPage, OpsSearch, OpsToolbar } from '../page';
import { useOpsInvestorsTranslation } from './i18n';
import { investorStatus } from './investor-status';

type Investor = Schemas['OpsInvestor'];
type Status = Schemas['OpsInvestorStatus'];
type SortId = 'id' | 'name' | 'email' | 'registered';

const STATUSES: Status[] = ['PENDING', 'CONFIRMED', 'BLOCKED', 'RESTRICTED', 'CLOSED', 'INACTIVE'];
const SORTS: SortId[] = ['id', 'name', 'email', 'registered'];
const isStatus = (value: string | null): value is Status => STATUSES.includes(value as Status);
const isSort = (value: string | null): value is SortId => SORTS.includes(value as SortId);

/**
 * /ops/investors: the service searches (`q`), filters (`status`) and sorts; the filters live in the
 * address, so the list comes back as it was after opening a profile.
 */
export function InvestorsPage() {
  const { t, i18n } = useOpsInvestorsTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const sortParam = searchParams.get('sort');
  const sort: LoadMoreTableSort = {
    id: isSort(sortParam) ? sortParam : 'id',
    direction: searchParams.get('direction') === 'asc' ? 'asc' : 'desc',
  };

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next, { replace: true });
  };

  const list = useApiCursorLoadMore('/ops/investors', {
    query: {
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
      sort: sort.id as SortId,
      direction: sort.direction,
    },
  });

  const columns: LoadMoreTableColumn<Investor>[] = [
    {
      id: 'id',
      header: t('list.columns.id'),
      sortable: true,
      firstSortDirection: 'desc',
      hideBelow: 576,
      cell: (investor) => <span className="tabular-nums">{investor.Id}</span>,
    },
    {
      id: 'name',
      header: t('list.columns.name'),
      sortable: true,
      cell: (investor) => (
        <Link
          to={`/ops/investors/${investor.Id}`}
          className="whitespace-nowrap font-medium text-primary underline-offset-4 hover:underline"
        >
          {investor.name}
        </Link>
      ),
    },
    {
      id: 'email',
      header: t('list.columns.email'),
      sortable: true,
      hideBelow: 768,
      cell: (investor) => investor.email,
    },
    {
      id: 'type',
      header: t('list.columns.type'),
      hideBelow: 896,
      cell: (investor) => t(`investorTypes.${investor.investorType}`),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      hideBelow: 384,
      cell: (investor) => {
        const value = investorStatus(investor);
        return <StatusBullet className="whitespace-nowrap" status={value} label={t(`statuses.${value}`)} />;
      },
    },
    {
      id: 'registered',
      header: t('list.columns.registered'),
      sortable: true,
      firstSortDirection: 'desc',
      hideBelow: 896,
      cell: (investor) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatDateTime(investor.registeredAt, language)}
        </span>
      ),
    },
    {
      id: 'lastPurchase',
      header: t('list.columns.lastPurchase'),
      hideBelow: 896,
      cell: (investor) => (
        <span className="whitespace-nowrap tabular-nums">
          {investor.lastPurchaseAt ? formatDayOf(investor.lastPurchaseAt, language) : t('list.never')}
        </span>
      ),
    },
    {
      id: 'availableFunds',
      header: t('list.columns.availableFunds'),
      align: 'end',
      hideBelow: 576,
      cell: (investor) => <Money value={investor.availableFunds} />,
    },
  ];

  return (
    <OpsPage title={t('list.title')} description={t('list.description')}>
      <OpsToolbar>
        <OpsSearch
          value={q}
          onSearch={(value) => update({ q: value })}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
        <Select
          label={t('list.status')}
          value={status ?? ''}
          options={[
            { value: '', label: t('ops:list.all') },
            ...STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
          onValueChange={(value) => update({ status: value })}
        />
      </OpsToolbar>
      <OpsLoadMoreList
        list={list}
        skeletonRows={5}
        loadingLabel={t('list.loading')}
        empty={
          <EmptyState icon={<UsersIcon />} title={t('list.emptyTitle')} description={t('list.emptyText')} />
        }
        caption={t('list.caption')}
        columns={columns}
        getRowId={(investor) => investor.Id}
        sort={sort}
        onSortChange={(next) => update({ sort: next.id, direction: next.direction })}
        onRowClick={(investor) => void navigate(`/ops/investors/${investor.Id}`)}
        rowActionLabel={(investor) => t('list.open', { name: investor.name })}
      />
    </OpsPage>
  );
}
