import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The transaction statuses the platform shows. */
export const statusBulletStatuses = [
  'PROCESSED',
  'PENDING',
  'DONE',
  'DECLINED',
  'ACTIVE',
  'CANCELED',
  'COMPLETE',
  'NONE',
] as const;

export type StatusBulletStatus = (typeof statusBulletStatuses)[number];

export type StatusBulletTone = 'success' | 'neutral';

/** By the spec only a processed transaction gets the green bullet; every other status, known or not, a white one. */
export function statusBulletTone(status: string): StatusBulletTone {
  return status === 'PROCESSED' ? 'success' : 'neutral';
}

/** The status word in sentence case ("PENDING" → "Pending"), the English default label. */
export function statusBulletLabel(status: string): string {
  const word = status.replace(/_/g, ' ').toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export const statusBulletVariants = cva('inline-block size-2.5 shrink-0 rounded-full', {
  variants: {
    tone: {
      success: 'bg-success',
      // The white bullet needs a border with 3:1 contrast to read on white cards.
      neutral: 'border border-input bg-card',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface StatusBulletProps extends ComponentProps<'span'> {
  /**
   * The transaction status; any value other than `PROCESSED` shows the white bullet.
   */
  status: StatusBulletStatus | (string & {});
  /**
   * The visible label.
   * @default the status word in sentence case, e.g. 'Processed'
   */
  label?: ReactNode;
}

/** A transaction status label with a coloured bullet: green for processed, white for every other status. */
export function StatusBullet({ status, label, className, ...props }: StatusBulletProps) {
  const tone = statusBulletTone(status);
  return (
    <span
      data-slot="status-bullet"
      data-state={status}
      data-variant={tone}
      className={cn('inline-flex items-center gap-2 text-sm text-foreground', className)}
      {...props}
    >
      <span aria-hidden="true" data-slot="status-bullet-dot" className={statusBulletVariants({ tone })} />
      {label ?? statusBulletLabel(status)}
    </span>
  );
}
