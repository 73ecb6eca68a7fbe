import { useApiMutation, useApiQuery } from '../../../lib/api';
import { useApiLoadMore, useApiCursorLoadMore } from '../../../lib/api/load-more';

export type MyInvestmentSort = 'id' | 'amount' | 'issued' | 'maturity' | 'end';
export type SortDirection = 'asc' | 'desc';

/**
 * GET /user_investments in the order the investor chose (the service sorts), 20 a page; the rows of
 * the old order stay while a new one loads.
 */
export function useUserInvestments(sort: MyInvestmentSort, direction: SortDirection) {
  return useApiLoadMore('/user_investments', { query: { sort, direction } }, { keepPreviousData: true });
}

/** GET /user_investments/{id}: one of the investor's holdings; `null` while the id is not a valid one. */
export function useUserInvestment(id: number | null) {
  return useApiQuery(id === null ? null : '/user_investments/{id}', { path: { id: id ?? 0 } });
}

/** GET /user_investments/{id}/schedule: the holding's repayment schedule, in the holder's share. */
export function useHoldingSchedule(id: number) {
  return useApiQuery('/user_investments/{id}/schedule', { path: { id } });
}

/** GET /accountHistory, newest first, 20 a page, each after the `next` cursor of the one before until it is null. */
export function useAccountHistory() {
  return useApiCursorLoadMore('/accountHistory');
}

/**
 * DELETE /user_investments/{id}: one Idempotency-Key per cancellation the investor confirms. The
 * principal returns to the funds and the receivable's available amount grows: the lists, the balance,
 * the history and the marketplace are read again.
 */
export function useCancelInvestment() {
  return useApiMutation('delete', '/user_investments/{id}', {
    revalidates: [
      '/user_investments',
      '/user_investments/latest',
      '/accountBalance',
      '/accountHistory',
      '/investments',
      '/investments/latest',
      '/investments/{id}',
    ],
    fallbackErrorKey: 'something-wrong',
  });
}
