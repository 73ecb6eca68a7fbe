import { useApiQuery } from '../../../lib/api';

/** The four figures of the dashboard's tiles; each has its own history call (SPEC §7). */
export type Series = 'earnings' | 'roi' | 'balance' | 'funds';
/** SPEC §9: quarterly is the last 3 months, yearly the last 365 days, all time from the first deposit. */
export type Period = 'alltime' | 'yearly' | 'quarterly';

export const SERIES: readonly Series[] = ['earnings', 'roi', 'balance', 'funds'];
export const PERIODS: readonly Period[] = ['alltime', 'yearly', 'quarterly'];
/** The tile and the period the dashboard opens on. */
export const FIRST_SERIES: Series = 'earnings';
export const FIRST_PERIOD: Period = 'alltime';

const HISTORY_PATH = {
  earnings: '/earningsHistory',
  roi: '/roiHistory',
  balance: '/balanceHistory',
  funds: '/availableFundsHistory',
} as const;

/** GET /accountBalance: the tiles' figures, the earnings by type and whether the investor has begun. */
export function useAccountBalance() {
  return useApiQuery('/accountBalance');
}

/**
 * The selected tile's series over the selected period (nothing is asked for until `enabled`). While
 * another series or period loads, the line of the previous one stays (greyed) rather than the chart
 * collapsing into a skeleton.
 */
export function useHistory(series: Series, period: Period, enabled = true) {
  return useApiQuery(
    enabled ? HISTORY_PATH[series] : null,
    { query: { type: period } },
    { keepPreviousData: true },
  );
}

/** GET /returns: the annualised return overall, by protection and by originator. */
export function useReturns() {
  return useApiQuery('/returns');
}

/** GET /investments/latest: the last receivables listed on the marketplace (at most 5). */
export function useLatestInvestments() {
  return useApiQuery('/investments/latest');
}

/** GET /user_investments/latest: the investor's last purchases (at most 5). */
export function useLatestUserInvestments() {
  return useApiQuery('/user_investments/latest');
}
