import { operationTable, type ApiCalls, type ApiClient } from '@invest/api-client';
import { createContext, use, type ReactNode } from 'react';

/**
 * What the data hooks (useApiQuery, useApiLoadMore, useApiMutation) call through: the typed
 * openapi-fetch client of the screen's side of the product. The investor app provides its client
 * (ApiProvider); the back office provides the operator's client (ApiCallsProvider) — the same hooks,
 * another set of headers.
 */
export type { ApiCalls };

const ApiContext = createContext<ApiClient | null>(null);
const CallsContext = createContext<ApiCalls | null>(null);

/** Whether a call (`METHOD`, the contract's path template) takes an Idempotency-Key. */
export type TakesIdempotencyKey = (method: string, path: string) => boolean;
/** The investor's calls: the client's operation table (it leaves the operator calls out). */
const investorTakesKey: TakesIdempotencyKey = (method, path) =>
  operationTable[`${method.toUpperCase()} ${path}`]?.idempotencyKey === true;
const TakesKeyContext = createContext<TakesIdempotencyKey>(investorTakesKey);

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return (
    <ApiContext value={api}>
      <CallsContext value={api}>{children}</CallsContext>
    </ApiContext>
  );
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

/** Whether a call of the nearest ApiCallsProvider's (else the investor's) takes an Idempotency-Key. */
export function useTakesIdempotencyKey(): TakesIdempotencyKey {
  return use(TakesKeyContext);
}

/** The app's API client (session headers and 401 handling included). */
export function useApi(): ApiClient {
  const api = use(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}

/** The client the data hooks call through (the nearest ApiCallsProvider's, else the app's). */
export function useApiCalls(): ApiCalls {
  const calls = use(CallsContext);
  if (!calls) throw new Error('useApiCalls must be used inside <ApiProvider> or <ApiCallsProvider>');
  return calls;
}
