import { cn } from '@invest/ui';
import { useId, type ReactNode, type Ref } from 'react';

export interface WalletPanelProps {
  id: string;
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  headingHidden?: boolean;
  children: ReactNode;
}

/** One column of the wallet: a section named by its heading, which the other panel's bar focuses. */
export function WalletPanel({ id, heading, headingRef, headingHidden = false, children }: WalletPanelProps) {
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
