export {
  ColumnChart,
  type ColumnChartProps,
  type ColumnChartDatum,
  type ColumnChartSummary,
} from './column-chart';
