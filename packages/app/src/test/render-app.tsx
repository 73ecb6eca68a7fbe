import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { createServices } from '../app/bootstrap';
import { routes } from '../app/router';
import { initI18n, type Language } from '../lib/i18n';
import { writeCredentials, type Credentials } from '../lib/session/credentials';
import '../styles.css';

export interface RenderAppOptions {
  path?: string;
  language?: Language;
  credentials?: Credentials;
  /** localStorage entries the page finds (a registration draft, say). */
  storage?: Record<string, string>;
  fetch: typeof fetch;
}

/** Mounts the whole app (real routes, session, i18n) on a memory router with a fake API. */
export function renderApp({
  path = '/',
  language = 'en',
  credentials,
  storage = {},
  fetch,
}: RenderAppOptions) {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('language', language);
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  if (credentials) writeCredentials(localStorage, credentials);

  const i18n = initI18n();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const services = createServices({
    i18n,
    fetch,
    currentPath: () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  });
  void services.session.restore();

  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App i18n={i18n} services={services} router={router} />
    </StrictMode>,
  );
  return {
    router,
    services,
    i18n,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
