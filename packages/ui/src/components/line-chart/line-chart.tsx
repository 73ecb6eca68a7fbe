import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX, curveStepAfter } from '@visx/curve';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleLinear, scaleTime } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
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
import {
  axisLabelWidth,
  defaultDayFormatter,
  defaultValueFormatter,
  labelWidth,
  parseDay,
} from '../chart-parts/format';
import { useChartNavigation } from '../chart-parts/use-chart-navigation';
import { SegmentedControl, type SegmentedControlOption } from '../segmented-control';

/** One point of the series (the API's graph point). */

/**
 * Only the width matters. One array for every render: useParentSize rebuilds its debounced measurer
 * (and re-observes, cancelling a pending measurement) whenever this option changes identity, so a
 * literal here restarted the measurement on every render of a chart whose page re-renders often (a
 * dashboard while its calls answer), which could leave the plot undrawn at width 0.
 */
const IGNORED_DIMENSIONS: ('height' | 'top' | 'left')[] = ['height', 'top', 'left'];
export interface LineChartPoint {
  /** The day, `yyyy-mm-dd`. */
  date: string;
  amount: number;
}

/** What the default summary is built from, all formatted. */
export interface LineChartSummary {
  count: number;
  first: string;
  last: string;
  latest: string;
  min: string;
  max: string;
}

export interface LineChartProps<P extends string = string> {
  /** The series in date order. */
  data: LineChartPoint[];
  /** Visible title in the chart's header; also names the chart for assistive technology. */
  title?: string;
  /**
   * Accessible name when there is no visible title.
   * @default 'Line chart'
   */
  label?: string;
  /**
   * Height of the plot in px (the width follows the container).
   * @default 280
   */
  height?: number;
  /**
   * Formats a value in the tooltip and table (the app passes a money formatter).
   * @default English number format
   */
  valueFormatter?: (value: number) => string;
  /**
   * Formats the y-axis ticks, where a shorter form (no cents) often reads better.
   * @default valueFormatter
   */
  axisValueFormatter?: (value: number) => string;
  /**
   * Formats a day in the tooltip and table.
   * @default English day, e.g. "1 Mar 2024"
   */
  dateFormatter?: (date: string) => string;
  /**
   * Formats an x-axis tick.
   * @default English month and year ("Mar 2024") for spans over ten months, else day and month ("1 Mar")
   */
  axisDateFormatter?: (date: Date) => string;
  /** The selected period (controlled). */
  period?: P;
  /**
   * The period selected at first (uncontrolled).
   * @default the first option
   */
  defaultPeriod?: P;
  /** Called with the period the user picks; load that period's data in response. */
  onPeriodChange?: (period: P) => void;
  /**
   * The period toggle's choices; an empty list hides the toggle.
   * @default all time, yearly, quarterly (values 'alltime', 'yearly', 'quarterly')
   */
  periodOptions?: readonly SegmentedControlOption<P>[];
  /**
   * Accessible name of the period toggle.
   * @default 'Chart period'
   */
  periodLabel?: string;
  /**
   * Starts the value axis at zero. Turn off for series that move in a narrow band far from zero (a
   * balance over one quarter), where a zero baseline would flatten the line.
   * @default true
   */
  zeroBaseline?: boolean;
  /**
   * How the line joins the points: `smooth` (a monotone curve, for measurements between which the
   * value moves), or `steps` (each value holds until the next point: a balance or a running total
   * that changes only when something is booked, so a long gap does not read as a slow rise).
   * @default 'smooth'
   */
  shape?: 'smooth' | 'steps';
  /**
   * Line and area colour: a palette token.
   * @default 'var(--chart-1)'
   */
  color?: ChartColor;
  /**
   * Shown instead of the plot when there is no data.
   * @default 'No data for this period yet.'
   */
  emptyText?: string;
  /**
   * Heading of the date column in the screen-reader table.
   * @default 'Date'
   */
  dateColumnLabel?: string;
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
   * @default 'Use the left and right arrow keys to move between points.'
   */
  keyboardHint?: string;
  /**
   * Builds the one-sentence summary screen readers hear on the plot.
   * @default "24 points from 1 Jan 2024 to 1 Dec 2025, latest 1,200, lowest 0, highest 1,200."
   */
  formatSummary?: (summary: LineChartSummary) => string;
  className?: string;
}

