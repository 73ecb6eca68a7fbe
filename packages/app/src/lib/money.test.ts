import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents } from './money';

describe('eurosToCents', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.1, 10],
    [0.29, 29],
    [1.1, 110],
    [250, 25000],
    [1234.56, 123456],
    [4.35, 435],
    [1_000_000.07, 100000007],
    [-12.5, -1250],
  ])('%s € is %s cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('refuses what is not an amount', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => eurosToCents(Infinity)).toThrow(RangeError);
  });
});

describe('centsToEuros', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [29, 0.29],
    [25000, 250],
    [123456, 1234.56],
    [100000007, 1000000.07],
  ])('%s cents is %s €', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('round-trips every cent of the first 10 000 €', () => {
    for (let cents = 0; cents <= 1_000_000; cents += 97)
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });
});
