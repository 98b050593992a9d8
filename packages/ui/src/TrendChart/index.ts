export { TrendChart, type TrendChartProps, type TrendSeries } from './TrendChart.tsx';
