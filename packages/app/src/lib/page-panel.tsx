import { cn } from '@invest/ui';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { PHONE_QUERY, useMediaQuery } from './media-query';

export interface PagePanelProps {
  id: string;
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  headingHidden?: boolean;
  children: ReactNode;
}

/**
 * One of the panels a page shows side by side or one below the other (and as tabs on a phone): a
 * section named by its heading, which the other panel's bar (PanelBar) focuses.
 */
export function PagePanel({ id, heading, headingRef, headingHidden = false, children }: PagePanelProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="flex min-w-0 scroll-mt-6 flex-col gap-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={cn('text-lg font-semibold text-foreground outline-none', headingHidden && 'sr-only')}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A callback ref that keeps a panel's element in `map` while it is mounted. */
function keepIn<P, E extends HTMLElement>(map: Map<P, E>, panel: P) {
  return (element: E | null) => {
    if (element) map.set(panel, element);
    else map.delete(panel);
  };
}

/**
 * The way between a page's panels: on a phone (below 480 px) they are tabs and `go` switches the
 * tab; elsewhere `go` scrolls to the panel's heading and focuses it. Give each panel's heading
 * `headingRef(panel)` and each tab trigger `tabRef(panel)`.
 */
export function usePanelSwitch<P extends string>(initial: P) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [tab, setTab] = useState<P>(initial);
  const headings = useRef(new Map<P, HTMLHeadingElement>());
  const tabs = useRef(new Map<P, HTMLButtonElement>());

  const go = (panel: P) => {
    if (phone) {
      setTab(panel);
      // The tab, focused, is where a keyboard or screen-reader user goes on from; focus scrolls it in.
      tabs.current.get(panel)?.focus();
      return;
    }
    const heading = headings.current.get(panel);
    if (!heading) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return {
    phone,
    tab,
    setTab,
    go,
    headingRef: (panel: P) => keepIn(headings.current, panel),
    tabRef: (panel: P) => keepIn(tabs.current, panel),
  };
}