const margin = { top: 16, right: 16, bottom: AXIS_BOTTOM_ROOM };
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });
const dayMonthFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const TEN_MONTHS_MS = 300 * 24 * 60 * 60 * 1000;
const defaultPeriods: readonly SegmentedControlOption[] = [
  { value: 'alltime', label: 'All time' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'quarterly', label: 'Quarterly' },
];
const defaultSummary = ({ count, first, last, latest, min, max }: LineChartSummary) =>
  `${count} points from ${first} to ${last}, latest ${latest}, lowest ${min}, highest ${max}.`;

/**
 * A time series as a smooth line over a soft area, with axes, a period toggle (all time, yearly,
 * quarterly) and a tooltip. Hover or tap to read a day; the plot is one tab stop where left and right
 * arrows move between points. Screen readers get a summary, announcements and a data table.
 */
export function LineChart<P extends string = string>({
  data,
  title,
  label = 'Line chart',
  height = 280,
  valueFormatter = defaultValueFormatter,
  axisValueFormatter = valueFormatter,
  dateFormatter = defaultDayFormatter,
  axisDateFormatter,
  period,
  defaultPeriod,
  onPeriodChange,
  periodOptions = defaultPeriods as readonly SegmentedControlOption<P>[],
  periodLabel = 'Chart period',
  zeroBaseline = true,
  shape = 'smooth',
  color = 'var(--chart-1)',
  emptyText = 'No data for this period yet.',
  dateColumnLabel = 'Date',
  valueColumnLabel = 'Value',
  roleDescription = 'chart',
  keyboardHint = 'Use the left and right arrow keys to move between points.',
  formatSummary = defaultSummary,
  className,
}: LineChartProps<P>) {
  const curve = shape === 'steps' ? curveStepAfter : curveMonotoneX;
  const titleId = useId();
  const hintId = useId();
  // Gradient ids end up in url(#…); keep them to characters every CSS parser accepts.
  const gradientId = `line-chart-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { parentRef, width } = useParentSize({ debounceTime: 50, ignoreDimensions: IGNORED_DIMENSIONS });
  const nav = useChartNavigation(data.length, { wrap: false, start: 'last' });
  const { activeIndex } = nav;
  const empty = data.length === 0;

  const points = data.map((d) => ({ ...d, time: parseDay(d.date) }));
  const firstTime = points[0]?.time.getTime() ?? 0;
  const lastTime = points[points.length - 1]?.time.getTime() ?? 0;
  const values = data.map((d) => d.amount);
  const low = zeroBaseline ? Math.min(0, ...values) : Math.min(...values);
  const high = zeroBaseline ? Math.max(0, ...values) : Math.max(...values);
  const innerHeight = height - margin.top - margin.bottom;
  const yScale = scaleLinear<number>({
    domain: [low, high > low ? high : low + 1],
    range: [innerHeight, 0],
    nice: 4,
  });
  const yTicks = yScale.ticks(4);
  const left = axisLabelWidth(yTicks.map((tick) => axisValueFormatter(tick)));
  const innerWidth = Math.max(0, width - left - margin.right);
  const xScale = scaleTime<number>({
    // A single point sits in the middle of a one-day span instead of collapsing the scale.
    domain:
      firstTime === lastTime
        ? [new Date(firstTime - 864e5), new Date(lastTime + 864e5)]
        : [new Date(firstTime), new Date(lastTime)],
    range: [0, innerWidth],
  });
  const formatTick =
    axisDateFormatter ??
    ((date: Date) => (lastTime - firstTime > TEN_MONTHS_MS ? monthFormat : dayMonthFormat).format(date));
  // Ticks whose centred label would stick out of the chart are dropped rather than clipped.
  const xTicks = xScale.ticks(Math.max(2, Math.floor(innerWidth / 110))).filter((tick) => {
    const half = labelWidth(formatTick(tick)) / 2;
    const x = xScale(tick);
    return x - half >= -left && x + half <= innerWidth + margin.right;
  });
  const xs = points.map((p) => xScale(p.time));

  const active = activeIndex === null ? undefined : points[activeIndex];
  const describe = (p: LineChartPoint) => `${dateFormatter(p.date)}: ${valueFormatter(p.amount)}`;
  const periodToggle =
    periodOptions.length > 0 ? (
      <SegmentedControl
        size="sm"
        label={periodLabel}
        options={periodOptions}
        value={period}
        defaultValue={defaultPeriod ?? periodOptions[0]?.value}
        onValueChange={onPeriodChange}
      />
    ) : null;

  return (
    <figure
      data-slot="line-chart"
      data-state={empty ? 'empty' : 'ready'}
      aria-labelledby={titleId}
      className={cn('flex min-w-0 flex-col gap-4', className)}
    >
      <div className={cn('flex flex-wrap items-center gap-3', title ? 'justify-between' : 'justify-end')}>
        <div id={titleId} className={title ? 'text-base font-semibold text-foreground' : 'sr-only'}>
          {title ?? label}
        </div>
        {periodToggle}
      </div>
      {empty ? (
        <ChartEmpty height={height}>{emptyText}</ChartEmpty>
      ) : (
        <div
          ref={parentRef}
          data-slot="line-chart-plot"
          role="group"
          aria-roledescription={roleDescription}
          aria-label={formatSummary({
            count: data.length,
            first: dateFormatter(data[0]?.date ?? ''),
            last: dateFormatter(data[data.length - 1]?.date ?? ''),
            latest: valueFormatter(data[data.length - 1]?.amount ?? 0),
            min: valueFormatter(Math.min(...values)),
            max: valueFormatter(Math.max(...values)),
          })}
          aria-describedby={hintId}
          className={cn(chartPlotClassName, 'w-full min-w-0')}
          style={{ height }}
          {...nav.plotProps}
        >
          {width > 0 && (
            <svg width={width} height={height} aria-hidden="true" className="block">
              <defs>
                <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0%" style={{ stopColor: color, stopOpacity: 0.22 }} />
                  <stop offset="100%" style={{ stopColor: color, stopOpacity: 0 }} />
                </linearGradient>
              </defs>
              <Group left={left} top={margin.top}>
                <GridRows
                  scale={yScale}
                  width={innerWidth}
                  tickValues={yTicks}
                  stroke="var(--border)"
                  strokeWidth={1}
                />
                <AreaClosed
                  data={points}
                  x={(_, index) => xs[index] ?? 0}
                  y={(p) => yScale(p.amount)}
                  yScale={yScale}
                  curve={curve}
                  fill={`url(#${gradientId})`}
                />
                <LinePath
                  data={points}
                  x={(_, index) => xs[index] ?? 0}
                  y={(p) => yScale(p.amount)}
                  curve={curve}
                  stroke={color}
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  fill="none"
                />
                {points.length === 1 && (
                  <circle cx={xs[0]} cy={yScale(points[0]?.amount ?? 0)} r={4} fill={color} />
                )}
                {active && activeIndex !== null && (
                  <g data-slot="line-chart-marker" pointerEvents="none">
                    <line
                      x1={xs[activeIndex]}
                      x2={xs[activeIndex]}
                      y1={0}
                      y2={innerHeight}
                      stroke="var(--muted-foreground)"
                      strokeOpacity={0.5}
                      strokeDasharray="3 3"
                    />
                    <circle
                      cx={xs[activeIndex]}
                      cy={yScale(active.amount)}
                      r={5}
                      fill="var(--card)"
                      stroke={color}
                      strokeWidth={2.5}
                    />
                  </g>
                )}
                {points.map((p, index) => {
                  // Each point owns the strip halfway to its neighbours, so hover picks the nearest day.
                  const x = xs[index] ?? 0;
                  const from = index === 0 ? 0 : (x + (xs[index - 1] ?? x)) / 2;
                  const to = index === points.length - 1 ? innerWidth : (x + (xs[index + 1] ?? x)) / 2;
                  return (
                    <rect
                      key={p.date}
                      data-slot="line-chart-hit-area"
                      data-index={index}
                      data-state={activeIndex === index ? 'active' : 'idle'}
                      x={from}
                      y={0}
                      width={Math.max(0, to - from)}
                      height={innerHeight}
                      fill="transparent"
                      {...nav.itemProps(index)}
                    />
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
                  tickValues={xTicks}
                  tickFormat={(value) => formatTick(value instanceof Date ? value : new Date(Number(value)))}
                  stroke="var(--border)"
                  hideTicks
                  tickLabelProps={axisBottomTickLabelProps}
                />
              </Group>
            </svg>
          )}
          {active && activeIndex !== null && (
            <ChartTooltip
              left={left + (xs[activeIndex] ?? 0)}
              top={margin.top + yScale(active.amount)}
              title={dateFormatter(active.date)}
              items={[{ id: active.date, value: valueFormatter(active.amount), color }]}
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
        columns={[dateColumnLabel, valueColumnLabel]}
        rows={data.map((p) => ({ id: p.date, cells: [dateFormatter(p.date), valueFormatter(p.amount)] }))}
      />
    </figure>
  );
}
