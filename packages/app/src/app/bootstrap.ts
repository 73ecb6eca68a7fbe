import type { ApiClient, User } from '@invest/api-client';
import type { i18n as I18n } from 'i18next';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { createAppApi, sessionApiOf } from '../lib/api';
import { currentLanguage } from '../lib/i18n';
import { createSessionStore, type SessionStore } from '../lib/session';

export interface AppServices {
  api: ApiClient;
  session: SessionStore<User>;
}

/**
 * Wires the API client and the session store to each other: the client reads the session's
 * credentials and reports a 401 to it; the session signs in and out through the client.
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
  const api = createAppApi({
    getCredentials: () => {
      const state = late.session?.getState();
      return state && state.status !== 'signed-out' ? state.credentials : null;
    },
    getLanguage: () => currentLanguage(i18n),
    onSessionExpired: () => late.session?.expire(),
    fetch,
  });
  const session = createSessionStore<User>({
    api: sessionApiOf(api),
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
