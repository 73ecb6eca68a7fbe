import { describe, expect, it } from 'vitest';
import {
  accruedInterestCents,
  bpToPercent,
  daysBetween,
  interestCents,
  percentToBp,
} from '../../../src/modules/marketplace/interest.ts';

describe('interestCents', () => {
  it('is simple actual/365 interest floored to the cent', () => {
    // 1,000.00 € at 10 % for 365 days = 100.00 €
    expect(interestCents(100_000n, 1000, 365)).toBe(10_000n);
    // 100.00 € at 9.5 % for 30 days = 0.78082… € → 0.78 €
    expect(interestCents(10_000n, 950, 30)).toBe(78n);
    // 0.01 € never earns a cent in a day
    expect(interestCents(1n, 1500, 1)).toBe(0n);
  });

  it('is zero for no time or no principal and refuses fractional inputs', () => {
    expect(interestCents(10_000n, 950, 0)).toBe(0n);
    expect(interestCents(0n, 950, 30)).toBe(0n);
    expect(() => interestCents(10_000n, 9.5, 30)).toThrow(RangeError);
    expect(() => interestCents(10_000n, 950, 1.5)).toThrow(RangeError);
  });

  it('stays exact for amounts far beyond 2^53 cents', () => {
    expect(interestCents(10n ** 18n, 1000, 365)).toBe(10n ** 17n);
  });
});

describe('accruedInterestCents', () => {
  it('runs from the purchase day to the day asked, and stops at maturity', () => {
    // 1,000.00 € at 10 % bought 1 March: 30 days by 31 March = 8.219… € → 8.21 €
    expect(accruedInterestCents(100_000n, 1000, '2026-03-01', '2026-06-29', '2026-03-31')).toBe(821n);
    // Past maturity (120 days) it stays at the interest to maturity: 32.876… € → 32.87 €
    expect(accruedInterestCents(100_000n, 1000, '2026-03-01', '2026-06-29', '2026-08-15')).toBe(3_287n);
    expect(accruedInterestCents(100_000n, 1000, '2026-03-01', '2026-06-29', '2026-06-29')).toBe(3_287n);
    // Nothing on the purchase day or before it.
    expect(accruedInterestCents(100_000n, 1000, '2026-03-01', '2026-06-29', '2026-03-01')).toBe(0n);
    expect(accruedInterestCents(100_000n, 1000, '2026-03-01', '2026-06-29', '2026-02-20')).toBe(0n);
  });
});

describe('daysBetween and percent conversion', () => {
  it('counts calendar days across a leap day and a DST change', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('converts percent with two decimals to basis points and back', () => {
    expect(percentToBp(9.5)).toBe(950);
    expect(percentToBp(12.34)).toBe(1234);
    expect(percentToBp(0.29)).toBe(29);
    expect(bpToPercent(1234)).toBe(12.34);
  });
});
