import type { KeyboardEvent } from 'react';

const NEXT = ['ArrowRight', 'ArrowDown'];
const PREVIOUS = ['ArrowLeft', 'ArrowUp'];

/**
 * The one keyboard model of the kit's single-choice groups (TileGroup, SegmentedControl, ChoiceChips
 * `single`), all built on Radix RadioGroup, which keeps the roving Tab stop on the chosen item. Put it
 * on each item's `onKeyDown` (it runs before Radix's own handler): arrow keys move focus and the choice
 * to the next or previous enabled item, wrapping at the ends; Home and End to the first and the last.
 * Radix alone chooses on arrows only when focus lands while the key is still held, and never on Home or
 * End; doing it here makes every group behave alike, synchronously. Other keys pass through.
 */
export function radioGroupKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const { key } = event;
  const step = NEXT.includes(key) ? 1 : PREVIOUS.includes(key) ? -1 : 0;
  if (step === 0 && key !== 'Home' && key !== 'End') return;
  const group = event.currentTarget.closest('[role="radiogroup"]');
  const items = Array.from(group?.querySelectorAll<HTMLElement>('[role="radio"]:not([disabled])') ?? []);
  if (items.length === 0) return;
  let target: HTMLElement | undefined;
  if (key === 'Home') target = items[0];
  else if (key === 'End') target = items[items.length - 1];
  else {
    const at = items.indexOf(event.currentTarget);
    target = items[(at + step + items.length) % items.length];
  }
  if (!target) return;
  event.preventDefault();
  target.focus();
  if (target.getAttribute('aria-checked') !== 'true') target.click();
}
