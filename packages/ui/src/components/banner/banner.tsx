import { cva } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { AlertCircleIcon, ClockIcon, TriangleAlertIcon, type IconComponent } from '../../icons';
import { cn } from '../../lib/cn';

export type BannerVariant = 'info' | 'warning' | 'error' | 'brand';

export const bannerVariants = cva(
  'relative isolate flex w-full overflow-hidden rounded-lg border p-5 sm:p-6',
  {
    variants: {
      variant: {
        info: 'border-info/30 bg-(--info-muted) text-foreground',
        warning: 'border-warning/30 bg-(--warning-muted) text-foreground',
        error: 'border-destructive/30 bg-(--destructive-muted) text-foreground',
        brand: 'border-transparent bg-primary text-primary-foreground shadow-card',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const iconClass: Record<Exclude<BannerVariant, 'brand'>, string> = {
  info: 'text-info',
  warning: 'text-warning',
  error: 'text-destructive',
};

const variantIcons: Record<Exclude<BannerVariant, 'brand'>, IconComponent> = {
  info: ClockIcon,
  warning: TriangleAlertIcon,
  error: AlertCircleIcon,
};

function BannerIcon({ variant }: { variant: Exclude<BannerVariant, 'brand'> }) {
  const VariantIcon = variantIcons[variant];
  return <VariantIcon className={cn('size-6', iconClass[variant])} />;
}

export interface BannerProps extends Omit<ComponentProps<'section'>, 'title'> {
  /**
   * Look and meaning: `info` (for example pending verification), `warning`, `error`, or `brand` for promotions.
   * @default 'info'
   */
  variant?: BannerVariant;
  /** The headline; also the banner's accessible name. */
  title: ReactNode;
  /** Supporting text under the title. */
  text?: ReactNode;
  /** A button or link (pass the kit's `Button`, with `asChild` for a router link). Full width on mobile. */
  action?: ReactNode;
  /**
   * A decorative picture at the start. `null` hides it; left undefined, status variants show their icon.
   * @default the variant's icon (none for `brand`)
   */
  illustration?: ReactNode;
  /**
   * Heading element of the title, to fit the page outline.
   * @default 'h2'
   */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** A page-level banner: account state notices (pending verification, incomplete profile) and promotions. */
export function Banner({
  variant = 'info',
  title,
  text,
  action,
  illustration,
  titleAs: Title = 'h2',
  className,
  children,
  ...props
}: BannerProps) {
  const titleId = useId();
  const picture =
    illustration === undefined && variant !== 'brand' ? (
      <span className="flex size-11 items-center justify-center rounded-full bg-card shadow-card">
        <BannerIcon variant={variant} />
      </span>
    ) : (
      illustration
    );

  return (
    <section
      aria-labelledby={titleId}
      data-slot="banner"
      data-variant={variant}
      className={cn(bannerVariants({ variant }), className)}
      {...props}
    >
      {variant === 'brand' && (
        // Soft rings in the corner give the promotion some depth without another colour.
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 -top-24 -z-10 size-64 rounded-full border-[2.5rem] border-primary-foreground/10"
        />
      )}
      <div className="flex w-full flex-col gap-4 sm:flex-row sm:items-center sm:gap-5">
        <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center sm:gap-5">
          {picture && (
            <div data-slot="banner-illustration" aria-hidden="true" className="flex shrink-0">
              {picture}
            </div>
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Title
              id={titleId}
              data-slot="banner-title"
              className="text-base font-semibold leading-6 sm:text-lg"
            >
              {title}
            </Title>
            {text && (
              <div data-slot="banner-text" className="text-sm leading-5">
                {text}
              </div>
            )}
            {children}
          </div>
        </div>
        {action && (
          <div
            data-slot="banner-action"
            className="flex shrink-0 flex-col gap-2 sm:flex-row [&>*]:w-full sm:[&>*]:w-auto"
          >
            {action}
          </div>
        )}
      </div>
    </section>
  );
}
