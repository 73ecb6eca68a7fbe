import * as z from 'zod/mini';
import { newPasswordField, repeatMatches } from '../../lib/forms/new-password';

/**
 * SPEC §5 change-password form: the SMS code (6 digits), the new password and its repeat, all three
 * required; the new password follows the service's rules and, once zxcvbn has scored it, must not be
 * unsafe (score 0: low-score). Messages are `validation` keys. Confirmed with a passkey
 * (`withCode: false`), the form has no code to check.
 */
export function changePasswordSchema(score: number | null, { withCode = true }: { withCode?: boolean } = {}) {
  return z
    .object({
      code: withCode
        ? z
            .string()
            .check(
              z.trim(),
              z.minLength(1, 'required'),
              z.regex(/^[0-9]{6}$/, 'phone-confirmation-code-invalid'),
            )
        : z.string(),
      newPassword: newPasswordField,
      repeatPassword: z.string().check(z.minLength(1, 'required')),
    })
    .check(
      repeatMatches,
      z.refine(() => score === null || score >= 1, { path: ['newPassword'], message: 'low-score' }),
    );
}
