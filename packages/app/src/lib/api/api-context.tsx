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

/**
 * The app's API client (session headers and 401 handling included). Suspends while its code is
 * loading, which only a page reached from the login page can meet (api-source.ts).
 */
export function useApi(): ApiClient {
  const source = use(ApiContext);
  if (!source) throw new Error('useApi must be used inside <ApiProvider>');
  return source.current ?? use(source.load());
}

/** The client the data hooks call through (the nearest ApiCallsProvider's, else the app's). */
export function useApiCalls(): ApiCalls {
  const calls = use(CallsContext);
  const source = use(ApiContext);
  if (calls) return calls;
  if (!source) throw new Error('useApiCalls must be used inside <ApiProvider> or <ApiCallsProvider>');
  return source.current ?? use(source.load());
}
