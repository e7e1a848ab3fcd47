import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import Insights from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useActivity, useEnrolledStudents, type EnrolledStudent } from '../api/author';
import { AuthorActivityView } from '../components/author/author-activity-view';
import { AuthorEnrolPanel } from '../components/author/author-enrol-panel';
import { AuthorGate } from '../components/author/author-gate';
import { MentorStatusChip } from '../components/author/mentor-status-chip';
import { RatingSummary } from '../../feedback';

/** /activity/{id}: the activity as authored, Edit, and enrolment (advisors and admins). */
export default function ActivityDetailPage() {
  return (
    <AuthorGate>
      <Detail />
    </AuthorGate>
  );
}

function EnrolledList({ students }: { students: EnrolledStudent[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="enrolled-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="enrolled-heading" variant="h6" component="h2">
        {`Enrolled students (${students.length})`}
      </Typography>
      {students.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nobody is enrolled yet.
        </Typography>
      ) : (
        <List dense aria-label="Enrolled students">
          {students.map((s) => (
            <ListItem key={s.my_assignment_id} disableGutters secondaryAction={<MentorStatusChip status={s.status} />}>
              <ListItemText primary={s.name} sx={{ pr: 12, overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

function Detail() {
  const id = Number(useParams().id);
  const activity = useActivity(id);
  const students = useEnrolledStudents(id);
  if (!activity.data) return <PageLoading />;
  const a = activity.data;
  const enrolled = students.data ?? [];
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Button component={RouterLink} to="/assignmentStatsDashboard" startIcon={<ArrowBack />} size="small">
        Activities
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, my: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
            {a.title}
          </Typography>
          <RatingSummary itemType="ACTIVITY" itemId={a.id} />
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={a.type} />
            {a.peer_evaluation && <Chip size="small" color="primary" variant="outlined" label="Peer evaluation" />}
            {!a.active && <Chip size="small" color="warning" label="Inactive" />}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button component={RouterLink} to={`/createActivity/${a.id}`} variant="contained" startIcon={<Edit />}>
            Edit
          </Button>
          <Button component={RouterLink} to={`/activityDashboard/${a.id}`} variant="outlined" startIcon={<Insights />}>
            Activity dashboard
          </Button>
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <AuthorActivityView activity={a} />
        <Stack spacing={2}>
          <AuthorEnrolPanel assignmentId={a.id} students={enrolled} />
          <EnrolledList students={enrolled} />
        </Stack>
      </Box>
    </Box>
  );
}
