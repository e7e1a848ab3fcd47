import {
  INSTITUTE_DASHBOARD_TEXTS as T,
  INSTITUTE_SPLIT_FIELDS,
  SPLIT_FIELD_LABELS,
  type AcademicHistogram,
  type InstituteCounters,
  type InstitutePlacement,
  type InstituteSplit,
  type InstituteSplitField,
  type TopSkill,
} from '@lbd/shared/institute-dashboard';
import { formatRupees } from '@lbd/shared/jobs';
import { ORG_ENTITY_KINDS } from '@lbd/shared/org-dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { Link as RouterLink } from 'react-router';
import {
  useAcademicHistogram,
  useFilterChoices,
  useInstituteCounters,
  useInstituteSplit,
  usePlacement,
  useTopSkills,
  useInstituteReader,
  useTrainingStudentJobs,
  type InstituteFilters,
} from '../institute-api';
import { useCreatedCounts } from '../org-api';
import { ChartPanel } from '../components/chart-panel';
import { DashboardLoad } from '../components/dashboard-load';
import { DashboardFrame, Freshness, NotForYou, Section, Tile } from '../components/dashboard-parts';
import { OrgContentList } from '../components/org-content-list';
import { OrgCountTiles } from '../components/org-count-tiles';
import { loadQuestStatsWidgets } from '../../quests';
import { SeatsCard } from '../../payments';

const BarsChart = lazy(() => import('../components/bars-chart'));
// The institute's own quests with their students and those at risk (the stats dashboard's widget).
const QuestStatsWidget = lazy(() => loadQuestStatsWidgets().then((m) => ({ default: m.QuestStatsWidget })));
const NO_QUEST_FILTERS = { query: '', from: '', to: '' };
const PLACED_COLOR = '#2e7d32';
const NOT_PLACED_COLOR = '#bdbdbd';
const STUDENT_JOBS_PAGE = 10;

function Chart(props: Parameters<typeof BarsChart>[0]) {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading the chart" />}>
      <BarsChart {...props} />
    </Suspense>
  );
}

/** A widget's own loading and failure (with a retry), so the rest of the dashboard stays usable. */
function Widget<T>({
  query,
  height = 200,
  children,
}: {
  query: UseQueryResult<T>;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        {T.loadFailed}
      </Alert>
    );
  return <Skeleton variant="rounded" height={height} />;
}

const rupees = (n: number | null) => (n === null ? '–' : formatRupees(n * 100));

function Counters({ c }: { c: InstituteCounters }) {
  const tiles: [string, number, string?][] = [
    [T.students, c.students],
    [T.batches, c.batches],
    [T.branches, c.branches],
    [T.mentors, c.mentors],
    [T.applications, c.applications],
    [T.offers, c.offers],
    [T.placedStudents, c.placed_students],
    [T.companiesHiring, c.companies_hiring],
    [T.eventRegistrations, c.event_registrations],
    [T.clubMemberships, c.club_memberships],
  ];
  return (
    <Grid container spacing={1.5} component="section" aria-label={T.countersHeading} sx={{ mb: 3 }}>
      {tiles.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, md: 2.4 }}>
          <Tile label={label} value={value} />
        </Grid>
      ))}
    </Grid>
  );
}

