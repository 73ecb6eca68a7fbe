import { describe, expect, it } from 'vitest';
import {
  investmentAmountCents,
  investmentAmountError,
  investmentAmountSchema,
} from './investment-amount-schema';

const limits = { fundsCents: 100_000, availableCents: 50_000 };

describe('investmentAmountError', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['12,345', 'step'],
    ['0.001', 'step'],
    ['0', 'too-small'],
    ['0,00', 'too-small'],
    // SPEC §5: a non-numeric amount reads as 0, which is not above zero.
    ['abc', 'too-small'],
    ['12 €', 'too-small'],
    ['-5', 'too-small'],
    ['500,01', 'above-available'],
    ['500', null],
    ['500,00', null],
    ['250.5', null],
    // The minimum purchase, 10 €, before typing shown as the field's hint.
    ['0,01', 'below-minimum'],
    ['9,99', 'below-minimum'],
    ['10', null],
  ] as const)('%j → %s', (text, error) => {
    expect(investmentAmountError(text, limits)).toBe(error);
  });

  it('checks the available funds before what the investment offers', () => {
    const poor = { fundsCents: 20_000, availableCents: 50_000 };
    expect(investmentAmountError('200,01', poor)).toBe('above-funds');
    expect(investmentAmountError('200', poor)).toBeNull();
    expect(investmentAmountError('1.000,00', poor)).toBe('above-funds');
  });

  it('checks only what the investment offers while the funds are unknown', () => {
    const unknown = { fundsCents: undefined, availableCents: 50_000 };
    expect(investmentAmountError('400', unknown)).toBeNull();
    expect(investmentAmountError('600', unknown)).toBe('above-available');
  });

  it('refuses everything when there are no funds', () => {
    expect(investmentAmountError('10', { fundsCents: 0, availableCents: 50_000 })).toBe('above-funds');
  });

  it('takes less than 10 € only as all that is left of the investment', () => {
    const remainder = { fundsCents: 100_000, availableCents: 650 };
    expect(investmentAmountError('6,50', remainder)).toBeNull();
    expect(investmentAmountError('6,49', remainder)).toBe('remainder-only');
    expect(investmentAmountError('0,01', remainder)).toBe('remainder-only');
    expect(investmentAmountError('6,51', remainder)).toBe('above-available');
    // Exactly 10 € left: the minimum and the remainder are the same.
    expect(investmentAmountError('9,99', { fundsCents: 100_000, availableCents: 1_000 })).toBe(
      'below-minimum',
    );
  });
});

describe('investmentAmountCents', () => {
  it.each([
    ['1.234,56', 123_456],
    ['1234.56', 123_456],
    [' 250 ', 25_000],
    ['abc', 0],
    ['', 0],
  ])('%j is %s cents', (text, cents) => {
    expect(investmentAmountCents(text)).toBe(cents);
  });
});

describe('investmentAmountSchema', () => {
  it('passes a valid amount and reports the first problem as the message key', () => {
    const schema = investmentAmountSchema(limits);
    expect(schema.safeParse({ amount: '100' }).success).toBe(true);
    const refused = schema.safeParse({ amount: 'x' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['amount'], 'too-small'],
    ]);
  });
});
