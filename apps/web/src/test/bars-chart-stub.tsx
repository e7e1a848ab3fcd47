/**
 * The dashboards' bar chart in jsdom, where the chart library draws nothing: it prints each series as
 * 'label: category=value ...', series apart by ' | ', so a test reads what the chart was given.
 */
export default function BarsChartStub({
  categories,
  series,
}: {
  categories: string[];
  series: { label: string; data: number[] }[];
}) {
  return (
    <div data-testid="bars-chart">
      {series.map((s) => `${s.label}: ${categories.map((c, i) => `${c}=${s.data[i]}`).join(' ')}`).join(' | ')}
    </div>
  );
}
