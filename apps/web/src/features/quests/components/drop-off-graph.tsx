import type { QuestDashboard } from '@lbd/shared/quests';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useQuest } from '../api';
import type { StepMark } from './quest-graph';

// React Flow and the layout load with this panel only.
const QuestGraph = lazy(() => import('./quest-graph').then((m) => ({ default: m.QuestGraph })));

/** A step's note on the dashboard's graph: how many finished it, stand at it, and have stalled there. */
export function dropOffBadge(f: QuestDashboard['funnel'][number]): string {
  const parts = [`${f.complete} done`, `${f.here} here`];
  if (f.stalled > 0) parts.push(`${f.stalled} stalled`);
  return parts.join(' · ');
}

/**
 * Where students drop off, drawn on the quest's graph: each step with how many finished it, how many stand
 * at it (their first step not yet done) and how many of those have not moved for two weeks.
 */
export function DropOffGraph({ questId, dashboard }: { questId: number; dashboard: QuestDashboard }) {
  const quest = useQuest(questId);
  const marks = useMemo<Record<string, StepMark>>(
    () => Object.fromEntries(dashboard.funnel.map((f) => [f.key, { badge: dropOffBadge(f) }])),
    [dashboard.funnel],
  );
  return (
    <Paper variant="outlined" component="section" aria-label="Where students are, on the graph" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Where students are, on the graph
      </Typography>
      {quest.isError ? (
        <Alert severity="error">We could not load the quest's steps.</Alert>
      ) : !quest.data ? (
        <LinearProgress aria-label="Loading the graph" />
      ) : (
        <Suspense fallback={<LinearProgress aria-label="Loading the graph" />}>
          <QuestGraph
            steps={quest.data.steps}
            marks={marks}
            label={`${quest.data.title}: where students are`}
            height={420}
          />
        </Suspense>
      )}
    </Paper>
  );
}
