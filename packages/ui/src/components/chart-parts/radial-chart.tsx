import { Group } from '@visx/group';
import { Arc, Pie } from '@visx/shape';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ChartDataTable, ChartEmpty, ChartLiveRegion } from './chart-data-table';
import { ChartLegend } from './chart-legend';
import { PlacedChartTooltip } from './chart-tooltip';
import { chartPlotClassName } from './classes';
import { chartColor, type ChartColor } from './colors';
import { defaultValueFormatter } from './format';
import { placeRadialTooltip } from './placement';
import { shareToPercentFloor } from './ratio';
import { useChartNavigation } from './use-chart-navigation';

/** One slice of a pie or donut chart. */
export interface ChartSegment {
  /** Stable key. */
  id: string;
  /** Name shown in the legend, tooltip and data table. */
  label: string;
  /** Non-negative amount; the slice's share is its part of the sum of all values. */
  value: number;
  /** A palette token; by default segments take `--chart-1`, `--chart-2`, … in order. */
  color?: ChartColor;
}

/** A segment as the summary sees it: already formatted. */
export interface ChartSegmentSummary {
  label: string;
  value: string;
  share: string;
}

/** Props shared by PieChart and DonutChart. */
export interface RadialChartProps {
  /** The slices, drawn clockwise from 12 o'clock in this order. */
  segments: ChartSegment[];
  /**
   * Visible title above the chart; also names the chart for assistive technology.
   */
  title?: string;
  /**
   * Accessible name when there is no visible title.
   * @default 'Chart'
   */
  label?: string;
  /**
   * Diameter of the chart in px.
   * @default 200
   */
  size?: number;
  /**
   * Formats a segment value in the legend, tooltip and data table (the app passes a money formatter).
   * @default English number format
   */
  valueFormatter?: (value: number) => string;
  /**
   * Formats a whole percent (already rounded down) for shares.
   * @default (percent) => `${percent}%`
   */
  formatPercent?: (percent: number) => string;
  /**
   * Shows each segment's share of the total beside its value; turn off when values already are shares.
   * @default true
   */
  showShare?: boolean;
  /**
   * Shown instead of the chart when there is no segment or every value is zero.
   * @default 'No data yet.'
   */
  emptyText?: string;
  /**
   * Heading of the segment column in the screen-reader table.
   * @default 'Segment'
   */
  segmentColumnLabel?: string;
  /**
   * Heading of the value column in the screen-reader table.
   * @default 'Value'
   */
  valueColumnLabel?: string;
  /**
   * Heading of the share column in the screen-reader table.
   * @default 'Share'
   */
  shareColumnLabel?: string;
  /**
   * How screen readers call the focusable plot.
   * @default 'chart'
   */
  roleDescription?: string;
  /**
   * Tells keyboard users how to read the chart.
   * @default 'Use the arrow keys to move between segments.'
   */
  keyboardHint?: string;
  /**
   * Builds the one-sentence summary screen readers hear on the plot.
   * @default "Invoice factoring 1,200 (60%), Reverse factoring 800 (40%)"
   */
  formatSummary?: (segments: ChartSegmentSummary[]) => string;
  className?: string;
}

interface RadialChartInternalProps extends RadialChartProps {
  slot: string;
  /** Ring width in px; `null` draws a full pie. */
  thickness: number | null;
  /** Content in the middle of a donut. */
  center?: ReactNode;
}

const defaultFormatPercent = (percent: number) => `${percent}%`;
const defaultSummary = (segments: ChartSegmentSummary[]) =>
  segments.map((s) => (s.share ? `${s.label} ${s.value} (${s.share})` : `${s.label} ${s.value}`)).join(', ');
// Room for the highlighted slice to grow without leaving the SVG.
const GROW = 5;

