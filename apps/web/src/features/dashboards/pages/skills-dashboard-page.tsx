import { INSTITUTE_DASHBOARD_TEXTS } from '@lbd/shared/institute-dashboard';
import {
  SKILLS_DASHBOARD_TEXTS as T,
  SKILLS_DEMAND_KINDS,
  SKILLS_DEMAND_LABELS,
  SKILLS_GRAPH_LABELS,
  SKILLS_GRAPHS,
  type SkillsDemandKind,
  type SkillsGraph,
  type SkillsGraphs,
} from '@lbd/shared/skills-dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useFilterChoices, useInstituteReader } from '../institute-api';
import { useScoreRange, useSkillsDemand, useSkillsGraphs } from '../skills-api';
import { initialSkillsFilterState, skillsFilterReducer, type SkillsFilterAction } from '../skills-filter';
import { ChartPanel } from '../components/chart-panel';
import { DashboardLoad } from '../components/dashboard-load';
import { DashboardFrame, Freshness, NotForYou } from '../components/dashboard-parts';

const BarsChart = lazy(() => import('../components/bars-chart'));

function Chart(props: Parameters<typeof BarsChart>[0]) {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading the chart" />}>
      <BarsChart {...props} />
    </Suspense>
  );
}

/** Counts a widget's loads in the page's load count: one added when it starts fetching, reduced when it ends. */
function useCountedLoad(query: UseQueryResult<unknown>, dispatch: Dispatch<SkillsFilterAction>) {
  const loading = useRef(false);
  useEffect(() => {
    if (query.isFetching && !loading.current) dispatch({ type: 'addLoad' });
    if (!query.isFetching && loading.current) dispatch({ type: 'reduceLoad' });
    loading.current = query.isFetching;
  }, [query.isFetching, dispatch]);
  useEffect(
    () => () => {
      if (loading.current) dispatch({ type: 'reduceLoad' });
    },
    [dispatch],
  );
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
      {T.loadFailed}
    </Alert>
  );
}

const numeric = (key: string) => /^\d+$/.test(key);

