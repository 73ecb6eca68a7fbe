import type { Investment } from '@invest/api-client';
import {
  Alert,
  Button,
  Card,
  CircleCheckIcon,
  EmptyState,
  formatMoney,
  formatPercent,
  LoadMoreTable,
  Money,
  Percent,
  Skeleton,
  TrendingUpIcon,
  type LoadMoreTableColumn,
  type LoadMoreTableSort,
} from '@invest/ui';
import { Link, useNavigate } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
import { formatDate } from '../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { InvestmentProtection, OriginatorAndType } from '../../lib/investment/investment-parts';
import { eurosToCents } from '../../lib/money';
import { useInvestments } from './api/investment-queries';
import { useInvestmentsTranslation } from './i18n';
import type { InvestmentsSort } from './investments-page';

const SKELETON_ROWS = 6;

/** How much of the receivable is sold, in whole percent rounded down (exact: from cents). */
function fundedPercent({ totalAmount, availableAmount }: Investment): number {
  const total = eurosToCents(totalAmount);
  if (total <= 0) return 0;
  return Math.floor(((total - eurosToCents(availableAmount)) * 100) / total);
}

/** The amount still on offer, the whole, and a bar of the part already sold. */
function FundingCell({ investment }: { investment: Investment }) {
  const { t } = useInvestmentsTranslation();
  const funded = fundedPercent(investment);
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Money value={investment.availableAmount} className="font-medium whitespace-nowrap" />
      <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        {t('table.ofTotal', { total: formatMoney(investment.totalAmount) })}
      </span>
      <span
        role="img"
        aria-label={t('table.funded', { percent: formatPercent(funded, { fractionDigits: 0 }) })}
        data-slot="funded-bar"
        data-value={funded}
        className="block h-1.5 w-full min-w-16 overflow-hidden rounded-full bg-muted"
      >
        <span className="block h-full rounded-full bg-primary" style={{ width: `${funded}%` }} />
      </span>
    </span>
  );
}

export interface InvestmentsTableProps {
  sort: InvestmentsSort;
  onSortChange: (sort: LoadMoreTableSort) => void;
}

/**
 * SPEC §2 Investments: number (marked when the investor already holds a part), originator with the
 * type under it, rate, term, protection, issue date and the available amount with the funded share; sortable by amount,
 * rate and date (the service sorts); load more; each row leads to its New investment page (the number
 * is the link; on a phone, where the narrow table drops most columns, the whole row).
 */
export function InvestmentsTable({ sort, onSortChange }: InvestmentsTableProps) {
  const { t, i18n } = useInvestmentsTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const list = useInvestments(sort.id, sort.direction);
  const path = (investment: Investment) => `/u/investments/${investment.Id}`;

  const columns: LoadMoreTableColumn<Investment>[] = [
    {
      id: 'number',
      header: t('table.columns.number'),
      cell: (row) => (
        <span className="inline-flex flex-col items-start gap-1">
          <Link to={path(row)} className="font-medium text-primary underline-offset-4 hover:underline">
            {row.number}
          </Link>
          {row.invested && (
            <span
              data-slot="invested-mark"
              className="inline-flex items-center gap-1 rounded-full bg-(--success-muted) px-2 py-0.5 text-xs font-medium text-success"
            >
              <CircleCheckIcon aria-hidden="true" className="size-3" />
              {t('table.invested')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'originator',
      header: t('table.columns.originator'),
      hideBelow: 576,
      className: 'max-w-52',
      cell: (row) => <OriginatorAndType investment={row} />,
    },
    {
      id: 'rate',
      header: t('table.columns.rate'),
      shortHeader: t('table.columns.rateShort'),
      align: 'end',
      sortable: true,
      firstSortDirection: 'desc',
      cell: (row) => <Percent value={row.interestRate} className="font-medium whitespace-nowrap" />,
    },
    {
      id: 'term',
      header: t('table.columns.term'),
      align: 'end',
      hideBelow: 896,
      cell: (row) => <span className="tabular-nums">{row.termDays}</span>,
    },
    {
      id: 'protection',
      header: t('table.columns.protection'),
      hideBelow: 896,
      cell: (row) => <InvestmentProtection protection={row.protection} />,
    },
    {
      id: 'date',
      header: t('table.columns.date'),
      hideBelow: 576,
      sortable: true,
      firstSortDirection: 'desc',
      cell: (row) => (
        <span className="tabular-nums whitespace-nowrap">{formatDate(row.dateStartFormatted, language)}</span>
      ),
    },
    {
      id: 'amount',
      header: t('table.columns.amount'),
      align: 'end',
      sortable: true,
      firstSortDirection: 'desc',
      cell: (row) => <FundingCell investment={row} />,
    },
  ];

  const failure = list.error && (
    <Alert
      variant="error"
      title={t('table.error')}
      description={errorMessage(errorKeyOf(list.error), 'something-wrong')}
      action={
        <Button size="sm" variant="outline" onClick={() => void list.revalidate()}>
          {t('retry')}
        </Button>
      }
    />
  );

  let body;
  if (list.isLoading && list.items.length === 0) {
    body = (
      <div className="flex flex-col gap-4 py-1">
        <Skeleton shape="text" className="h-3 w-1/2" label={t('table.loading')} />
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} shape="text" className="h-8" />
        ))}
      </div>
    );
  } else if (list.items.length === 0) {
    body = failure || (
      <EmptyState
        size="sm"
        icon={<TrendingUpIcon />}
        title={t('table.emptyTitle')}
        description={t('table.emptyText')}
      />
    );
  } else {
    // Another order is on its way: the rows of the current one stay until it arrives.
    const sorting = list.isLoading;
    body = (
      <>
        <LoadMoreTable
          caption={t('table.caption')}
          columns={columns}
          rows={list.items}
          getRowId={(row) => row.Id}
          sort={sort}
          onSortChange={onSortChange}
          hasMore={!list.isEnd}
          loadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
          loadMoreLabel={t('table.loadMore')}
          loadingMoreLabel={t('table.loadingMore')}
          onRowClick={(row) => void navigate(path(row))}
          rowActionLabel={(row) => t('table.open', { number: row.number })}
          aria-busy={sorting || undefined}
          className={sorting ? 'opacity-60 transition-opacity' : undefined}
        />
        {sorting && (
          <span role="status" className="sr-only">
            {t('table.sorting')}
          </span>
        )}
        {failure}
      </>
    );
  }

  return <Card className="@container">{body}</Card>;
}
