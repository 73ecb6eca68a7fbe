import { cva } from 'class-variance-authority';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import {
  AlertCircleIcon,
  CircleCheckIcon,
  CloseIcon,
  InfoIcon,
  TriangleAlertIcon,
  type IconComponent,
} from '../../icons';
import { cn } from '../../lib/cn';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

// Each status keeps a tinted surface with body text in the foreground colour: the tint and the icon
// carry the meaning, the text keeps full contrast.
export const alertVariants = cva('relative flex w-full gap-3 rounded-lg border p-4 text-sm text-foreground', {
  variants: {
    variant: {
      info: 'border-info/30 bg-(--info-muted) [&_[data-slot=alert-icon]]:text-info',
      success: 'border-success/30 bg-(--success-muted) [&_[data-slot=alert-icon]]:text-success',
      warning: 'border-warning/30 bg-(--warning-muted) [&_[data-slot=alert-icon]]:text-warning',
      error: 'border-destructive/30 bg-(--destructive-muted) [&_[data-slot=alert-icon]]:text-destructive',
    },
  },
  defaultVariants: { variant: 'info' },
});

const variantIcons: Record<AlertVariant, IconComponent> = {
  info: InfoIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  error: AlertCircleIcon,
};

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  /**
   * Status of the message; `error` is announced at once (`role="alert"`), the rest politely (`role="status"`).
   * @default 'info'
   */
  variant?: AlertVariant;
  /** Short headline in bold. */
  title?: ReactNode;
  /** Body text under the title. */
  description?: ReactNode;
  /**
   * Replaces the status icon; `null` hides it.
   * @default the variant's icon
   */
  icon?: ReactNode;
  /** An element (usually a small `Button` or link) shown under the text. */
  action?: ReactNode;
  /**
   * Shows a close button in the corner.
   * @default false
   */
  dismissible?: boolean;
  /**
   * Accessible name of the close button.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
  /** Called when the close button is pressed. */
  onDismiss?: () => void;
  /**
   * Whether the alert is shown (controlled). Leave undefined to let the close button hide it.
   */
  open?: boolean;
}

/** An inline message about the status of the page or a form, in four variants. */
export function Alert({
  variant = 'info',
  title,
  description,
  icon,
  action,
  dismissible = false,
  dismissLabel = 'Dismiss',
  onDismiss,
  open,
  className,
  children,
  ...props
}: AlertProps) {
  const [dismissed, setDismissed] = useState(false);
  const titleId = useId();
  const visible = open ?? !dismissed;
  if (!visible) return null;
  const VariantIcon = variantIcons[variant];

  const dismiss = () => {
    if (open === undefined) setDismissed(true);
    onDismiss?.();
  };

  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      aria-labelledby={title ? titleId : undefined}
      data-slot="alert"
      data-variant={variant}
      className={cn(alertVariants({ variant }), dismissible && 'pr-12', className)}
      {...props}
    >
      {icon === undefined ? (
        <VariantIcon data-slot="alert-icon" className="mt-px size-5 shrink-0" />
      ) : (
        icon !== null && (
          <span data-slot="alert-icon" aria-hidden="true" className="mt-px flex shrink-0 [&_svg]:size-5">
            {icon}
          </span>
        )
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && (
          <p id={titleId} data-slot="alert-title" className="font-semibold leading-5">
            {title}
          </p>
        )}
        {description && (
          <div data-slot="alert-description" className="leading-5">
            {description}
          </div>
        )}
        {children}
        {action && (
          <div data-slot="alert-action" className="mt-2 flex flex-wrap gap-2">
            {action}
          </div>
        )}
      </div>
      {dismissible && (
        <button
          type="button"
          aria-label={dismissLabel}
          data-slot="alert-dismiss"
          onClick={dismiss}
          className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-foreground/5 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </div>
  );
}
