import { ApiRequestError } from '@invest/api-client';
import { errorKeyOf } from './error-key';

export { errorKeyOf };

/** True when no response arrived at all (offline, DNS, connection reset). */
export function isNetworkError(error: unknown): boolean {
  return (error instanceof ApiRequestError && error.status === 0) || error instanceof TypeError;
}

/**
 * The key to translate a failure by: the service's error key when it answered, null when no answer
 * arrived (offline, a reset connection), so the screen shows its general message (`something-wrong`)
 * rather than what a network layer happened to say.
 */
export function answeredErrorKey(error: unknown): string | null {
  return isNetworkError(error) ? null : errorKeyOf(error);
}

/**
 * True when the service refused for a reason the same request again will not change (403: not
 * allowed for this user; 422: a business rule, such as a restriction or missing funds): a dialog
 * offers no second try. A conflict (409), a server error, no answer, or an SMS provider refusing the
 * service for now (422 sms-unavailable) may go through on another try.
 */
export function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 403 || (error.status === 422 && error.key !== 'sms-unavailable'))
  );
}
