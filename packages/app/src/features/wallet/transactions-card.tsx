import type { TransactionStatus } from '@invest/api-client';
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
  StatusBullet,
  type LoadMoreTableColumn,
} from '@invest/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, type LoadMore } from '../../lib/api';
import { formatDate } from '../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';

const SKELETON_ROWS = 4;

/** What both tables show of a movement (the contract's Deposit and Withdrawal). */
export interface Transaction {
  Id: number;
  status: TransactionStatus;
  value: number;
}

export interface TransactionsCardProps<T extends Transaction> {
  /** Which list: its texts are the `wallet` namespace's `deposits.*` or `withdrawals.*`. */
  kind: 'deposits' | 'withdrawals';
  list: LoadMore<T>;
  /** The movement's calendar day (IsoDate). */
  dateOf: (row: T) => string;
  /** The total row's amount; left out while the balance is unknown (SPEC §8: an empty balance). */
  total: number | undefined;
  emptyIcon: ReactNode;
  /** An action on a row (the withdrawals' Cancel while pending), under its status: no column of its own, so a phone's table keeps its width. */
  rowAction?: (row: T) => ReactNode;
}

/**
 * SPEC §2 Deposits and Withdrawals panels, the table: status bullet and status, date, transaction type
 * (always a bank transfer), amount; load more while a full page came back; a total row from the account
 * balance. Amounts use the kit's Money in both languages: SPEC §9 asks for comma decimals and dot
 * thousands.
 */
export function TransactionsCard<T extends Transaction>({
  kind,
  list,
  dateOf,
  total,
  emptyIcon,
  rowAction,
}: TransactionsCardProps<T>) {
  const { t, i18n } = useTranslation('wallet');
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();

  const columns: LoadMoreTableColumn<T>[] = [
    {
      id: 'status',
      header: t('table.columns.status'),
      cell: (row) => {
        const bullet = <StatusBullet status={row.status} label={t(`status.${row.status}`)} />;
        const action = rowAction?.(row);
        return action ? (
          <span className="flex flex-col items-start gap-1">
            {bullet}
            {action}
          </span>
        ) : (
          bullet
        );
      },
    },
    {
      id: 'date',
      header: t('table.columns.date'),
      cell: (row) => <span className="tabular-nums">{formatDate(dateOf(row), language)}</span>,
    },
    {
      id: 'type',
      header: t('table.columns.type'),
      // Always the same value: a narrow card (a phone, or two columns beside the sidebar) needs the
      // room for the amount. The card is the container the query measures.
      hideOnMobile: true,
      className: '@max-lg:hidden',
      cell: () => t('table.bankTransfer'),
    },
    {
      id: 'amount',
      header: t('table.columns.amount'),
      align: 'end',
      cell: (row) => <Money value={row.value} className="font-medium" />,
    },
  ];

  const retry = (
    <Button size="sm" variant="outline" onClick={() => void list.revalidate()}>
      {t('retry')}
    </Button>
  );
  const failure = list.error && (
    <Alert
      variant="error"
      title={t(`${kind}.error`)}
      description={errorMessage(errorKeyOf(list.error), 'something-wrong')}
      action={retry}
    />
  );

  let body;
  if (list.isLoading) {
    body = (
      <div className="flex flex-col gap-4 py-1">
        <Skeleton shape="text" className="h-3 w-1/2" label={t(`${kind}.loading`)} />
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} shape="text" className="h-5" />
        ))}
      </div>
    );
  } else if (list.items.length === 0) {
    body = failure || (
      <EmptyState
        size="sm"
        icon={emptyIcon}
        titleAs="h4"
        title={t(`${kind}.emptyTitle`)}
        description={t(`${kind}.emptyText`)}
      />
    );
  } else {
    body = (
      <>
        <LoadMoreTable
          caption={t(`${kind}.caption`)}
          columns={columns}
          rows={list.items}
          getRowId={(row) => row.Id}
          hasMore={!list.isEnd}
          loadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
          loadMoreLabel={t('table.loadMore')}
          loadingMoreLabel={t(`${kind}.loadingMore`)}
          total={
            total !== undefined
              ? { label: t('table.total'), cells: { amount: <Money value={total} /> } }
              : undefined
          }
        />
        {failure}
      </>
    );
  }

  return (
    <Card className="@container">
      <CardHeader>
        <CardTitle as="h3">{t(`${kind}.title`)}</CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}
