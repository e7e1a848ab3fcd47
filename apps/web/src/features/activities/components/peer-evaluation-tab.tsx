import { ACTIVITY_MESSAGES, RATEABLE_STATUSES, type Assignment } from '@lbd/shared/activities';
import { SERVER_SUCCESS_MS } from '@lbd/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFeedback } from '../../../lib/feedback';
import {
  fetchPeerEvaluated,
  fetchPeerSubmissions,
  fetchWrittenReviews,
  setPeerReviewStatus,
  studentActivityKeys,
  usePeerReviews,
  type PeerSubmission,
  type WrittenReview,
} from '../api/student';
import { scoreText } from '../peer-format';
import { peerFailure } from '../peer-messages';
import type { PeerViewer } from './peer-comment-thread';
import { PeerEvaluationForm } from './peer-evaluation-form';
import { PeerReviewsList } from './peer-reviews-list';
import { PeerSubmissionCard } from './peer-submission-card';

/** Texts of peer evaluation where the spec is silent. */
export const EVALUATION_TEXTS = {
  markedRedo: 'Marked for redo. Post your evaluation again before the deadline.',
  reset: 'Your earlier evaluation stands again.',
  changeFailed: 'The change could not be saved.',
  cannotRate: 'You cannot evaluate this submission now.',
  nothing: 'There are no submissions of your peers to evaluate yet.',
} as const;

const isRateable = (status: string) => (RATEABLE_STATUSES as readonly string[]).includes(status);

/**
 * Peer evaluation (SPEC §4.6): peers' submissions — never one's own — each with the student's
 * evaluation, or the form while the server allows it (window, allocation, status complete or
 * Submitted). Mentors only read the evaluations: advisors cannot rate.
 */
export function PeerEvaluationTab({ assignment, viewer }: { assignment: Assignment; viewer: PeerViewer }) {
  const submissions = useQuery({
    queryKey: studentActivityKeys.submissions(assignment.id, 'PEER EVALUATION'),
    queryFn: () => fetchPeerSubmissions(assignment.id, 'PEER EVALUATION'),
    meta: { handleErrors: false },
  });
  const written = useQuery({
    queryKey: studentActivityKeys.written(assignment.id),
    queryFn: () => fetchWrittenReviews(assignment.id),
    enabled: !viewer.isMentor,
    meta: { handleErrors: false },
  });
  const progress = useQuery({
    queryKey: studentActivityKeys.evaluated(assignment.id),
    queryFn: () => fetchPeerEvaluated(assignment.id),
    enabled: !viewer.isMentor,
    meta: { handleErrors: false },
  });

  if (submissions.isError) return <Typography color="text.secondary">{submissions.error.message}</Typography>;
  if (!submissions.data) return <Typography color="text.secondary">Loading submissions…</Typography>;
  // The server leaves one's own work out of this list; the screen makes sure of it too.
  const others = submissions.data.filter((s) => !s.is_own && s.peer_profile_id !== viewer.profileId);
  const mine = (s: PeerSubmission) =>
    written.data?.find((w) => w.type === 'PEER EVALUATION' && w.my_activity_id === s.my_assignment_id) ?? null;
  // What the student can act on first: open forms, then their evaluations, then the rest.
  const rank = (s: PeerSubmission) => (s.allow_evaluation ? 0 : mine(s) ? 1 : 2);
  const rows = viewer.isMentor ? others : [...others].sort((x, y) => rank(x) - rank(y) || x.name.localeCompare(y.name));

  return (
    <Stack spacing={2}>
      {progress.data && (
        <Alert severity={progress.data.is_evaluated ? 'success' : 'info'} aria-label="Evaluation progress">
          You have evaluated {progress.data.evaluated} of {progress.data.required}{' '}
          {progress.data.required === 1 ? 'submission' : 'submissions'} asked of you.
        </Alert>
      )}
      {rows.length === 0 && <Typography color="text.secondary">{EVALUATION_TEXTS.nothing}</Typography>}
      {rows.map((s) => (
        <PeerSubmissionCard key={s.my_assignment_id} submission={s} assignment={assignment}>
          {viewer.isMentor ? (
            <ReceivedEvaluations assignment={assignment} submission={s} />
          ) : (
            <StudentEvaluation assignment={assignment} submission={s} written={mine(s)} profileId={viewer.profileId} />
          )}
        </PeerSubmissionCard>
      ))}
    </Stack>
  );
}

function ReceivedEvaluations({ assignment, submission }: { assignment: Assignment; submission: PeerSubmission }) {
  const reviews = usePeerReviews(assignment.id, submission.my_assignment_id, 'PEER EVALUATION');
  return (
    <PeerReviewsList
      reviews={(reviews.data?.data ?? []).filter((r) => r.type === 'PEER EVALUATION')}
      assignment={assignment}
      label={`Evaluations of ${submission.name}`}
    />
  );
}

function StudentEvaluation({
  assignment,
  submission,
  written,
  profileId,
}: {
  assignment: Assignment;
  submission: PeerSubmission;
  written: WrittenReview | null;
  profileId: number;
}) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const change = useMutation({
    mutationFn: (status: 'REDO' | 'Submitted') => setPeerReviewStatus(written!.id, status),
    meta: { handleErrors: false },
    onSuccess: (_list, status) => {
      showSnackbar(status === 'REDO' ? EVALUATION_TEXTS.markedRedo : EVALUATION_TEXTS.reset, SERVER_SUCCESS_MS);
      void queryClient.invalidateQueries({ queryKey: studentActivityKeys.peer(assignment.id) });
    },
    onError: (error) => {
      const { message, ms } = peerFailure(error, EVALUATION_TEXTS.changeFailed);
      showSnackbar(message, ms);
    },
  });
  const form =
    submission.allow_evaluation && isRateable(submission.status) ? (
      <PeerEvaluationForm assignment={assignment} submission={submission} profileId={profileId} />
    ) : null;

  if (written?.status === 'Submitted')
    return (
      <Box aria-label={`Your evaluation of ${submission.name}`} role="group">
        <Typography variant="subtitle2" component="h4">
          Your evaluation: {scoreText(written.peer_assessment_score)} / {scoreText(assignment.mentor_assessment_score)}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          {written.comments}
        </Typography>
        <Button size="small" onClick={() => change.mutate('REDO')} disabled={change.isPending} sx={{ mt: 0.5 }}>
          Redo
        </Button>
      </Box>
    );
  if (written?.status === 'REDO')
    return (
      <Box aria-label={`Your evaluation of ${submission.name}`} role="group">
        <Alert
          severity="warning"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => change.mutate('Submitted')} disabled={change.isPending}>
              Reset
            </Button>
          }
        >
          Your evaluation ({scoreText(written.peer_assessment_score)}) is marked for redo and does not count. Post it
          again, or reset it to keep it.
        </Alert>
        {form}
      </Box>
    );
  if (form) return form;
  return (
    <Typography variant="body2" color="text.secondary">
      {isRateable(submission.status) ? EVALUATION_TEXTS.cannotRate : ACTIVITY_MESSAGES.notEvaluable}
    </Typography>
  );
}
