import * as RadioGroup from '@radix-ui/react-radio-group';
import { cva } from 'class-variance-authority';
import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { radioGroupKeyDown } from '../../lib/radio-keys';
import { useControllableState } from '../../lib/use-controllable-state';

export const tileVariants = cva(
  'relative flex min-w-0 flex-col gap-1 rounded-lg border bg-card p-3 text-left text-card-foreground shadow-card sm:p-4',
  {
    variants: {
      interactive: {
        true: 'cursor-pointer transition-colors hover:border-input focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=selected]:border-primary data-[state=selected]:ring-1 data-[state=selected]:ring-primary',
        false: '',
      },
    },
    defaultVariants: { interactive: false },
  },
);

export const tileHintVariants = cva('inline-flex items-center gap-1 text-xs sm:text-sm', {
  variants: {
    trend: {
      neutral: 'text-muted-foreground',
      up: 'text-success',
      down: 'text-destructive',
    },
  },
  defaultVariants: { trend: 'neutral' },
});

export type TileTrend = 'up' | 'down' | 'neutral';

interface TileGroupContextValue {
  value: string | undefined;
}

const TileGroupContext = createContext<TileGroupContextValue | null>(null);

export interface TileGroupProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'dir'> {
  /** The selected tile's `value` (controlled). */
  value?: string;
  /** The tile selected at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the `value` of the tile the user selects. */
  onValueChange?: (value: string) => void;
  /**
   * Accessible name of the group, unless `aria-labelledby` points at a visible heading.
   * @default 'Chart series'
   */
  label?: string;
}

/**
 * Makes its Tiles a single-select radio group (Radix RadioGroup): the selected tile decides which series
 * a chart shows. It is a radio group rather than tabs because the tiles choose a value for one chart;
 * they do not swap panels. Arrow keys move the selection (wrapping), Home and End jump to the ends, and
 * only the selected tile is in the Tab order.
 */
export function TileGroup({
  value: valueProp,
  defaultValue,
  onValueChange,
  label = 'Chart series',
  className,
  children,
  ...props
}: TileGroupProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue);
  const select = (next: string) => {
    if (next === value) return;
    setValue(next);
    onValueChange?.(next);
  };

  return (
    <TileGroupContext value={{ value }}>
      <RadioGroup.Root
        value={value ?? null}
        onValueChange={select}
        aria-label={props['aria-labelledby'] ? undefined : label}
        data-slot="tile-group"
        className={cn('grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4', className)}
        {...props}
      >
        {children}
      </RadioGroup.Root>
    </TileGroupContext>
  );
}

export interface TileProps extends Omit<ComponentProps<'div'>, 'children' | 'onClick'> {
  /** Identifies the tile inside a TileGroup; required there, ignored outside one. */
  value?: string;
  /** What the figure is, for example 'Earnings'. */
  label: ReactNode;
  /** The big figure, for example `<Money value={1234.56} />`. */
  children: ReactNode;
  /** A short line under the figure, for example a change since last month. */
  hint?: ReactNode;
  /**
   * Colours the hint and adds an arrow: up is success, down is destructive.
   * @default 'neutral'
   */
  trend?: TileTrend;
  /**
   * Accessible name of the trend arrow when it goes up.
   * @default 'Up'
   */
  trendUpLabel?: string;
  /**
   * Accessible name of the trend arrow when it goes down.
   * @default 'Down'
   */
  trendDownLabel?: string;
}

function TrendArrow({ direction, label }: { direction: 'up' | 'down'; label: string }) {
  const Arrow = direction === 'up' ? ArrowUpIcon : ArrowDownIcon;
  return <Arrow className="size-3.5 shrink-0" role="img" aria-label={label} />;
}

/**
 * A dashboard figure: label, big value and an optional hint. Inside a TileGroup it becomes a
 * selectable radio; on its own it is a static card.
 */
export function Tile({
  value,
  label,
  children,
  hint,
  trend = 'neutral',
  trendUpLabel = 'Up',
  trendDownLabel = 'Down',
  className,
  ...props
}: TileProps) {
  const group = use(TileGroupContext);
  const id = useId();
  const labelId = `${id}-label`;
  const figureId = `${id}-value`;
  const hintId = `${id}-hint`;

  const content = (
    <>
      <span
        id={labelId}
        data-slot="tile-label"
        className="block pr-6 text-sm font-medium text-muted-foreground"
      >
        {label}
      </span>
      <span
        id={figureId}
        data-slot="tile-value"
        className="block text-lg font-semibold tracking-tight text-foreground tabular-nums sm:text-2xl"
      >
        {children}
      </span>
      {hint != null && (
        <span id={hintId} data-slot="tile-hint" data-trend={trend} className={tileHintVariants({ trend })}>
          {trend !== 'neutral' && (
            <TrendArrow direction={trend} label={trend === 'up' ? trendUpLabel : trendDownLabel} />
          )}
          <span>{hint}</span>
        </span>
      )}
    </>
  );

  if (!group || value === undefined) {
    return (
      <div data-slot="tile" data-state="idle" className={cn(tileVariants(), className)} {...props}>
        {content}
      </div>
    );
  }

  const selected = group.value === value;
  // Radix keeps the roving Tab stop on the selected tile (the first one while none is selected).
  return (
    <RadioGroup.Item
      {...(props as ComponentProps<'button'>)}
      value={value}
      aria-labelledby={labelId}
      aria-describedby={hint != null ? `${figureId} ${hintId}` : figureId}
      data-slot="tile"
      data-value={value}
      data-state={selected ? 'selected' : 'idle'}
      className={cn(tileVariants({ interactive: true }), className)}
      onKeyDown={radioGroupKeyDown}
    >
      <span
        aria-hidden="true"
        data-slot="tile-indicator"
        className={cn(
          'absolute top-3 right-3 flex size-4 items-center justify-center rounded-full border-2 sm:top-4 sm:right-4',
          selected ? 'border-primary' : 'border-input',
        )}
      >
        {selected && <span className="size-2 rounded-full bg-primary" />}
      </span>
      {content}
    </RadioGroup.Item>
  );
}
