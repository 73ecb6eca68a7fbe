import type { Deposit } from '@invest/api-client';
import { WalletIcon } from '@invest/ui';
import { useAccountBalance, useDeposits } from './api/wallet-queries';
import { TransactionsCard } from './transactions-card';

const dateOf = (deposit: Deposit) => deposit.dateFormatted;

/** SPEC §2 Deposits panel, the table; its total row is the balance's `depositsTotal`. */
export function DepositsCard({ userId }: { userId: number }) {
  const deposits = useDeposits(userId);
  const { data: balance } = useAccountBalance();
  return (
    <TransactionsCard
      kind="deposits"
      list={deposits}
      dateOf={dateOf}
      total={balance?.depositsTotal}
      emptyIcon={<WalletIcon />}
    />
  );
}
