import { RadialChart, type RadialChartProps } from '../chart-parts/radial-chart';

export type PieChartProps = RadialChartProps;

/**
 * Parts of a whole as a pie with a legend, for example the dashboard's earnings by investment type.
 * Hover, tap or focus a slice (arrow keys move between slices) to read it; screen readers get a
 * summary and a data table. Shares are whole percent rounded down.
 */
export function PieChart(props: PieChartProps) {
  return <RadialChart slot="pie-chart" thickness={null} {...props} />;
}
