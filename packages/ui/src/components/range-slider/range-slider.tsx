import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldHint, joinIds, useFieldIds } from '../../lib/field';
import { useControllableState } from '../../lib/use-controllable-state';

export type RangeSliderValue = [number, number];

export interface RangeSliderProps extends Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  | 'value'
  | 'defaultValue'
  | 'onValueChange'
  | 'onValueCommit'
  | 'orientation'
  | 'inverted'
  | 'children'
  | 'asChild'
  | 'preserveThumbOrder'
> {
  /** The visible label; the slider group is named by it. */
  label: ReactNode;
  /**
   * Keeps the label for screen readers only.
   * @default false
   */
  hideLabel?: boolean;
  /** The selected range `[lower, upper]` (controlled). */
  value?: RangeSliderValue;
  /**
   * The initial range (uncontrolled).
   * @default [min, max]
   */
  defaultValue?: RangeSliderValue;
  /** Called on every change while a thumb moves. */
  onValueChange?: (value: RangeSliderValue) => void;
  /** Called once a change is finished (pointer released, or a key pressed). */
  onValueCommit?: (value: RangeSliderValue) => void;
  /**
   * How many steps the lower thumb stays below the upper one (SPEC: interest 1 apart).
   * @default 0
   */
  minStepsBetweenThumbs?: number;
  /**
   * Writes a value for the labels and for screen readers (`aria-valuetext`).
   * @default (value) => `${value} %`
   */
  formatValue?: (value: number) => string;
  /**
   * Accessible name of the lower thumb.
   * @default 'Minimum'
   */
  minThumbLabel?: string;
  /**
   * Accessible name of the upper thumb.
   * @default 'Maximum'
   */
  maxThumbLabel?: string;
  /**
   * Shows `min` and `max` under the ends of the track.
   * @default true
   */
  showScale?: boolean;
  /** Help text under the slider, linked to both thumbs. */
  hint?: ReactNode;
}

const defaultFormat = (value: number) => `${value} %`;

/** Rounds to the step's decimals, so `0.1 + 0.2`-style noise never reaches the value. */
function toStepPrecision(value: number, step: number): number {
  const decimals = String(step).split('.')[1]?.length ?? 0;
  return Number(value.toFixed(decimals));
}

/**
 * A two-thumb range slider (the custom strategy's interest range) on Radix Slider. The thumbs never
 * cross: each stops `minStepsBetweenThumbs` steps short of the other, for pointer, arrow keys and
 * Home/End alike. Home and End move the focused thumb (Radix alone would always move the first or last
 * thumb). `data-state` on the root is `default` or `disabled`.
 */
export function RangeSlider({
  label,
  hideLabel = false,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs = 0,
  formatValue = defaultFormat,
  minThumbLabel = 'Minimum',
  maxThumbLabel = 'Maximum',
  showScale = true,
  hint,
  id,
  className,
  disabled,
  ...props
}: RangeSliderProps) {
  const ids = useFieldIds(id);
  const [range, setRange] = useControllableState<RangeSliderValue>(
    value,
    defaultValue ?? [min, max],
    onValueChange,
  );
  const [lower, upper] = range;
  const gap = minStepsBetweenThumbs * step;
  const hasHint = Boolean(hint);

  const handleThumbKeyDown = (index: 0 | 1) => (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    // Handled here instead of by Radix (its root handler skips prevented events).
    event.preventDefault();
    if (disabled) return;
    const toStart = event.key === 'Home';
    const next: RangeSliderValue =
      index === 0
        ? [toStart ? min : toStepPrecision(upper - gap, step), upper]
        : [lower, toStart ? toStepPrecision(lower + gap, step) : max];
    if (next[0] === lower && next[1] === upper) return;
    setRange(next);
    onValueCommit?.(next);
  };

  const thumbClassName =
    'relative block size-5 cursor-grab rounded-full border-2 border-primary bg-card shadow-card transition-colors after:absolute after:-inset-2.5 after:content-[""] hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing data-disabled:cursor-not-allowed data-disabled:border-muted-foreground';

  return (
    <div
      data-slot="range-slider"
      data-state={disabled ? 'disabled' : 'default'}
      className={cn('flex flex-col gap-3', className)}
    >
      <div className="flex items-baseline justify-between gap-4">
        <span id={ids.labelId} className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}>
          {label}
        </span>
        <span
          data-slot="range-slider-value"
          className={cn(
            'ms-auto text-sm font-semibold tabular-nums',
            disabled ? 'text-muted-foreground' : 'text-foreground',
          )}
        >
          {formatValue(lower)} – {formatValue(upper)}
        </span>
      </div>
      <SliderPrimitive.Root
        id={ids.controlId}
        role="group"
        aria-labelledby={ids.labelId}
        value={range}
        onValueChange={(next) => setRange([next[0] ?? lower, next[1] ?? upper])}
        onValueCommit={(next) => onValueCommit?.([next[0] ?? lower, next[1] ?? upper])}
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        preserveThumbOrder
        disabled={disabled}
        data-slot="range-slider-root"
        className="relative flex h-5 w-full touch-none items-center select-none data-disabled:opacity-55"
        {...props}
      >
        <SliderPrimitive.Track
          data-slot="range-slider-track"
          className="relative h-1.5 grow overflow-hidden rounded-full bg-border"
        >
          <SliderPrimitive.Range
            data-slot="range-slider-range"
            className="absolute h-full bg-primary data-disabled:bg-muted-foreground"
          />
        </SliderPrimitive.Track>
        {([lower, upper] as const).map((thumbValue, index) => (
          <SliderPrimitive.Thumb
            key={index}
            aria-label={index === 0 ? minThumbLabel : maxThumbLabel}
            aria-valuetext={formatValue(thumbValue)}
            aria-describedby={joinIds(hasHint && ids.hintId)}
            data-slot="range-slider-thumb"
            className={thumbClassName}
            onKeyDown={handleThumbKeyDown(index === 0 ? 0 : 1)}
          />
        ))}
      </SliderPrimitive.Root>
      {showScale && (
        <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground tabular-nums">
          <span>{formatValue(min)}</span>
          <span>{formatValue(max)}</span>
        </div>
      )}
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
    </div>
  );
}
