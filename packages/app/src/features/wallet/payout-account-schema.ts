import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import * as z from 'zod/mini';

/**
 * The payout account form's rules: an IBAN that is one (ibantools: country format and check digits,
 * typed with or without spaces, in any case) and the holder's name. Whether the holder is the
 * investor and the bank is in the EU the service decides, with a message of its own. Messages are
 * keys of the `wallet` namespace's `payoutAccount.errors`.
 */
export type PayoutAccountError = 'iban-required' | 'iban-invalid' | 'holder-required';

/** The IBAN in its electronic form (no spaces, capitals), as the service keeps it. */
export function compactIban(text: string): string {
  return electronicFormatIBAN(text) ?? '';
}

export const payoutAccountSchema = z.object({
  iban: z.string().check(
    z.superRefine((text, context) => {
      if (text.trim() === '') context.addIssue({ code: 'custom', message: 'iban-required', input: text });
      else if (!isValidIBAN(compactIban(text)))
        context.addIssue({ code: 'custom', message: 'iban-invalid', input: text });
    }),
  ),
  holderName: z.string().check(
    z.superRefine((text, context) => {
      if (text.trim().length < 2)
        context.addIssue({ code: 'custom', message: 'holder-required', input: text });
    }),
  ),
});

export type PayoutAccountForm = z.infer<typeof payoutAccountSchema>;
