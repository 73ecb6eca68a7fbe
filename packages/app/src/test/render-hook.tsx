import type { RequestHandler } from 'msw';
import { StrictMode, Suspense, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ApiProvider, createAppApi } from '../lib/api';
import { initI18n, type Language } from '../lib/i18n';
import { mockApi } from './fake-api';

function touch(value: unknown, depth = 0) {
  if (depth > 1 || typeof value !== 'object' || value === null) return;
  for (const key in value) touch((value as Record<string, unknown>)[key], depth + 1);
}

export interface RenderHookOptions {
  handlers?: RequestHandler[];
  language?: Language;
}

/**
 * Renders `useHook` inside the app's providers (i18n, the app's API client signed in as user 7 on a
 * contract-typed mock API, a fresh SWR cache) and exposes its latest value as `result.current`.
 */
export function renderHook<T>(useHook: () => T, { handlers = [], language = 'en' }: RenderHookOptions = {}) {
  localStorage.setItem('language', language);
  const mock = mockApi(...handlers);
  const i18n = initI18n();
  const api = createAppApi({
    getCredentials: () => ({ authorization: 'Bearer tok-123', userId: 7 }),
    getLanguage: () => language,
    onSessionExpired: () => {},
    fetch: mock.fetch,
  });
  const result: { current: T | undefined } = { current: undefined };
  function Probe() {
    const value = useHook();
    // SWR re-renders only for the fields a render reads: read them all, as a screen showing them would.
    touch(value);
    // Only what React committed: a render it threw away (a suspended one) leaves no trace.
    useLayoutEffect(() => {
      result.current = value;
    });
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ApiProvider api={api}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <Suspense>
              <Probe />
            </Suspense>
          </SWRConfig>
        </ApiProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return {
    /** The hook's latest value (throws while it has not rendered yet). */
    get current(): T {
      if (result.current === undefined) throw new Error('The hook has not rendered yet');
      return result.current;
    },
    requests: mock.requests,
    use: mock.use,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
