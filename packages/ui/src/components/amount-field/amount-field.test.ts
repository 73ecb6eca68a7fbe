import { describe, expect, it } from 'vitest';
import { formatCentsForInput, parseAmountToCents } from './amount';

describe('parseAmountToCents', () => {
  it.each([
    // Plain amounts and both decimal separators.
    ['0', 0],
    ['5', 500],
    ['0.01', 1],
    ['0,01', 1],
    ['12,5', 1250],
    ['12.5', 1250],
    ['12,50', 1250],
    ['12.05', 1205],
    ['007', 700],
    // Values floats get wrong stay exact.
    ['0.29', 29],
    ['1.15', 115],
    ['4.35', 435],
    ['1,005.10', 100510],
    // Mid-typing states and surrounding white space.
    ['12,', 1200],
    ['12.', 1200],
    [',5', 50],
    ['.05', 5],
    ['  42,00 ', 4200],
    // Thousands grouping: groups of three, one kind, different from the decimal separator.
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['1\u202f234.56', 123456],
    ['1.234.567', 123456700],
    ['1,234,567', 123456700],
    ['1.234.567,8', 123456780],
    ['12 345 678', 1234567800],
    // The largest safe amount.
    ['90071992547409,91', 9007199254740991],
  ])('%j → %j cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it.each([
    [''],
    ['   '],
    ['.'],
    [','],
    ['1e3'],
    ['1E3'],
    ['0x10'],
    ['Infinity'],
    ['NaN'],
    ['+5'],
    ['-5'],
    ['€5'],
    ['5 €'],
    ['abc'],
    ['12a'],
    // More than two decimals, including a lone separator with three digits after it.
    ['1.234'],
    ['1,234'],
    ['0.001'],
    ['12,505'],
    ['1.234,567'],
    // Misplaced or mixed grouping.
    ['12.34.5'],
    ['1,234,56'],
    ['1.23,45'],
    ['1234.567,00'],
    ['1 234.567,00'],
    ['1.234,5.6'],
    ['12 ,50'],
    ['1..5'],
    ['1,,5'],
    // Beyond Number.MAX_SAFE_INTEGER cents.
    ['90071992547409,92'],
    ['99999999999999999999'],
  ])('%j → null', (text) => {
    expect(parseAmountToCents(text)).toBeNull();
  });

  it.each([
    ['-5', -500],
    ['-12,50', -1250],
    ['\u22121.234,56', -123456],
    ['-0', 0],
    ['5', 500],
  ])('with allowNegative: %j → %j cents', (text, cents) => {
    expect(parseAmountToCents(text, { allowNegative: true })).toBe(cents);
  });

  it.each([['--5'], ['-'], ['- 5'], ['5-']])('with allowNegative: %j → null', (text) => {
    expect(parseAmountToCents(text, { allowNegative: true })).toBeNull();
  });
});

describe('formatCentsForInput', () => {
  it.each([
    [1250, 'sl-SI', '12,50'],
    [1250, 'en', '12.50'],
    [1, 'sl-SI', '0,01'],
    [0, 'en-GB', '0.00'],
    [123456789, 'sl-SI', '1234567,89'],
    [-1250, 'sl-SI', '-12,50'],
    [-5, 'en', '-0.05'],
    [null, 'sl-SI', ''],
    [12.5, 'sl-SI', ''],
    [Number.NaN, 'en', ''],
  ])('%j in %s → %j', (cents, locale, text) => {
    expect(formatCentsForInput(cents, locale)).toBe(text);
  });

  it('defaults to the Slovene comma decimal separator the spec displays', () => {
    expect(formatCentsForInput(990)).toBe('9,90');
  });

  it.each([0, 1, 29, 1250, 123456, -987654321, 9007199254740991])(
    'reads back what it writes (%j)',
    (cents) => {
      for (const locale of ['sl-SI', 'en', 'de-DE']) {
        expect(parseAmountToCents(formatCentsForInput(cents, locale), { allowNegative: true })).toBe(cents);
      }
    },
  );
});
