import * as RadioGroup from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { radioGroupKeyDown } from '../../lib/radio-keys';
import { useControllableState } from '../../lib/use-controllable-state';

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
    Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children' | 'dir'>,
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
 * A single choice among a few options shown side by side (chart periods). A Radix radio group: one Tab
 * stop on the selected option; arrow keys move the selection (wrapping), Home and End jump to the ends.
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
  const [value, setValue] = useControllableState<T | undefined>(valueProp, defaultValue);
  const select = (next: string) => {
    if (next === value) return;
    setValue(next as T);
    onValueChange?.(next as T);
  };

  return (
    <RadioGroup.Root
      value={value ?? null}
      onValueChange={select}
      disabled={disabled}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-disabled={disabled || undefined}
      data-slot="segmented-control"
      data-size={size ?? 'md'}
      data-disabled={disabled ? '' : undefined}
      className={cn(segmentedControlVariants({ size, fullWidth }), className)}
      {...props}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          data-slot="segmented-control-item"
          data-value={option.value}
          className={segmentedControlItemVariants({ size, fullWidth })}
          onKeyDown={radioGroupKeyDown}
        >
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
