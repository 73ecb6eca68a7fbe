import type { ApiClient } from '@invest/api-client';
import { createContext, use, type ReactNode } from 'react';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

/** The app's API client (session headers and 401 handling included). */
export function useApi(): ApiClient {
  const api = use(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
