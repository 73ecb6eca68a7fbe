import { vi } from 'vitest';
import { writeOperatorSession } from '../features/ops/session';
import type { Language } from '../lib/i18n';
import { renderApp } from './render-app';

/**
 * The back office at `path` on a fake API (`mockApi`), signed in as operator `operatorId`: the fake
 * answers the page's own fetches too (downloads, uploads), and the operator session is there before
 * the console's first render.
 */
export function renderConsole(
  api: { fetch: typeof fetch },
  path: string,
  operatorId = 1,
  language: Language = 'en',
) {
  vi.stubGlobal('fetch', api.fetch);
  const app = renderApp({ fetch: api.fetch, path, language });
  writeOperatorSession({
    authorization: 'Bearer op',
    operatorId,
    email: 'ops@invest.si',
    expiresAt: Date.now() + 60_000,
  });
  return app;
}
