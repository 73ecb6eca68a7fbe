export { LineChart, type LineChartProps, type LineChartPoint, type LineChartSummary } from './line-chart';
