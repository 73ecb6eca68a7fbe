import { ApiRequestError } from '@invest/api-client';

/**
 * True when the service answered 404: the thing asked for is not (or no longer) there. Its own
 * module, not `./errors`: that one rides in the entry chunk, and only lazy detail screens ask this.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
