import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface BrandWordmarkProps extends ComponentProps<'span'> {
  /**
   * Product name next to the mark.
   * @default 'Invest'
   */
  name?: string;
  /**
   * Shows only the mark; the name stays for screen readers.
   * @default false
   */
  compact?: boolean;
}

/** The default brand: a rising-bars mark on the primary colour and the product name. */
export function BrandWordmark({ name = 'Invest', compact = false, className, ...props }: BrandWordmarkProps) {
  return (
    <span
      data-slot="brand-wordmark"
      data-size={compact ? 'compact' : 'full'}
      className={cn('inline-flex items-center gap-2.5 text-foreground', className)}
      {...props}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 22v-4M14 22v-8M19 22V11M24 22V8"
          className="stroke-primary-foreground"
          strokeWidth={3}
          strokeLinecap="round"
        />
      </svg>
      <span className={cn('text-lg font-semibold tracking-tight', compact && 'sr-only')}>{name}</span>
    </span>
  );
}
