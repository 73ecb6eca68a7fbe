import { createApiClient, unwrap, type ApiClient, type User } from '@invest/api-client';
import type { Credentials } from '../session/credentials';
import type { SessionApi } from '../session/session-store';

export interface AppApiOptions {
  getCredentials: () => Credentials | null;
  getLanguage: () => 'en' | 'sl';
  onSessionExpired: () => void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The one API client of the app: same-origin `/api`, session headers, 401 → session expiry. */
export function createAppApi(options: AppApiOptions): ApiClient {
  return createApiClient({ baseUrl: '/api', ...options });
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
