/**
 * The page's only script tag. Every page paints first from its HTML and CSS: a prerendered page
 * (scripts/prerender.mjs) its content, the pages that render only in the browser (dist/shell.html:
 * /u/…) the brand over the app's spinner. Right after that first frame the app's code is fetched,
 * all at once: the entry with its imports (Vite's preload) and the chunks listed in the head
 * (<meta name="route-chunks">): the route's, or for a signed-in visitor of a /u/ page the signed-in
 * frame, the page's own chunks when the prerender knows them and the texts of the visitor's
 * language. Earlier, the code would compete with the CSS and font for a phone's bandwidth and hold
 * back the first paint; later, one chunk would wait for another to have run, one wave of requests
 * after the other. For the same reason a signed-in visitor's page starts its first calls at once
 * (lib/api/early-reads: the user, the notifications, and on the dashboard the balance and the
 * strategy), and the app takes their answers when it asks.
 */
import './styles.css';
import { earlyReads } from './lib/api/early-reads';
import { holdEarlySubmits } from './lib/early-submit';
import { detectLanguage } from './lib/i18n/language';
import { wantsChunks } from './lib/route-chunks';
import { readCredentials, readUrlCredentials, type Credentials } from './lib/session/credentials';

// First: a form sent before the app is ready must not be submitted by the browser (lib/early-submit).
holdEarlySubmits(document);

/** The credentials the app will start with: the query string's, else the stored ones (lib/session). */
function visitorCredentials(): Credentials | null {
  const fromUrl = readUrlCredentials(window.location.href).credentials;
  if (fromUrl) return fromUrl;
  try {
    return readCredentials(localStorage);
  } catch {
    return null; // storage disabled: the app will show the sign-in
  }
}

/** Who is visiting which page, read once: the early reads and the chunk lists both follow it. */
const visit = {
  path: window.location.pathname,
  language: detectLanguage(),
  credentials: visitorCredentials(),
};

function preloadRouteChunks() {
  const page = { ...visit, signedIn: visit.credentials !== null };
  const files = new Set<string>();
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="route-chunks"]')) {
    if (!wantsChunks({ scope: meta.dataset.scope, lang: meta.dataset.lang }, page)) continue;
    for (const href of meta.content.split(/\s+/).filter(Boolean)) files.add(href);
  }
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const afterFirstFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

/**
 * A page that renders only in the browser speaks the visitor's language from the start: <html lang>
 * and the spinner's label for screen readers (its HTML carries each language's, src/prerender.tsx).
 * A prerendered page stays English until the app has taken it over (main.tsx).
 */
function speakVisitorsLanguage() {
  const { language } = visit;
  document.documentElement.lang = language;
  const spinner = document.querySelector<HTMLElement>('[data-boot-spinner]');
  const label = spinner?.getAttribute(`data-label-${language}`);
  const status = spinner?.querySelector('[role="status"] .sr-only');
  if (label && status) status.textContent = label;
}

// A page that renders only in the browser (dist/shell.html) speaks the visitor's language at once,
// and a signed-in visitor's first calls go out beside the app's code instead of after it has run.
if (!document.getElementById('root')?.firstElementChild) {
  speakVisitorsLanguage();
  const { path, language, credentials } = visit;
  if (credentials) earlyReads.start({ path, language, credentials });
}
afterFirstFrame(() => {
  preloadRouteChunks();
  void import('./main');
});
