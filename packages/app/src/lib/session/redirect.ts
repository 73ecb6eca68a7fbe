/**
 * The post-login redirect (SPEC §4): the path a signed-out visitor or an expired session was on.
 * Kept in sessionStorage so it survives the reload that often follows an expiry, but not the tab.
 */
export const REDIRECT_KEY = 'postLoginRedirect';
export const DEFAULT_SIGNED_IN_PATH = '/u/dashboard';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Only paths inside the signed-in area are worth returning to; anything else lands on the dashboard. */
export function postLoginPath(remembered: string | null | undefined): string {
  return remembered && remembered.startsWith('/u/') ? remembered : DEFAULT_SIGNED_IN_PATH;
}

export function rememberPath(storage: KeyValueStorage, path: string): void {
  storage.setItem(REDIRECT_KEY, path);
}

/** Reads and forgets the remembered path. */
export function takeRememberedPath(storage: KeyValueStorage): string | null {
  const path = storage.getItem(REDIRECT_KEY);
  storage.removeItem(REDIRECT_KEY);
  return path;
}

export function forgetRememberedPath(storage: KeyValueStorage): void {
  storage.removeItem(REDIRECT_KEY);
}
