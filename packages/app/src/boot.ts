/**
 * The page's only script tag. A prerendered page (scripts/prerender.mjs) paints from its HTML and
 * CSS first; the app's code is fetched right after that first frame, all at once: the entry with
 * its imports (Vite's preload) and the chunks of the route (listed by the prerender in
 * <meta name="route-chunks">). Downloading it earlier would only compete with the CSS and font
 * for a phone's bandwidth. Pages without prerendered content start at once.
 */
import './styles.css';
import { holdEarlySubmits } from './lib/early-submit';

// First: a form sent before the app is ready must not be submitted by the browser (lib/early-submit).
holdEarlySubmits(document);

function preloadRouteChunks() {
  const list = document.querySelector<HTMLMetaElement>('meta[name="route-chunks"]')?.content ?? '';
  for (const href of list.split(/\s+/).filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function start() {
  preloadRouteChunks();
  void import('./main');
}

if (document.getElementById('root')?.firstElementChild) requestAnimationFrame(() => setTimeout(start, 0));
else start();
