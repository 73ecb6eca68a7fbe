import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { RotateCcwIcon, ShieldCheckIcon, type IconComponent } from '../../icons';
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
const icons: Record<ProtectionBadgeKind, IconComponent> = {
  PG: ShieldCheckIcon,
  BG: RotateCcwIcon,
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
   * The short code shown in the badge, in the interface's language (Slovene writes ZP and GO).
   * @default the protection itself: 'PG' or 'BG'
   */
  code?: string;
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
  code,
  showLabel = false,
  size,
  className,
  ...props
}: ProtectionBadgeProps) {
  if (!isProtection(protection)) return null;
  const name = label ?? defaultLabels[protection];
  const KindIcon = icons[protection];
  const icon = <KindIcon />;
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
      {code ?? protection}
    </span>
  );
}
