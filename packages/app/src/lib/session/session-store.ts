import {
  accessTokenOf,
  clearCredentials,
  readCredentials,
  writeCredentials,
  type Credentials,
} from './credentials';
import { forgetRememberedPath, postLoginPath, rememberPath, takeRememberedPath } from './redirect';

/** The token response of POST /oauth/token (interfaces.md adds `userId`). */
export interface TokenResponse {
  access_token?: string;
  token_type?: string;
  expires_in?: number;
  userId?: number;
}

/** The calls the session needs; the app wires them to the API client, tests to fakes. */
export interface SessionApi<User> {
  requestToken(username: string, password: string): Promise<TokenResponse>;
  revokeToken(accessToken: string): Promise<void>;
  fetchUser(credentials: Credentials): Promise<User>;
}

export type SessionState<User> =
  | { status: 'restoring'; epoch: number; credentials: Credentials }
  | {
      status: 'signed-in';
      epoch: number;
      credentials: Credentials;
      user: User;
      /** Where a fresh login leads (set by login(), cleared by arrived() once there). */
      landing: string | null;
    }
  | {
      status: 'signed-out';
      epoch: number;
      sessionExpired: boolean;
      /** The investor deleted the account (the login page says so). */
      accountDeleted?: boolean;
    };

/** An error the login form shows by its key (SPEC §8). */
export class SessionError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(key);
    this.name = 'SessionError';
    this.key = key;
  }
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStoreOptions<User> {
  api: SessionApi<User>;
  /** Where the credentials live (localStorage in the app). */
  storage: KeyValueStorage;
  /** Where the post-login redirect lives (sessionStorage in the app). */
  redirectStorage: KeyValueStorage;
  /** The path (with query and hash) the visitor is on, remembered when a session ends unasked. */
  currentPath: () => string;
}

/**
 * The one owner of "who is signed in" (SPEC §4). `epoch` changes whenever the user changes (login,
 * logout, expiry), so everything cached per user (the SWR cache) can be dropped by keying on it.
 */
export function createSessionStore<User>(options: SessionStoreOptions<User>) {
  const { api, storage, redirectStorage, currentPath } = options;
  const listeners = new Set<() => void>();
  const stored = readCredentials(storage);
  let state: SessionState<User> = stored
    ? { status: 'restoring', epoch: 0, credentials: stored }
    : { status: 'signed-out', epoch: 0, sessionExpired: false };

  function set(next: SessionState<User>) {
    state = next;
    for (const listener of listeners) listener();
  }

  function signOut(sessionExpired: boolean, accountDeleted = false) {
    clearCredentials(storage);
    set({
      status: 'signed-out',
      epoch: state.epoch + 1,
      sessionExpired,
      ...(accountDeleted ? { accountDeleted } : {}),
    });
  }

  async function loginWith(requestToken: () => Promise<TokenResponse>): Promise<string> {
    const token = await requestToken();
    const { access_token, token_type, expires_in, userId } = token;
    if (!access_token || !token_type || expires_in === undefined || typeof userId !== 'number') {
      throw new SessionError('error-logging-in');
    }
    const credentials: Credentials = { authorization: `${token_type} ${access_token}`, userId };
    let user: User;
    try {
      user = await api.fetchUser(credentials);
    } catch {
      throw new SessionError('error-logging-in');
    }
    writeCredentials(storage, credentials);
    const landing = postLoginPath(takeRememberedPath(redirectStorage));
    set({ status: 'signed-in', epoch: state.epoch + 1, credentials, user, landing });
    return landing;
  }

  return {
    getState: (): SessionState<User> => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Start-up: fetch the user of the stored credentials; without them, remember where we are. */
    async restore(): Promise<void> {
      if (state.status !== 'restoring') {
        if (state.status === 'signed-out') rememberPath(redirectStorage, currentPath());
        return;
      }
      const { credentials } = state;
      try {
        const user = await api.fetchUser(credentials);
        if (state.status === 'restoring' && state.credentials === credentials) {
          set({ status: 'signed-in', epoch: state.epoch, credentials, user, landing: null });
        }
      } catch {
        // A 401 has already ended the session through expire(); any other failure ends it quietly.
        if (state.status === 'restoring') {
          rememberPath(redirectStorage, currentPath());
          signOut(false);
        }
      }
    },

    /**
     * Signs in and returns where to go next: the remembered path when it is inside /u/, else the
     * dashboard. Throws an error with a `key` (SPEC §8) on failure.
     */
    async login(username: string, password: string): Promise<string> {
      return loginWith(() => api.requestToken(username, password));
    },

    /**
     * Signs in with the token another grant answered (a passkey's: POST /passkeyLogin), stored and
     * led on exactly as a password login. Throws as login() does.
     */
    loginWith,

    /** The signed-in area has been reached: a later visit to / goes to the dashboard again. */
    arrived(): void {
      if (state.status === 'signed-in' && state.landing !== null) set({ ...state, landing: null });
    },

    /**
     * Logout: forget everything locally at once, then revoke the token (best effort). After the
     * account was deleted (`accountDeleted`) the login page says so.
     */
    async logout({ accountDeleted = false }: { accountDeleted?: boolean } = {}): Promise<void> {
      const credentials = state.status === 'signed-out' ? null : state.credentials;
      forgetRememberedPath(redirectStorage);
      signOut(false, accountDeleted);
      if (credentials) await api.revokeToken(accessTokenOf(credentials.authorization)).catch(() => {});
    },

    /** A 401 on an authorized call: remember the path, drop the credentials, say the session expired. */
    expire(): void {
      if (state.status === 'signed-out') return;
      rememberPath(redirectStorage, currentPath());
      signOut(true);
    },

    /** Hides the session-expired notice (once a new login attempt starts). */
    dismissExpired(): void {
      if (state.status === 'signed-out' && state.sessionExpired) set({ ...state, sessionExpired: false });
    },
  };
}

export type SessionStore<User> = ReturnType<typeof createSessionStore<User>>;
