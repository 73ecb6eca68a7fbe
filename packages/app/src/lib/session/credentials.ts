/**
 * The stored credential pair (SPEC §4): the authorization value (`<token_type> <access_token>`) and
 * the user id, kept in localStorage as the spec requires. Only this module touches those keys.
 */
export interface Credentials {
  /** The full header value, e.g. `Bearer 4f9c…`. */
  authorization: string;
  userId: number;
}

export const AUTHORIZATION_KEY = 'authorization';
export const USER_ID_KEY = 'userId';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parseUserId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A bare token gets the Bearer scheme; a value that already names its scheme is kept as it is. */
export function toAuthorization(token: string): string | null {
  const value = token.trim();
  if (!value) return null;
  return /^\S+\s+\S+$/.test(value) ? value.replace(/\s+/, ' ') : `Bearer ${value}`;
}

/** The access token inside an authorization value (what /oauth/revoke needs). */
export function accessTokenOf(authorization: string): string {
  const space = authorization.indexOf(' ');
  return space === -1 ? authorization : authorization.slice(space + 1);
}

export function readCredentials(storage: KeyValueStorage): Credentials | null {
  const authorization = storage.getItem(AUTHORIZATION_KEY);
  const userId = parseUserId(storage.getItem(USER_ID_KEY));
  if (!authorization || userId === null) return null;
  return { authorization, userId };
}

export function writeCredentials(storage: KeyValueStorage, credentials: Credentials): void {
  storage.setItem(AUTHORIZATION_KEY, credentials.authorization);
  storage.setItem(USER_ID_KEY, String(credentials.userId));
}

export function clearCredentials(storage: KeyValueStorage): void {
  storage.removeItem(AUTHORIZATION_KEY);
  storage.removeItem(USER_ID_KEY);
}

export interface UrlCredentials {
  /** The credentials carried by the query string, when both `token` and `uid` are valid. */
  credentials: Credentials | null;
  /** The same address without `token` and `uid`; null when the query string held neither. */
  cleanUrl: string | null;
}

/**
 * Reads `?token=…&uid=…` (SPEC §4: they override stored credentials) and returns the address
 * without them, so the caller can replace the history entry before anything renders or is logged.
 */
export function readUrlCredentials(href: string): UrlCredentials {
  const url = new URL(href);
  const params = url.searchParams;
  if (!params.has('token') && !params.has('uid')) return { credentials: null, cleanUrl: null };
  const authorization = toAuthorization(params.get('token') ?? '');
  const userId = parseUserId(params.get('uid'));
  params.delete('token');
  params.delete('uid');
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return {
    credentials: authorization && userId !== null ? { authorization, userId } : null,
    cleanUrl: `${url.pathname}${search}${url.hash}`,
  };
}

interface AddressBar {
  location: { href: string };
  history: Pick<History, 'replaceState' | 'state'>;
}

/**
 * Start-up step, run before anything renders or logs: credentials in the query string replace the
 * stored ones and are removed from the address bar (DESIGN §4) so they never reach history,
 * analytics, referrers or screenshots. Returns whether credentials were taken over.
 */
export function adoptUrlCredentials(bar: AddressBar, storage: KeyValueStorage): boolean {
  const { credentials, cleanUrl } = readUrlCredentials(bar.location.href);
  if (cleanUrl !== null) bar.history.replaceState(bar.history.state, '', cleanUrl);
  if (credentials) writeCredentials(storage, credentials);
  return credentials !== null;
}
