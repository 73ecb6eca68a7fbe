import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { AlertCircleIcon } from '../icons';

/*
 * The label, hint and error parts every form primitive of the kit shares, so all fields read, space and
 * announce the same way. Internal: the package exports the fields, not these parts.
 */

/** Ids that tie a control to its label, hint and error (`htmlFor`, `aria-describedby`). */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `${generated}control`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/** Joins the ids that are present into an `aria-describedby` value, or undefined when there are none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** The one-word `data-state` of a field: a disabled field cannot be corrected, so it wins over invalid. */
export function fieldState(
  disabled: boolean | undefined,
  invalid: boolean,
): 'default' | 'invalid' | 'disabled' {
  if (disabled) return 'disabled';
  return invalid ? 'invalid' : 'default';
}

interface FieldLabelProps extends ComponentProps<'label'> {
  required?: boolean;
  requiredMarker?: ReactNode;
  hidden?: boolean;
}

/** The marker is visual only: the control's own `required` is what assistive technology announces. */
export function FieldLabel({
  required,
  requiredMarker,
  hidden,
  className,
  children,
  ...props
}: FieldLabelProps) {
  return (
    <label
      data-slot="field-label"
      className={cn('text-sm font-medium text-foreground', hidden && 'sr-only', className)}
      {...props}
    >
      {children}
      {required && requiredMarker != null && (
        <span aria-hidden="true" data-slot="field-required-marker" className="ms-0.5 text-destructive">
          {requiredMarker}
        </span>
      )}
    </label>
  );
}

export function FieldHint({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-hint" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-error"
      className={cn('flex items-start gap-1.5 text-sm text-destructive', className)}
      {...props}
    >
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
