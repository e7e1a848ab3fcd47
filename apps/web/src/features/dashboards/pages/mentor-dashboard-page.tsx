import type { AtRiskReason, MentorDashboard } from '@lbd/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Navigate, Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { homeFor } from '../../../lib/route-for';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useMentorDashboard } from '../api';
import { ChartPanel } from '../components/chart-panel';
import { DashboardLoad } from '../components/dashboard-load';
import { Section, Tile } from '../components/dashboard-parts';

const REASON_LABEL: Record<AtRiskReason, string> = {
  late: 'Missed the deadline',
  inactive: 'No work for 14 days',
  low_score: 'Low score',
};
const DAY = 24 * 60 * 60 * 1000;

function waitingFor(since: string | null): string | undefined {
  if (!since) return undefined;
  const days = Math.floor((Date.now() - Date.parse(since)) / DAY);
  return days < 1 ? 'oldest waiting since today' : `oldest waiting ${days} day${days === 1 ? '' : 's'}`;
}

function AtRisk({ dashboard }: { dashboard: MentorDashboard }) {
  return (
    <Section title="Mentees at risk">
      {dashboard.at_risk.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nobody is behind: every student of your open activities is on time and working.
        </Typography>
      ) : (
        <List dense disablePadding>
          {dashboard.at_risk.map((r) => (
            <ListItem key={`${r.profile_id}-${r.assignment_id}`} disableGutters>
              <ListItemText
                primary={
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                    <Typography component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
                      {r.name}
                    </Typography>
                    {r.reasons.map((reason) => (
                      <Chip key={reason} size="small" color="warning" variant="outlined" label={REASON_LABEL[reason]} />
                    ))}
                  </Stack>
                }
                secondary={
                  <>
                    <Link component={RouterLink} to={`/activityDashboard/${r.assignment_id}`}>
                      {r.title}
                    </Link>
                    {` · last active ${indiaDate(r.last_active_at)} · due ${indiaDate(r.deadline)}`}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {dashboard.at_risk_total > dashboard.at_risk.length && (
        <Typography variant="caption" color="text.secondary">
          and {dashboard.at_risk_total - dashboard.at_risk.length} more
        </Typography>
      )}
    </Section>
  );
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
        {({ dashboard, activities }) => (
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
            <Typography variant="body2" color="text.secondary">
              Projects, quizzes, question banks and quests you run will be counted here once learning content is built.
            </Typography>
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
                <AtRisk dashboard={dashboard} />
              </Grid>
            </Grid>
          </Stack>
        )}
      </DashboardLoad>
    </Box>
  );
}
