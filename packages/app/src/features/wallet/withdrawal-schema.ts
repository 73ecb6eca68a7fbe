import { parseAmountToCents } from '@invest/ui';
import * as z from 'zod/mini';

/**
 * The withdrawal form's rule (SPEC §5): the amount is required, a number, in steps of 0.01 and at most
 * `maxWithdrawal`. The field holds the text the investor typed; the schema reads it with the kit's
 * `parseAmountToCents` (string arithmetic, both `1.234,56` and `1234.56`), the same function that turns
 * it into integer cents, so no floating-point value ever holds the amount. Messages are keys of the `wallet`
 * namespace's `withdraw.errors`.
 */
export type WithdrawalError = 'required' | 'invalid' | 'step' | 'too-small' | 'above-max';

/** A number the parser refuses only for its third decimal ("12,345"): a step error, not a typo. */
function beyondCents(text: string): boolean {
  const twoDecimals = text.replace(/([.,]\d{2})\d+$/, '$1');
  return twoDecimals !== text && parseAmountToCents(twoDecimals) !== null;
}

/** What is wrong with the typed amount, or null when it may be sent. */
export function withdrawalError(text: string, maxCents: number | undefined): WithdrawalError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const cents = parseAmountToCents(trimmed);
  if (cents === null) return beyondCents(trimmed) ? 'step' : 'invalid';
  if (cents < 1) return 'too-small';
  if (maxCents !== undefined && cents > maxCents) return 'above-max';
  return null;
}

/**
 * The schema for a given maximum (integer cents); `undefined` while the balance is not known. Its
 * output is the checked text: the form reads the cents from it with `parseAmountToCents`. (No
 * `z.transform` here: zod/mini is one module shared with the login route's schemas, and a function
 * used only here would still load there.)
 */
export function withdrawalSchema(maxCents: number | undefined) {
  return z.object({
    amount: z.string().check(
      z.superRefine((text, context) => {
        const error = withdrawalError(text, maxCents);
        if (error) context.addIssue({ code: 'custom', message: error, input: text });
      }),
    ),
  });
}

export type WithdrawalForm = z.infer<ReturnType<typeof withdrawalSchema>>;
