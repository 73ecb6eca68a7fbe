import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { trackPageView } from '../lib/analytics';

/**
 * SPEC §2: every route change scrolls to the top; page views are reported only for pushed
 * navigation (not for the first load, redirects or back/forward). After a navigation, focus moves
 * to the new page's heading so keyboard and screen reader users start there, as on a page load.
 */
export function RouteEffects() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstLoad = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (navigationType === NavigationType.Push) trackPageView(pathname);
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && !heading.contains(document.activeElement)) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [key, pathname, navigationType]);
  return null;
}
