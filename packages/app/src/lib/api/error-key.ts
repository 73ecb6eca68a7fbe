/**
 * The error key a failure carries (an API error or a session error), if any. A module of its own, so
 * that the login form (features/auth/login-form.tsx) can read it without the API client's code.
 */
export function errorKeyOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'key' in error && typeof error.key === 'string') {
    return error.key;
  }
  return null;
}
