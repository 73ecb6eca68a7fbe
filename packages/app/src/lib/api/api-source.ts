import type { ApiClient } from '@invest/api-client';

/**
 * The app's API client, made on first use: its code (the client, openapi-fetch, the contract's
 * operation table) is not part of the page's start, so the login page paints and hydrates without
 * it and fetches it when the form is used or sent, or a stored session is restored
 * (docs/decisions/0006). Every other page loads it before its first render (main.tsx), so its
 * `ready` promise is already fulfilled when the page renders; a page reached later by navigation
 * waits for it in `useApi` (a transition: the old page stays on screen meanwhile).
 */
export interface ApiSource {
  /** The client once its code has loaded, else null. */
  readonly current: ApiClient | null;
  /**
   * Loads the client's code (once: the same promise until a download fails, then a new try) and
   * gives the client. The promise carries React's `status`/`value`/`reason` fields, so `use()` on it
   * returns at once when it has settled, and the same object is handed to every render.
   */
  load(): Promise<ApiClient>;
}

/** A promise as React's `use()` reads it without suspending once settled. */
type Tracked<T> = Promise<T> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result = promise as Tracked<T>;
  result.status = 'pending';
  result.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

/** An ApiSource that makes its client with `create` on the first `load()`. */
export function lazyApiSource(create: () => Promise<ApiClient>): ApiSource {
  let current: ApiClient | null = null;
  let loading: Tracked<ApiClient> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= tracked(
        create().then(
          (client) => (current = client),
          (error: unknown) => {
            loading = null; // a failed download may succeed on the next try
            throw error;
          },
        ),
      );
      return loading;
    },
  };
}

/** An ApiSource around a client that already exists (tests). */
export function readyApiSource(client: ApiClient): ApiSource {
  const loaded = Object.assign(Promise.resolve(client), { status: 'fulfilled' as const, value: client });
  return { current: client, load: () => loaded };
}
