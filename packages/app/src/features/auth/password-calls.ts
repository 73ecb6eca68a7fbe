import { unwrap, type ApiClient } from '@invest/api-client';
import { useCallback } from 'react';
import { errorKeyOf } from '../../lib/api';

/** Each call resolves with null on success or with the error key the screen shows. */
export type ErrorKeyResult = Promise<string | null>;

/**
 * GET /lostPassword. Any 2xx is success (the service answers the same for unknown addresses);
 * a throttled request says so, every other failure is `error-lost-password`.
 */
export function useRequestPasswordReset(api: ApiClient) {
  return useCallback(
    async (username: string): ErrorKeyResult => {
      try {
        unwrap(await api.GET('/lostPassword', { params: { query: { username } } }));
        return null;
      } catch (error) {
        return errorKeyOf(error) === 'rate-limited' ? 'rate-limited' : 'error-lost-password';
      }
    },
    [api],
  );
}
