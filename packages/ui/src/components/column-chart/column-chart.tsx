import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarRounded } from '@visx/shape';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { ChartDataTable, ChartEmpty, ChartLiveRegion } from '../chart-parts/chart-data-table';
import { ChartTooltip } from '../chart-parts/chart-tooltip';
import {
  AXIS_BOTTOM_ROOM,
  axisBottomTickLabelProps,
  axisTickLabelProps,
  chartPlotClassName,
} from '../chart-parts/classes';
import type { ChartColor } from '../chart-parts/colors';
import { axisLabelWidth, defaultValueFormatter, labelStride, labelWidth } from '../chart-parts/format';
import { useChartNavigation } from '../chart-parts/use-chart-navigation';

/** One column. */

/**
 * Only the width matters. One array for every render: useParentSize rebuilds its debounced measurer
 * (and re-observes, cancelling a pending measurement) whenever this option changes identity, so a
 * literal here restarted the measurement on every render of a chart whose page re-renders often (a
 * dashboard while its calls answer), which could leave the plot undrawn at width 0.
 */
const IGNORED_DIMENSIONS: ('height' | 'top' | 'left')[] = ['height', 'top', 'left'];
export interface ColumnChartDatum {
  /** Stable key, for example the day `2024-03-01`. */
  id: string;
  /** Category shown on the axis, tooltip and table; falls back to `id`. */
  label?: string;
  value: number;
}

/** What the default summary is built from: first and last category and the extremes, all formatted. */
export interface ColumnChartSummary {
  count: number;
  first: string;
  last: string;
  min: string;
  max: string;
}

export interface ColumnChartProps {
  /** The columns, left to right. */
  data: ColumnChartDatum[];
  /** Visible title above the chart; also names the chart for assistive technology. */
  title?: string;
  /**
   * Accessible name when there is no visible title.
   * @default 'Column chart'
   */
  label?: string;
  /**
   * Height of the plot in px (the width follows the container).
   * @default 240
   */
  height?: number;
  /**
   * Formats a value in the tooltip and table (the app passes a money or percent formatter).
   * @default English number format
   */
  valueFormatter?: (value: number) => string;
  /**
   * Formats the y-axis ticks, where a shorter form often reads better.
   * @default valueFormatter
   */
  axisValueFormatter?: (value: number) => string;
  /**
   * Fixed value range of the y-axis, for example `[0, 1]` for ratios.
   * @default from 0 (or the lowest value if negative) to the highest value, rounded outwards
   */
  yDomain?: readonly [number, number];
  /**
   * Column colour: a palette token.
   * @default 'var(--chart-1)'
   */
  color?: ChartColor;
  /**
   * Shown instead of the plot when there is no data.
   * @default 'No data yet.'
   */
  emptyText?: string;
  /**
   * Heading of the category column in the screen-reader table.
   * @default 'Day'
   */
  categoryColumnLabel?: string;
  /**
   * Heading of the value column in the screen-reader table.
   * @default 'Value'
   */
  valueColumnLabel?: string;
  /**
   * How screen readers call the focusable plot.
   * @default 'chart'
   */
  roleDescription?: string;
  /**
   * Tells keyboard users how to read the chart.
   * @default 'Use the left and right arrow keys to move between columns.'
   */
  keyboardHint?: string;
  /**
   * Builds the one-sentence summary screen readers hear on the plot.
   * @default "30 columns from 1 Mar to 30 Mar, lowest 12, highest 40."
   */
  formatSummary?: (summary: ColumnChartSummary) => string;
  className?: string;
}

const margin = { top: 12, right: 8, bottom: AXIS_BOTTOM_ROOM };
const defaultSummary = ({ count, first, last, min, max }: ColumnChartSummary) =>
  `${count} columns from ${first} to ${last}, lowest ${min}, highest ${max}.`;

/**
 * Daily columns with axes, for example the performance page's share of funds invested and interest
 * paid per day. Hover, tap or focus a column (left and right arrows move) to read it; screen readers
 * get a summary and a data table.
 */
