import { BarChart } from '@mui/x-charts/BarChart';

/** The funnel's stages as bars (its own chunk: the charting library loads only with a chart). */
export default function FunnelChart({ rows, label }: { rows: { stage: string; count: number }[]; label: string }) {
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: rows.map((r) => r.stage) }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={[{ data: rows.map((r) => r.count), label, color: '#1976d2' }]}
      margin={{ left: 8, right: 8 }}
    />
  );
}
