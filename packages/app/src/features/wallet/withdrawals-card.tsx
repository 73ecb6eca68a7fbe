import type { Withdrawal } from '@invest/api-client';
import { ArrowUpIcon } from '@invest/ui';
import { useAccountBalance, useWithdrawals } from './api/wallet-queries';
import { CancelWithdrawal } from './cancel-withdrawal';
import { TransactionsCard } from './transactions-card';

const dateOf = (withdrawal: Withdrawal) => withdrawal.date;

/**
 * SPEC §2 Withdrawals panel, the table; its total row is the balance's `withdrawalsTotal`. A pending
 * withdrawal can be cancelled until it is in a payout to the bank (issue 21).
 */
export function WithdrawalsCard({ userId }: { userId: number }) {
  const withdrawals = useWithdrawals(userId);
  const { data: balance } = useAccountBalance();
  return (
    <TransactionsCard
      kind="withdrawals"
      list={withdrawals}
      dateOf={dateOf}
      total={balance?.withdrawalsTotal}
      emptyIcon={<ArrowUpIcon />}
      rowAction={(withdrawal) =>
        withdrawal.status === 'PENDING' ? <CancelWithdrawal userId={userId} withdrawal={withdrawal} /> : null
      }
    />
  );
}
