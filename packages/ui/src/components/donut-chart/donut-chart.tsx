import type { ReactNode } from 'react';
import { RadialChart, type RadialChartProps } from '../chart-parts/radial-chart';
import { shareToPercentFloor } from '../chart-parts/ratio';

export interface DonutChartProps extends RadialChartProps {
  /**
   * Large figure in the middle; `null` leaves the middle empty.
   * @default the first segment's share, e.g. "62%"
   */
  centerValue?: ReactNode;
  /**
   * Small caption under the figure.
   * @default the first segment's label
   */
  centerLabel?: ReactNode;
  /**
   * Width of the ring in px.
   * @default 28
   */
  thickness?: number;
}

const defaultFormatPercent = (percent: number) => `${percent}%`;

/**
 * A ring of parts of a whole with a figure in the middle, for example an investment's invested versus
 * still available amount ("62% invested"). Hover, tap or focus a segment (arrow keys move between
 * segments) to read it; screen readers get a summary and a data table. Shares are whole percent
 * rounded down.
 */
export function DonutChart({ centerValue, centerLabel, thickness = 28, ...props }: DonutChartProps) {
  const { segments, formatPercent = defaultFormatPercent } = props;
  const first = segments[0];
  const total = segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const value =
    centerValue !== undefined
      ? centerValue
      : first
        ? formatPercent(shareToPercentFloor(Math.max(0, first.value), total))
        : null;
  const caption = centerLabel !== undefined ? centerLabel : first?.label;
  return (
    <RadialChart
      slot="donut-chart"
      thickness={thickness}
      center={
        value === null ? undefined : (
          <>
            <span
              data-slot="donut-chart-value"
              className="text-2xl font-semibold tracking-tight text-foreground tabular-nums"
            >
              {value}
            </span>
            {caption != null && (
              <span
                data-slot="donut-chart-label"
                className="mt-0.5 max-w-[60%] text-xs text-muted-foreground"
              >
                {caption}
              </span>
            )}
          </>
        )
      }
      {...props}
    />
  );
}
