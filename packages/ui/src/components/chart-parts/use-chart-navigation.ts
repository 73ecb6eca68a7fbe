import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { nextIndex, type NavigationOptions } from './navigation';

/**
 * The highlighted item of an interactive chart, driven by pointer (hover, tap) and keyboard (the
 * plot is one tab stop; arrows move inside it). Keyboard focus keeps its highlight when the pointer
 * leaves, so a mouse resting elsewhere does not hide what a keyboard user is reading.
 */
export function useChartNavigation(count: number, options: NavigationOptions) {
  const [index, setIndex] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  // A new data set (another period) may be shorter than the highlighted index.
  const activeIndex = index !== null && index < count ? index : null;
  const firstIndex = options.start === 'first' ? 0 : count - 1;

  const plotProps = {
    tabIndex: count > 0 ? 0 : undefined,
    onFocus: () => {
      setFocused(true);
      // Functional update: a click focuses the plot in the same event turn as the pointer set an index.
      if (count > 0) setIndex((current) => (current !== null && current < count ? current : firstIndex));
    },
    onBlur: () => {
      setFocused(false);
      setIndex(null);
    },
    onKeyDown: (event: KeyboardEvent) => {
      const next = nextIndex(event.key, activeIndex, count, options);
      if (next === undefined) return;
      event.preventDefault();
      setIndex(next);
    },
    onPointerLeave: (event: PointerEvent) => {
      // A lifted finger "leaves" too; a tapped value stays until the user taps elsewhere.
      if (!focused && event.pointerType !== 'touch') setIndex(null);
    },
  };

  const itemProps = (itemIndex: number) => ({
    onPointerEnter: () => setIndex(itemIndex),
    // Touch has no hover: a tap highlights.
    onPointerDown: () => setIndex(itemIndex),
  });

  return { activeIndex, focused, plotProps, itemProps, setActiveIndex: setIndex };
}
