import * as RadioGroup from '@radix-ui/react-radio-group';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { radioGroupKeyDown } from '../../lib/radio-keys';
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

/**
 * Chips for a single choice (a Radix radio group) or a multiple choice (a Radix toggle group of buttons
 * with `aria-pressed`). Both are one Tab stop with a roving focus: arrow keys move (and, for a single
 * choice, choose, as native radios do), Home and End go to the first and last chip; Space or Enter
 * toggles a chip of a multiple choice. Used for the custom strategy's term, loan type and protection.
 */
export function ChoiceChips(props: ChoiceChipsProps) {
  const { label, hideLabel = false, options, hint, error, disabled = false, size, id, className } = props;
  const ids = useFieldIds(id);
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

  const chooseOne = (value: string) => {
    if (props.type !== 'single' || value === '' || chosen[0] === value) return;
    setChosen([value]);
    props.onValueChange?.(value);
  };
  const chooseMany = (values: string[]) => {
    if (props.type !== 'multiple') return;
    const ordered = options.map((option) => option.value).filter((v) => values.includes(v));
    setChosen(ordered);
    props.onValueChange?.(ordered);
  };

  const hasHint = Boolean(hint);
  const hasError = Boolean(error);
  const groupProps = {
    'aria-labelledby': ids.labelId,
    'aria-describedby': joinIds(hasHint && ids.hintId, hasError && ids.errorId),
    'data-slot': 'choice-chips-group',
    className: 'flex flex-wrap gap-2',
  };

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
      {single ? (
        <RadioGroup.Root
          value={chosen[0] ?? null}
          onValueChange={chooseOne}
          disabled={disabled}
          {...groupProps}
          aria-invalid={hasError || undefined}
        >
          {options.map((option) => {
            const selected = chosen.includes(option.value);
            return (
              <RadioGroup.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="choice-chip"
                data-state={selected ? 'on' : 'off'}
                className={choiceChipVariants({ size, selected, invalid: hasError })}
                onKeyDown={radioGroupKeyDown}
              >
                {selected && <CheckIcon />}
                {option.label}
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>
      ) : (
        <ToggleGroup.Root
          role="group"
          type="multiple"
          value={chosen}
          onValueChange={chooseMany}
          disabled={disabled}
          {...groupProps}
        >
          {options.map((option) => {
            const selected = chosen.includes(option.value);
            return (
              <ToggleGroup.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="choice-chip"
                className={choiceChipVariants({ size, selected, invalid: hasError })}
              >
                {selected && <CheckIcon />}
                {option.label}
              </ToggleGroup.Item>
            );
          })}
        </ToggleGroup.Root>
      )}
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
