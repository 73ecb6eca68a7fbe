import { cva, type VariantProps } from 'class-variance-authority';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, FieldLabel, fieldState, joinIds, useFieldIds } from '../../lib/field';
import { ChevronDownIcon } from '../../icons';

/**
 * The native `<select>` drawn like the kit's text fields. Native on purpose: phones open their own
 * picker, and keyboard and screen-reader support come for free. `appearance-none` drops the browser's
 * arrow so the kit's chevron can take its place.
 */
export const selectVariants = cva(
  'w-full cursor-pointer appearance-none rounded-md border bg-card text-foreground transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&>option]:text-foreground',
  {
    variants: {
      size: {
        sm: 'h-8 ps-2.5 pe-8 text-sm',
        md: 'h-10 ps-3 pe-9 text-base sm:text-sm',
        lg: 'h-12 ps-4 pe-10 text-base',
      },
      state: {
        default: 'border-input hover:border-foreground/60',
        invalid: 'border-destructive',
        disabled: 'cursor-not-allowed border-border bg-muted text-muted-foreground',
      },
      placeholder: { true: 'text-muted-foreground', false: '' },
    },
    defaultVariants: { size: 'md', state: 'default', placeholder: false },
  },
);

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    Omit<ComponentProps<'select'>, 'size' | 'value' | 'defaultValue' | 'multiple' | 'children'>,
    Pick<VariantProps<typeof selectVariants>, 'size'> {
  /** The visible label, tied to the select with `htmlFor`. */
  label: ReactNode;
  /**
   * Keeps the label for screen readers only.
   * @default false
   */
  hideLabel?: boolean;
  /** The choices, in display order. */
  options: SelectOption[];
  /** The selected value (controlled); `''` selects the placeholder. */
  value?: string;
  /**
   * The initially selected value (uncontrolled). Uncontrolled, the `<select>` owns its value, so a form
   * library that registers it (react-hook-form's `register`) may set it through the ref.
   * @default '' with a placeholder, else the first option's value
   */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  /**
   * Text of an empty first option, shown while nothing is chosen. In a `required` select it cannot be
   * chosen again once something else is, so the field cannot be emptied by accident.
   */
  placeholder?: string;
  /** Help text under the select, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; when present the select is marked `aria-invalid` and the message is linked to it. */
  error?: ReactNode;
  /**
   * Marks the select invalid without a message (the questionnaire shows invalid styling only).
   * @default false
   */
  invalid?: boolean;
  /**
   * Visual marker after the label of a `required` select.
   * @default '*'
   */
  requiredMarker?: ReactNode;
  /** Classes for the `<select>` itself; `className` styles the outer wrapper. */
  selectClassName?: string;
}

/** A labelled native select with placeholder, hint and error. */
export function Select({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onValueChange,
  onChange,
  placeholder,
  hint,
  error,
  invalid = false,
  requiredMarker = '*',
  size,
  id,
  className,
  selectClassName,
  disabled,
  required,
  'aria-describedby': describedBy,
  ref,
  ...props
}: SelectProps) {
  const ids = useFieldIds(id);
  // Without a placeholder the browser shows the first option, so that is what the state must say too.
  const initial = defaultValue ?? (placeholder === undefined ? (options[0]?.value ?? '') : '');
  const controlled = value !== undefined;
  // Uncontrolled, the <select> owns its value (`defaultValue`) and `shown` follows it for the
  // placeholder's look: what a form library set through the ref before paint is read back.
  const control = useRef<HTMLSelectElement | null>(null);
  const [shown, setShown] = useState(initial);
  useLayoutEffect(() => {
    if (!controlled && control.current) setShown(control.current.value);
  }, [controlled]);
  const setRefs = useCallback(
    (node: HTMLSelectElement | null) => {
      control.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );
  const current = controlled ? value : shown;
  const hasHint = Boolean(hint);
  const hasError = Boolean(error);
  const isInvalid = invalid || hasError;
  const state = fieldState(disabled, isInvalid);
  const showsPlaceholder = placeholder !== undefined && current === '';

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    setShown(event.target.value);
    onValueChange?.(event.target.value);
  };

  return (
    <div
      data-slot="select"
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
      <div className="relative">
        <select
          ref={setRefs}
          id={ids.controlId}
          {...(controlled ? { value } : { defaultValue: initial })}
          onChange={handleChange}
          disabled={disabled}
          required={required}
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(describedBy, hasHint && ids.hintId, hasError && ids.errorId)}
          data-slot="select-control"
          data-placeholder={showsPlaceholder ? '' : undefined}
          className={cn(selectVariants({ size, state, placeholder: showsPlaceholder }), selectClassName)}
          {...props}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          data-slot="select-icon"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
