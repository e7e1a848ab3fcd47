import { formatEventStart } from '@lbd/shared/events';
import { MEETING_PROVIDER_LABELS, MEETING_TEXTS as T, type Meeting } from '@lbd/shared/meetings';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

const STATE_LABEL = { scheduled: T.scheduled, live: T.live, ended: T.ended } as const;

/** One session in a list: its title to its page, when (India), the host and who will attend. */
export function MeetingCard({ meeting, dense = false }: { meeting: Meeting; dense?: boolean }) {
  return (
    <Paper variant="outlined" component="article" sx={{ p: dense ? 1.5 : 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={STATE_LABEL[meeting.state]}
          color={meeting.state === 'live' ? 'success' : 'default'}
        />
        <Typography variant="caption" color="text.secondary">
          {MEETING_PROVIDER_LABELS[meeting.provider]}
        </Typography>
      </Stack>
      <Link
        component={RouterLink}
        to={`/sessions/${meeting.id}`}
        variant={dense ? 'subtitle1' : 'h6'}
        underline="hover"
      >
        {meeting.title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {formatEventStart(meeting.starts_at)} IST
        {meeting.host ? ` · ${meeting.host.name}` : meeting.org ? ` · ${meeting.org.name}` : ''}
      </Typography>
      {!dense && meeting.rsvp_count > 0 && (
        <Typography variant="caption" color="text.secondary">
          {T.going(meeting.rsvp_count)}
        </Typography>
      )}
    </Paper>
  );
}
