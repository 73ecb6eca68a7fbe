import type { UserInvestment } from '@invest/api-client';
import { Button, DownloadIcon, EyeIcon, Money, StatusBullet, type LoadMoreTableColumn } from '@invest/ui';
import { Link } from 'react-router-dom';
import { DownloadButton } from '../download-button';
import { formatDate } from '../formatting';
import { currentLanguage } from '../i18n';
import { useInvestmentTranslation } from './i18n';
import { InvestmentProtection, OriginatorAndType } from './investment-parts';

/** Where one of the investor's holdings opens. */
export const holdingPath = (row: UserInvestment) => `/u/my-investments/${row.Id}`;

/**
 * The columns of a table of the investor's holdings (My investments and the dashboard's last
 * invested): number with active or done under it, originator flag and name over the loan type,
 * amount, issued, maturity and end dates, the protection icon, a contract download and a view link.
 * `sortable` lets id (the number column), amount and the dates ask the service for an order.
 */
export function useHoldingColumns({
  sortable,
}: {
  sortable: boolean;
}): LoadMoreTableColumn<UserInvestment>[] {
  const { t, i18n } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  const sorting = sortable ? ({ sortable: true, firstSortDirection: 'desc' } as const) : {};
  const date = (iso: string) => (
    <span className="tabular-nums whitespace-nowrap">{formatDate(iso, language)}</span>
  );
  return [
    {
      id: 'id',
      header: t('holdings.columns.number'),
      ...sorting,
      cell: (row) => (
        <span className="inline-flex flex-col items-start gap-1">
          <span className="font-medium whitespace-nowrap">{row.investment.number}</span>
          <StatusBullet
            status={row.active ? 'ACTIVE' : 'DONE'}
            label={row.active ? t('holdings.status.active') : t('holdings.status.done')}
            className="text-xs text-muted-foreground"
          />
        </span>
      ),
    },
    {
      id: 'originator',
      header: t('holdings.columns.originator'),
      hideBelow: 576,
      className: 'max-w-44',
      cell: (row) => <OriginatorAndType investment={row.investment} />,
    },
    {
      id: 'amount',
      header: t('holdings.columns.amount'),
      align: 'end',
      ...sorting,
      cell: (row) => <Money value={row.amount} className="font-medium" />,
    },
    {
      id: 'issued',
      header: t('holdings.columns.issued'),
      hideBelow: 896,
      ...sorting,
      cell: (row) => date(row.dateStartFormatted),
    },
    {
      id: 'maturity',
      header: t('holdings.columns.maturity'),
      hideBelow: 576,
      ...sorting,
      cell: (row) => date(row.investment.dateEndFormatted),
    },
    {
      id: 'end',
      header: t('holdings.columns.end'),
      hideBelow: 896,
      ...sorting,
      cell: (row) => date(row.dateEndFormatted),
    },
    {
      id: 'protection',
      header: t('holdings.columns.protection'),
      hideBelow: 896,
      cell: (row) => <InvestmentProtection protection={row.investment.protection} />,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('holdings.columns.actions')}</span>,
      align: 'end',
      hideOnMobile: true,
      cell: (row) => (
        <span className="inline-flex items-center justify-end gap-1">
          <DownloadButton
            path="/user_investments/{id}/contract"
            params={{ path: { id: row.Id } }}
            variant="ghost"
            size="icon"
            aria-label={t('holdings.download', { number: row.investment.number })}
            loadingLabel={t('holdings.downloading')}
            errorTitle={t('holdings.downloadError')}
          >
            <DownloadIcon aria-hidden="true" />
          </DownloadButton>
          <Button asChild variant="ghost" size="icon">
            <Link
              to={holdingPath(row)}
              aria-label={t('holdings.viewLabel', { number: row.investment.number })}
            >
              <EyeIcon aria-hidden="true" />
            </Link>
          </Button>
        </span>
      ),
    },
  ];
}
