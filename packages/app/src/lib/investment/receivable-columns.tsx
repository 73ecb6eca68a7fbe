import type { Investment } from '@invest/api-client';
import {
  CircleCheckIcon,
  formatMoney,
  formatPercent,
  Money,
  Percent,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { Link } from 'react-router-dom';
import { formatDate } from '../formatting';
import { currentLanguage } from '../i18n';
import { eurosToCents } from '../money';
import { useInvestmentTranslation } from './i18n';
import { InvestmentProtection, OriginatorAndType } from './investment-parts';

/** Where a receivable on offer opens: its New investment page. */
export const receivablePath = (investment: Investment) => `/u/investments/${investment.Id}`;

/** How much of the receivable is sold, in whole percent rounded down (exact: from cents). */
function fundedPercent({ totalAmount, availableAmount }: Investment): number {
  const total = eurosToCents(totalAmount);
  if (total <= 0) return 0;
  return Math.floor(((total - eurosToCents(availableAmount)) * 100) / total);
}

/** A bar of the part of the receivable already sold, named by its share. */
export function FundedBar({ investment }: { investment: Investment }) {
  const { t } = useInvestmentTranslation();
  const funded = fundedPercent(investment);
  return (
    <span
      role="img"
      aria-label={t('receivables.funded', { percent: formatPercent(funded, { fractionDigits: 0 }) })}
      data-slot="funded-bar"
      data-value={funded}
      className="block h-1.5 w-full min-w-16 overflow-hidden rounded-full bg-muted"
    >
      <span className="block h-full rounded-full bg-primary" style={{ width: `${funded}%` }} />
    </span>
  );
}

/** The amount still on offer, the whole, and a bar of the part already sold. */
function FundingCell({ investment }: { investment: Investment }) {
  const { t } = useInvestmentTranslation();
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Money value={investment.availableAmount} className="font-medium whitespace-nowrap" />
      <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        {t('receivables.ofTotal', { total: formatMoney(investment.totalAmount) })}
      </span>
      <FundedBar investment={investment} />
    </span>
  );
}

/**
 * The columns of a table of receivables on offer (the marketplace's list and the dashboard's last
 * added): number (marked when the investor already holds a part), originator with the type under it,
 * rate, term, protection, issue date and the available amount with the funded share. `sortable` makes
 * amount, rate and date ask the service for an order (the marketplace); without it they are plain.
 */
export function useReceivableColumns({ sortable }: { sortable: boolean }): LoadMoreTableColumn<Investment>[] {
  const { t, i18n } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  const sorting = sortable ? ({ sortable: true, firstSortDirection: 'desc' } as const) : {};
  return [
    {
      id: 'number',
      header: t('receivables.columns.number'),
      cell: (row) => (
        <span className="inline-flex flex-col items-start gap-1">
          <Link
            to={receivablePath(row)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {row.number}
          </Link>
          {row.invested && <InvestedMark />}
        </span>
      ),
    },
    {
      id: 'originator',
      header: t('receivables.columns.originator'),
      hideBelow: 576,
      className: 'max-w-52',
      cell: (row) => <OriginatorAndType investment={row} />,
    },
    {
      id: 'rate',
      header: t('receivables.columns.rate'),
      shortHeader: t('receivables.columns.rateShort'),
      align: 'end',
      ...sorting,
      cell: (row) => <Percent value={row.interestRate} className="font-medium whitespace-nowrap" />,
    },
    {
      id: 'term',
      header: t('receivables.columns.term'),
      align: 'end',
      hideBelow: 896,
      cell: (row) => <span className="tabular-nums">{row.termDays}</span>,
    },
    {
      id: 'protection',
      header: t('receivables.columns.protection'),
      hideBelow: 896,
      cell: (row) => <InvestmentProtection protection={row.protection} />,
    },
    {
      id: 'date',
      header: t('receivables.columns.date'),
      hideBelow: 576,
      ...sorting,
      cell: (row) => (
        <span className="tabular-nums whitespace-nowrap">{formatDate(row.dateStartFormatted, language)}</span>
      ),
    },
    {
      id: 'amount',
      header: t('receivables.columns.amount'),
      align: 'end',
      ...sorting,
      cell: (row) => <FundingCell investment={row} />,
    },
  ];
}

/** "Invested": the caller already holds part of this receivable (a row's or a card's mark). */
export function InvestedMark() {
  const { t } = useInvestmentTranslation();
  return (
    <span
      data-slot="invested-mark"
      className="inline-flex items-center gap-1 rounded-full bg-(--success-muted) px-2 py-0.5 text-xs font-medium text-success"
    >
      <CircleCheckIcon aria-hidden="true" className="size-3" />
      {t('receivables.invested')}
    </span>
  );
}
