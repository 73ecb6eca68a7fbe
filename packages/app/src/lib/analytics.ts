/**
 * Page-view reporting. The product loads no third-party analytics script: by default a page view is
 * pushed onto `window.dataLayer` when the host page provides one (a tag manager added by the
 * operator), and otherwise dropped. Another sink can be plugged in with `setPageViewTracker`.
 */
export type PageViewTracker = (path: string) => void;

interface DataLayerWindow {
  dataLayer?: unknown[];
}

export const dataLayerTracker: PageViewTracker = (path) => {
  const layer = (globalThis as DataLayerWindow).dataLayer;
  if (Array.isArray(layer)) layer.push({ event: 'page_view', page_path: path });
};

let tracker: PageViewTracker = dataLayerTracker;

/** Replaces the sink page views go to (for example a first-party endpoint or a test spy). */
export function setPageViewTracker(next: PageViewTracker): void {
  tracker = next;
}

/** Reports one page view. Paths only: query strings may carry credentials and are never reported. */
export function trackPageView(path: string): void {
  tracker(path);
}
