import { MIN_PASSWORD_LENGTH, passwordHints } from '@invest/ui';
import * as z from 'zod/mini';

/**
 * SPEC §5's rules of a new password, the service's too (and what the kit's hints under the field
 * show): at least 8 characters, letters plus a number or symbol. Messages are `validation` keys.
 */
export const newPasswordField = z.pipe(
  z.string().check(z.minLength(1, 'required'), z.minLength(MIN_PASSWORD_LENGTH, 'password-too-short')),
  z.string().check(z.refine((value) => passwordHints(value).numberOrSymbol, 'password-number-or-symbol')),
);

/** The repeat equals the new password (checked once the repeat is typed). */
export const repeatMatches = z.refine<{ newPassword: string; repeatPassword: string }>(
  (form) => form.repeatPassword === '' || form.newPassword === form.repeatPassword,
  { path: ['repeatPassword'], message: 'error-passwords-do-not-match' },
);
