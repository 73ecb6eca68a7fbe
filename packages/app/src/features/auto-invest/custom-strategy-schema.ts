import type {
  AutoInvestRequest,
  AutoInvestSetting,
  LoanType,
  ProtectionType,
  StrategyCountry,
  TermBucket,
} from '@invest/api-client';
import { centsToDecimalString, parseAmountToCents } from '@invest/ui';
import * as z from 'zod/mini';
import { centsToEuros, eurosToCents } from '../../lib/money';
import { DEBTOR_COUNTRIES } from '../../lib/countries';

/*
 * SPEC §5 custom strategy: yearly interest between 0 and 15 % (1 to 14 at first), the lower at least
 * 1 below the upper; term buckets 1-30, 31-60, 61-90 and over 90 days (ids 30, 60, 90, 180); loan
 * types; protection PG or BG; one country or all; the amount per receivable, at least 10 €, blank
 * meaning up to what each receivable still offers. Messages are keys of the `autoInvest` namespace's `custom.errors`.
 */

export const INTEREST_MIN = 0;
export const INTEREST_MAX = 15;
export const INTEREST_GAP = 1;
export const DEFAULT_INTEREST: [number, number] = [1, 14];
export const TERM_BUCKETS = ['30', '60', '90', '180'] as const satisfies readonly `${TermBucket}`[];
export const LOAN_TYPES = [
  'INVOICE_FACTORING',
  'REVERSE_FACTORING',
  'INTERNATIONAL_FACTORING',
] as const satisfies readonly LoanType[];
export const PROTECTION_TYPES = ['PG', 'BG'] as const satisfies readonly ProtectionType[];
export const COUNTRY_CHOICES = ['ALL', ...DEBTOR_COUNTRIES] as const;
/**
 * The minimum share (the contract's minimum of `preferredAmount`, terms clause 6): auto-invest never
 * buys less than 10 € of a receivable, so a smaller amount per receivable would buy nothing.
 */
const MIN_AMOUNT_CENTS = 1_000;
/** The contract's PositiveMoney maximum, in cents. */
const MAX_AMOUNT_CENTS = 1_000_000_000;

export type CustomStrategyError = 'required' | 'range' | 'invalid' | 'too-small' | 'too-large';

/** What is wrong with the typed amount per receivable, or null (blank is allowed). */
export function amountError(text: string): CustomStrategyError | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const cents = parseAmountToCents(trimmed);
  if (cents === null) return 'invalid';
  if (cents < MIN_AMOUNT_CENTS) return 'too-small';
  if (cents > MAX_AMOUNT_CENTS) return 'too-large';
  return null;
}

const atLeastOne = z.minLength(1, 'required');

export const customStrategySchema = z.object({
  interest: z
    .tuple([z.number(), z.number()])
    .check(
      z.refine(
        ([from, to]) => from >= INTEREST_MIN && to <= INTEREST_MAX && to - from >= INTEREST_GAP,
        'range',
      ),
    ),
  termDays: z.array(z.enum(TERM_BUCKETS)).check(atLeastOne),
  loanTypes: z.array(z.enum(LOAN_TYPES)).check(atLeastOne),
  protectionTypes: z.array(z.enum(PROTECTION_TYPES)).check(atLeastOne),
  country: z.enum(COUNTRY_CHOICES),
  amount: z.string().check(
    z.superRefine((text, context) => {
      const error = amountError(text);
      if (error) context.addIssue({ code: 'custom', message: error, input: text });
    }),
  ),
});

export type CustomStrategyValues = z.infer<typeof customStrategySchema>;

/**
 * The form's first values: the saved custom strategy when there is one, else everything open within
 * the default interest range (so the preview has something to show from the start).
 */
export function customStrategyValues(setting: AutoInvestSetting | null): CustomStrategyValues {
  if (setting?.type !== 'CUSTOM') {
    return {
      interest: [...DEFAULT_INTEREST],
      termDays: [...TERM_BUCKETS],
      loanTypes: [...LOAN_TYPES],
      protectionTypes: [...PROTECTION_TYPES],
      country: 'ALL',
      amount: '',
    };
  }
  const range = setting.interestRateRange;
  const [country] = setting.countryCodes;
  return {
    interest: range ? [range.from, range.to] : [...DEFAULT_INTEREST],
    termDays: TERM_BUCKETS.filter((bucket) => setting.termDays.includes(Number(bucket) as TermBucket)),
    loanTypes: LOAN_TYPES.filter((type) => setting.loanTypes.includes(type)),
    protectionTypes: PROTECTION_TYPES.filter((type) => setting.protectionTypes.includes(type)),
    // The form offers one country or all (SPEC §3); a list of several is shown as all.
    country: setting.countryCodes.length === 1 && country ? country : 'ALL',
    amount:
      setting.preferredAmount === null ? '' : centsToDecimalString(eurosToCents(setting.preferredAmount)),
  };
}

/** The request that saves (or previews) valid form values. */
export function customStrategyRequest(values: CustomStrategyValues): AutoInvestRequest {
  const cents = parseAmountToCents(values.amount.trim());
  return {
    type: 'CUSTOM',
    preferredAmount: cents === null ? null : centsToEuros(cents),
    termDays: values.termDays.map((bucket) => Number(bucket) as TermBucket),
    loanTypes: values.loanTypes,
    protectionTypes: values.protectionTypes,
    interestRateRange: { from: values.interest[0], to: values.interest[1] },
    countryCodes: values.country === 'ALL' ? [] : [values.country as StrategyCountry],
  };
}

/** The request for the values as they are now, or null while they are not complete. */
export function requestIfValid(values: CustomStrategyValues): AutoInvestRequest | null {
  const parsed = customStrategySchema.safeParse(values);
  return parsed.success ? customStrategyRequest(parsed.data) : null;
}
