import { ChevronRightIcon, cn } from '@invest/ui';

export interface PanelBarProps {
  /** The other panel's element id (the link's target without script). */
  targetId: string;
  label: string;
  /** Brings the other panel into view: its tab on a phone, a scroll elsewhere. */
  onGo: () => void;
  className?: string;
}

/**
 * SPEC §2: "a bar leads to withdrawals" (and back to deposits), "a bar leads to the account summary" —
 * an in-page link across the width to the page's other panel.
 */
export function PanelBar({ targetId, label, onGo, className }: PanelBarProps) {
  return (
    <a
      href={`#${targetId}`}
      data-slot="panel-bar"
      onClick={(event) => {
        // Not a hash navigation: the router would treat it as a new page (scroll to top, page view).
        event.preventDefault();
        onGo();
      }}
      className={cn(
        'flex min-h-12 items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3 text-sm font-medium text-primary shadow-card transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <span>{label}</span>
      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}
