import { describe, expect, it } from 'vitest';
import { daysBetween, expectedInterestCents, interestCents, percentToBp, platformToday } from './interest';

describe('interestCents', () => {
  it.each([
    // 1.000,00 € at 9,5 % for 90 days: 100000 × 950 × 90 / 3 650 000 = 2342,46… → 23,42 €.
    [100_000, 950, 90, 2342],
    // A full year at 10 % is exactly a tenth.
    [100_000, 1000, 365, 10_000],
    // 0,01 € never earns a cent in a month: floored, never rounded up.
    [1, 1500, 30, 0],
    // 250,00 € at 8,25 % for 45 days: 25000 × 825 × 45 / 3 650 000 = 254,28… → 2,54 €.
    [25_000, 825, 45, 254],
    // Large amounts stay exact (the product passes 2^53 before the division).
    [999_999_999_99, 1500, 365, 14_999_999_999],
  ])('%s cents at %s bp for %s days is %s cents', (cents, bp, days, expected) => {
    expect(interestCents(cents, bp, days)).toBe(expected);
  });

  it('is nothing for no days or no principal', () => {
    expect(interestCents(100_000, 950, 0)).toBe(0);
    expect(interestCents(100_000, 950, -3)).toBe(0);
    expect(interestCents(0, 950, 30)).toBe(0);
  });

  it('refuses fractions of a cent, a basis point or a day', () => {
    expect(() => interestCents(100.5, 950, 30)).toThrow(RangeError);
    expect(() => interestCents(100, 9.5, 30)).toThrow(RangeError);
    expect(() => interestCents(100, 950, 1.5)).toThrow(RangeError);
  });
});

describe('percentToBp', () => {
  it.each([
    [9.5, 950],
    [8.25, 825],
    [0.29, 29],
    [12, 1200],
    [4.35, 435],
  ])('%s %% is %s basis points, without float error', (percent, bp) => {
    expect(percentToBp(percent)).toBe(bp);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, across months, leap days and clock changes', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-05-10', '2026-05-01')).toBe(-9);
  });
});

describe('platformToday', () => {
  it('is the calendar day in Ljubljana, not in UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in Ljubljana (UTC+2 in summer).
    expect(platformToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(platformToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(platformToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('expectedInterestCents', () => {
  it('runs from today to the maturity at the rate in percent', () => {
    expect(expectedInterestCents(100_000, 9.5, '2026-07-30', '2026-05-01')).toBe(2342);
  });

  it('is nothing once the maturity has come', () => {
    expect(expectedInterestCents(100_000, 9.5, '2026-05-01', '2026-05-01')).toBe(0);
    expect(expectedInterestCents(100_000, 9.5, '2026-04-01', '2026-05-01')).toBe(0);
  });
});
