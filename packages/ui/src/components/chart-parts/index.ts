export { ratioToPercentFloor, shareToPercentFloor } from './ratio';
export { chartColors, chartColor, type ChartColor } from './colors';
export { ChartTooltip, type ChartTooltipProps, type ChartTooltipItem } from './chart-tooltip';
export { ChartLegend, type ChartLegendProps, type ChartLegendItem } from './chart-legend';
export { ChartDataTable, type ChartDataTableProps } from './chart-data-table';
export type { ChartSegment, ChartSegmentSummary, RadialChartProps } from './radial-chart';
