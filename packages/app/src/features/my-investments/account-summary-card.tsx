import type { AccountHistoryEntry } from '@invest/api-client';
import {
  Alert,
  Button,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadMoreTable,
  Money,
  Skeleton,
  WalletIcon,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { errorKeyOf } from '../../lib/api';
import { formatDate } from '../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { IncomeStatementDialog } from '../../lib/income-statement/income-statement-dialog';
import { useAccountHistory } from './api/my-investment-queries';
import { useMyInvestmentsTranslation } from './i18n';

const SKELETON_ROWS = 5;

/** Four columns share a phone's width: tighter gaps there keep the amounts in view. */
const CELL = 'px-1.5 sm:px-3';

/** The absolute amount: the table's type column says which way it went (SPEC §2). */
const absolute = (value: number) => Math.abs(value);

/**
 * SPEC §2 Account summary table: number, date, type (deposit … tax), the value (absolute, in euro),
 * the account value and the available funds after it (the last two not on a phone), 20 at a time
 * while the service has more; the income statement dialog beside the title.
 */
export function AccountSummaryCard() {
  const { t, i18n } = useMyInvestmentsTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const history = useAccountHistory();

  const columns: LoadMoreTableColumn<AccountHistoryEntry>[] = [
    {
      id: 'number',
      className: CELL,
      header: t('summary.columns.number'),
      shortHeader: t('summary.columns.numberShort'),
      cell: (row) => <span className="tabular-nums">{row.Id}</span>,
    },
    {
      id: 'date',
      className: CELL,
      header: t('summary.columns.date'),
      cell: (row) => (
        <span className="tabular-nums whitespace-nowrap">{formatDate(row.dateFormatted, language)}</span>
      ),
    },
    {
      id: 'type',
      header: t('summary.columns.type'),
      className: CELL,
      cell: (row) => t(`summary.types.${row.type}`),
    },
    {
      id: 'value',
      className: CELL,
      header: t('summary.columns.value'),
      align: 'end',
      cell: (row) => <Money value={absolute(row.value)} className="font-medium whitespace-nowrap" />,
    },
    {
      id: 'accountValue',
      className: CELL,
      header: t('summary.columns.accountValue'),
      align: 'end',
      hideBelow: 576,
      cell: (row) => <Money value={row.accountValue} />,
    },
    {
      id: 'availableFunds',
      className: CELL,
      header: t('summary.columns.availableFunds'),
      align: 'end',
      hideBelow: 576,
      cell: (row) => <Money value={row.availableFunds} />,
    },
  ];

  const failure = history.error && (
    <Alert
      variant="error"
      title={t('summary.error')}
      description={errorMessage(errorKeyOf(history.error), 'something-wrong')}
      action={
        <Button size="sm" variant="outline" onClick={() => void history.revalidate()}>
          {t('retry')}
        </Button>
      }
    />
  );

  let body;
  if (history.isLoading) {
    body = (
      <div className="flex flex-col gap-4 py-1">
        <Skeleton shape="text" className="h-3 w-1/2" label={t('summary.loading')} />
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} shape="text" className="h-5" />
        ))}
      </div>
    );
  } else if (history.items.length === 0) {
    body = failure || (
      <EmptyState
        size="sm"
        icon={<WalletIcon />}
        titleAs="h4"
        title={t('summary.emptyTitle')}
        description={t('summary.emptyText')}
      />
    );
  } else {
    body = (
      <>
        <LoadMoreTable
          caption={t('summary.caption')}
          columns={columns}
          rows={history.items}
          getRowId={(row) => row.Id}
          hasMore={!history.isEnd}
          loadingMore={history.isLoadingMore}
          onLoadMore={history.loadMore}
          loadMoreLabel={t('loadMore')}
          loadingMoreLabel={t('summary.loadingMore')}
        />
        {failure}
      </>
    );
  }

  return (
    <Card>
      <CardHeader action={<IncomeStatementDialog />}>
        <CardTitle as="h3">{t('summary.title')}</CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}