function SplitPanel({ filters }: { filters: InstituteFilters }) {
  const [field, setField] = useState<InstituteSplitField>('branch');
  const split = useInstituteSplit(filters, field);
  const label = SPLIT_FIELD_LABELS[field];
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={field}
        onChange={(_e, next: InstituteSplitField | null) => next && setField(next)}
        aria-label="Split students by"
      >
        {INSTITUTE_SPLIT_FIELDS.map((f) => (
          <ToggleButton key={f} value={f}>
            {SPLIT_FIELD_LABELS[f]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Widget query={split} height={280}>
        {(s: InstituteSplit) => (
          <ChartPanel
            title={`${T.placedVsNot} by ${label.toLowerCase()}`}
            fileName={`students-by-${field}`}
            headings={[label, 'Students', 'Placed', 'Not placed', 'Offers']}
            rows={s.rows.map((r) => [r.label, r.students, r.placed, r.not_placed, r.offers])}
            empty={T.noStudents}
            chart={
              <Chart
                categories={s.rows.map((r) => r.label)}
                horizontal={field !== 'batch'}
                series={[
                  { label: 'Placed', data: s.rows.map((r) => r.placed), stack: 'students', color: PLACED_COLOR },
                  {
                    label: 'Not placed',
                    data: s.rows.map((r) => r.not_placed),
                    stack: 'students',
                    color: NOT_PLACED_COLOR,
                  },
                ]}
              />
            }
          />
        )}
      </Widget>
    </Stack>
  );
}

function Placement({ p }: { p: InstitutePlacement }) {
  return (
    <Section title={T.placementHeading}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {T.placementCaption}
      </Typography>
      <Grid container spacing={1.5} sx={{ mb: 2 }}>
        <Grid size={{ xs: 4 }}>
          <Tile label={T.offers} value={p.offers} />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <Tile label={T.placedStudents} value={p.placed_students} />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <Tile label="Not placed" value={p.not_placed} />
        </Grid>
      </Grid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
        {T.placedHelp} {p.placed_with_offer} of the {p.placed_students} placed hold an offer here.
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {T.salaryHeading}
      </Typography>
      {p.salary.offers_with_salary === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.salaryNone}
        </Typography>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0, mb: 2 }}>
          {(
            [
              [T.median, p.salary.median],
              [T.mean, p.salary.mean],
              [T.max, p.salary.max],
            ] as const
          ).map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
                {rupees(value)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2" component="h3">
        {T.companiesHeading}
      </Typography>
      {p.companies.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.noCompanies}
        </Typography>
      ) : (
        <List dense aria-label={T.companiesHeading}>
          {p.companies.map((c) => (
            <ListItem key={c.org_id} disableGutters>
              <ListItemText
                primary={c.name}
                secondary={`${c.offers} ${c.offers === 1 ? 'offer' : 'offers'} to ${c.students} ${c.students === 1 ? 'student' : 'students'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

function Academic({ h }: { h: AcademicHistogram }) {
  const scored = h.total - h.no_score;
  return (
    <ChartPanel
      title={T.academicHeading}
      fileName="academic-scores"
      headings={['Score', 'Students']}
      rows={scored === 0 ? [] : [...h.buckets.map((b) => [b.label, b.students] as const), [T.noScore, h.no_score]]}
      empty={T.noStudents}
      chart={
        <>
          <Typography variant="caption" color="text.secondary">
            {T.academicCaption} {h.no_score > 0 && `${T.noScore}: ${h.no_score}.`}
          </Typography>
          <Chart
            categories={h.buckets.map((b) => b.label)}
            series={[{ label: T.students, data: h.buckets.map((b) => b.students) }]}
          />
        </>
      }
    />
  );
}

function TopSkills({ skills }: { skills: TopSkill[] }) {
  return (
    <ChartPanel
      title={T.topSkillsHeading}
      fileName="top-skills"
      headings={['Skill', 'Students']}
      rows={skills.map((s) => [s.name, s.students])}
      empty={T.noSkills}
      chart={
        <Chart
          horizontal
          categories={skills.map((s) => s.name)}
          series={[{ label: T.students, data: skills.map((s) => s.students), color: '#6a1b9a' }]}
        />
      }
    />
  );
}

function StudentJobs() {
  const [page, setPage] = useState(1);
  const list = useTrainingStudentJobs(page, STUDENT_JOBS_PAGE, true);
  const rows = list.data?.data ?? [];
  const pages = list.data?.pagination?.total_pages ?? 1;
  return (
    <Section title={T.applicationsHeading}>
      <Widget query={list}>
        {() =>
          rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {T.noApplications}
            </Typography>
          ) : (
            <>
              <List dense>
                {rows.map((r) => (
                  <ListItem key={r.job.id} disableGutters>
                    <ListItemText
                      primary={
                        <RouterLink
                          to={`/jobDashboard/${r.job.id}`}
                          aria-label={`${r.job.title}: your students' applications`}
                        >
                          {r.job.title}
                        </RouterLink>
                      }
                      secondary={`${r.job.org.full_name} · ${r.students_applied} applied, ${r.shortlisted} shortlisted, ${r.selected} selected`}
                    />
                  </ListItem>
                ))}
              </List>
              {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} size="small" />}
            </>
          )
        }
      </Widget>
    </Section>
  );
}

/** A select's value as a number, or undefined for 'all'. */
const toId = (value: unknown): number | undefined => (value === '' || value === undefined ? undefined : Number(value));

