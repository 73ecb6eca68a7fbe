import { eurosToCents } from './money';

/*
 * The interest an investor is shown before buying, computed the way the service books it
 * (packages/server/src/modules/marketplace/interest.ts): simple interest on the principal at the yearly rate in basis
 * points, actual/365, floored to the cent, all in integers. The confirmation states a figure the
 * platform will not pay a cent below.
 */

const BP_DAYS_PER_YEAR = 10_000n * 365n;

/** The platform's seat: its calendar decides which day is today for interest (as the service's clock does). */
export const PLATFORM_TIME_ZONE = 'Europe/Ljubljana';

/** Interest on `principalCents` at `rateBp` (950 = 9.5 %) for `days` days, floored to the cent. */
export function interestCents(principalCents: number, rateBp: number, days: number): number {
  if (days <= 0 || principalCents <= 0) return 0;
  if (![principalCents, rateBp, days].every(Number.isSafeInteger) || rateBp < 0)
    throw new RangeError('cents, rate (basis points) and days must be non-negative integers');
  return Number((BigInt(principalCents) * BigInt(rateBp) * BigInt(days)) / BP_DAYS_PER_YEAR);
}

/** A contract percentage with at most two decimals (9.5) in basis points (950), read as decimal text. */
export function percentToBp(percent: number): number {
  // Hundredths of a percent are the cents of the percentage: the same exact decimal reading.
  return eurosToCents(percent);
}

/** Whole calendar days from `from` to `to` (ISO dates `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on at the platform's seat. */
export function platformToday(now: Date = new Date()): string {
  // en-CA prints dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The interest `principalCents` earns from `today` to the receivable's maturity at `ratePercent` a
 * year (nothing once the maturity has come).
 */
export function expectedInterestCents(
  principalCents: number,
  ratePercent: number,
  maturity: string,
  today: string = platformToday(),
): number {
  return interestCents(principalCents, percentToBp(ratePercent), Math.max(0, daysBetween(today, maturity)));
}
