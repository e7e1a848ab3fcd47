import type { QuestDashboard } from '@lbd/shared/quests';
import AccountTree from '@mui/icons-material/AccountTree';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { Tile } from '../../dashboards';
import { useQuestDashboard } from '../api';
import { AtRiskPanel } from '../components/at-risk-panel';
import { DashboardFunnel } from '../components/dashboard-funnel';
import { DropOffGraph } from '../components/drop-off-graph';
import { StudentsPanel } from '../components/students-panel';

const rateText = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 1000) / 10}%`);

/** The cohort the page shows (the URL's data_group_id), or every cohort. */
function useCohort(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('data_group_id'));
  const cohortId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const setCohort = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('data_group_id');
        else next.set('data_group_id', String(id));
        return next;
      },
      { replace: true },
    );
  return [cohortId, setCohort];
}

function Headline({ dashboard }: { dashboard: QuestDashboard }) {
  const tiles: [string, string][] = [
    ['Enrolled', String(dashboard.enrolled)],
    ['Completed', String(dashboard.completed)],
    ['Completion rate', rateText(dashboard.completed, dashboard.enrolled)],
    ['At risk', String(dashboard.at_risk.length)],
  ];
  return (
    <Box
      role="list"
      aria-label="Headline numbers"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {tiles.map(([label, value]) => (
        <Box role="listitem" key={label}>
          <Tile label={label} value={value} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * /questDashboard/{id}: a quest's numbers for its authors and mentors, per cohort: enrolment and completion,
 * the funnel per step, median days, where students stall, students at risk with a nudge, every student with
 * their scorecard and a mentor's unlock or skip.
 */
export default function QuestDashboardPage() {
  const id = Number(useParams().id);
  const [cohortId, setCohort] = useCohort();
  const query = useQuestDashboard(id, cohortId);
  const dashboard = query.data;
  if (!dashboard) return <PageLoading />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1280 }}>
      <Button component={RouterLink} to={`/quests/${id}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        The quest
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>
            {dashboard.title}
          </Typography>
          <Typography color="text.secondary">Quest dashboard</Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button startIcon={<AccountTree />} component={RouterLink} to={`/questGraph/${id}`}>
            See the graph
          </Button>
          <TextField
            select
            size="small"
            label="Cohort"
            value={cohortId ?? ''}
            onChange={(e) => setCohort(e.target.value === '' ? null : Number(e.target.value))}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">All cohorts</MenuItem>
            {dashboard.cohorts.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {`${c.name} (${c.enrolled} enrolled)`}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      {query.isFetching && <LinearProgress aria-label="Updating the numbers" sx={{ mb: 1 }} />}
      <Stack spacing={2}>
        <Headline dashboard={dashboard} />
        <DashboardFunnel questId={id} dashboard={dashboard} />
        <DropOffGraph questId={id} dashboard={dashboard} />
        <AtRiskPanel questId={id} students={dashboard.at_risk} />
        <StudentsPanel questId={id} cohortId={cohortId} steps={dashboard.funnel} />
      </Stack>
    </Box>
  );
}
