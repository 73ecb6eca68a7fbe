import { useApiQuery } from '../../../lib/api';
import { useApiLoadMore } from '../../../lib/api/load-more';

/** GET /depositInstructions/{userId}: where and how the investor pays in (bank details, reference, QR text). */
export function useDepositInstructions(userId: number) {
  // The details change only when the operator's bank account does: no refetch on every focus.
  return useApiQuery('/depositInstructions/{userId}', { path: { userId } }, { revalidateOnFocus: false });
}

/** GET /deposits/{userId}, newest first, 20 a page (SPEC §9); a shorter page ends the list. */
export function useDeposits(userId: number) {
  return useApiLoadMore('/deposits/{userId}', {
    path: { userId },
    query: { sort: 'date', direction: 'desc' },
  });
}

/** GET /accountBalance: the deposits table's total row is its `depositsTotal`. */
export function useAccountBalance() {
  return useApiQuery('/accountBalance');
}
