import { BarChart } from '@mui/x-charts/BarChart';

export interface BarsSeries {
  label: string;
  data: number[];
  color?: string;
  /** Series with the same stack are drawn on top of one another. */
  stack?: string;
}

/**
 * Bars over named categories, one or more series (stacked when they share a stack), upright or lying
 * down for long names (its own chunk: the charting library loads only with a chart).
 */
export default function BarsChart({
  categories,
  series,
  horizontal = false,
  height = 260,
}: {
  categories: string[];
  series: BarsSeries[];
  horizontal?: boolean;
  height?: number;
}) {
  const band = [{ scaleType: 'band' as const, data: categories }];
  // All zeros would leave the axis without a range (and its ticks as 0.000000): give it one step.
  const allZero = series.every((s) => s.data.every((v) => !v));
  const value = [{ tickMinStep: 1, ...(allZero ? { min: 0, max: 1 } : {}) }];
  return (
    <BarChart
      height={horizontal ? Math.max(height, categories.length * 28 + 60) : height}
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={horizontal ? value : band}
      yAxis={horizontal ? [{ ...band[0]!, width: 140 }] : value}
      series={series}
      margin={{ left: 8, right: 8 }}
    />
  );
}
