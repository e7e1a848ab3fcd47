// The dashboards feature's front door: what other features may use of it (a chart with its table
// alternative and CSV export, a number tile, and the bar chart as a lazy chunk).
export { ChartPanel } from './components/chart-panel';
export { Tile } from './components/dashboard-parts';
export { loadBarsChart } from './loaders';
