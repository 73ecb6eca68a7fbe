import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, AppProviders } from './app/app';
import { createServices, needsApiAtStart, resolveMatchedRoutes } from './app/bootstrap';
import { ErrorScreen } from './app/route-error';
import { createAppRouter, routes } from './app/router';
import { detectLanguage, i18nReady, initI18n, START_NAMESPACES } from './lib/i18n';
import { announceAppReady } from './lib/early-submit';
import { adoptUrlCredentials } from './lib/session';
import { readCredentials } from './lib/session/credentials';

// First of all, before anything renders, routes or logs: take credentials out of the address bar.
adoptUrlCredentials(window, localStorage);

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  const language = detectLanguage();
  const prerendered = root.firstElementChild !== null;
  // Every page but the signed-out login page needs the API client and all the start's texts for its
  // first render; the login page loads them when its form is used and sent (docs/decisions/0006).
  const apiFirst = needsApiAtStart(routes, window.location) || storedCredentials();
  const i18n = initI18n({
    language: prerendered ? 'en' : language,
    ...(apiFirst ? {} : { namespaces: START_NAMESPACES }),
  });
  const services = createServices({ i18n });
  // The public pages arrive prerendered for a signed-out English visitor (scripts/prerender.mjs).
  // React takes that markup over (hydrates) when this visitor starts from the same state: no stored
  // session and no navigation state (a reload keeps history.state, which a page may show). Another
  // language is switched to right after hydration, which changes only texts.
  const hydrate =
    prerendered &&
    services.session.getState().status === 'signed-out' &&
    (window.history.state as { usr?: unknown } | null)?.usr == null;
  // A stored session is restored through the API client: only once its code is there, so a failed
  // download shows the reload screen below instead of ending the session.
  const apiLoaded = apiFirst ? services.api.load() : undefined;
  if (apiLoaded)
    void apiLoaded.then(
      () => services.session.restore(),
      () => {},
    );
  else void services.session.restore();
  if (prerendered && !hydrate && language !== 'en') void i18n.changeLanguage(language);

  // The first render must not suspend: the route's chunks, the texts and the API client (above) are
  // loaded before it (the prerendered page stays on screen meanwhile; the links in its head fetched
  // them in parallel).
  const failed = (error: unknown) => error ?? new Error('Code of the app did not load');
  const [routesFailure, , apiFailure] = await Promise.all([
    resolveMatchedRoutes(routes, window.location).then(() => null, failed),
    i18nReady(i18n),
    apiLoaded?.then(() => null, failed),
  ]);
  const failure = apiFailure ?? routesFailure;
  if (failure) {
    // A chunk did not download — the API client's, or the page's, which imports it on every page
    // but the login page (a deploy replaced it, or the network is gone): the reload screen the
    // router shows for a screen's chunk, not a spinner that would wait for ever.
    createRoot(root).render(
      <StrictMode>
        <AppProviders i18n={i18n} services={services}>
          <ErrorScreen error={failure} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
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

/** Whether a session was stored (the session store restores it, through the API client). */
function storedCredentials(): boolean {
  try {
    return readCredentials(localStorage) !== null;
  } catch {
    return false; // storage disabled: the app shows the sign-in
  }
}

void start();
