import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, FieldLabel, fieldState, joinIds, useFieldIds } from '../../lib/field';

/**
 * The bordered control box shared by the kit's text-like fields (text, amount, password, search select).
 * The focus ring is drawn on the box, not the bare input, so it also encloses prefix and suffix; it reacts
 * to the input only, so a focused suffix button keeps its own ring. Medium text is 16px on phones so iOS
 * does not zoom into the field on focus.
 */
export const textFieldVariants = cva(
  'flex w-full items-center gap-2 rounded-md border bg-card text-foreground transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-base sm:text-sm',
        lg: 'h-12 px-4 text-base',
      },
      state: {
        default: 'border-input hover:border-foreground/60',
        invalid: 'border-destructive',
        disabled: 'cursor-not-allowed border-border bg-muted text-muted-foreground',
      },
    },
    defaultVariants: { size: 'md', state: 'default' },
  },
);

/** Classes of the bare `<input>` inside the control box. */
export const textFieldInputClassName =
  'h-full min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed';

export interface TextFieldProps
  extends
    Omit<ComponentProps<'input'>, 'size' | 'prefix'>,
    Omit<VariantProps<typeof textFieldVariants>, 'state'> {
  /** The visible label, tied to the input with `htmlFor`. */
  label: ReactNode;
  /**
   * Keeps the label for screen readers only (for example beside a visible heading that says the same).
   * @default false
   */
  hideLabel?: boolean;
  /** Help text under the input, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; when present the field is marked `aria-invalid` and the message is linked to the input. */
  error?: ReactNode;
  /**
   * Marks the field invalid without a message (for forms that show invalid styling only).
   * @default false
   */
  invalid?: boolean;
  /**
   * Visual marker after the label of a `required` field; hidden from screen readers, which announce the
   * input's own `required` state.
   * @default '*'
   */
  requiredMarker?: ReactNode;
  /** Content before the input inside the box (a currency sign, an icon, a flag). */
  prefix?: ReactNode;
  /** Content after the input inside the box (a unit, an icon button). */
  suffix?: ReactNode;
  /** Classes for the `<input>` itself; `className` styles the field's outer wrapper. */
  inputClassName?: string;
  /** Called with the input's new text. */
  onValueChange?: (value: string) => void;
  /**
   * The `<input>`'s own DOM change event, passed through unchanged (for form libraries that register
   * native inputs); prefer `onValueChange` for the value.
   */
  onChange?: ComponentProps<'input'>['onChange'];
}

/** A labelled single-line input with hint, error, required marker and prefix/suffix slots. */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  invalid = false,
  requiredMarker = '*',
  prefix,
  suffix,
  size,
  id,
  className,
  inputClassName,
  disabled,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  onChange,
  onValueChange,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const hasHint = Boolean(hint);
  const hasError = Boolean(error);
  const isInvalid = invalid || hasError;
  const state = fieldState(disabled, isInvalid);
  return (
    <div
      data-slot="text-field"
      data-size={size ?? 'md'}
      data-state={state}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <FieldLabel
        htmlFor={ids.controlId}
        required={required}
        requiredMarker={requiredMarker}
        hidden={hideLabel}
      >
        {label}
      </FieldLabel>
      <div data-slot="text-field-control" className={textFieldVariants({ size, state })}>
        {prefix != null && (
          <span data-slot="text-field-prefix" className="flex shrink-0 items-center text-muted-foreground">
            {prefix}
          </span>
        )}
        <input
          id={ids.controlId}
          type={type}
          disabled={disabled}
          required={required}
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(describedBy, hasHint && ids.hintId, hasError && ids.errorId)}
          data-slot="text-field-input"
          className={cn(textFieldInputClassName, inputClassName)}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          {...props}
        />
        {suffix != null && (
          <span data-slot="text-field-suffix" className="flex shrink-0 items-center text-muted-foreground">
            {suffix}
          </span>
        )}
      </div>
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
