import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { DASHBOARD_META, fetchSummary, jobKeys } from '../api';
import { ActivityList } from '../components/activity-list';

/** /jobDashboardMobile/{id}/activityLog: the job's application log, newest first, for phones. */
export default function JobActivityLogPage() {
  const id = Number(useParams().id);
  const summary = useQuery({
    queryKey: [...jobKeys.dashboard(id), 'summary'],
    queryFn: () => fetchSummary(id),
    enabled: Number.isInteger(id),
    meta: DASHBOARD_META,
  });
  return (
    <Box sx={{ px: 1.5, py: 2, maxWidth: 600 }}>
      <Button component={RouterLink} to={`/jobDashboardMobile/${id}`} startIcon={<ArrowBack />} size="small">
        Applicants
      </Button>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        Activity log
      </Typography>
      {summary.data && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {summary.data.title}
        </Typography>
      )}
      <ActivityList jobId={id} />
    </Box>
  );
}
