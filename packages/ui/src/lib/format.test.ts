import { describe, expect, it } from 'vitest';
import {
  centsToDecimalString,
  formatDate,
  formatMoney,
  formatPercent,
  moneySign,
  percentSign,
} from './format';

// Intl separates the amount from the sign with a no-break space and uses U+2212 as the Slovene minus.
const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('formatMoney', () => {
  it.each([
    ['zero', 0, `0,00${NBSP}€`],
    ['negative zero shows no sign', -0, `0,00${NBSP}€`],
    ['a negative amount that rounds to zero shows no sign', -0.001, `0,00${NBSP}€`],
    ['small amount', 5, `5,00${NBSP}€`],
    ['thousands are grouped from four digits', 1234.56, `1.234,56${NBSP}€`],
    ['negative amount', -1234.56, `${MINUS}1.234,56${NBSP}€`],
    ['millions', 1234567.89, `1.234.567,89${NBSP}€`],
    ['negative millions', -12345678.9, `${MINUS}12.345.678,90${NBSP}€`],
    ['one decimal is padded', 10.5, `10,50${NBSP}€`],
    ['floating-point noise is rounded away', 0.1 + 0.2, `0,30${NBSP}€`],
    ['half a cent rounds away from zero', 1.005, `1,01${NBSP}€`],
    ['negative half a cent rounds away from zero', -2.675, `${MINUS}2,68${NBSP}€`],
    ['rounding carries into the thousands', 999.995, `1.000,00${NBSP}€`],
    ['whole euros as bigint', 1500n, `1.500,00${NBSP}€`],
  ])('%s', (_name, value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    ['bigint cents', 123456n, `1.234,56${NBSP}€`],
    ['number cents', 123456, `1.234,56${NBSP}€`],
    ['single cent', 1, `0,01${NBSP}€`],
    ['negative cents', -5n, `${MINUS}0,05${NBSP}€`],
    ['zero cents', 0n, `0,00${NBSP}€`],
    [
      'beyond Number.MAX_SAFE_INTEGER stays exact',
      123456789012345678901n,
      `1.234.567.890.123.456.789,01${NBSP}€`,
    ],
  ])('fromCents: %s', (_name, value, expected) => {
    expect(formatMoney(value, { fromCents: true })).toBe(expected);
  });

  it('rejects cents that are not an integer instead of guessing', () => {
    expect(() => formatMoney(12.5, { fromCents: true })).toThrow(RangeError);
  });

  it.each([
    ['exceptZero adds a plus to gains', 12, 'exceptZero', `+12,00${NBSP}€`],
    ['exceptZero keeps the minus of losses', -12, 'exceptZero', `${MINUS}12,00${NBSP}€`],
    ['exceptZero leaves zero unsigned', 0, 'exceptZero', `0,00${NBSP}€`],
    ['never hides the sign', -12, 'never', `12,00${NBSP}€`],
  ] as const)('signDisplay: %s', (_name, value, signDisplay, expected) => {
    expect(formatMoney(value, { signDisplay })).toBe(expected);
  });

  it('formats in another locale and currency', () => {
    expect(formatMoney(-1234.5, { locale: 'en-GB' })).toBe('-€1,234.50');
    expect(formatMoney(1234.5, { locale: 'en-GB', currency: 'GBP' })).toBe('£1,234.50');
  });
});

describe('centsToDecimalString', () => {
  it.each([
    [0n, '0.00'],
    [7n, '0.07'],
    [-7n, '-0.07'],
    [100n, '1.00'],
    [-123456n, '-1234.56'],
    [99, '0.99'],
  ])('%s → %s', (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    ['zero', 0, {}, `0,00${NBSP}%`],
    ['two decimals', 5.234, {}, `5,23${NBSP}%`],
    ['rounds half away from zero', 5.235, {}, `5,24${NBSP}%`],
    ['negative', -1.5, {}, `${MINUS}1,50${NBSP}%`],
    ['large values are grouped', 1234.5, {}, `1.234,50${NBSP}%`],
    ['from a ratio', 0.0523, { fromRatio: true }, `5,23${NBSP}%`],
    ['from a ratio of one', 1, { fromRatio: true }, `100,00${NBSP}%`],
    ['fewer fraction digits', 12.345, { fractionDigits: 0 }, `12${NBSP}%`],
    ['signed gain', 2.3, { signDisplay: 'exceptZero' }, `+2,30${NBSP}%`],
    ['English', 5.234, { locale: 'en-GB' }, '5.23%'],
  ] as const)('%s', (_name, value, opts, expected) => {
    expect(formatPercent(value, opts)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    ['date only, Slovene', '2020-03-13', undefined, '13. 3. 2020'],
    ['date only, English', '2020-03-13', 'en-GB', '13/03/2020'],
    ['first day of the year does not shift to the previous year', '2024-01-01', undefined, '1. 1. 2024'],
  ])('%s', (_name, iso, locale, expected) => {
    expect(formatDate(iso, locale)).toBe(expected);
  });

  it('formats a date-time in the local time zone', () => {
    const iso = '2020-03-13T12:00:00';
    expect(formatDate(iso)).toBe(new Intl.DateTimeFormat('sl-SI').format(new Date(iso)));
  });
});

describe('moneySign and percentSign', () => {
  it.each([
    [12, {}, 'positive'],
    [-12, {}, 'negative'],
    [0, {}, 'zero'],
    [-0, {}, 'zero'],
    [-0.001, {}, 'zero'],
    [0.004, {}, 'zero'],
    [0.005, {}, 'positive'],
    [-1n, { fromCents: true }, 'negative'],
    [0n, { fromCents: true }, 'zero'],
  ] as const)('money %s %o → %s', (value, opts, expected) => {
    expect(moneySign(value, opts)).toBe(expected);
  });

  it.each([
    [2.3, {}, 'positive'],
    [-0.004, {}, 'zero'],
    [-0.4, { fractionDigits: 0 }, 'zero'],
    [-0.01, { fromRatio: true }, 'negative'],
  ] as const)('percent %s %o → %s', (value, opts, expected) => {
    expect(percentSign(value, opts)).toBe(expected);
  });
});
