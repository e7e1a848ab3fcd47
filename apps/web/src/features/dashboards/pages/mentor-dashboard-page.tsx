import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { lazy, Suspense } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { homeFor } from '../../../lib/route-for';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useMentorDashboard } from '../api';
import { ChartPanel } from '../components/chart-panel';
import { DashboardLoad } from '../components/dashboard-load';
import { Section, Tile } from '../components/dashboard-parts';
import { MenteesAtRisk } from '../components/mentees-at-risk';
import { loadQuestStatsWidgets } from '../../quests';

// The quests the mentor runs, with students at risk (the stats dashboard's widget, its own chunk).
const QuestStatsWidget = lazy(() => loadQuestStatsWidgets().then((m) => ({ default: m.QuestStatsWidget })));
const NO_FILTERS = { query: '', from: '', to: '' };

const DAY = 24 * 60 * 60 * 1000;

function waitingFor(since: string | null): string | undefined {
  if (!since) return undefined;
  const days = Math.floor((Date.now() - Date.parse(since)) / DAY);
  return days < 1 ? 'oldest waiting since today' : `oldest waiting ${days} day${days === 1 ? '' : 's'}`;
}

/** The mentor's first page (SPEC §2.1 /mentorDashboard; issue 24 item 2). */
export default function MentorDashboardPage() {
  const { user } = useSession();
  const isMobile = useIsMobile();
  const profile = user?.profile;
  const isMentor = profile?.profile_type === 'ADVISOR';
  const query = useMentorDashboard(isMentor);
  if (profile && !isMentor) return <Navigate to={homeFor(profile, isMobile)} replace />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1280 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          Dashboard
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" component={RouterLink} to="/createActivity">
            New activity
          </Button>
          <Button component={RouterLink} to="/assignmentStatsDashboard">
            All activities
          </Button>
        </Stack>
      </Stack>
      <DashboardLoad query={query}>
        {({ dashboard, activities, reviewsWaiting }) => (
          <Stack spacing={2}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 3 }}>
                <Tile
                  label="Activities you wrote"
                  value={dashboard.my_entities.activities}
                  detail={`${dashboard.my_entities.open_activities} open`}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Tile
                  label="Students you mentor"
                  value={dashboard.mentoring.students}
                  detail={`${dashboard.mentoring.enrolments} enrolments`}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Tile
                  label="Awaiting your evaluation"
                  value={dashboard.engage.awaiting_evaluation}
                  detail={waitingFor(dashboard.engage.oldest_waiting_since)}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Tile
                  label="Evaluated"
                  value={dashboard.engage.evaluated}
                  detail={`of ${dashboard.engage.submitted} submitted`}
                />
              </Grid>
            </Grid>
            {reviewsWaiting !== null && (
              <Grid container spacing={2} sx={{ alignItems: 'center' }}>
                <Grid size={{ xs: 6, md: 3 }}>
                  <Tile label="Reviews waiting" value={reviewsWaiting} detail="project submissions" />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <Button variant="outlined" component={RouterLink} to="/projectDashboard">
                    Open the review queue
                  </Button>
                </Grid>
              </Grid>
            )}
            <Section
              title="Your quests"
              action={
                <Stack direction="row" spacing={1}>
                  <Button size="small" component={RouterLink} to="/quizStatsDashboard">
                    Quiz results
                  </Button>
                  <Button size="small" component={RouterLink} to="/createQuest">
                    New quest
                  </Button>
                </Stack>
              }
            >
              <Suspense fallback={<LinearProgress aria-label="Loading your quests" />}>
                <QuestStatsWidget filters={NO_FILTERS} />
              </Suspense>
            </Section>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 7 }}>
                <ChartPanel
                  title="Submissions and reviews per activity"
                  fileName="activities"
                  headings={[
                    'Activity',
                    'Enrolled',
                    'Submitted',
                    'Peer reviews done',
                    'Peer reviews required',
                    'Waiting for you',
                  ]}
                  rows={activities.map((a) => [
                    a.title,
                    a.enrolled,
                    a.submitted,
                    a.reviews_done,
                    a.reviews_required,
                    a.in_mentor_queue,
                  ])}
                  empty="You have not written an activity yet."
                  chart={
                    <BarChart
                      height={Math.max(200, activities.length * 56)}
                      layout="horizontal"
                      yAxis={[{ scaleType: 'band', data: activities.map((a) => a.title), width: 140 }]}
                      series={[
                        { data: activities.map((a) => a.submitted), label: 'Submitted' },
                        { data: activities.map((a) => a.reviews_done), label: 'Reviews done' },
                        { data: activities.map((a) => a.reviews_required), label: 'Reviews required' },
                      ]}
                    />
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <MenteesAtRisk dashboard={dashboard} />
              </Grid>
            </Grid>
          </Stack>
        )}
      </DashboardLoad>
    </Box>
  );
}
