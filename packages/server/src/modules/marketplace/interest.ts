/**
 * Interest of a holding, in integer cents: simple interest on the principal at a yearly rate in
 * hundredths of a percent (basis points), actual/365 day count, rounded down to the cent so the
 * platform never promises a cent it was not paid. One function for the accrual, the expected
 * interest shown before buying and the amount due at maturity.
 */

const BP_DAYS_PER_YEAR = 10_000n * 365n;

/** Interest on `principalCents` at `rateBp` (950 = 9.5 %) for `days` days, floored to the cent. */
export function interestCents(principalCents: bigint, rateBp: number, days: number): bigint {
  if (days <= 0 || principalCents <= 0n) return 0n;
  if (!Number.isInteger(rateBp) || rateBp < 0 || !Number.isInteger(days))
    throw new RangeError('rate (basis points) and days must be non-negative integers');
  return (principalCents * BigInt(rateBp) * BigInt(days)) / BP_DAYS_PER_YEAR;
}

/**
 * Interest a holding has accrued by the end of `day` (ISO dates): from its purchase date to `day`, to
 * its maturity at most (a late receivable earns no more until it is paid). What the daily job stores
 * (src/modules/marketplace/lifecycle.ts) and what the dashboard values a running holding at (src/modules/dashboard/dashboard.ts).
 */
export function accruedInterestCents(
  principalCents: bigint,
  rateBp: number,
  boughtOn: string,
  maturityOn: string,
  day: string,
): bigint {
  return interestCents(principalCents, rateBp, daysBetween(boughtOn, day < maturityOn ? day : maturityOn));
}

/** Whole days from `from` to `to` (ISO dates `YYYY-MM-DD`, calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** API boundary: a percentage with at most two decimals (9.5) to basis points (950), and back. */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

export function bpToPercent(bp: number): number {
  return bp / 100;
}
