import { useApiQuery } from '../api';

/**
 * GET /passkeys/{userId}: the investor's passkeys, for the Security settings' list and for the code
 * dialog, which offers "Use a passkey" in place of the SMS code when there is one. `null`: not needed here.
 */
export function usePasskeys(userId: number | null) {
  return useApiQuery(
    userId === null ? null : '/passkeys/{userId}',
    { path: { userId: userId ?? 0 } },
    { revalidateOnFocus: false },
  );
}
