import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ChartLegendItem {
  /** Stable key of the entry. */
  id: string;
  label: ReactNode;
  /** Swatch colour: a chart token such as `var(--chart-1)`. */
  color: string;
  /** The formatted value. */
  value?: ReactNode;
  /** A secondary figure, for example the share in percent. */
  detail?: ReactNode;
}

export interface ChartLegendProps {
  items: ChartLegendItem[];
  /**
   * Index of the entry to emphasise (the chart's highlighted segment).
   * @default null
   */
  activeIndex?: number | null;
  /** Called with the index of the hovered entry, and `null` when the pointer leaves the legend. */
  onActiveIndexChange?: (index: number | null) => void;
  className?: string;
}

/** Swatch, name and figures of each series or segment; hovering an entry highlights it in the chart. */
export function ChartLegend({ items, activeIndex = null, onActiveIndexChange, className }: ChartLegendProps) {
  return (
    <ul
      data-slot="chart-legend"
      className={cn('flex flex-col gap-1', className)}
      onPointerLeave={onActiveIndexChange ? () => onActiveIndexChange(null) : undefined}
    >
      {items.map((item, index) => (
        <li
          key={item.id}
          data-slot="chart-legend-item"
          data-state={activeIndex === index ? 'active' : activeIndex === null ? 'idle' : 'inactive'}
          onPointerEnter={onActiveIndexChange ? () => onActiveIndexChange(index) : undefined}
          className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm transition-colors data-[state=active]:bg-muted"
        >
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: item.color }}
          />
          <span className="min-w-0 flex-1 text-muted-foreground">{item.label}</span>
          {item.value != null && (
            <span className="font-medium text-foreground tabular-nums">{item.value}</span>
          )}
          {item.detail != null && (
            <span className="min-w-10 text-right text-muted-foreground tabular-nums">{item.detail}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
