import { useApiQuery } from '../api';

/**
 * GET /authenticator/{userId}: whether the investor has an authenticator app, which the code dialog
 * then offers in place of the SMS code (every screen that asks for a code). `null`: not needed here.
 */
export function useAuthenticatorStatus(userId: number | null) {
  return useApiQuery(
    userId === null ? null : '/authenticator/{userId}',
    { path: { userId: userId ?? 0 } },
    { revalidateOnFocus: false },
  );
}
