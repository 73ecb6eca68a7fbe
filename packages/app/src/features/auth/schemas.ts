import { EMAIL_PATTERN } from '@invest/api-client';
import * as z from 'zod/mini';
import { newPasswordField, repeatMatches } from '../../lib/forms/new-password';

/**
 * Form rules of the public auth screens (SPEC §5), beside their forms (`useZodForm`). Every message is a key of the `validation`
 * namespace, translated where it is shown. zod/mini (the tree-shakable build of zod) keeps the
 * login route's JavaScript within budget.
 */
const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required')),
  // The contract's e-mail rule, the one the registration and the service check too.
  z.string().check(z.regex(EMAIL_PATTERN, 'invalid-email')),
);

export const loginSchema = z.object({
  username: email,
  // Never trimmed: a password may start or end with a space.
  password: z.string().check(z.minLength(1, 'required')),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const lostPasswordSchema = z.object({ username: email });
export type LostPasswordForm = z.infer<typeof lostPasswordSchema>;

export const passwordResetSchema = z
  .object({
    newPassword: newPasswordField,
    repeatPassword: z.string().check(z.minLength(1, 'required')),
  })
  .check(repeatMatches);
export type PasswordResetForm = z.infer<typeof passwordResetSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The parsed form, or the first message per field. */
export function fieldErrors<T>(
  schema: z.ZodMiniType<T>,
  values: unknown,
): { valid: true; data: T; errors: null } | { valid: false; data: null; errors: FieldErrors<T> } {
  const result = z.safeParse(schema, values);
  if (result.success) return { valid: true, data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { valid: false, data: null, errors: errors as FieldErrors<T> };
}
