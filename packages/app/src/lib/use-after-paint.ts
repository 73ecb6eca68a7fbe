import { startTransition, useEffect, useState } from 'react';

/**
 * How long after the frame that shows the main content the secondary content starts: a frame's
 * paint reaches the screen some tens of milliseconds after the frame begins (measured up to 45 ms
 * in headless Chromium without a GPU); a tenth of a second more is not noticed under the fold.
 */
const SETTLE_MS = 100;

/** Runs `run` a moment after the browser has drawn the next frame; returns a function that cancels it. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, SETTLE_MS);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * True once `ready` has been true and the page has been painted since: what is secondary (a chart,
 * the panels under the fold) waits until what matters first is on screen, so it neither takes a
 * phone's bandwidth and main thread before that paint nor delays it. Rendered as a transition, so
 * React may interrupt it for input. Stays true afterwards.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [ready, painted]);
  return painted;
}
