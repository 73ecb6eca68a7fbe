/**
 * The chart palette: the five `--chart-*` tokens, in the order series and segments take them. Charts
 * paint with these values (`fill="var(--chart-1)"`), so a theme swaps colours without a rebuild.
 */
export const chartColors = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
] as const;

/** One of the chart palette tokens. */
export type ChartColor = (typeof chartColors)[number];

/** The palette colour for the n-th series or segment, repeating after the fifth. */
export function chartColor(index: number): ChartColor {
  return (
    chartColors[((index % chartColors.length) + chartColors.length) % chartColors.length] ?? chartColors[0]
  );
}
