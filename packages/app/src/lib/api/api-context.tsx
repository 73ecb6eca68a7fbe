import type { ApiCalls, ApiClient } from '@invest/api-client';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { readyApiSource, type ApiSource } from './api-source';

/**
 * What the data hooks (useApiQuery, useApiLoadMore, useApiMutation) call through: the typed
 * openapi-fetch client of the screen's side of the product. The investor app provides its client
 * (ApiProvider); the back office provides the operator's client (ApiCallsProvider) — the same hooks,
 * another set of headers.
 */
export type { ApiCalls };

const ApiContext = createContext<ApiSource | null>(null);
const CallsContext = createContext<ApiCalls | null>(null);

/** Whether a call (`METHOD`, the contract's path template) takes an Idempotency-Key. */
export type TakesIdempotencyKey = (method: string, path: string) => boolean;
/** Null: the investor's calls, by the client's operation table (lib/api/mutation.ts). */
const TakesKeyContext = createContext<TakesIdempotencyKey | null>(null);

/**
 * The app's client for the data hooks below: `source`, loaded on first use (the app's, see
 * api-source.ts), or `api`, a client that already exists (tests).
 */
export function ApiProvider({
  children,
  ...given
}: ({ api: ApiClient; source?: never } | { source: ApiSource; api?: never }) & { children: ReactNode }) {
  const { api, source } = given;
  const value = useMemo(() => source ?? readyApiSource(api!), [api, source]);
  return <ApiContext value={value}>{children}</ApiContext>;
}

/**
 * Makes the data hooks below call through `calls` (the back office's operator client), whose money
 * calls `takesIdempotencyKey` names (useApiMutation sends its action's key on them).
 */
export function ApiCallsProvider({
  calls,
  takesIdempotencyKey,
  children,
}: {
  calls: ApiCalls;
  takesIdempotencyKey: TakesIdempotencyKey;
  children: ReactNode;
}) {
  return (
    <CallsContext value={calls}>
      <TakesKeyContext value={takesIdempotencyKey}>{children}</TakesKeyContext>
    </CallsContext>
  );
}

/**
 * Whether a call of the nearest ApiCallsProvider's takes an Idempotency-Key; null for the
 * investor's calls (the caller looks them up in the client's operation table).
 */
export function useTakesIdempotencyKey(): TakesIdempotencyKey | null {
  return use(TakesKeyContext);
}

function useSource(): ApiSource {
  const source = use(ApiContext);
  if (!source) throw new Error('useApi must be used inside <ApiProvider>');
  return source;
}

/**
 * The app's API client (session headers and 401 handling included). Every render calls `use()` on
 * the source's one promise: settled, it answers at once (every page but the login page starts with
 * it loaded, main.tsx); still loading, which only a page reached from the login page can meet, the
 * page suspends until it is there; a failed download is thrown to the route's error screen, which
 * offers a reload. (Calling `use()` only while the client was missing broke React: a render that
 * suspended in it must call it again when it resumes.)
 */
export function useApi(): ApiClient {
  return use(useSource().load());
}

/**
 * For code that calls the API from an event, not a render (the login form): the source itself, whose
 * `load()` gives the client once its code is there. Never suspends.
 */
export function useApiSource(): ApiSource {
  return useSource();
}

/** The client the data hooks call through (the nearest ApiCallsProvider's, else the app's). */
export function useApiCalls(): ApiCalls {
  const calls = use(CallsContext);
  const source = use(ApiContext);
  if (!calls && !source) {
    throw new Error('useApiCalls must be used inside <ApiProvider> or <ApiCallsProvider>');
  }
  // Whether an ApiCallsProvider is above does not change between renders of a component, so the
  // `use()` below is called on every render of the component that calls it, or on none.
  return calls ?? use(source!.load());
}
