import { describe, expect, it } from 'vitest';
import { accountNotices } from './account-notices';

const personal = (confirmed: boolean, completed: boolean) => ({
  status: { confirmed, twoFactorAuthEnabled: false },
  investorType: 'Personal' as const,
  investorProfile: { completed, fundsSources: [], annualIncome: null, countryOfResidence: null },
  companyInvestorProfile: null,
});

const business = (confirmed: boolean, completed: boolean | null) => ({
  status: { confirmed, twoFactorAuthEnabled: false },
  investorType: 'Business' as const,
  // A business investor's personal questionnaire stays empty: only the company one counts.
  investorProfile: { completed: true, fundsSources: [], annualIncome: null, countryOfResidence: null },
  companyInvestorProfile:
    completed === null
      ? null
      : {
          completed,
          economicActivity: null,
          mainCounterPartyOrigin: null,
          type: null,
          annualIncome: null,
          availableIncomePercent: null,
        },
});

describe('accountNotices', () => {
  it('asks an unconfirmed investor to wait and to complete the profile', () => {
    expect(accountNotices(personal(false, false))).toEqual(['pending-verification', 'complete-profile']);
  });
  it('keeps the profile banner for an unconfirmed investor with a completed profile', () => {
    expect(accountNotices(personal(false, true))).toEqual(['pending-verification', 'complete-profile']);
  });
  it('asks a confirmed investor to complete the profile', () => {
    expect(accountNotices(personal(true, false))).toEqual(['complete-profile']);
  });
  it('shows nothing to a confirmed investor with a completed profile', () => {
    expect(accountNotices(personal(true, true))).toEqual([]);
  });
  it('reads the company questionnaire of a business investor', () => {
    expect(accountNotices(business(true, false))).toEqual(['complete-profile']);
    expect(accountNotices(business(true, null))).toEqual(['complete-profile']);
    expect(accountNotices(business(true, true))).toEqual([]);
  });
});
