import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { InboxIcon } from '../../icons';
import { cn } from '../../lib/cn';

export const emptyStateVariants = cva('flex w-full flex-col items-center text-center', {
  variants: {
    size: {
      sm: 'gap-3 px-4 py-8',
      md: 'gap-5 px-6 py-12 sm:py-16',
    },
  },
  defaultVariants: { size: 'md' },
});

const inboxIcon = <InboxIcon />;

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /**
   * A decorative picture above the title; `null` hides it.
   * @default an empty-tray icon
   */
  icon?: ReactNode;
  /** What is empty, in a few words. */
  title: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** A button or link that resolves the empty state (for example "Browse investments"). */
  action?: ReactNode;
  /**
   * Heading element of the title, to fit the page outline.
   * @default 'h2'
   */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
  /**
   * `sm` inside a table or card, `md` for a whole page or panel.
   * @default 'md'
   */
  size?: VariantProps<typeof emptyStateVariants>['size'];
}

/** Shown where a list or page has nothing to show yet, with a way forward. */
export function EmptyState({
  icon = inboxIcon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  size,
  className,
  children,
  ...props
}: EmptyStateProps) {
  const small = size === 'sm';
  return (
    <div
      data-slot="empty-state"
      data-size={size ?? 'md'}
      className={cn(emptyStateVariants({ size }), className)}
      {...props}
    >
      {icon !== null && (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className={cn(
            'flex items-center justify-center rounded-full bg-muted text-muted-foreground',
            small ? 'size-11 [&_svg]:size-5' : 'size-16 [&_svg]:size-8',
          )}
        >
          {icon}
        </div>
      )}
      <div className="flex max-w-md flex-col gap-1.5">
        <Title
          data-slot="empty-state-title"
          className={cn(
            'text-balance font-semibold text-foreground',
            small ? 'text-base' : 'text-lg sm:text-xl',
          )}
        >
          {title}
        </Title>
        {description && (
          <div data-slot="empty-state-description" className="text-pretty text-sm text-muted-foreground">
            {description}
          </div>
        )}
      </div>
      {children}
      {action && (
        <div data-slot="empty-state-action" className="flex flex-wrap items-center justify-center gap-3">
          {action}
        </div>
      )}
    </div>
  );
}
