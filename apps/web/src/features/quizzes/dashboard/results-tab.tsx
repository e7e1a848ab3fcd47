import type { QuizStats } from '@lbd/shared/quizzes';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { ChartPanel, loadBarsChart, Tile } from '../../dashboards';
import { whenText } from '../components/page-parts';
import { DASHBOARD_TEXTS as T, percentText } from './texts';

const BarsChart = lazy(loadBarsChart);

const percent = (n: number | null) => (n === null ? '—' : `${n}%`);

/** The Results tab: attempts, mean, median, pass and completion rates, and the score distribution. */
export function ResultsTab({ quizId, stats }: { quizId: number; stats: QuizStats }) {
  const bands = stats.distribution.map((d) => `${d.from}–${d.to}%`);
  const rows = stats.finished === 0 ? [] : stats.distribution.map((d, i) => [bands[i]!, d.attempts] as const);
  return (
    <Stack spacing={2}>
      <Box
        role="list"
        aria-label={T.tabs.results}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(145px, 1fr))' }}
      >
        {[
          [T.started, String(stats.started)],
          [T.finished, String(stats.finished)],
          [T.students, String(stats.students)],
          [T.mean, percent(stats.mean)],
          [T.median, percent(stats.median)],
          [T.passRate, percentText(stats.pass_rate)],
          [T.completionRate, percentText(stats.completion_rate)],
        ].map(([label, value]) => (
          <Box role="listitem" key={label}>
            <Tile label={label!} value={value!} />
          </Box>
        ))}
      </Box>
      <ChartPanel
        title={T.distribution}
        fileName={`quiz-${quizId}-scores`}
        headings={[T.scoreBand, T.attemptsSeries]}
        rows={rows}
        empty={T.distributionEmpty}
        chart={
          <Suspense fallback={<LinearProgress aria-label="Loading the chart" />}>
            <BarsChart
              categories={bands}
              series={[{ label: T.attemptsSeries, data: stats.distribution.map((d) => d.attempts) }]}
            />
          </Suspense>
        }
      />
      <Typography variant="body2" color="text.secondary">
        {stats.computed_at ? T.computedAt(whenText(stats.computed_at)) : T.notCounted} {T.passRateNote}
      </Typography>
    </Stack>
  );
}
