import { createApiClient, unwrap, type ApiClient, type User } from '@invest/api-client';
import type { Credentials } from '../session/credentials';
import type { SessionApi } from '../session/session-store';
import { earlyReads as pageEarlyReads, type EarlyReads } from './early-reads';

export interface AppApiOptions {
  getCredentials: () => Credentials | null;
  getLanguage: () => 'en' | 'sl';
  onSessionExpired: () => void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Reads the page started before the app ran, answering the same requests. @default the page's */
  earlyReads?: EarlyReads;
}

/**
 * The one API client of the app: same-origin `/api`, session headers, 401 → session expiry. A GET
 * the page script already started (lib/api/early-reads) is answered by that read; a read that
 * failed is made again. Any other call drops the reads not yet taken: they might predate it.
 */
export function createAppApi({
  fetch: send = (input, init) => globalThis.fetch(input, init),
  earlyReads = pageEarlyReads,
  ...options
}: AppApiOptions): ApiClient {
  const fetchOrTakeEarly = (request: Request) => {
    if (request.method !== 'GET') earlyReads.dropAll();
    return earlyReads.take(request)?.catch(() => send(request)) ?? send(request);
  };
  return createApiClient({ baseUrl: '/api', ...options, fetch: fetchOrTakeEarly as typeof fetch });
}

/** The calls the session store makes, on the app's client. */
export function sessionApiOf(api: ApiClient): SessionApi<User> {
  return {
    requestToken: (username, password) => api.login(username, password),
    async revokeToken(accessToken) {
      await api.revoke(accessToken);
    },
    // Credentials are passed explicitly: at login they are not the session's yet.
    fetchUser: async ({ authorization, userId }) =>
      unwrap(
        await api.GET('/customer/{uid}', {
          params: { path: { uid: userId } },
          headers: { Authorization: authorization, userId: String(userId) },
        }),
      ),
  };
}
