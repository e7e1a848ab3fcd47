import { ACTIVITY_MESSAGES, type Assignment } from '@lbd/shared/activities';
import { SERVER_SUCCESS_MS } from '@lbd/shared/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useFeedback } from '../../../lib/feedback';
import {
  appealPeerReview,
  fetchMyEvaluationDetails,
  studentActivityKeys,
  usePeerReviews,
  type MyEvaluationDetails,
  type PeerAssessment,
} from '../api/student';
import { scoreText } from '../peer-format';
import { peerFailure } from '../peer-messages';
import { PeerReplies, type PeerViewer } from './peer-comment-thread';
import { PeerReviewsList } from './peer-reviews-list';

/** Texts of appeals and the peer-score explanation where the spec is silent. */
export const MY_REVIEWS_TEXTS = {
  appealSent: 'Your appeal has been sent to the mentor.',
  appealFailed: 'Your appeal could not be sent.',
  appealHelp: 'Tell the mentor what this review got wrong. Appeals are open while commenting is.',
} as const;

/** How the peer score was reached, in words: the scores, the median (or mean), the scaling. Pure. */
export function peerScoreExplanation(
  d: MyEvaluationDetails,
  a: Pick<Assignment, 'mentor_assessment_score' | 'peer_assessment_score'>,
) {
  if (d.scores.length === 0) return `No peer scores yet (${d.reviews_required} reviews asked for).`;
  const method = d.scoring_method === 'median' ? 'Median' : 'Mean';
  return (
    `Scores received: ${d.scores.map(scoreText).join(', ')} (${d.reviews_received} of ${d.reviews_required} reviews). ` +
    `${method}: ${scoreText(d.aggregate)} of ${scoreText(a.mentor_assessment_score)}, ` +
    `so your peer score is ${scoreText(d.peer_score)} of ${scoreText(a.peer_assessment_score)}.`
  );
}

/** The evaluations the student's own submission received, with the maths and the appeal (SPEC §4.6). */
export function PeerMyReviewsTab({
  assignment,
  myAssignmentId,
  viewer,
}: {
  assignment: Assignment;
  myAssignmentId: number;
  viewer: PeerViewer;
}) {
  const reviews = usePeerReviews(assignment.id, myAssignmentId, 'PEER EVALUATION');
  const details = useQuery({
    queryKey: studentActivityKeys.details(assignment.id),
    queryFn: () => fetchMyEvaluationDetails(assignment.id),
    meta: { handleErrors: false },
  });
  const [appealing, setAppealing] = useState<PeerAssessment | null>(null);
  const received = (reviews.data?.data ?? []).filter((r) => r.type === 'PEER EVALUATION');
  return (
    <Stack spacing={2}>
      {details.data && (
        <Alert severity="info" aria-label="How your peer score is worked out">
          {peerScoreExplanation(details.data, assignment)}
        </Alert>
      )}
      {reviews.isError ? (
        <Typography color="text.secondary">{reviews.error.message}</Typography>
      ) : (
        <PeerReviewsList
          reviews={received}
          assignment={assignment}
          label="Evaluations of your submission"
          renderActions={(r) => (
            <PeerReplies
              comment={r}
              activityId={assignment.id}
              targetId={myAssignmentId}
              viewer={viewer}
              actions={
                !r.appealed &&
                r.status === 'Submitted' && (
                  <Button
                    size="small"
                    onClick={() => setAppealing(r)}
                    aria-label={`Appeal the review by ${r.peer_name}`}
                  >
                    Appeal
                  </Button>
                )
              }
            />
          )}
        />
      )}
      {appealing && <AppealDialog review={appealing} activityId={assignment.id} onClose={() => setAppealing(null)} />}
    </Stack>
  );
}

function AppealDialog({
  review,
  activityId,
  onClose,
}: {
  review: PeerAssessment;
  activityId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const appeal = useMutation({
    mutationFn: () => appealPeerReview(review.id, reason.trim()),
    meta: { handleErrors: false },
    onSuccess: () => {
      showSnackbar(MY_REVIEWS_TEXTS.appealSent, SERVER_SUCCESS_MS);
      void queryClient.invalidateQueries({ queryKey: studentActivityKeys.peer(activityId) });
      onClose();
    },
    onError: (error) => {
      const { message, ms } = peerFailure(error, MY_REVIEWS_TEXTS.appealFailed);
      showSnackbar(message, ms);
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (appeal.isPending) return;
    if (!reason.trim()) {
      setProblem(ACTIVITY_MESSAGES.invalidData);
      return;
    }
    setProblem(null);
    appeal.mutate();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="appeal-title">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="appeal-title">Appeal the review by {review.peer_name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{MY_REVIEWS_TEXTS.appealHelp}</DialogContentText>
          <TextField
            label="Reason"
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={appeal.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={appeal.isPending}>
            Send Appeal
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
