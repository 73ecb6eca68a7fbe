import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, FieldLabel, fieldState, joinIds, useFieldIds } from '../../lib/field';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'onChange'> {
  /** The visible label, tied to the text area with `htmlFor`. */
  label: ReactNode;
  /** Help text under the text area, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; when present the field is marked `aria-invalid` and the message is linked to it. */
  error?: ReactNode;
  /** Called with the new text. */
  onValueChange?: (value: string) => void;
  /** The `<textarea>`'s own change event, passed through unchanged (for form libraries). */
  onChange?: ComponentProps<'textarea'>['onChange'];
}

/**
 * A labelled multi-line text (a profile, a note): TextField's label, hint and error, and its box's
 * border, colours and focus ring, on a `<textarea>` the user can make taller.
 */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  disabled,
  required,
  rows = 4,
  'aria-describedby': describedBy,
  onChange,
  onValueChange,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  const hasError = Boolean(error);
  const state = fieldState(disabled, hasError);
  return (
    <div data-slot="text-area-field" data-state={state} className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={ids.controlId} required={required} requiredMarker="*">
        {label}
      </FieldLabel>
      <textarea
        id={ids.controlId}
        rows={rows}
        disabled={disabled}
        required={required}
        aria-invalid={hasError || undefined}
        aria-describedby={joinIds(describedBy, Boolean(hint) && ids.hintId, hasError && ids.errorId)}
        className={cn(
          'w-full resize-y rounded-md border bg-card px-3 py-2 text-base text-foreground transition-colors outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-sm',
          state === 'invalid' && 'border-destructive',
          state === 'disabled' && 'cursor-not-allowed border-border bg-muted text-muted-foreground',
          state === 'default' && 'border-input hover:border-foreground/60',
        )}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...props}
      />
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
