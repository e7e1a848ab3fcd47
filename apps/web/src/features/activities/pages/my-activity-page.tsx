import { type MyAssignmentDetail } from '@lbd/shared/activities';
import { SERVER_SUCCESS_MS, MESSAGE_MS } from '@lbd/shared/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { useSession } from '../../../lib/session';
import { completeMyAssignment, STUDENT_ACTIVITY_KEY, useMyAssignment } from '../api/student';
import { StudentActivityHeader } from '../components/student-activity-header';
import { StudentScoreSummary } from '../components/student-score-summary';
import { StudentSubmissionPanel } from '../components/student-submission-panel';
import { peerFailure } from '../peer-messages';
import { RatingSummary } from '../../feedback';

/** Texts of this page where the spec is silent. */
export const MY_ACTIVITY_TEXTS = {
  openPeer: 'Peer Learning and Evaluation',
  complete: 'Mark as Complete',
  completeQuestion: 'Mark this activity as complete? You will not be able to resubmit it afterwards.',
  completed: 'Your activity is marked complete.',
  completeFailed: 'The activity could not be marked complete.',
} as const;

/**
 * /myActivity/{id} and /myactivity/{id} (the notification target, SPEC §2.2): the student's own
 * activity by its my_assignment id — the facts, each question with the current submission and the
 * form to (re)submit, the score summary, and the way to the peer screen.
 */
export default function MyActivityPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  // Only a student has activities of their own: a company, mentor or admin following a link to a
  // student's activity gets Access Denied, not a failed call over an empty page (issue 23 item 32).
  if (user?.profile?.profile_type !== 'STUDENT') return <ErrorView type="unauthorized" />;
  return <StudentActivity />;
}

function StudentActivity() {
  const id = Number(useParams().id);
  const my = useMyAssignment(id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/error?type=notfound" replace />;
  if (!my.data) return <PageLoading />;
  return <MyActivityView my={my.data} />;
}

function MyActivityView({ my }: { my: MyAssignmentDetail }) {
  const a = my.assignment;
  const [confirming, setConfirming] = useState(false);
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 980 }}>
      <StudentActivityHeader
        assignment={a}
        status={my.status}
        submissionDeadline={my.submission_deadline}
        actions={
          <>
            {a.learning_path.value === 'PEER' && (
              <Button component={RouterLink} to={`/peerLearning/${a.id}`} variant="contained">
                {MY_ACTIVITY_TEXTS.openPeer}
              </Button>
            )}
            {my.status === 'Submitted' && (
              <Button variant="outlined" onClick={() => setConfirming(true)}>
                {MY_ACTIVITY_TEXTS.complete}
              </Button>
            )}
          </>
        }
      />
      <RatingSummary itemType="ACTIVITY" itemId={a.id} />
      <StudentScoreSummary my={my} />
      <StudentSubmissionPanel my={my} />
      {confirming && <CompleteDialog myAssignmentId={my.id} onClose={() => setConfirming(false)} />}
    </Box>
  );
}

function CompleteDialog({ myAssignmentId, onClose }: { myAssignmentId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const complete = useMutation({
    mutationFn: () => completeMyAssignment(myAssignmentId),
    meta: { handleErrors: false },
    onSuccess: () => {
      showSnackbar(MY_ACTIVITY_TEXTS.completed, SERVER_SUCCESS_MS);
      void queryClient.invalidateQueries({ queryKey: STUDENT_ACTIVITY_KEY });
      onClose();
    },
    onError: (error) => {
      const { message } = peerFailure(error, MY_ACTIVITY_TEXTS.completeFailed);
      showSnackbar(message, MESSAGE_MS);
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="complete-title" maxWidth="xs" fullWidth>
      <DialogTitle id="complete-title">{MY_ACTIVITY_TEXTS.complete}</DialogTitle>
      <DialogContent>
        <DialogContentText>{MY_ACTIVITY_TEXTS.completeQuestion}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={complete.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => complete.mutate()} disabled={complete.isPending}>
          {MY_ACTIVITY_TEXTS.complete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
