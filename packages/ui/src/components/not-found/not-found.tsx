import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { emptyStateVariants } from '../empty-state';

export interface NotFoundProps extends Omit<ComponentProps<'div'>, 'title'> {
  /**
   * The message.
   * @default "Page you are looking for can't be found."
   */
  title?: ReactNode;
  /** Optional extra text under the message. */
  description?: ReactNode;
  /**
   * The large status code above the message (decorative).
   * @default '404'
   */
  code?: string;
  /**
   * Text of the default home link.
   * @default 'Back to homepage'
   */
  actionLabel?: string;
  /**
   * Address of the default home link, used when no `action` is given.
   * @default '/'
   */
  homeHref?: string;
  /**
   * Your own link element (for example a router `<Link to="/">Back to homepage</Link>`); it gets the
   * primary button look. Replaces the default `<a href={homeHref}>`.
   */
  action?: ReactElement;
  /**
   * Heading element of the message; a not-found page is usually the page's main heading.
   * @default 'h1'
   */
  titleAs?: 'h1' | 'h2' | 'h3';
}

/** The friendly 404 block: a large code, the message and a way back home. */
export function NotFound({
  title = "Page you are looking for can't be found.",
  description,
  code = '404',
  actionLabel = 'Back to homepage',
  homeHref = '/',
  action,
  titleAs: Title = 'h1',
  className,
  ...props
}: NotFoundProps) {
  return (
    <div data-slot="not-found" className={cn(emptyStateVariants({ size: 'md' }), className)} {...props}>
      <p
        data-slot="not-found-code"
        aria-hidden="true"
        className="relative flex size-36 items-center justify-center rounded-full bg-accent text-5xl font-bold tracking-tight text-accent-foreground tabular-nums ring-8 ring-accent/50 sm:size-44 sm:text-6xl"
      >
        {code}
      </p>
      <div className="flex max-w-md flex-col gap-2">
        <Title
          data-slot="not-found-title"
          className="text-balance text-xl font-semibold text-foreground sm:text-2xl"
        >
          {title}
        </Title>
        {description && (
          <div data-slot="not-found-description" className="text-sm text-muted-foreground sm:text-base">
            {description}
          </div>
        )}
      </div>
      <Button asChild size="lg">
        {action ?? <a href={homeHref}>{actionLabel}</a>}
      </Button>
    </div>
  );
}
