import type { User } from '@invest/api-client';
import { useSignedIn } from '../session';
import { apiKey, useApiQuery } from './query';

/** The cache key of the signed-in user (for `revalidates: ['/customer/{uid}']` or `mutate`). */
export const currentUserKey = (userId: number) => apiKey('/customer/{uid}', { path: { uid: userId } });

/**
 * The signed-in user, from SWR like every other read (GET /customer/{uid}): screens that change the
 * profile declare `revalidates: ['/customer/{uid}']` and every reader follows. The session fetched the
 * user at sign-in (SPEC §4: no session without its user); that answer is the first value, so the
 * signed-in area never waits for a second request. Only under the /u guard.
 */
export function useCurrentUser(): User {
  const { credentials, user } = useSignedIn();
  const { data } = useApiQuery(
    '/customer/{uid}',
    { path: { uid: credentials.userId } },
    { fallbackData: user, revalidateOnMount: false, revalidateOnFocus: false },
  );
  return data ?? user;
}
