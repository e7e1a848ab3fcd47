import { MEETING_TEXTS as T, type CreateMeetingBody } from '@lbd/shared/meetings';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { createMeeting, MEETINGS_KEY, updateMeeting, useMeeting } from '../api';
import { MeetingForm } from '../components/meeting-form';
import { meetingToForm } from '../meeting-form-values';

/** /createSession and /editSession/{id}: the session form; saving opens the session. */
export default function SessionFormPage() {
  const id = Number(useParams().id ?? 0);
  const editing = id > 0;
  const meeting = useMeeting(id);
  const client = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const handleSubmit = async (body: CreateMeetingBody) => {
    try {
      const started = editing && meeting.data?.state !== 'scheduled';
      const saved = editing
        ? await updateMeeting(id, started ? { description: body.description } : body)
        : await createMeeting(body);
      await client.invalidateQueries({ queryKey: MEETINGS_KEY });
      navigateTo(['sessions', saved.id]);
    } catch (e) {
      if (e instanceof Error && 'status' in e && (e as { status: number }).status === 422) throw e;
      showPopup(failurePopup(e));
    }
  };
  if (editing && meeting.isPending) return <PageLoading />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 760 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 2 }}>
        {editing ? T.editSession : T.newSession}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <MeetingForm
          initial={meeting.data ? meetingToForm(meeting.data) : undefined}
          started={editing && meeting.data?.state !== 'scheduled'}
          submitLabel={editing ? 'Save' : T.newSession}
          onSubmit={handleSubmit}
        />
      </Paper>
    </Box>
  );
}
