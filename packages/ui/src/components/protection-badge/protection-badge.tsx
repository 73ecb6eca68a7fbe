import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type ProtectionBadgeKind = 'PG' | 'BG';

export const protectionBadgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full font-semibold leading-none',
  {
    variants: {
      protection: {
        PG: 'bg-accent text-accent-foreground',
        BG: 'bg-(--success-muted) text-success',
      },
      size: {
        sm: 'h-5 px-1.5 text-[0.6875rem] [&_svg]:size-3',
        md: 'h-6 px-2 text-xs [&_svg]:size-3.5',
      },
    },
    defaultVariants: { protection: 'PG', size: 'md' },
  },
);

const defaultLabels: Record<ProtectionBadgeKind, string> = {
  PG: 'Payment guarantee',
  BG: 'Buyback guarantee',
};

// PG: a shield (insurance pays); BG: a returning arrow (the provider buys the claim back).
const icons: Record<ProtectionBadgeKind, ReactNode> = {
  PG: (
    <>
      <path d="M12 3l7 3v5.5c0 4.2-2.9 7.9-7 9.5-4.1-1.6-7-5.3-7-9.5V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  BG: (
    <>
      <path d="M4 12a8 8 0 108-8 8.5 8.5 0 00-6 2.5L4 8.5" />
      <path d="M4 4v4.5h4.5" />
    </>
  ),
};

function isProtection(value: unknown): value is ProtectionBadgeKind {
  return value === 'PG' || value === 'BG';
}

export interface ProtectionBadgeProps
  extends
    Omit<ComponentProps<'span'>, 'children'>,
    Pick<VariantProps<typeof protectionBadgeVariants>, 'size'> {
  /** The investment's protection as the API sends it; anything but `PG` or `BG` (such as `none`) renders nothing. */
  protection: ProtectionBadgeKind | 'none' | (string & {}) | null | undefined;
  /**
   * Accessible name (and visible text with `showLabel`).
   * @default 'Payment guarantee' for PG, 'Buyback guarantee' for BG
   */
  label?: string;
  /**
   * Writes the label out beside the code, for places with room and no tooltip.
   * @default false
   */
  showLabel?: boolean;
}

/** The PG (payment guarantee) or BG (buyback guarantee) badge of an investment. */
export function ProtectionBadge({
  protection,
  label,
  showLabel = false,
  size,
  className,
  ...props
}: ProtectionBadgeProps) {
  if (!isProtection(protection)) return null;
  const name = label ?? defaultLabels[protection];
  const icon = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icons[protection]}
    </svg>
  );
  const data = {
    'data-slot': 'protection-badge',
    'data-variant': protection,
    'data-size': size ?? 'md',
  };
  const classes = cn(protectionBadgeVariants({ protection, size }), className);

  if (showLabel) {
    return (
      <span {...data} className={classes} {...props}>
        {icon}
        <span data-slot="protection-badge-label">{name}</span>
      </span>
    );
  }
  // The short code is what sighted users scan in tables; assistive technology gets the full name.
  return (
    <span role="img" aria-label={name} {...data} className={classes} {...props}>
      {icon}
      {protection}
    </span>
  );
}
