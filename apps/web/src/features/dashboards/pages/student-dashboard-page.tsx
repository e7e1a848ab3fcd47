import { APPLICATION_STATUSES } from '@lbd/shared/jobs';
import { type StudentDashboard } from '@lbd/shared/student-dashboard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { indiaDate, indiaDateTime } from '../../../lib/dates';
import { homeFor } from '../../../lib/route-for';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { loadStudentActivityList } from '../../activities';
import { SubscriptionsCard } from '../../payments';
import { loadLearningRecommendations, loadPendingTasks } from '../../projects';
import { loadMyQuestsWidget } from '../../quests';
import { useDashboardRecommendations, useStudentDashboard } from '../api';
import { ChartPanel } from '../components/chart-panel';
import { DashboardLoad } from '../components/dashboard-load';
import { Section, Tile } from '../components/dashboard-parts';

const PointsChart = lazy(() => import('../components/points-chart'));
const PendingTasks = lazy(() => loadPendingTasks().then((m) => ({ default: m.PendingTasks })));
const MyQuestsWidget = lazy(() => loadMyQuestsWidget().then((m) => ({ default: m.MyQuestsWidget })));
const LearningRecommendations = lazy(() =>
  loadLearningRecommendations().then((m) => ({ default: m.LearningRecommendations })),
);
const StudentActivityList = lazy(() => loadStudentActivityList().then((m) => ({ default: m.StudentActivityList })));

const STATUS_LABEL: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  selected: 'Selected',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};
const STATUS_COLOR = {
  applied: 'default',
  shortlisted: 'info',
  selected: 'success',
  rejected: 'warning',
  withdrawn: 'default',
} as const;
const KIND_LABEL = { event: 'Event', club: 'Club', reading: 'Reading', internship: 'Internship', job: 'Job' } as const;

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

function PointsTiles({ points }: { points: StudentDashboard['points'] }) {
  const tiles = [
    ['Exposure', points.exposure],
    ['Experience', points.experience],
    ['Education', points.education],
    ['Total points', points.total],
  ] as const;
  return (
    <Grid container spacing={2}>
      {tiles.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <Tile label={label} value={value} />
        </Grid>
      ))}
    </Grid>
  );
}

function PointsGrowth({ growth }: { growth: StudentDashboard['points_growth'] }) {
  const hasPoints = growth.some((g) => g.total > 0);
  return (
    <ChartPanel
      title="How your points grew"
      fileName="portfolio-points"
      headings={['Month', 'Exposure', 'Experience', 'Education', 'Total']}
      rows={hasPoints ? growth.map((g) => [g.month, g.exposure, g.experience, g.education, g.total]) : []}
      empty="Add entries to your portfolio and your points show here month by month."
      chart={
        <Suspense fallback={<LinearProgress aria-label="Loading the chart" />}>
          <PointsChart growth={growth} />
        </Suspense>
      }
    />
  );
}

