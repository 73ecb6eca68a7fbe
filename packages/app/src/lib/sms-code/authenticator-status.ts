import { useApiQuery } from '../api';

/**
 * GET /authenticator/{userId}: whether the investor has an authenticator app, which the code dialog
 * then offers in place of the SMS code (every screen that asks for a code).
 */
export function useAuthenticatorStatus(userId: number) {
  return useApiQuery('/authenticator/{userId}', { path: { userId } }, { revalidateOnFocus: false });
}
