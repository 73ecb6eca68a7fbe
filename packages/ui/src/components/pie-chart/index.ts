export { PieChart, type PieChartProps } from './pie-chart';
