import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 aria-disabled:cursor-wait aria-disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
      fullWidth: { true: 'w-full', false: '' },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /**
   * Shows a spinner and sets `aria-busy` and `aria-disabled` while an action runs. The button stays
   * focusable (a native `disabled` would drop keyboard focus to the page): clicks, Enter and Space are
   * ignored, and a submit button does not submit its form again.
   * @default false
   */
  loading?: boolean;
  /**
   * Text announced while loading.
   * @default 'Loading'
   */
  loadingLabel?: string;
  /**
   * Renders the child element (for example a router link) with the button's look instead of a `<button>`.
   * @default false
   */
  asChild?: boolean;
}

/** The kit's button: primary, secondary, outline, ghost, destructive and link variants in three sizes. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel = 'Loading',
  asChild = false,
  disabled,
  className,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  const data = {
    'data-slot': 'button',
    'data-variant': variant ?? 'primary',
    'data-size': size ?? 'md',
    'data-state': loading ? 'loading' : 'idle',
  };
  if (asChild) {
    return (
      <Slot className={classes} {...data} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...data}
      {...props}
    >
      {loading && <Spinner size="sm" label={loadingLabel} />}
      {children}
    </button>
  );
}
