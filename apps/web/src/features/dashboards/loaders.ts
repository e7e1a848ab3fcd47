// What other features show of the dashboards feature, loaded lazily in a chunk of its own.

/** The dashboards' bar chart (the charting library loads only with a chart). */
export const loadBarsChart = () => import('./components/bars-chart');
