import { ApiRequestError } from '@invest/api-client';

/** The error key a failure carries (an API error or a session error), if any. */
export function errorKeyOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'key' in error && typeof error.key === 'string') {
    return error.key;
  }
  return null;
}

/** True when no response arrived at all (offline, DNS, connection reset). */
export function isNetworkError(error: unknown): boolean {
  return (error instanceof ApiRequestError && error.status === 0) || error instanceof TypeError;
}
