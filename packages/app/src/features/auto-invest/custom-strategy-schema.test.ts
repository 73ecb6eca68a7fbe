import { describe, expect, it } from 'vitest';
import {
  amountError,
  customStrategyRequest,
  customStrategySchema,
  customStrategyValues,
  requestIfValid,
} from './custom-strategy-schema';
import { strategy } from './test-fixtures';

const messages = (values: unknown) => {
  const parsed = customStrategySchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('custom strategy rules (SPEC §5)', () => {
  const defaults = customStrategyValues(null);

  it('starts within 1–14 %, every term, type and protection, all countries, no amount', () => {
    expect(defaults).toEqual({
      interest: [1, 14],
      termDays: ['30', '60', '90', '180'],
      loanTypes: ['INVOICE_FACTORING', 'REVERSE_FACTORING', 'INTERNATIONAL_FACTORING'],
      protectionTypes: ['PG', 'BG'],
      country: 'ALL',
      amount: '',
    });
    expect(messages(defaults)).toEqual({});
  });

  it('keeps the interest within 0–15 with the lower at least 1 below the upper', () => {
    expect(messages({ ...defaults, interest: [0, 15] })).toEqual({});
    expect(messages({ ...defaults, interest: [5, 6] })).toEqual({});
    expect(messages({ ...defaults, interest: [5, 5.5] })).toEqual({ interest: 'range' });
    expect(messages({ ...defaults, interest: [-1, 4] })).toEqual({ interest: 'range' });
    expect(messages({ ...defaults, interest: [3, 16] })).toEqual({ interest: 'range' });
  });

  it('needs at least one term, loan type and protection', () => {
    expect(messages({ ...defaults, termDays: [], loanTypes: [], protectionTypes: [] })).toEqual({
      termDays: 'required',
      loanTypes: 'required',
      protectionTypes: 'required',
    });
  });

  it('takes a blank amount or one of at least 10 € (the minimum share) in whole cents up to 10 million', () => {
    expect(amountError('')).toBeNull();
    expect(amountError('  ')).toBeNull();
    expect(amountError('250,50')).toBeNull();
    expect(amountError('1.234,56')).toBeNull();
    expect(amountError('10000000')).toBeNull();
    expect(amountError('abc')).toBe('invalid');
    expect(amountError('12,345')).toBe('invalid');
    expect(amountError('0')).toBe('too-small');
    expect(amountError('9,99')).toBe('too-small');
    expect(amountError('10')).toBeNull();
    expect(amountError('10000000,01')).toBe('too-large');
  });

  it('sends the contract’s request: term ids as numbers, no country for all, euros for the amount', () => {
    expect(
      customStrategyRequest({ ...defaults, termDays: ['30', '180'], country: 'AT', amount: '1.234,5' }),
    ).toEqual({
      type: 'CUSTOM',
      preferredAmount: 1234.5,
      termDays: [30, 180],
      loanTypes: ['INVOICE_FACTORING', 'REVERSE_FACTORING', 'INTERNATIONAL_FACTORING'],
      protectionTypes: ['PG', 'BG'],
      interestRateRange: { from: 1, to: 14 },
      countryCodes: ['AT'],
    });
    expect(requestIfValid({ ...defaults, protectionTypes: [] })).toBeNull();
    expect(requestIfValid(defaults)).toMatchObject({ preferredAmount: null, countryCodes: [] });
  });

  it('fills the form from a saved custom strategy, and round-trips it', () => {
    const saved = strategy({
      type: 'CUSTOM',
      preferredAmount: 99.9,
      termDays: [180, 60],
      loanTypes: ['INTERNATIONAL_FACTORING'],
      protectionTypes: ['BG'],
      interestRateRange: { from: 2, to: 7 },
      countryCodes: ['SI'],
    });
    const values = customStrategyValues(saved);
    expect(values).toEqual({
      interest: [2, 7],
      termDays: ['60', '180'],
      loanTypes: ['INTERNATIONAL_FACTORING'],
      protectionTypes: ['BG'],
      country: 'SI',
      amount: '99.90',
    });
    expect(requestIfValid(values)).toEqual({
      type: 'CUSTOM',
      preferredAmount: 99.9,
      termDays: [60, 180],
      loanTypes: ['INTERNATIONAL_FACTORING'],
      protectionTypes: ['BG'],
      interestRateRange: { from: 2, to: 7 },
      countryCodes: ['SI'],
    });
    // A preset fills nothing of its own: the defaults.
    expect(customStrategyValues(strategy({ type: 'LONG_TERM' }))).toEqual(defaults);
  });
});
