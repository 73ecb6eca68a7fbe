import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent align-[-0.125em]',
  {
    variants: {
      size: { sm: 'size-4', md: 'size-5', lg: 'size-8' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SpinnerProps extends ComponentProps<'span'>, VariantProps<typeof spinnerVariants> {
  /**
   * Text announced to screen readers.
   * @default 'Loading'
   */
  label?: string;
}

/** An indeterminate loading indicator, announced politely to assistive technology. */
export function Spinner({ size, label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" data-size={size ?? 'md'} {...props}>
      <span aria-hidden="true" className={cn(spinnerVariants({ size }), className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