function CareerPaths({ paths }: { paths: StudentDashboard['career_paths'] }) {
  return (
    <Section
      title="Career-path coverage"
      action={
        <Button size="small" component={RouterLink} to="/jobRoles">
          Career paths
        </Button>
      }
    >
      {paths.length === 0 && <Empty>Choose your career paths to see which of their skills your portfolio shows.</Empty>}
      <Stack spacing={2}>
        {paths.map((p) => {
          const shown = p.skills_total - p.missing_total;
          return (
            <Box key={p.id}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  {p.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.skills_total === 0 ? 'No skills listed' : `${shown} of ${p.skills_total} skills shown`}
                </Typography>
              </Stack>
              {p.skills_total > 0 && (
                <LinearProgress
                  variant="determinate"
                  value={(shown / p.skills_total) * 100}
                  aria-label={`${p.name}: ${shown} of ${p.skills_total} skills shown`}
                  sx={{ my: 1, height: 8, borderRadius: 4 }}
                />
              )}
              {p.covered.length > 0 && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
                  {p.covered.map((s) => (
                    <Chip key={s.id} size="small" color="success" variant="outlined" label={s.name} />
                  ))}
                </Stack>
              )}
              {p.missing.length > 0 && (
                <List dense disablePadding aria-label={`${p.name}: missing skills`}>
                  {p.missing.map((m) => (
                    <ListItem key={m.id} disableGutters>
                      <ListItemText
                        primary={m.name}
                        secondary={
                          m.closer ? (
                            <>
                              {`${KIND_LABEL[m.closer.kind]}: `}
                              <Link component={RouterLink} to={m.closer.path}>
                                {m.closer.title}
                              </Link>
                            </>
                          ) : (
                            'Nothing open that teaches it yet'
                          )
                        }
                      />
                    </ListItem>
                  ))}
                  {p.missing_total > p.missing.length && (
                    <Typography variant="caption" color="text.secondary">
                      and {p.missing_total - p.missing.length} more
                    </Typography>
                  )}
                </List>
              )}
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}

function Applications({ applications }: { applications: StudentDashboard['applications'] }) {
  return (
    <Section
      title="Your applications"
      action={
        <Button size="small" component={RouterLink} to="/myPortfolio/jobs">
          All
        </Button>
      }
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
        {APPLICATION_STATUSES.map((s) => (
          <Chip key={s} size="small" label={`${STATUS_LABEL[s]}: ${applications.counts[s]}`} />
        ))}
      </Stack>
      {applications.latest.length === 0 ? (
        <Empty>You have not applied to a job or internship yet.</Empty>
      ) : (
        <List dense disablePadding>
          {applications.latest.map((a) => (
            <ListItem
              key={a.job_id}
              disableGutters
              secondaryAction={<Chip size="small" color={STATUS_COLOR[a.status]} label={STATUS_LABEL[a.status]} />}
            >
              <ListItemText
                sx={{ pr: 12 }}
                primary={
                  <Link component={RouterLink} to={a.path}>
                    {a.title}
                  </Link>
                }
                secondary={`${a.org_name} · applied ${indiaDate(a.applied_at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

function Upcoming({ items }: { items: StudentDashboard['upcoming'] }) {
  return (
    <Section title="Coming up">
      {items.length === 0 ? (
        <Empty>No events or application deadlines in the next 30 days.</Empty>
      ) : (
        <List dense disablePadding>
          {items.map((u) => (
            <ListItem key={`${u.kind}-${u.id}`} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={u.path}>
                    {u.title}
                  </Link>
                }
                secondary={`${u.kind === 'event' ? indiaDateTime(u.at) : `Apply by ${indiaDate(u.at)}`} · ${u.detail}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

function Notifications({ items }: { items: StudentDashboard['notifications'] }) {
  return (
    <Section title="Recent notifications">
      {items.length === 0 ? (
        <Empty>Nothing new.</Empty>
      ) : (
        <List dense disablePadding>
          {items.map((n) => (
            <ListItem key={n.id} disableGutters>
              <ListItemText
                primary={
                  n.path ? (
                    <Link component={RouterLink} to={n.path} sx={{ fontWeight: n.viewed ? 400 : 600 }}>
                      {n.message}
                    </Link>
                  ) : (
                    n.message
                  )
                }
                secondary={indiaDateTime(n.at)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

function Recommendations() {
  const query = useDashboardRecommendations(true);
  const items = query.data
    ? [
        ...query.data.jobs.map((j) => ({
          key: `j${j.id}`,
          title: j.title,
          path: `/jobs/${j.id}`,
          reason: j.reason,
          kind: 'Job',
        })),
        ...query.data.events.map((e) => ({
          key: `e${e.id}`,
          title: e.title,
          path: `/events/${e.id}`,
          reason: e.reason,
          kind: 'Event',
        })),
      ]
    : [];
  return (
    <Section title="Recommended for you">
      {query.isPending && <LinearProgress aria-label="Loading recommendations" />}
      {query.isError && <Empty>Recommendations could not be loaded.</Empty>}
      {query.data && items.length === 0 && (
        <Empty>No recommendations yet: choose career paths and add skills to your portfolio.</Empty>
      )}
      <List dense disablePadding>
        {items.map((r) => (
          <ListItem key={r.key} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={r.path}>
                  {r.title}
                </Link>
              }
              secondary={`${r.kind} · ${r.reason}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

/** The student's first page (SPEC §2.1 /dashboard; issue 24 item 1). */
export default function StudentDashboardPage() {
  const { user } = useSession();
  const isMobile = useIsMobile();
  const profile = user?.profile;
  const isStudent = profile?.profile_type === 'STUDENT';
  const query = useStudentDashboard(isStudent);
  // Everyone else has a dashboard of their own (error pages lead back to /dashboard).
  if (profile && !isStudent) return <Navigate to={homeFor(profile, isMobile)} replace />;
  const name = profile?.first_name;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1280 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Dashboard
      </Typography>
      <DashboardLoad query={query}>
        {(data) => (
          <Stack spacing={2}>
            {name && (
              <Typography color="text.secondary">
                Welcome back, {name}. Here is where your portfolio stands and what is next.
              </Typography>
            )}
            <PointsTiles points={data.points} />
            {/* What the student subscribes to, with Renew; nothing shows while they hold none. */}
            <Suspense fallback={null}>
              <SubscriptionsCard />
            </Suspense>
            <Section
              title="Tasks due"
              action={
                <Button size="small" component={RouterLink} to="/myPortfolio/projects?tab=In+Progress">
                  My projects
                </Button>
              }
            >
              <Suspense fallback={<LinearProgress aria-label="Loading tasks" />}>
                <PendingTasks />
              </Suspense>
            </Section>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 7 }}>
                <PointsGrowth growth={data.points_growth} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Upcoming items={data.upcoming} />
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <CareerPaths paths={data.career_paths} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Stack spacing={2}>
                  <Applications applications={data.applications} />
                  <Notifications items={data.notifications} />
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <Section title="Activities due">
                  <Suspense fallback={<LinearProgress aria-label="Loading activities" />}>
                    <StudentActivityList />
                  </Suspense>
                </Section>
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Stack spacing={2}>
                  <Section
                    title="My quests"
                    action={
                      <Button size="small" component={RouterLink} to="/quests">
                        All quests
                      </Button>
                    }
                  >
                    <Suspense fallback={<LinearProgress aria-label="Loading your quests" />}>
                      <MyQuestsWidget />
                    </Suspense>
                  </Section>
                  <Recommendations />
                  <Section
                    title="Learn by doing next"
                    action={
                      <Button size="small" component={RouterLink} to="/projects">
                        All projects
                      </Button>
                    }
                  >
                    <Suspense fallback={<LinearProgress aria-label="Loading projects and learning paths" />}>
                      <LearningRecommendations />
                    </Suspense>
                  </Section>
                </Stack>
              </Grid>
            </Grid>
          </Stack>
        )}
      </DashboardLoad>
    </Box>
  );
}
