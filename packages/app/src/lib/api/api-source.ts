import type { ApiClient } from '@invest/api-client';

/**
 * The app's API client, made on first use: its code (the client, openapi-fetch, the contract's
 * operation table) is not part of the page's start, so the login page paints and hydrates without
 * it and fetches it when the form is sent or a stored session is restored (docs/decisions/0006).
 * Every other page loads it before its first render (main.tsx), so `current` is there when it
 * renders; a page reached later by navigation waits for it in `useApi` (a transition: the old page
 * stays on screen meanwhile).
 */
export interface ApiSource {
  /** The client once its code has loaded, else null. */
  readonly current: ApiClient | null;
  /** Loads the client's code (once) and gives the client. */
  load(): Promise<ApiClient>;
}

/** An ApiSource that makes its client with `create` on the first `load()`. */
export function lazyApiSource(create: () => Promise<ApiClient>): ApiSource {
  let current: ApiClient | null = null;
  let loading: Promise<ApiClient> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= create().then(
        (client) => (current = client),
        (error: unknown) => {
          loading = null; // a failed download may succeed on the next try
          throw error;
        },
      );
      return loading;
    },
  };
}

/** An ApiSource around a client that already exists (tests, the prerender's fake). */
export function readyApiSource(client: ApiClient): ApiSource {
  const loaded = Promise.resolve(client);
  return { current: client, load: () => loaded };
}
