import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §2: the mobile threshold is 479 px (the kit's `sm` starts at 480 px). */
export const PHONE_QUERY = '(max-width: 479px)';

/** Whether a CSS media query matches, following every change (a phone turned to landscape). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    // Prerendered HTML is the desktop layout.
    () => false,
  );
}
