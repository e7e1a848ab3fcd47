import { MEETING_PANEL_SIZE, MEETING_TEXTS as T } from '@lbd/shared/meetings';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useMeetings } from '../api';
import { MeetingCard } from './meeting-card';

/** The next few live sessions the viewer may see, for beside the /posts timeline. */
export default function UpcomingSessionsPanel() {
  const list = useMeetings('upcoming', 1, MEETING_PANEL_SIZE);
  const items = list.data?.data ?? [];
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="upcoming-sessions-title" sx={{ p: 2 }}>
      <Typography id="upcoming-sessions-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      {list.isPending ? null : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.noUpcoming}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {items.map((m) => (
            <MeetingCard key={m.id} meeting={m} dense />
          ))}
        </Stack>
      )}
      <Link component={RouterLink} to="/sessions" sx={{ display: 'inline-block', mt: 1 }}>
        All sessions
      </Link>
    </Paper>
  );
}
