/**
 * The XIRR solver (src/modules/dashboard/xirr.ts) against figures published by spreadsheet makers and against closed
 * forms, plus the cases without a solution and a total loss.
 */
import { describe, expect, it } from 'vitest';
import { ratePercent, xirr, type CashFlow } from '../../../src/modules/dashboard/xirr.ts';

/** A flow in euros (exact cents). */
const f = (date: string, euros: number): CashFlow => ({ date, cents: BigInt(Math.round(euros * 100)) });

describe('xirr against published reference figures', () => {
  it('matches the example of Microsoft Excel’s XIRR documentation: 0.373362535 (37.34 %)', () => {
    // support.microsoft.com, “XIRR function”, Example: =XIRR(A3:A7, B3:B7, 0.1) → 0.373362535.
    const rate = xirr([
      f('2008-01-01', -10_000),
      f('2008-03-01', 2_750),
      f('2008-10-30', 4_250),
      f('2009-02-15', 3_250),
      f('2009-04-01', 2_750),
    ]);
    expect(rate).toBeCloseTo(0.373362535, 8);
    expect(ratePercent(rate!)).toBe(37.34);
  });

  it('matches the example of the Apache OpenOffice Calc XIRR help: about 0.124', () => {
    // wiki.openoffice.org, “Documentation/How Tos/Calc: XIRR function”: -2750, 1000, 2000 on
    // 2008-02-05, 2008-07-05, 2009-01-05 “returns approximately 0.124”. More digits: 0.1236310959,
    // the root of the same equation by SciPy's brentq (scipy.optimize), an independent solver.
    const rate = xirr([f('2008-02-05', -2_750), f('2008-07-05', 1_000), f('2009-01-05', 2_000)]);
    expect(rate).toBeCloseTo(0.124, 3);
    expect(rate).toBeCloseTo(0.1236310959, 9);
  });

  it('is order-independent and sums flows of one day', () => {
    const ordered = xirr([f('2025-01-01', -1_000), f('2025-06-01', 500), f('2026-01-01', 600)]);
    const shuffled = xirr([
      f('2026-01-01', 600),
      f('2025-01-01', -600),
      f('2025-06-01', 500),
      f('2025-01-01', -400),
    ]);
    expect(shuffled).toBeCloseTo(ordered!, 12);
  });
});

describe('xirr against closed forms (actual/365)', () => {
  it('is 10 % for 1,000 → 1,100 over 365 days', () => {
    expect(xirr([f('2025-01-01', -1_000), f('2026-01-01', 1_100)])).toBeCloseTo(0.1, 10);
  });

  it('counts the leap day: 1,000 → 1,100 over the 366 days of 2024 is 1.1^(365/366) − 1', () => {
    expect(xirr([f('2024-01-01', -1_000), f('2025-01-01', 1_100)])).toBeCloseTo(1.1 ** (365 / 366) - 1, 10);
  });

  it('annualises a short holding: 1 % in 7 days is 1.01^(365/7) − 1', () => {
    expect(xirr([f('2025-01-01', -1_000), f('2025-01-08', 1_010)])).toBeCloseTo(1.01 ** (365 / 7) - 1, 8);
  });

  it('finds a loss by bisection where Newton steps out of range: 1,000 → 1 € in a year is −99.9 %', () => {
    expect(xirr([f('2025-01-01', -1_000), f('2026-01-01', 1)])).toBeCloseTo(-0.999, 7);
  });
});

describe('xirr without a solution, and a total loss', () => {
  it('is null when every flow has one sign and nothing values the holding', () => {
    expect(xirr([f('2025-01-01', -1_000), f('2025-06-01', -500)])).toBeNull();
    expect(xirr([f('2025-01-01', 1_000), f('2025-06-01', 500)])).toBeNull();
    expect(xirr([])).toBeNull();
  });

  it('is null when everything happens on one day (bought today)', () => {
    expect(xirr([f('2025-01-01', -1_000), f('2025-01-01', 1_000)])).toBeNull();
  });

  it('is null when the present value never reaches zero', () => {
    // −1000 + 2000·v − 1500·v² < 0 for every discount factor v > 0: no rate solves it.
    expect(xirr([f('2025-01-01', -1_000), f('2026-01-01', 2_000), f('2027-01-01', -1_500)])).toBeNull();
  });

  it('is −100 % for a total loss: money paid in, valued at nothing later', () => {
    expect(xirr([f('2025-01-01', -1_000), f('2025-09-01', 0)])).toBe(-1);
    expect(ratePercent(-1)).toBe(-100);
  });
});
