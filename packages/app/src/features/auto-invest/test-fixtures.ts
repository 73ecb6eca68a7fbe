import type { AutoInvestSetting } from '@invest/api-client';

/** A strategy as GET /userAutoInvests/{userId} answers it (high liquidity, confirmed in March 2026). */
export function strategy(overrides: Partial<AutoInvestSetting> = {}): AutoInvestSetting {
  return {
    type: 'SHORT_TERM',
    preferredAmount: null,
    termDays: [],
    loanTypes: [],
    protectionTypes: [],
    interestRateRange: null,
    countryCodes: [],
    confirmedAt: '2026-03-01T10:00:00Z',
    needsReconfirmation: false,
    ...overrides,
  };
}
