import type { ApiCalls, ApiClient } from '@invest/api-client';
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

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return (
    <ApiContext value={api}>
      <CallsContext value={api}>{children}</CallsContext>
    </ApiContext>
  );
}

/** Makes the data hooks below call through `calls` (the back office's operator client). */
export function ApiCallsProvider({ calls, children }: { calls: ApiCalls; children: ReactNode }) {
  return <CallsContext value={calls}>{children}</CallsContext>;
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
