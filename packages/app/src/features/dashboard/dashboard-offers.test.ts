import { describe, expect, it } from 'vitest';
import { dashboardOffers, isNewInvestor } from './dashboard-offers';

const balance = (availableFunds: number, depositsTotal = 1000, totalBalance = 1050) => ({
  availableFunds,
  depositsTotal,
  totalBalance,
});

describe('dashboardOffers', () => {
  it('offers a deposit when no funds are available, and investing when they are', () => {
    expect(dashboardOffers({ balance: balance(0), confirmed: true, noStrategy: false })).toEqual(['deposit']);
    expect(dashboardOffers({ balance: balance(0.01), confirmed: true, noStrategy: false })).toEqual([
      'manual',
    ]);
  });
  it('counts a negative balance (a debt) as nothing to invest', () => {
    expect(dashboardOffers({ balance: balance(-12.5), confirmed: true, noStrategy: false })).toEqual([
      'deposit',
    ]);
  });
  it('offers auto-invest only to a confirmed investor known to have no strategy', () => {
    expect(dashboardOffers({ balance: balance(200), confirmed: true, noStrategy: true })).toEqual([
      'manual',
      'auto-invest',
    ]);
    expect(dashboardOffers({ balance: balance(0), confirmed: true, noStrategy: true })).toEqual([
      'deposit',
      'auto-invest',
    ]);
  });
  it('offers no buying to an investor whose identity is not confirmed', () => {
    expect(dashboardOffers({ balance: balance(200), confirmed: false, noStrategy: true })).toEqual([]);
    expect(dashboardOffers({ balance: balance(0), confirmed: false, noStrategy: true })).toEqual(['deposit']);
  });
  it('offers nothing to a new investor: the empty state leads to the first deposit', () => {
    expect(dashboardOffers({ balance: balance(0, 0, 0), confirmed: true, noStrategy: true })).toEqual([]);
  });
});

describe('isNewInvestor', () => {
  it('is true only while nothing was ever deposited and nothing is held', () => {
    expect(isNewInvestor(balance(0, 0, 0))).toBe(true);
    expect(isNewInvestor(balance(0, 100, 0))).toBe(false);
    expect(isNewInvestor(balance(0, 0, 5))).toBe(false);
  });
});
