import { useApiMutation, useApiQuery } from '../../../lib/api';
import { useApiLoadMore } from '../../../lib/api/load-more';
import type { InvestmentFilters } from '../investment-filters';

export type InvestmentSort = 'amount' | 'rate' | 'date';
export type SortDirection = 'asc' | 'desc';

/**
 * GET /investments in the order the investor chose, narrowed by the filters, 20 a page (SPEC §9); the
 * service sorts and filters. While a new order or filter loads, the rows of the old one stay (the sort
 * buttons keep their place and focus).
 */
export function useInvestments(
  sort: InvestmentSort,
  direction: SortDirection,
  filters: InvestmentFilters = {},
) {
  return useApiLoadMore(
    '/investments',
    { query: { sort, direction, ...filters } },
    { keepPreviousData: true },
  );
}

/** GET /investments/{id}: one receivable on offer; `null` while the id is not a valid one. */
export function useInvestment(id: number | null) {
  return useApiQuery(id === null ? null : '/investments/{id}', { path: { id: id ?? 0 } });
}

/** GET /accountBalance: the available funds a purchase may spend. */
export function useAccountBalance() {
  return useApiQuery('/accountBalance');
}

/**
 * POST /user_investments: one Idempotency-Key per purchase the investor confirms (confirming again
 * after a failure retries with it). A purchase changes the receivable's available amount, the
 * investor's funds and holdings, and the account history: all of them are read again.
 */
export function useBuyInvestment() {
  return useApiMutation('post', '/user_investments', {
    revalidates: [
      '/investments',
      '/investments/latest',
      '/investments/{id}',
      '/accountBalance',
      '/user_investments',
      '/user_investments/latest',
      '/accountHistory',
    ],
    fallbackErrorKey: 'something-wrong',
  });
}
