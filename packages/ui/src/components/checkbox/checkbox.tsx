import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldLabel, joinIds, useFieldIds } from '../../lib/field';
import { CheckIcon, MinusIcon } from '../../icons';
import { useControllableState } from '../../lib/use-controllable-state';

export type CheckboxCheckedState = boolean | 'indeterminate';

/** The box itself (a Radix checkbox button). */
export const checkboxVariants = cva(
  'peer inline-flex size-5 shrink-0 items-center justify-center rounded-sm border bg-card text-primary-foreground transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary [&_svg]:size-3.5',
  {
    variants: {
      invalid: {
        true: 'border-destructive',
        false: 'border-input hover:border-foreground/60',
      },
      disabled: {
        true: 'border-border bg-muted data-[state=checked]:border-muted-foreground data-[state=checked]:bg-muted-foreground',
        false: '',
      },
    },
    defaultVariants: { invalid: false, disabled: false },
  },
);

export interface CheckboxProps extends Omit<
  ComponentProps<typeof CheckboxPrimitive.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'children' | 'asChild'
> {
  /** The label beside the box; may hold links (a link inside does not toggle the box). */
  label: ReactNode;
  /** Secondary text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message; when present the box is marked `aria-invalid` and the message is linked to it. */
  error?: ReactNode;
  /**
   * Marks the box invalid without a message.
   * @default false
   */
  invalid?: boolean;
  /** Checked state (controlled). */
  checked?: CheckboxCheckedState;
  /**
   * Initial checked state (uncontrolled).
   * @default false
   */
  defaultChecked?: CheckboxCheckedState;
  /** Called with the new state when the box is toggled. */
  onCheckedChange?: (checked: CheckboxCheckedState) => void;
  /**
   * Visual marker after the label of a `required` checkbox.
   * @default '*'
   */
  requiredMarker?: ReactNode;
}

/**
 * A labelled checkbox with an optional description and error (the agreements step). `data-state` on the
 * wrapper and the box is `checked`, `unchecked` or `indeterminate`.
 */
export function Checkbox({
  label,
  description,
  error,
  invalid = false,
  checked,
  defaultChecked = false,
  onCheckedChange,
  requiredMarker = '*',
  id,
  className,
  disabled,
  required,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const [state, setState] = useControllableState<CheckboxCheckedState>(
    checked,
    defaultChecked,
    onCheckedChange,
  );
  const hasDescription = Boolean(description);
  const hasError = Boolean(error);
  const isInvalid = invalid || hasError;
  const dataState = state === 'indeterminate' ? 'indeterminate' : state ? 'checked' : 'unchecked';
  return (
    <div
      data-slot="checkbox"
      data-state={dataState}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex items-start gap-3', className)}
    >
      {/* The 20px box sits centred on the label's first 20px line. */}
      <CheckboxPrimitive.Root
        id={ids.controlId}
        checked={state}
        onCheckedChange={setState}
        disabled={disabled}
        required={required}
        aria-invalid={isInvalid || undefined}
        aria-describedby={joinIds(describedBy, hasDescription && ids.hintId, hasError && ids.errorId)}
        data-slot="checkbox-control"
        className={checkboxVariants({ invalid: isInvalid, disabled: Boolean(disabled) })}
        {...props}
      >
        <CheckboxPrimitive.Indicator data-slot="checkbox-indicator">
          {state === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="flex min-w-0 flex-col gap-1">
        <FieldLabel
          htmlFor={ids.controlId}
          required={required}
          requiredMarker={requiredMarker}
          className={cn(
            'leading-5 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
            disabled ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer',
          )}
        >
          {label}
        </FieldLabel>
        {hasDescription && (
          <p id={ids.hintId} data-slot="checkbox-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
        {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
      </div>
    </div>
  );
}
