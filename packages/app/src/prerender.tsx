/**
 * The prerender (build time, Node): renders a public page to HTML as a signed-out English visitor
 * sees it before any script runs. scripts/prerender.mjs builds this with Vite's SSR build and writes
 * dist/<path>/index.html; main.tsx hydrates it. Nothing here reaches the browser's bundle.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app';
import { createServices } from './app/bootstrap';
import { SpinnerPage } from './app/page-spinner';
import { routes } from './app/router';
import { initI18n } from './lib/i18n';
import { LANGUAGES, type Language } from './lib/i18n/language';
import { PageTitleSink } from './lib/page-title';
import enCommon from './locales/en/common.json';
import slCommon from './locales/sl/common.json';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title the page sets (usePageTitle), in English. */
  title: string | undefined;
  status: number;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const [{ default: en }, { default: enLater }] = await Promise.all([
    import('./lib/i18n/bundles/en'),
    import('./lib/i18n/bundles/en-later'),
  ]);
  const i18n = initI18n({ language: 'en', resources: { en: { ...en, ...enLater } } });
  const services = createServices({
    i18n,
    storage: memoryStorage(),
    redirectStorage: memoryStorage(),
    currentPath: () => path,
    fetch: () => Promise.reject(new Error('The prerender makes no API calls')),
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${path} redirects (${context.status}): nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let title: string | undefined;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageTitleSink
        value={(pageTitle) => {
          title = pageTitle;
        }}
      >
        <AppProviders i18n={i18n} services={services}>
          {/* No hydration data: the routes have no loaders, and the CSP allows no inline script. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageTitleSink>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // A page that failed on the server would only be rendered in the browser: refuse to ship it.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, title, status: context.statusCode };
}

/**
 * What the pages that render only in the browser (/u/…, dist/shell.html) show from their HTML and CSS
 * until the app's code has run: the brand over the spinner the app itself shows next, so a phone on a
 * slow network sees the page respond at once instead of staying blank. It sits beside #root and hides
 * itself as soon as the app has put anything there (styles.css). What a screen reader hears is in
 * English; the label in every language rides along (`data-label-<language>`), and the page script
 * (src/boot.ts) puts the visitor's in before the app's code arrives.
 */
export function bootSpinner(): string {
  const labels: Record<Language, string> = { en: enCommon.loading, sl: slCommon.loading };
  const attributes = Object.fromEntries(
    LANGUAGES.map((language) => [`data-label-${language}`, labels[language]]),
  );
  return renderToStaticMarkup(
    <div data-boot-spinner="" {...attributes}>
      <SpinnerPage brand label={labels.en} />
    </div>,
  );
}
