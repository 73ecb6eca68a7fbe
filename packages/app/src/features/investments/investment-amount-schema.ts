import { parseAmountToCents } from '@invest/ui';
import * as z from 'zod/mini';

/**
 * The purchase amount's rule (SPEC §5, §9): required, more than zero, in steps of 0.01, at least
 * MIN_PURCHASE_CENTS unless it is all that the receivable still offers, at most the investor's
 * available funds and at most what the receivable still offers. SPEC §5 reads the amount
 * as a number and a non-numeric value as 0, which is then refused as not above zero. The field holds
 * the typed text; the kit's `parseAmountToCents` reads it (string arithmetic, `1.234,56` and
 * `1234.56` alike), the same function that turns it into integer cents. Messages are keys of the
 * `investments` namespace's `buy.errors`.
 */
export type InvestmentAmountError =
  'required' | 'step' | 'too-small' | 'below-minimum' | 'remainder-only' | 'above-funds' | 'above-available';

/**
 * The smallest purchase, 10 € (the service's `amount-below-minimum`, terms clause 6): less only to buy
 * all that a receivable still offers when that is less.
 */
export const MIN_PURCHASE_CENTS = 1_000;

/** True when the receivable offers less than the minimum: only all of it can be bought. */
export const remainderOnly = (availableCents: number) => availableCents < MIN_PURCHASE_CENTS;

export interface InvestmentAmountLimits {
  /** The investor's available funds in integer cents; `undefined` while unknown. */
  fundsCents: number | undefined;
  /** What the receivable still offers, in integer cents. */
  availableCents: number;
}

/** A number the parser refuses only for its third decimal ("12,345"): a step error. */
function beyondCents(text: string): boolean {
  const twoDecimals = text.replace(/([.,]\d{2})\d+$/, '$1');
  return twoDecimals !== text && parseAmountToCents(twoDecimals) !== null;
}

/** The amount in integer cents as SPEC §5 reads it: what is not a number counts as 0. */
export function investmentAmountCents(text: string): number {
  return parseAmountToCents(text.trim()) ?? 0;
}

/** What is wrong with the typed amount, or null when it may be bought. */
export function investmentAmountError(
  text: string,
  { fundsCents, availableCents }: InvestmentAmountLimits,
): InvestmentAmountError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (beyondCents(trimmed)) return 'step';
  const cents = investmentAmountCents(trimmed);
  if (cents < 1) return 'too-small';
  if (cents < MIN_PURCHASE_CENTS && cents < availableCents)
    return remainderOnly(availableCents) ? 'remainder-only' : 'below-minimum';
  if (fundsCents !== undefined && cents > fundsCents) return 'above-funds';
  if (cents > availableCents) return 'above-available';
  return null;
}

/** The form's schema for the given limits; its output is the checked text (read with `investmentAmountCents`). */
export function investmentAmountSchema(limits: InvestmentAmountLimits) {
  return z.object({
    amount: z.string().check(
      z.superRefine((text, context) => {
        const error = investmentAmountError(text, limits);
        if (error) context.addIssue({ code: 'custom', message: error, input: text });
      }),
    ),
  });
}

export type InvestmentAmountForm = z.infer<ReturnType<typeof investmentAmountSchema>>;
