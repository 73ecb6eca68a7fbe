import { Tooltip, TooltipWithBounds } from '@visx/tooltip';
import { forwardRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ChartTooltipItem {
  /** Stable key of the row. */
  id: string;
  /** Series or segment name; omitted for single-series charts. */
  label?: ReactNode;
  /** The formatted value. */
  value: ReactNode;
  /** Swatch colour: a chart token such as `var(--chart-1)`. */
  color?: string;
}

export interface ChartTooltipProps {
  /** Anchor position in px inside the plot container (which must be `position: relative`). */
  left: number;
  /** Anchor position in px inside the plot container. */
  top: number;
  /** Heading line, for example the day of the point. */
  title?: ReactNode;
  /** The value rows. */
  items: ChartTooltipItem[];
  className?: string;
}

const boxClassName =
  'pointer-events-none z-10 min-w-28 rounded-md border bg-popover px-3 py-2 text-popover-foreground shadow-overlay';

function TooltipBody({ title, items }: Pick<ChartTooltipProps, 'title' | 'items'>) {
  return (
    <>
      {title != null && (
        <div data-slot="chart-tooltip-title" className="mb-1 text-xs whitespace-nowrap text-muted-foreground">
          {title}
        </div>
      )}
      <div className="flex flex-col gap-1">
        {items.map((item) => (
          <div key={item.id} className="flex items-center gap-2 whitespace-nowrap">
            {item.color && (
              <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: item.color }} />
            )}
            {item.label != null && <span className="text-xs text-muted-foreground">{item.label}</span>}
            <span
              data-slot="chart-tooltip-value"
              className={cn('text-sm font-semibold tabular-nums', item.label != null && 'ml-auto pl-2')}
            >
              {item.value}
            </span>
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The floating value box of every chart. It sits beside its anchor and flips to stay inside the plot
 * (visx measures it). It is hidden from assistive technology: charts announce the same text through a
 * live region instead.
 */
export function ChartTooltip({ left, top, title, items, className }: ChartTooltipProps) {
  return (
    <TooltipWithBounds
      // Remounting re-measures the box, so a longer value never overflows the plot.
      key={`${Math.round(left)}:${Math.round(top)}`}
      left={left}
      top={top}
      offsetLeft={12}
      offsetTop={12}
      unstyled
      applyPositionStyle
      aria-hidden="true"
      data-slot="chart-tooltip"
      className={cn(boxClassName, className)}
    >
      <TooltipBody title={title} items={items} />
    </TooltipWithBounds>
  );
}

/**
 * The same box placed at an exact top-left corner the caller computed (radial charts place it outside
 * the ring so it never hides the centre figure).
 */
export const PlacedChartTooltip = forwardRef<HTMLDivElement, ChartTooltipProps>(function PlacedChartTooltip(
  { left, top, title, items, className },
  ref,
) {
  return (
    <Tooltip
      ref={ref}
      left={left}
      top={top}
      offsetLeft={0}
      offsetTop={0}
      unstyled
      applyPositionStyle
      aria-hidden="true"
      data-slot="chart-tooltip"
      className={cn(boxClassName, className)}
    >
      <TooltipBody title={title} items={items} />
    </Tooltip>
  );
});
