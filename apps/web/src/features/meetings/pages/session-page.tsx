import { formatEventStart } from '@lbd/shared/events';
import { MEETING_AUDIENCE_LABELS, MEETING_PROVIDER_LABELS, MEETING_TEXTS as T } from '@lbd/shared/meetings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import {
  deleteScheduledMeeting,
  downloadMeetingIcs,
  MEETINGS_KEY,
  rsvpMeeting,
  updateMeeting,
  useMeeting,
} from '../api';
import { JoinButton } from '../components/join-button';

const STATE_LABEL = { scheduled: T.scheduled, live: T.live, ended: T.ended } as const;

/** /sessions/{id}: when (India time), who hosts, RSVP, Join, the .ics file, the recording; its managers edit. */
export default function SessionPage() {
  const id = Number(useParams().id);
  const meeting = useMeeting(id);
  const { user, openLogin } = useSession();
  const client = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showPopup, showSnackbar } = useFeedback();
  const [recording, setRecording] = useState('');
  const [recordingError, setRecordingError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: MEETINGS_KEY });
  const act = (fn: () => Promise<unknown>) => () => void fn().then(refresh, (e: unknown) => showPopup(failurePopup(e)));

  if (meeting.isPending) return <PageLoading />;
  if (!meeting.data)
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        This session could not be found.
      </Alert>
    );
  const m = meeting.data;
  const hasProfile = Boolean(user?.profile);
  const handleRecording = async () => {
    try {
      await updateMeeting(m.id, { recording_url: recording.trim() });
      setRecordingError(null);
      showSnackbar('The recording link is saved.');
      await refresh();
    } catch (e) {
      const fields = apiFieldErrors(e);
      if (fields?.recording_url) setRecordingError(fields.recording_url);
      else showPopup(failurePopup(e));
    }
  };
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 860 }}>
      <Link component={RouterLink} to="/sessions">
        ‹ {T.title}
      </Link>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={STATE_LABEL[m.state]} color={m.state === 'live' ? 'success' : 'default'} />
        <Chip variant="outlined" label={MEETING_PROVIDER_LABELS[m.provider]} />
        <Chip variant="outlined" label={MEETING_AUDIENCE_LABELS[m.audience]} />
      </Stack>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mt: 1 }}>
        {m.title}
      </Typography>
      <Typography color="text.secondary">
        {formatEventStart(m.starts_at)} to {formatEventStart(m.ends_at).split(', ').pop()} IST
        {m.host ? ` · ${m.host.name}` : ''}
        {m.org ? ` · ${m.org.name}` : ''}
      </Typography>
      {m.description && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{m.description}</Typography>}
      {m.skills.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          {m.skills.map((s) => (
            <Chip key={s} size="small" label={s} />
          ))}
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          <JoinButton meeting={m} signedIn={hasProfile} />
          {m.state !== 'ended' &&
            (hasProfile ? (
              <Button variant={m.going ? 'outlined' : 'contained'} onClick={act(() => rsvpMeeting(m.id, !m.going))}>
                {m.going ? T.notAttend : T.attend}
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => openLogin('login')}>
                Sign in to attend
              </Button>
            ))}
          <Button onClick={() => void downloadMeetingIcs(m.id).catch((e: unknown) => showPopup(failurePopup(e)))}>
            {T.addToCalendar}
          </Button>
          {m.recording_url && (
            <Button component="a" href={m.recording_url} target="_blank" rel="noopener noreferrer">
              {T.recording}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {m.going && m.state !== 'ended' ? `${T.attending}. ` : ''}
          {m.attended ? 'You joined this session. ' : ''}
          {T.going(m.rsvp_count)}
        </Typography>
      </Paper>
      {m.can_manage && (
        <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
          <Typography variant="h6" component="h2">
            Manage
          </Typography>
          {m.provider_url && (
            <Typography variant="body2" sx={{ wordBreak: 'break-all', my: 1 }}>
              Meeting link: {m.provider_url}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button component={RouterLink} to={`/editSession/${m.id}`} variant="outlined">
              {T.editSession}
            </Button>
            {m.state === 'scheduled' && (
              <Button
                color="error"
                onClick={act(async () => {
                  await deleteScheduledMeeting(m.id);
                  navigateTo(['sessions']);
                })}
              >
                Delete
              </Button>
            )}
          </Stack>
          {m.state === 'ended' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
              <TextField
                label="Recording link"
                size="small"
                value={recording}
                onChange={(e) => setRecording(e.target.value)}
                error={Boolean(recordingError)}
                helperText={recordingError ?? ' '}
                sx={{ flex: 1 }}
              />
              <Button variant="contained" onClick={() => void handleRecording()} sx={{ alignSelf: 'flex-start' }}>
                Save recording
              </Button>
            </Stack>
          )}
        </Paper>
      )}
    </Box>
  );
}
