import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const cardVariants = cva('flex flex-col rounded-lg border bg-card text-card-foreground shadow-card', {
  variants: {
    padding: {
      none: '',
      md: 'gap-4 p-4 sm:gap-5 sm:p-6',
    },
  },
  defaultVariants: { padding: 'md' },
});

export interface CardProps extends ComponentProps<'div'>, VariantProps<typeof cardVariants> {}

/**
 * A surface for one topic (a panel, a tile, a form). Its parts stack with consistent spacing;
 * use `padding="none"` for edge-to-edge content such as tables.
 */
export function Card({ padding, className, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-padding={padding ?? 'md'}
      className={cn(cardVariants({ padding }), className)}
      {...props}
    />
  );
}

export interface CardHeaderProps extends ComponentProps<'div'> {
  /** An element on the right of the title, such as a link or a small button. */
  action?: ReactNode;
}

/** Title and description, with an optional action on the right. */
export function CardHeader({ action, className, children, ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex items-start justify-between gap-4', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1">{children}</div>
      {action && (
        <div data-slot="card-action" className="flex shrink-0 items-center gap-2">
          {action}
        </div>
      )}
    </div>
  );
}

export interface CardTitleProps extends ComponentProps<'h2'> {
  /**
   * Heading element, to fit the page outline.
   * @default 'h2'
   */
  as?: 'h2' | 'h3' | 'h4' | 'p';
}

/** The card's heading. */
export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-base font-semibold leading-6 text-foreground', className)}
      {...props}
    />
  );
}

/** Secondary text under the title. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** The card's body. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('flex flex-col gap-3 text-sm', className)} {...props} />;
}

/** Actions or totals at the bottom, separated by a rule. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex flex-wrap items-center gap-3 border-t pt-4', className)}
      {...props}
    />
  );
}
