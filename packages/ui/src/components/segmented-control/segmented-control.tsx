import { cva, type VariantProps } from 'class-variance-authority';
import { useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const segmentedControlVariants = cva('inline-flex items-stretch rounded-lg bg-muted', {
  variants: {
    size: { sm: 'gap-0.5 p-0.5', md: 'gap-1 p-1' },
    fullWidth: { true: 'flex w-full', false: '' },
  },
  defaultVariants: { size: 'md', fullWidth: false },
});

export const segmentedControlItemVariants = cva(
  'inline-flex min-w-0 items-center justify-center whitespace-nowrap rounded-md font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-card',
  {
    variants: {
      size: { sm: 'h-7 px-3 text-xs', md: 'h-8 px-3.5 text-sm' },
      fullWidth: { true: 'flex-1', false: '' },
    },
    defaultVariants: { size: 'md', fullWidth: false },
  },
);

export interface SegmentedControlOption<T extends string = string> {
  value: T;
  label: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export interface SegmentedControlProps<T extends string = string>
  extends
    Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'>,
    VariantProps<typeof segmentedControlVariants> {
  /** The choices, in order. */
  options: readonly SegmentedControlOption<T>[];
  /** The selected value (controlled). */
  value?: T;
  /** The value selected at first (uncontrolled). */
  defaultValue?: T;
  /** Called with the newly selected value. */
  onValueChange?: (value: T) => void;
  /**
   * Accessible name of the group; use `aria-labelledby` instead when a visible label exists.
   * @default 'Options'
   */
  label?: string;
  /** @default false */
  disabled?: boolean;
}

/**
 * A single choice among a few options shown side by side (chart periods). It is a radio group: one
 * tab stop on the selected option; arrow keys move the selection, Home and End jump to the ends.
 */
export function SegmentedControl<T extends string = string>({
  options,
  value: valueProp,
  defaultValue,
  onValueChange,
  label = 'Options',
  disabled = false,
  size,
  fullWidth,
  className,
  'aria-labelledby': labelledBy,
  ...props
}: SegmentedControlProps<T>) {
  const [uncontrolled, setUncontrolled] = useState<T | undefined>(defaultValue);
  const value = valueProp !== undefined ? valueProp : uncontrolled;
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = options.map((option) => !disabled && !option.disabled);
  const selectedIndex = options.findIndex((option) => option.value === value);
  // The roving tab stop: the selected option, else the first one that can be chosen.
  const tabStop = selectedIndex >= 0 && enabled[selectedIndex] ? selectedIndex : enabled.indexOf(true);

  const select = (index: number) => {
    const option = options[index];
    if (!option || !enabled[index]) return;
    if (valueProp === undefined) setUncontrolled(option.value);
    if (option.value !== value) onValueChange?.(option.value);
  };

  const move = (from: number, step: 1 | -1) => {
    for (let i = 1; i <= options.length; i += 1) {
      const index = (((from + step * i) % options.length) + options.length) % options.length;
      if (enabled[index]) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') target = move(index, 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') target = move(index, -1);
    else if (event.key === 'Home') target = enabled.indexOf(true);
    else if (event.key === 'End') target = enabled.lastIndexOf(true);
    if (target === undefined || target < 0) return;
    event.preventDefault();
    itemRefs.current[target]?.focus();
    select(target);
  };

  return (
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-disabled={disabled || undefined}
      data-slot="segmented-control"
      data-size={size ?? 'md'}
      data-disabled={disabled ? '' : undefined}
      className={cn(segmentedControlVariants({ size, fullWidth }), className)}
      {...props}
    >
      {options.map((option, index) => {
        const checked = index === selectedIndex;
        return (
          <button
            key={option.value}
            ref={(node) => {
              itemRefs.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={!enabled[index]}
            data-slot="segmented-control-item"
            data-state={checked ? 'checked' : 'unchecked'}
            data-value={option.value}
            className={segmentedControlItemVariants({ size, fullWidth })}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