function Filters({
  state,
  dispatch,
}: {
  state: ReturnType<typeof initialSkillsFilterState>;
  dispatch: Dispatch<SkillsFilterAction>;
}) {
  const { batches, branches } = useFilterChoices();
  const range = useScoreRange();
  const f = state.filter;
  // The slider moves freely; the filter changes when it is let go.
  const [score, setScore] = useState<number[]>([f.academicScore.from, f.academicScore.to]);
  useEffect(() => setScore([f.academicScore.from, f.academicScore.to]), [f.academicScore.from, f.academicScore.to]);
  const years = (batches.data?.rows ?? []).filter((r) => numeric(r.key));
  const branchRows = (branches.data?.rows ?? []).filter((r) => numeric(r.key));
  const branchName = new Map(branchRows.map((r) => [Number(r.key), r.label]));
  return (
    <Paper variant="outlined" component="section" aria-label={T.filtersHeading} sx={{ p: 2, mb: 3 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="skills-years">{T.years}</InputLabel>
          <Select
            labelId="skills-years"
            label={T.years}
            multiple
            value={f.years}
            renderValue={(v) => v.join(', ')}
            onChange={(e) => dispatch({ type: 'set', filter: { years: (e.target.value as number[]).map(Number) } })}
          >
            {years.map((r) => (
              <MenuItem key={r.key} value={Number(r.key)}>
                <Checkbox checked={f.years.includes(Number(r.key))} size="small" />
                <ListItemText primary={r.label} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220, maxWidth: 360 }}>
          <InputLabel id="skills-branches">{T.branches}</InputLabel>
          <Select
            labelId="skills-branches"
            label={T.branches}
            multiple
            value={f.branches}
            renderValue={(v) => v.map((id) => branchName.get(id) ?? id).join(', ')}
            onChange={(e) => dispatch({ type: 'set', filter: { branches: (e.target.value as number[]).map(Number) } })}
          >
            {branchRows.map((r) => (
              <MenuItem key={r.key} value={Number(r.key)}>
                <Checkbox checked={f.branches.includes(Number(r.key))} size="small" />
                <ListItemText primary={r.label} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch checked={f.placed} onChange={(_e, placed) => dispatch({ type: 'set', filter: { placed } })} />
          }
          label={T.placed}
        />
        <FormControlLabel
          control={
            <Switch checked={f.backlogs} onChange={(_e, backlogs) => dispatch({ type: 'set', filter: { backlogs } })} />
          }
          label={T.backlogs}
        />
        <Box sx={{ minWidth: 220, flex: 1, px: 1 }}>
          <Typography id="skills-score" variant="body2">
            {T.academicScore}: {score[0]}–{score[1]}
          </Typography>
          <Slider
            aria-labelledby="skills-score"
            getAriaLabel={(i) => (i === 0 ? 'Lowest academic score' : 'Highest academic score')}
            value={score}
            min={0}
            max={100}
            onChange={(_e, v) => setScore(v as number[])}
            onChangeCommitted={(_e, v) => {
              const [from, to] = v as number[];
              dispatch({ type: 'set', filter: { academicScore: { from: from!, to: to! } } });
            }}
          />
          <Typography variant="caption" color="text.secondary">
            {range.data
              ? range.data.min === null || range.data.max === null
                ? T.noScores
                : T.scoreRange(range.data.min, range.data.max)
              : ' '}
          </Typography>
        </Box>
        <Button onClick={() => dispatch({ type: 'reset' })}>{T.reset}</Button>
      </Stack>
    </Paper>
  );
}

function Graph({ graph, data }: { graph: SkillsGraph; data: SkillsGraphs }) {
  const rows = data[graph];
  const label = SKILLS_GRAPH_LABELS[graph];
  return (
    <ChartPanel
      title={label}
      fileName={`skills-${graph}`}
      headings={[graph === 'branch' ? 'Branch' : graph === 'academic' ? 'Score' : 'Points', 'Students']}
      rows={data.students === 0 ? [] : rows.map((r) => [r.label, r.students])}
      empty={T.noStudents}
      chart={
        <Chart
          horizontal={graph === 'branch'}
          categories={rows.map((r) => r.label)}
          series={[{ label: INSTITUTE_DASHBOARD_TEXTS.students, data: rows.map((r) => r.students) }]}
        />
      }
    />
  );
}

function Demand({
  filter,
  dispatch,
}: {
  filter: ReturnType<typeof initialSkillsFilterState>['filter'];
  dispatch: Dispatch<SkillsFilterAction>;
}) {
  const [kind, setKind] = useState<SkillsDemandKind>('jobs');
  const demand = useSkillsDemand(filter, kind);
  useCountedLoad(demand, dispatch);
  const label = SKILLS_DEMAND_LABELS[kind];
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(_e, next: SkillsDemandKind | null) => next && setKind(next)}
        aria-label="Skills asked for by"
      >
        {SKILLS_DEMAND_KINDS.map((k) => (
          <ToggleButton key={k} value={k} sx={{ textTransform: 'capitalize' }}>
            {SKILLS_DEMAND_LABELS[k]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {demand.data ? (
        <ChartPanel
          title={T.demandHeading}
          fileName={`skills-in-demand-${kind}`}
          headings={['Skill', `Published ${label} asking for it`, 'Matching students showing it']}
          rows={demand.data.skills.map((s) => [s.name, s.postings, s.students])}
          empty={T.noDemand(label)}
          chart={
            <>
              <Typography variant="caption" color="text.secondary">
                {T.demandCaption(label)}
              </Typography>
              <Chart
                horizontal
                categories={demand.data.skills.map((s) => s.name)}
                series={[
                  { label: `Published ${label}`, data: demand.data.skills.map((s) => s.postings), color: '#ef6c00' },
                  { label: 'Matching students', data: demand.data.skills.map((s) => s.students), color: '#1976d2' },
                ]}
              />
            </>
          }
        />
      ) : demand.isError ? (
        <Failed retry={() => void demand.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={280} />
      )}
    </Stack>
  );
}

/**
 * /skillsDashboard (issue 24 item 5): an institute's students narrowed by batches, branches, placed,
 * backlogs and score, in six graphs, and the skills published postings ask for against theirs. For
 * institution staff and college admins (a department admin sees only their branch).
 */
export default function SkillsDashboardPage() {
  const { allowed } = useInstituteReader();
  if (!allowed) return <NotForYou heading={T.heading} message={T.notForYou} />;
  return <SkillsDashboard />;
}

function SkillsDashboard() {
  const [state, dispatch] = useReducer(skillsFilterReducer, undefined, initialSkillsFilterState);
  const graphs = useSkillsGraphs(state.filter);
  useCountedLoad(graphs, dispatch);
  return (
    <DashboardFrame>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: 24, sm: 30 } }}>
        {T.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      <Filters state={state} dispatch={dispatch} />
      <Box sx={{ height: 4, mb: 1 }}>
        {state.loadCount > 0 && <LinearProgress aria-label="Updating the dashboard" />}
      </Box>
      <DashboardLoad query={graphs}>
        {({ data, computed_at: at }) => (
          <>
            <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="p" role="status" sx={{ fontWeight: 600 }}>
                {T.matching(data.students)}
              </Typography>
              <Freshness at={at} />
            </Stack>
            <Grid container spacing={2} sx={{ mb: 3 }}>
              {SKILLS_GRAPHS.map((graph) => (
                <Grid key={graph} size={{ xs: 12, md: 6 }}>
                  <Graph graph={graph} data={data} />
                </Grid>
              ))}
            </Grid>
          </>
        )}
      </DashboardLoad>
      <Demand filter={state.filter} dispatch={dispatch} />
    </DashboardFrame>
  );
}
