import type { Deposit } from '@invest/api-client';
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
  WalletIcon,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../lib/api';
import { formatDate } from '../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { useAccountBalance, useDeposits } from './api/wallet-queries';

const SKELETON_ROWS = 4;

/**
 * SPEC §2 Deposits panel, the table: status bullet and status, date, transaction type (always a bank
 * transfer), amount; load more while a full page came back; a total row from the account balance.
 * Amounts use the kit's Money in both languages: SPEC §9 asks for comma decimals and dot thousands.
 */
export function DepositsCard({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('wallet');
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const deposits = useDeposits(userId);
  // SPEC §8: a balance that fails to load is an empty balance, so the total row is simply left out.
  const { data: balance } = useAccountBalance();

  const columns: LoadMoreTableColumn<Deposit>[] = [
    {
      id: 'status',
      header: t('deposits.columns.status'),
      cell: (deposit) => <StatusBullet status={deposit.status} label={t(`status.${deposit.status}`)} />,
    },
    {
      id: 'date',
      header: t('deposits.columns.date'),
      cell: (deposit) => <span className="tabular-nums">{formatDate(deposit.dateFormatted, language)}</span>,
    },
    {
      id: 'type',
      header: t('deposits.columns.type'),
      // Always the same value: a phone needs the room for the amount.
      hideOnMobile: true,
      cell: () => t('deposits.bankTransfer'),
    },
    {
      id: 'amount',
      header: t('deposits.columns.amount'),
      align: 'end',
      cell: (deposit) => <Money value={deposit.value} className="font-medium" />,
    },
  ];

  const retry = (
    <Button size="sm" variant="outline" onClick={() => void deposits.revalidate()}>
      {t('retry')}
    </Button>
  );
  const failure = deposits.error && (
    <Alert
      variant="error"
      title={t('deposits.error')}
      description={errorMessage(errorKeyOf(deposits.error), 'something-wrong')}
      action={retry}
    />
  );

  let body;
  if (deposits.isLoading) {
    body = (
      <div className="flex flex-col gap-4 py-1">
        <Skeleton shape="text" className="h-3 w-1/2" label={t('deposits.loading')} />
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} shape="text" className="h-5" />
        ))}
      </div>
    );
  } else if (deposits.items.length === 0) {
    body = failure || (
      <EmptyState
        size="sm"
        icon={<WalletIcon />}
        titleAs="h4"
        title={t('deposits.emptyTitle')}
        description={t('deposits.emptyText')}
      />
    );
  } else {
    body = (
      <>
        <LoadMoreTable
          caption={t('deposits.caption')}
          columns={columns}
          rows={deposits.items}
          getRowId={(deposit) => deposit.Id}
          hasMore={!deposits.isEnd}
          loadingMore={deposits.isLoadingMore}
          onLoadMore={deposits.loadMore}
          loadMoreLabel={t('deposits.loadMore')}
          loadingMoreLabel={t('deposits.loadingMore')}
          total={
            balance && {
              label: t('deposits.total'),
              cells: { amount: <Money value={balance.depositsTotal} /> },
            }
          }
        />
        {failure}
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('deposits.title')}</CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}
