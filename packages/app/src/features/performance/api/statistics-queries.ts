import type { SWRConfiguration } from 'swr';
import { useApiQuery } from '../../../lib/api';

/**
 * SPEC §7: the statistics are "fetched once if not already held". They change once a day (a daily
 * job computes them), so a visit reads each once and keeps it for the session: no revalidation on
 * focus, reconnect or remount, and any second caller shares the first answer.
 */
const ONCE_PER_SESSION: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  dedupingInterval: Number.POSITIVE_INFINITY,
};

/** GET /statistics/funds_daily_stats: the share of the platform's funds invested, per day. */
export function useFundsDailyStats() {
  return useApiQuery('/statistics/funds_daily_stats', undefined, ONCE_PER_SESSION);
}

/** GET /statistics/interests_daily_stats: the interest paid to investors, per day, in euro. */
export function useInterestsDailyStats() {
  return useApiQuery('/statistics/interests_daily_stats', undefined, ONCE_PER_SESSION);
}

/** GET /statistics/investment_type_ratios: the share of investments by financing type. */
export function useInvestmentTypeRatios() {
  return useApiQuery('/statistics/investment_type_ratios', undefined, ONCE_PER_SESSION);
}
