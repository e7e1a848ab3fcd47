import { STEP_KIND_LABELS, type QuestDashboard } from '@lbd/shared/quests';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { ChartPanel, loadBarsChart } from '../../dashboards';
import { countText } from '../quest-view';

const BarsChart = lazy(loadBarsChart);

const FUNNEL_HEADINGS = [
  'Step',
  'Kind',
  'Unlocked',
  'Started',
  'Completed',
  'Skipped',
  'Stalled',
  'Median days',
] as const;

const daysText = (d: number | null) => (d === null ? '—' : String(Math.round(d * 10) / 10));

const chart = (categories: string[], series: { label: string; data: number[] }[]) => (
  <Suspense fallback={<LinearProgress aria-label="Loading the chart" />}>
    <BarsChart categories={categories} series={series} horizontal />
  </Suspense>
);

/**
 * The funnel of a quest (per step, in the quest's order: how many students have it unlocked, started,
 * completed), the median days each step takes, and where students stall; each chart with its table and CSV.
 */
export function DashboardFunnel({ questId, dashboard }: { questId: number; dashboard: QuestDashboard }) {
  const { funnel } = dashboard;
  const titles = funnel.map((s, i) => `${i + 1}. ${s.title}`);
  const rows = funnel.map((s, i) => [
    titles[i]!,
    STEP_KIND_LABELS[s.kind],
    s.unlocked,
    s.started,
    s.complete,
    s.skipped,
    s.stalled,
    daysText(s.median_days),
  ]);
  const timed = funnel.map((s, i) => ({ title: titles[i]!, days: s.median_days })).filter((s) => s.days !== null);
  const stalled = funnel
    .map((s, i) => ({ title: titles[i]!, stalled: s.stalled }))
    .filter((s) => s.stalled > 0)
    .sort((a, b) => b.stalled - a.stalled);
  return (
    <Stack spacing={2}>
      <ChartPanel
        title="Completion funnel"
        fileName={`quest-${questId}-funnel`}
        headings={FUNNEL_HEADINGS}
        rows={dashboard.enrolled === 0 ? [] : rows}
        empty="No students are enrolled yet: the funnel fills as they work through the steps."
        chart={chart(titles, [
          { label: 'Unlocked', data: funnel.map((s) => s.unlocked) },
          { label: 'Started', data: funnel.map((s) => s.started) },
          { label: 'Completed', data: funnel.map((s) => s.complete) },
        ])}
      />
      <ChartPanel
        title="Median days per step"
        fileName={`quest-${questId}-median-days`}
        headings={['Step', 'Median days']}
        rows={timed.map((s) => [s.title, daysText(s.days)])}
        empty="No step has been finished yet."
        chart={chart(
          timed.map((s) => s.title),
          [{ label: 'Median days', data: timed.map((s) => Math.round(s.days! * 10) / 10) }],
        )}
      />
      <Paper variant="outlined" component="section" aria-label="Where students stall" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Where students stall
        </Typography>
        {stalled.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nobody is stuck: every student has moved in the last 14 days.
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {stalled.map((s) => (
              <li key={s.title}>
                <Typography variant="body2">
                  {`${s.title}: ${countText(s.stalled, 'student has', 'students have')} not moved for 14 days`}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
