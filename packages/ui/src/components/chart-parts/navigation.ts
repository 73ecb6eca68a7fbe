export interface NavigationOptions {
  /** Arrow keys run round from the last item to the first (pie segments) instead of stopping (time axes). */
  wrap: boolean;
  /** The item highlighted first: the latest point of a time axis, the first segment of a pie. */
  start: 'first' | 'last';
}

/**
 * The item a key moves the highlight to, `undefined` when the key is not a chart key (so the
 * browser keeps it) and `null` when it hides the highlight (Escape).
 * Left/Right move along every chart; Up/Down too on a wrapping (pie) chart, where they have no
 * other meaning, but not on a time axis, where they scroll the page.
 */
export function nextIndex(
  key: string,
  current: number | null,
  count: number,
  { wrap, start }: NavigationOptions,
): number | null | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const first = start === 'first' ? 0 : last;
  const forward = key === 'ArrowRight' || (wrap && key === 'ArrowDown');
  const backward = key === 'ArrowLeft' || (wrap && key === 'ArrowUp');
  if (forward) {
    if (current === null) return first;
    return wrap ? (current + 1) % count : Math.min(current + 1, last);
  }
  if (backward) {
    if (current === null) return first;
    return wrap ? (current - 1 + count) % count : Math.max(current - 1, 0);
  }
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === 'Escape') return null;
  return undefined;
}