/** The shared body of PieChart and DonutChart: slices, legend, tooltip, keyboard and text alternative. */
export function RadialChart({
  slot,
  thickness,
  center,
  segments,
  title,
  label = 'Chart',
  size = 200,
  valueFormatter = defaultValueFormatter,
  formatPercent = defaultFormatPercent,
  showShare = true,
  emptyText = 'No data yet.',
  segmentColumnLabel = 'Segment',
  valueColumnLabel = 'Value',
  shareColumnLabel = 'Share',
  roleDescription = 'chart',
  keyboardHint = 'Use the arrow keys to move between segments.',
  formatSummary = defaultSummary,
  className,
}: RadialChartInternalProps) {
  const titleId = useId();
  const hintId = useId();
  const total = segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const empty = segments.length === 0 || total <= 0;
  const nav = useChartNavigation(empty ? 0 : segments.length, { wrap: true, start: 'first' });
  const { activeIndex } = nav;

  const items = segments.map((segment, index) => ({
    ...segment,
    color: segment.color ?? chartColor(index),
    formattedValue: valueFormatter(segment.value),
    formattedShare: formatPercent(shareToPercentFloor(Math.max(0, segment.value), total)),
  }));
  const describe = (item: (typeof items)[number]) =>
    showShare
      ? `${item.label}: ${item.formattedValue} (${item.formattedShare})`
      : `${item.label}: ${item.formattedValue}`;

  const outer = size / 2 - GROW;
  const inner = thickness === null ? 0 : Math.max(0, outer - thickness);
  const active = activeIndex === null ? undefined : items[activeIndex];

  let midAngle = 0;
  if (active && activeIndex !== null) {
    const before = items.slice(0, activeIndex).reduce((sum, s) => sum + Math.max(0, s.value), 0);
    midAngle = ((before + Math.max(0, active.value) / 2) / total) * 2 * Math.PI;
  }

  const rowRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  // The box is placed from measured sizes before paint; moving it by transform keeps React's own
  // style props untouched, so no second render is needed.
  useLayoutEffect(() => {
    const row = rowRef.current;
    const plot = plotRef.current;
    const box = tooltipRef.current;
    if (!row || !plot || !box) return;
    const rowRect = row.getBoundingClientRect();
    const plotRect = plot.getBoundingClientRect();
    const reach = outer + GROW;
    const { left, top } = placeRadialTooltip({
      anchor: {
        x: plotRect.left - rowRect.left + size / 2 + Math.sin(midAngle) * reach,
        y: plotRect.top - rowRect.top + size / 2 - Math.cos(midAngle) * reach,
      },
      angle: midAngle,
      box: { width: box.offsetWidth, height: box.offsetHeight },
      bounds: { width: rowRect.width, height: rowRect.height },
      gap: 6,
    });
    box.style.transform = `translate(${left}px, ${top}px)`;
  });

  return (
    <figure
      data-slot={slot}
      data-state={empty ? 'empty' : 'ready'}
      aria-labelledby={titleId}
      className={cn('@container flex w-full min-w-0 flex-col gap-4', className)}
    >
      <div id={titleId} className={title ? 'text-base font-semibold text-foreground' : 'sr-only'}>
        {title ?? label}
      </div>
      {empty ? (
        <ChartEmpty height={size}>{emptyText}</ChartEmpty>
      ) : (
        <div ref={rowRef} className="relative flex flex-col items-center gap-6 @md:flex-row @md:gap-8">
          <div
            ref={plotRef}
            data-slot={`${slot}-plot`}
            role="group"
            aria-roledescription={roleDescription}
            aria-label={formatSummary(
              items.map((i) => ({
                label: i.label,
                value: i.formattedValue,
                share: showShare ? i.formattedShare : '',
              })),
            )}
            aria-describedby={hintId}
            className={cn(chartPlotClassName, 'shrink-0 rounded-full')}
            style={{ width: size, height: size }}
            {...nav.plotProps}
          >
            <svg width={size} height={size} aria-hidden="true" className="block overflow-visible">
              <Group top={size / 2} left={size / 2}>
                <Pie data={items} pieValue={(d) => Math.max(0, d.value)} pieSortValues={null}>
                  {(pie) =>
                    pie.arcs.map((arc, index) => {
                      const isActive = activeIndex === index;
                      return (
                        <g
                          key={arc.data.id}
                          data-slot={`${slot}-segment`}
                          data-index={index}
                          data-state={isActive ? 'active' : activeIndex === null ? 'idle' : 'inactive'}
                          className="transition-opacity data-[state=inactive]:opacity-50"
                          {...nav.itemProps(index)}
                        >
                          <Arc
                            startAngle={arc.startAngle}
                            endAngle={arc.endAngle}
                            innerRadius={inner}
                            outerRadius={isActive ? outer + GROW : outer}
                            cornerRadius={thickness === null ? 0 : 3}
                            padAngle={thickness === null ? 0 : 0.015}
                            fill={arc.data.color}
                            stroke={thickness === null ? 'var(--card)' : undefined}
                            strokeWidth={thickness === null ? 2 : undefined}
                          />
                        </g>
                      );
                    })
                  }
                </Pie>
              </Group>
            </svg>
            {center != null && (
              <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
                {center}
              </div>
            )}
          </div>
          <ChartLegend
            className="w-full min-w-0 @md:flex-1"
            items={items.map((item) => ({
              id: item.id,
              label: item.label,
              color: item.color,
              value: item.formattedValue,
              detail: showShare ? item.formattedShare : undefined,
            }))}
            activeIndex={activeIndex}
            onActiveIndexChange={nav.focused ? undefined : nav.setActiveIndex}
          />
          {active && (
            <PlacedChartTooltip
              ref={tooltipRef}
              left={0}
              top={0}
              items={[
                {
                  id: active.id,
                  label: active.label,
                  color: active.color,
                  value: showShare
                    ? `${active.formattedValue} · ${active.formattedShare}`
                    : active.formattedValue,
                },
              ]}
            />
          )}
        </div>
      )}
      {!empty && (
        <span id={hintId} className="sr-only">
          {keyboardHint}
        </span>
      )}
      <ChartLiveRegion>{nav.focused && active ? describe(active) : ''}</ChartLiveRegion>
      <ChartDataTable
        caption={title ?? label}
        columns={
          showShare
            ? [segmentColumnLabel, valueColumnLabel, shareColumnLabel]
            : [segmentColumnLabel, valueColumnLabel]
        }
        rows={items.map((item) => ({
          id: item.id,
          cells: showShare
            ? [item.label, item.formattedValue, item.formattedShare]
            : [item.label, item.formattedValue],
        }))}
      />
    </figure>
  );
}
