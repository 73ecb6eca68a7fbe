import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createServices, resolveMatchedRoutes } from './app/bootstrap';
import { createAppRouter, routes } from './app/router';
import { detectLanguage, i18nReady, initI18n } from './lib/i18n';
import { announceAppReady } from './lib/early-submit';
import { adoptUrlCredentials } from './lib/session';

// First of all, before anything renders, routes or logs: take credentials out of the address bar.
adoptUrlCredentials(window, localStorage);

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  const language = detectLanguage();
  const prerendered = root.firstElementChild !== null;
  // The public pages arrive prerendered for a signed-out English visitor (scripts/prerender.mjs).
  // React takes that markup over (hydrates) when this visitor starts from the same state: no stored
  // session and no navigation state (a reload keeps history.state, which a page may show). Another
  // language is switched to right after hydration, which changes only texts.
  const i18n = initI18n({ language: prerendered ? 'en' : language });
  const services = createServices({ i18n });
  const hydrate =
    prerendered &&
    services.session.getState().status === 'signed-out' &&
    (window.history.state as { usr?: unknown } | null)?.usr == null;
  void services.session.restore();
  if (prerendered && !hydrate && language !== 'en') void i18n.changeLanguage(language);

  // The first render must not suspend: the route's chunks and the texts are loaded before it (the
  // prerendered page stays on screen meanwhile; the links in its head fetched them in parallel).
  await Promise.all([resolveMatchedRoutes(routes, window.location), i18nReady(i18n)]);
  const router = createAppRouter();
  // Another language only once React owns the prerendered page: an update that arrives while it
  // is still hydrating would make React throw the server's markup away and draw it anew.
  const switchLanguage = hydrate && language !== 'en' ? () => void i18n.changeLanguage(language) : undefined;
  const onMounted = () => {
    switchLanguage?.();
    // A form sent before this moment was held by the boot script; it is sent again now.
    announceAppReady(document);
  };
  const app = (
    <StrictMode>
      <App i18n={i18n} services={services} router={router} onMounted={onMounted} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root, app);
  // A page that renders only in the browser draws as a transition: React yields to the browser every
  // few milliseconds instead of holding the main thread for the whole first render (on a slow phone
  // the signed-in frame and the dashboard took one task of about 140 ms; docs/decisions/0010).
  else startTransition(() => createRoot(root).render(app));
}

void start();
