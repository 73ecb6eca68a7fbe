import type { User } from '@invest/api-client';
import type { i18n as I18n } from 'i18next';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyApiSource, type ApiSource } from '../lib/api/api-source';
import { currentLanguage } from '../lib/i18n';
import { createSessionStore, type SessionApi, type SessionStore } from '../lib/session';

export interface AppServices {
  /** The API client, whose code loads on first use (lib/api/api-source.ts). */
  api: ApiSource;
  session: SessionStore<User>;
}

/** The API client's code: not part of the page's start (docs/decisions/0006). */
const loadApiCode = () => import('../lib/api/client');

/**
 * Wires the API client and the session store to each other: the client reads the session's
 * credentials and reports a 401 to it; the session signs in and out through the client, loading
 * its code on the first call (the login page's submit, or the restore of a stored session).
 */
export interface ServiceOptions {
  i18n: I18n;
  /** Where credentials live. @default localStorage */
  storage?: Storage;
  /** Where the post-login redirect lives. @default sessionStorage */
  redirectStorage?: Storage;
  /** The path, query and hash being shown. @default window.location's */
  currentPath?: () => string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

const windowPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function createServices({
  i18n,
  storage = localStorage,
  redirectStorage = sessionStorage,
  currentPath = windowPath,
  fetch,
}: ServiceOptions): AppServices {
  // The client needs the session and the session needs the client: the client reads it late.
  const late: { session?: SessionStore<User> } = {};
  const api = lazyApiSource(async () =>
    (await loadApiCode()).createAppApi({
      getCredentials: () => {
        const state = late.session?.getState();
        return state && state.status !== 'signed-out' ? state.credentials : null;
      },
      getLanguage: () => currentLanguage(i18n),
      onSessionExpired: () => late.session?.expire(),
      fetch,
    }),
  );
  const calls = async () => {
    const [{ sessionApiOf }, client] = await Promise.all([loadApiCode(), api.load()]);
    return sessionApiOf(client);
  };
  const sessionApi: SessionApi<User> = {
    requestToken: async (username, password) => (await calls()).requestToken(username, password),
    revokeToken: async (accessToken) => (await calls()).revokeToken(accessToken),
    fetchUser: async (credentials) => (await calls()).fetchUser(credentials),
  };
  const session = createSessionStore<User>({
    api: sessionApi,
    storage,
    redirectStorage,
    currentPath,
  });
  late.session = session;
  return { api, session };
}

/**
 * Loads the `lazy` parts of the routes that match `location` and puts them on the route objects, so
 * the router starts with everything it renders (react-router: lazy routes and hydration). Call
 * before creating the router.
 */
export async function resolveMatchedRoutes(routes: RouteObject[], location: Partial<Location> | string) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** A route's `handle` saying its page renders without the API client and loads it when needed. */
export interface ApiOnDemandHandle {
  apiOnDemand: true;
}

/**
 * Whether the page at `location` needs the API client for its first render: every page but those
 * whose route says `apiOnDemand` (the login page; docs/decisions/0006).
 */
export function needsApiAtStart(routes: RouteObject[], location: Partial<Location> | string): boolean {
  const leaf = matchRoutes(routes, location)?.at(-1)?.route;
  return (leaf?.handle as Partial<ApiOnDemandHandle> | undefined)?.apiOnDemand !== true;
}