/** The batch and branch the page is narrowed to; a department admin's branch is fixed. */
function Filters({
  filters,
  onChange,
  department,
}: {
  filters: InstituteFilters;
  onChange: (f: InstituteFilters) => void;
  department: boolean;
}) {
  const { batches, branches } = useFilterChoices();
  const batchRows = (batches.data?.rows ?? []).filter((r) => /^\d+$/.test(r.key));
  const branchRows = (branches.data?.rows ?? []).filter((r) => /^\d+$/.test(r.key));
  if (department) {
    const mine = branchRows[0]?.label;
    return mine ? (
      <Alert severity="info" sx={{ mb: 2 }}>
        {T.departmentScope(mine)}
      </Alert>
    ) : null;
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id="institute-batch">{T.filterBatch}</InputLabel>
        <Select
          labelId="institute-batch"
          label={T.filterBatch}
          value={filters.batch ?? ''}
          onChange={(e) => onChange({ ...filters, batch: toId(e.target.value) })}
        >
          <MenuItem value="">{T.allBatches}</MenuItem>
          {batchRows.map((r) => (
            <MenuItem key={r.key} value={Number(r.key)}>
              {r.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 240 }}>
        <InputLabel id="institute-branch">{T.filterBranch}</InputLabel>
        <Select
          labelId="institute-branch"
          label={T.filterBranch}
          value={filters.specialization_id ?? ''}
          onChange={(e) => onChange({ ...filters, specialization_id: toId(e.target.value) })}
        >
          <MenuItem value="">{T.allBranches}</MenuItem>
          {branchRows.map((r) => (
            <MenuItem key={r.key} value={Number(r.key)}>
              {r.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

/**
 * /instituteDashboard (institution staff) and /college-admin (a student the admins made their
 * college's placement or department admin), issue 24 item 4: the institute's students in numbers,
 * split by degree, branch and batch, their scores and skills, and placement with offers and placed
 * students apart. Institution staff also see their own content, as a company does.
 */
export default function InstituteDashboardPage() {
  const { allowed, institution, department } = useInstituteReader();
  if (!allowed) return <NotForYou heading={T.heading} message={T.notForYou} />;
  return <InstituteDashboard institution={institution} department={department} />;
}

function InstituteDashboard({ institution, department }: { institution: boolean; department: boolean }) {
  const [filters, setFilters] = useState<InstituteFilters>({});
  const counters = useInstituteCounters(filters);
  const placement = usePlacement(filters);
  const academic = useAcademicHistogram(filters);
  const skills = useTopSkills(filters);
  const { user } = useSession();
  return (
    <DashboardFrame>
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
          {institution ? T.heading : T.collegeAdminHeading}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {institution && user?.profile?.org && (
            <Button component={RouterLink} to={`/institute/${user.profile.org.id}`} variant="outlined" size="small">
              Your institute’s page
            </Button>
          )}
          <Button component={RouterLink} to="/shortlist" variant="outlined" size="small">
            {T.shortlistLink}
          </Button>
          <Button component={RouterLink} to="/skillsDashboard" variant="outlined" size="small">
            {T.skillsDashboardLink}
          </Button>
          <Button component={RouterLink} to="/enrollmentDashboard" variant="outlined" size="small">
            {T.enrollmentLink}
          </Button>
          {institution && (
            <Button component={RouterLink} to="/trainingEnrollmentDashboard" variant="outlined" size="small">
              {T.trainingEnrollmentLink}
            </Button>
          )}
          {institution && (
            <Button component={RouterLink} to="/instituteMentor" variant="outlined" size="small">
              {T.mentors}
            </Button>
          )}
        </Stack>
      </Stack>
      <Filters filters={filters} onChange={setFilters} department={department} />
      <DashboardLoad query={counters}>
        {(c) => (
          <>
            <Box sx={{ mb: 1 }}>
              <Freshness at={c.computed_at} />
            </Box>
            <Counters c={c.data} />
          </>
        )}
      </DashboardLoad>
      {institution && (
        <Suspense fallback={null}>
          <SeatsCard />
        </Suspense>
      )}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SplitPanel filters={filters} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Widget query={placement} height={320}>
            {(p) => <Placement p={p} />}
          </Widget>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Widget query={academic} height={280}>
            {(h) => <Academic h={h} />}
          </Widget>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Widget query={skills} height={280}>
            {(s) => <TopSkills skills={s} />}
          </Widget>
        </Grid>
        {institution && (
          <Grid size={{ xs: 12 }}>
            <StudentJobs />
          </Grid>
        )}
      </Grid>
      {institution && <OwnContent />}
    </DashboardFrame>
  );
}

/** The institution's own jobs, events and clubs, as on a company's dashboard. */
function OwnContent() {
  const counts = useCreatedCounts();
  return (
    <>
      {counts.data && <OrgCountTiles counts={counts.data} kinds={ORG_ENTITY_KINDS} />}
      <OrgContentList kinds={ORG_ENTITY_KINDS} />
      <Section
        title="Your quests"
        action={
          <Button size="small" component={RouterLink} to="/questStatsDashboard">
            All quest numbers
          </Button>
        }
      >
        <Suspense fallback={<LinearProgress aria-label="Loading your quests" />}>
          <QuestStatsWidget filters={NO_QUEST_FILTERS} />
        </Suspense>
      </Section>
    </>
  );
}
