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
    ['0,01', null],
    ['250.5', null],
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
    expect(investmentAmountError('0,01', { fundsCents: 0, availableCents: 50_000 })).toBe('above-funds');
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
