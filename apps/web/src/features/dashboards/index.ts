// The dashboards feature's front door: what other features may use of it (a chart with its table
// alternative and CSV export, and the bar chart as a lazy chunk).
export { ChartPanel } from './components/chart-panel';
export { loadBarsChart } from './loaders';
