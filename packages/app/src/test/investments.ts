import type { AccountBalance, AccountHistoryEntry, Investment, UserInvestment } from '@invest/api-client';

/**
 * Contract-shaped marketplace data for the component tests of the investments and my-investments
 * screens (each override replaces the field it names).
 */
export function investment(overrides: Partial<Investment> = {}): Investment {
  return {
    Id: 41,
    number: 'F-2026-0141',
    originator: {
      Id: 5,
      name: 'Alpska Logistika d.o.o.',
      countryCode: 'SI',
      partnerSince: '2021-04-12',
      creditRating: { failureScore: 1.85, ranking: 'A2' },
      companySize: 'MEDIUM',
      noOfEmployees: 1250,
      totalIncome: 18_500_000,
    },
    deals: { totalCount: 14, activeCount: 3, totalValue: 720_000 },
    type: 'invoiceFactoring',
    totalAmount: 50_000,
    availableAmount: 18_550,
    interestRate: 9.5,
    roi: 9.5,
    rank: 'B+',
    dateStartFormatted: '2026-03-02',
    dateEndFormatted: '2026-08-29',
    termDays: 180,
    protection: 'PG',
    invested: false,
    country: 'AT',
    state: 'ACTIVE',
    ...overrides,
  };
}

export function userInvestment(overrides: Partial<UserInvestment> = {}): UserInvestment {
  return {
    Id: 900,
    active: true,
    cancelable: true,
    status: 'ACTIVE',
    amount: 250,
    accruedInterest: 1.3,
    expectedInterest: 11.06,
    dateStartFormatted: '2026-03-10',
    dateEndFormatted: '2026-08-29',
    autoInvestData: null,
    investment: investment({ invested: true }),
    ...overrides,
  };
}

export function accountBalance(overrides: Partial<AccountBalance> = {}): AccountBalance {
  return {
    earnedInterests: 84.2,
    availableFunds: 2_500,
    totalBalance: 5_234.56,
    netDeposits: 5_150.36,
    roi: 1.6,
    earningsByInvestmentType: { invoiceFactoring: 84.2, reverseFactoring: 0, internationalFactoring: 0 },
    roiByInvestmentType: { invoiceFactoring: 1.6, reverseFactoring: 0, internationalFactoring: 0 },
    deploymentRate: { fundsAvailable: 2_500, fundsDeployed: 2_734.56 },
    withdrawalsTotal: 350.1,
    maxWithdrawal: 2_500,
    futureTaxes: 12.63,
    depositsTotal: 5_500.46,
    ...overrides,
  };
}

export function historyEntry(Id: number, overrides: Partial<AccountHistoryEntry> = {}): AccountHistoryEntry {
  return {
    Id,
    dateFormatted: '2026-03-10',
    type: 'INVESTMENT',
    value: -250,
    accountValue: 5_234.56,
    availableFunds: 2_500,
    ...overrides,
  };
}

/** The calendar day `days` after today at the platform's seat (the day interest counts from). */
export function platformDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A PDF answer as the contract's file calls give it, named by Content-Disposition when `name` is given. */
export function pdfResponse(name?: string): Response {
  return new Response(new Blob(['%PDF-1.7 contract'], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      ...(name ? { 'Content-Disposition': `attachment; filename="${name}"` } : {}),
    },
  });
}
