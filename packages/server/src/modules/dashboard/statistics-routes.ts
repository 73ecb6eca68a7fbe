/**
 * The public statistics calls (SPEC §7: no authorization; /u/performance). They read the rows the
 * daily job stored (src/modules/dashboard/statistics.ts), and each process keeps the answer in memory for a minute:
 * under load a call costs no database round trip, and concurrent callers of an expired entry share
 * one read. Browsers and proxies may keep the answer for five minutes (the figures change once a day).
 */
import type { FastifyReply } from 'fastify';
import { centsToEuros } from '../../platform/money.ts';
import { dailyStatistics, typeRatios } from './statistics.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

export const STATISTICS_CACHE_MS = 60_000;
export const STATISTICS_CACHE_CONTROL = 'public, max-age=300';

/** A value computed at most once per `ttlMs` (wall time: a cache, not a business rule). */
function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let entry: { expires: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (entry === null || entry.expires <= now) {
      const value = load();
      entry = { expires: now + ttlMs, value };
      // A failed read is not kept: the next call tries again.
      value.catch(() => {
        if (entry?.value === value) entry = null;
      });
    }
    return entry.value;
  };
}

/** Ratios are stored in hundredths of a percent; the contract's ratio is a fraction (0 to 1). */
const ratio = (bp: number) => bp / 10_000;

export function statisticsHandlers({ db }: Deps): Handlers {
  const daily = cached(STATISTICS_CACHE_MS, () => dailyStatistics(db));
  const types = cached(STATISTICS_CACHE_MS, () => typeRatios(db));
  const publicCache = (reply: FastifyReply) => reply.header('cache-control', STATISTICS_CACHE_CONTROL);

  return {
    async getFundsDailyStats(_request, reply) {
      const days = await daily();
      publicCache(reply);
      return { daily: days.map((d) => ({ id: d.day, investedFundsRatio: ratio(d.investedRatioBp) })) };
    },

    async getInterestsDailyStats(_request, reply) {
      const days = await daily();
      publicCache(reply);
      return { data: days.map((d) => ({ id: d.day, interests: centsToEuros(d.interestCents) })) };
    },

    async getInvestmentTypeRatios(_request, reply) {
      const rows = await types();
      publicCache(reply);
      return {
        types: rows.map((r) => ({
          id: r.type as 'invoiceFactoring' | 'reverseFactoring' | 'internationalFactoring',
          ratio: ratio(r.ratioBp),
        })),
      };
    },
  };
}
