import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldLabel, joinIds, useFieldIds } from '../../lib/field';
import { useControllableState } from '../../lib/use-controllable-state';

/**
 * The track (a Radix switch button). Off uses the `input` grey, which keeps the 3:1 contrast a control's
 * boundary needs against the card; on uses the brand colour.
 */
export const switchVariants = cva(
  'peer relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
  {
    variants: {
      size: { sm: 'h-5 w-9', md: 'h-6 w-11' },
    },
    defaultVariants: { size: 'md' },
  },
);

const thumbVariants = cva(
  'pointer-events-none block rounded-full bg-card shadow-card transition-transform data-[state=unchecked]:translate-x-0',
  {
    variants: {
      size: {
        sm: 'size-4 data-[state=checked]:translate-x-4',
        md: 'size-5 data-[state=checked]:translate-x-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SwitchProps
  extends
    Omit<
      ComponentProps<typeof SwitchPrimitive.Root>,
      'checked' | 'defaultChecked' | 'onCheckedChange' | 'children' | 'asChild'
    >,
    VariantProps<typeof switchVariants> {
  /** The label beside the switch, tied to it with `htmlFor`. */
  label: ReactNode;
  /** Secondary text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message, linked with `aria-describedby`. */
  error?: ReactNode;
  /** On (controlled). */
  checked?: boolean;
  /**
   * Initially on (uncontrolled).
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new state when the switch is flipped. */
  onCheckedChange?: (checked: boolean) => void;
  /** Classes for the switch track; `className` styles the row around label and switch. */
  switchClassName?: string;
}

/**
 * An on/off setting (notification switches, two-factor authentication): label and description on the
 * left, the switch on the right. `data-state` on the row is `on` or `off`; Space and Enter flip it.
 */
export function Switch({
  label,
  description,
  error,
  checked,
  defaultChecked = false,
  onCheckedChange,
  size,
  id,
  className,
  switchClassName,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const ids = useFieldIds(id);
  const [on, setOn] = useControllableState(checked, defaultChecked, onCheckedChange);
  const hasDescription = Boolean(description);
  const hasError = Boolean(error);
  return (
    <div
      data-slot="switch"
      data-state={on ? 'on' : 'off'}
      data-size={size ?? 'md'}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex items-start justify-between gap-4', className)}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <FieldLabel
          htmlFor={ids.controlId}
          className={cn(
            'leading-6',
            disabled ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer',
          )}
        >
          {label}
        </FieldLabel>
        {hasDescription && (
          <p id={ids.hintId} data-slot="switch-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
        {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
      </div>
      <SwitchPrimitive.Root
        id={ids.controlId}
        checked={on}
        onCheckedChange={setOn}
        disabled={disabled}
        aria-invalid={hasError || undefined}
        aria-describedby={joinIds(describedBy, hasDescription && ids.hintId, hasError && ids.errorId)}
        data-slot="switch-control"
        className={cn(switchVariants({ size }), switchClassName)}
        {...props}
      >
        <SwitchPrimitive.Thumb data-slot="switch-thumb" className={thumbVariants({ size })} />
      </SwitchPrimitive.Root>
    </div>
  );
}