export function ColumnChart({
  data,
  title,
  label = 'Column chart',
  height = 240,
  valueFormatter = defaultValueFormatter,
  axisValueFormatter = valueFormatter,
  yDomain,
  color = 'var(--chart-1)',
  emptyText = 'No data yet.',
  categoryColumnLabel = 'Day',
  valueColumnLabel = 'Value',
  roleDescription = 'chart',
  keyboardHint = 'Use the left and right arrow keys to move between columns.',
  formatSummary = defaultSummary,
  className,
}: ColumnChartProps) {
  const titleId = useId();
  const hintId = useId();
  const { parentRef, width } = useParentSize({ debounceTime: 50, ignoreDimensions: IGNORED_DIMENSIONS });
  const nav = useChartNavigation(data.length, { wrap: false, start: 'last' });
  const { activeIndex } = nav;
  const empty = data.length === 0;
  const categoryOf = (d: ColumnChartDatum) => d.label ?? d.id;

  const values = data.map((d) => d.value);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const yScale = scaleLinear<number>({
    domain: yDomain ? [...yDomain] : [low, high > low ? high : low + 1],
    range: [height - margin.top - margin.bottom, 0],
    nice: yDomain ? false : 4,
  });
  const yTicks = yScale.ticks(4);
  const left = axisLabelWidth(yTicks.map((tick) => axisValueFormatter(tick)));
  const lastDatum = data[data.length - 1];
  // The latest column is always labelled; its centred label needs room past the plot's right edge.
  const right = Math.max(margin.right, Math.ceil(labelWidth(lastDatum ? categoryOf(lastDatum) : '') / 2));
  const innerWidth = Math.max(0, width - left - right);
  const innerHeight = height - margin.top - margin.bottom;
  const xScale = scaleBand<string>({
    domain: data.map((d) => d.id),
    range: [0, innerWidth],
    paddingInner: 0.3,
    paddingOuter: 0.15,
  });
  const band = xScale.bandwidth();
  // As many labels as fit side by side, each as wide as the longest with a gap between: a fixed
  // 72 px let long labels ("27 Nov 2026", "27. nov. 2026") run into each other at 375 px.
  const labelRoom = Math.max(72, ...data.map((d) => labelWidth(categoryOf(d)) + 16));
  const step = labelStride(data.length, innerWidth / labelRoom);
  // Count labels back from the latest column so the most recent day is always named.
  const tickIds = data.filter((_, index) => (data.length - 1 - index) % step === 0).map((d) => d.id);
  const labelOf = new Map(data.map((d) => [d.id, categoryOf(d)]));
  const zero = yScale(0);

  const active = activeIndex === null ? undefined : data[activeIndex];
  const minDatum = data.reduce<ColumnChartDatum | undefined>(
    (m, d) => (m && m.value <= d.value ? m : d),
    undefined,
  );
  const maxDatum = data.reduce<ColumnChartDatum | undefined>(
    (m, d) => (m && m.value >= d.value ? m : d),
    undefined,
  );
  const describe = (d: ColumnChartDatum) => `${categoryOf(d)}: ${valueFormatter(d.value)}`;

  return (
    <figure
      data-slot="column-chart"
      data-state={empty ? 'empty' : 'ready'}
      aria-labelledby={titleId}
      className={cn('flex min-w-0 flex-col gap-4', className)}
    >
      <div id={titleId} className={title ? 'text-base font-semibold text-foreground' : 'sr-only'}>
        {title ?? label}
      </div>
      {empty ? (
        <ChartEmpty height={height}>{emptyText}</ChartEmpty>
      ) : (
        <div
          ref={parentRef}
          data-slot="column-chart-plot"
          role="group"
          aria-roledescription={roleDescription}
          aria-label={formatSummary({
            count: data.length,
            first: categoryOf(data[0] as ColumnChartDatum),
            last: categoryOf(data[data.length - 1] as ColumnChartDatum),
            min: valueFormatter(minDatum?.value ?? 0),
            max: valueFormatter(maxDatum?.value ?? 0),
          })}
          aria-describedby={hintId}
          className={cn(chartPlotClassName, 'w-full min-w-0')}
          style={{ height }}
          {...nav.plotProps}
        >
          {width > 0 && (
            <svg width={width} height={height} aria-hidden="true" className="block">
              <Group left={left} top={margin.top}>
                <GridRows
                  scale={yScale}
                  width={innerWidth}
                  tickValues={yTicks}
                  stroke="var(--border)"
                  strokeWidth={1}
                />
                {data.map((d, index) => {
                  const x = xScale(d.id) ?? 0;
                  const y = yScale(d.value);
                  const isActive = activeIndex === index;
                  return (
                    <g
                      key={d.id}
                      data-slot="column-chart-column"
                      data-index={index}
                      data-state={isActive ? 'active' : activeIndex === null ? 'idle' : 'inactive'}
                      {...nav.itemProps(index)}
                    >
                      <rect
                        x={x - (xScale.step() - band) / 2}
                        y={0}
                        width={xScale.step()}
                        height={innerHeight}
                        rx={4}
                        fill={isActive ? 'var(--muted)' : 'transparent'}
                      />
                      <BarRounded
                        x={x}
                        y={Math.min(y, zero)}
                        width={band}
                        height={Math.max(Math.abs(zero - y), d.value === 0 ? 0 : 1)}
                        radius={Math.min(4, band / 2)}
                        top={d.value >= 0}
                        bottom={d.value < 0}
                        fill={color}
                        opacity={activeIndex === null || isActive ? 1 : 0.55}
                      />
                    </g>
                  );
                })}
                <AxisLeft
                  scale={yScale}
                  tickValues={yTicks}
                  tickFormat={(value) => axisValueFormatter(Number(value))}
                  hideAxisLine
                  hideTicks
                  tickLabelProps={{ ...axisTickLabelProps, textAnchor: 'end', dy: '0.33em' }}
                />
                <AxisBottom
                  top={innerHeight}
                  scale={xScale}
                  tickValues={tickIds}
                  tickFormat={(id) => labelOf.get(id) ?? id}
                  stroke="var(--border)"
                  hideTicks
                  tickLabelProps={axisBottomTickLabelProps}
                />
              </Group>
            </svg>
          )}
          {active && activeIndex !== null && (
            <ChartTooltip
              left={left + (xScale(active.id) ?? 0) + band / 2}
              top={margin.top + Math.min(yScale(active.value), zero)}
              title={categoryOf(active)}
              items={[{ id: active.id, value: valueFormatter(active.value), color }]}
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
        columns={[categoryColumnLabel, valueColumnLabel]}
        rows={data.map((d) => ({ id: d.id, cells: [categoryOf(d), valueFormatter(d.value)] }))}
      />
    </figure>
  );
}
