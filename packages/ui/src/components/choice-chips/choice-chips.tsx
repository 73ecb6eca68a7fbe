import { cva, type VariantProps } from 'class-variance-authority';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, joinIds, useFieldIds } from '../../lib/field';
import { CheckIcon } from '../../icons';
import { useControllableState } from '../../lib/use-controllable-state';

/**
 * One chip. Selected chips get the accent surface, the brand border and a tick, so the state does not
 * rest on colour alone.
 */
export const choiceChipVariants = cva(
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-full border font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      size: { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm' },
      selected: {
        true: 'border-primary bg-accent text-accent-foreground',
        false: 'border-input bg-card text-foreground hover:bg-muted',
      },
      invalid: { true: '', false: '' },
    },
    compoundVariants: [{ selected: false, invalid: true, className: 'border-destructive' }],
    defaultVariants: { size: 'md', selected: false, invalid: false },
  },
);

export interface ChoiceChipOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface ChoiceChipsBaseProps extends Pick<VariantProps<typeof choiceChipVariants>, 'size'> {
  /** The group's visible label (the group is named by it). */
  label: ReactNode;
  /**
   * Keeps the group label for screen readers only.
   * @default false
   */
  hideLabel?: boolean;
  /** The chips, in display order. */
  options: ChoiceChipOption[];
  /** Help text under the chips, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message under the chips, linked with `aria-describedby`. */
  error?: ReactNode;
  /**
   * Disables every chip.
   * @default false
   */
  disabled?: boolean;
  /** Base for the element ids; generated when absent. */
  id?: string;
  className?: string;
}

export interface ChoiceChipsSingleProps extends ChoiceChipsBaseProps {
  /** `single`: a radio group, one chip at a time. */
  type: 'single';
  /** The chosen chip (controlled); `null` for none yet. */
  value?: string | null;
  /**
   * The initially chosen chip (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the newly chosen chip. */
  onValueChange?: (value: string) => void;
}

export interface ChoiceChipsMultipleProps extends ChoiceChipsBaseProps {
  /** `multiple`: a group of toggle buttons, any number of chips. */
  type: 'multiple';
  /** The chosen chips (controlled). */
  value?: string[];
  /**
   * The initially chosen chips (uncontrolled).
   * @default []
   */
  defaultValue?: string[];
  /** Called with every chosen chip, in the options' order. */
  onValueChange?: (value: string[]) => void;
}

export type ChoiceChipsProps = ChoiceChipsSingleProps | ChoiceChipsMultipleProps;

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * Chips for a single choice (a radio group: one Tab stop, arrow keys move and choose, as native radios
 * do) or a multiple choice (toggle buttons with `aria-pressed`, each a Tab stop, Space or Enter toggles).
 * Used for the custom strategy's term, loan type and protection choices.
 */
export function ChoiceChips(props: ChoiceChipsProps) {
  const { label, hideLabel = false, options, hint, error, disabled = false, size, id, className } = props;
  const ids = useFieldIds(id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const single = props.type === 'single';

  // One state shape for both modes: single mode stores zero or one value.
  const initial = single
    ? props.defaultValue == null
      ? []
      : [props.defaultValue]
    : (props.defaultValue ?? []);
  const controlled = single
    ? props.value === undefined
      ? undefined
      : props.value === null
        ? []
        : [props.value]
    : props.value;
  const [chosen, setChosen] = useControllableState<string[]>(controlled, initial);

  const choose = (value: string) => {
    if (props.type === 'single') {
      if (chosen[0] === value) return;
      setChosen([value]);
      props.onValueChange?.(value);
      return;
    }
    const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
    const ordered = options.map((option) => option.value).filter((v) => next.includes(v));
    setChosen(ordered);
    props.onValueChange?.(ordered);
  };

  const enabled = options.filter((option) => !option.disabled && !disabled);
  // The radio group's single Tab stop: the chosen chip, else the first enabled one.
  const tabStop = enabled.find((option) => chosen.includes(option.value))?.value ?? enabled[0]?.value;

  const handleRadioKeyDown = (event: KeyboardEvent<HTMLButtonElement>, value: string) => {
    const direction = NEXT_KEYS.includes(event.key) ? 1 : PREVIOUS_KEYS.includes(event.key) ? -1 : 0;
    if (direction === 0 || enabled.length === 0) return;
    event.preventDefault();
    const at = enabled.findIndex((option) => option.value === value);
    const next = enabled[(at + direction + enabled.length) % enabled.length]!;
    buttons.current[options.indexOf(next)]?.focus();
    choose(next.value);
  };

  const hasHint = Boolean(hint);
  const hasError = Boolean(error);

  return (
    <div
      data-slot="choice-chips"
      data-type={props.type}
      data-size={size ?? 'md'}
      data-state={disabled ? 'disabled' : hasError ? 'invalid' : 'default'}
      className={cn('flex flex-col gap-2', className)}
    >
      <span id={ids.labelId} className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}>
        {label}
      </span>
      <div
        role={single ? 'radiogroup' : 'group'}
        aria-labelledby={ids.labelId}
        aria-describedby={joinIds(hasHint && ids.hintId, hasError && ids.errorId)}
        aria-invalid={single && hasError ? true : undefined}
        data-slot="choice-chips-group"
        className="flex flex-wrap gap-2"
      >
        {options.map((option, index) => {
          const selected = chosen.includes(option.value);
          const optionDisabled = disabled || option.disabled;
          return (
            <button
              key={option.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role={single ? 'radio' : undefined}
              aria-checked={single ? selected : undefined}
              aria-pressed={single ? undefined : selected}
              tabIndex={single ? (option.value === tabStop ? 0 : -1) : undefined}
              disabled={optionDisabled}
              data-slot="choice-chip"
              data-state={selected ? 'on' : 'off'}
              className={choiceChipVariants({ size, selected, invalid: hasError })}
              onClick={() => choose(option.value)}
              onKeyDown={single ? (event) => handleRadioKeyDown(event, option.value) : undefined}
            >
              {selected && <CheckIcon />}
              {option.label}
            </button>
          );
        })}
      </div>
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
