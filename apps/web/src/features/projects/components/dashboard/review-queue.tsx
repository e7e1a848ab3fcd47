import { evaluateBodySchema, LEARNING_LIMITS, type ReviewDecision, type ReviewItem } from '@lbd/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDateTime } from '../../../../lib/dates';
import { useFeedback } from '../../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate, type FieldErrors } from '../../../../lib/form-errors';
import { useUnviewedCounts } from '../../../notifications';
import { evaluateSubmission, PROJECT_MENTOR_KEY, REVIEW_QUEUE_KEY, useReviewQueue } from '../../api/mentor';
import { SubmissionThread } from '../submission-thread';

const DECISION_LABELS: Record<ReviewDecision, string> = {
  accept: 'Accept',
  changes: 'Ask for changes',
  reject: 'Reject',
};
const DECISION_DONE: Record<ReviewDecision, string> = {
  accept: 'Accepted. The student has been told.',
  changes: 'Changes requested. The student has been told.',
  reject: 'Rejected. The student has been told.',
};

/**
 * The mentor's decision on one submission: an optional score, a comment (required to ask for changes
 * or to reject: the student must know what to do), then Accept, Ask for changes or Reject.
 */
export function ReviewDecisionForm({ item, onDone }: { item: ReviewItem; onDone: () => void }) {
  const { showToast, showPopup } = useFeedback();
  const [comment, setComment] = useState('');
  const [score, setScore] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const decide = useMutation({
    mutationFn: (decision: ReviewDecision) =>
      evaluateSubmission({
        submission_id: item.submission.id,
        decision,
        comment: comment.trim(),
        score: score.trim() === '' ? null : Number(score),
      }),
    meta: { handleErrors: false },
    onSuccess: (_s, decision) => {
      showToast({ message: DECISION_DONE[decision], kind: 'success' });
      onDone();
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  const handle = (decision: ReviewDecision) => {
    const checked = validate(evaluateBodySchema, {
      submission_id: item.submission.id,
      decision,
      comment: comment.trim(),
      score: score.trim() === '' ? null : Number(score),
    });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    decide.mutate(decision);
  };
  const busy = decide.isPending;
  return (
    <Box
      component="form"
      noValidate
      aria-label={`Review of ${item.student.name}'s work`}
      onSubmit={(e) => e.preventDefault()}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
        <TextField
          label="Comment to the student"
          multiline
          minRows={2}
          fullWidth
          size="small"
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            setErrors(({ comment: _c, ...rest }) => rest);
          }}
          error={Boolean(errors.comment)}
          helperText={errors.comment ?? 'Required when you ask for changes or reject'}
          slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.commentMax } }}
        />
        <TextField
          label="Score (optional)"
          type="number"
          size="small"
          value={score}
          onChange={(e) => {
            setScore(e.target.value);
            setErrors(({ score: _s, ...rest }) => rest);
          }}
          error={Boolean(errors.score)}
          helperText={errors.score ?? `0 to ${LEARNING_LIMITS.scoreMax}`}
          slotProps={{ htmlInput: { min: 0, max: LEARNING_LIMITS.scoreMax, step: 0.1 } }}
          sx={{ width: { sm: 160 } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="error" onClick={() => handle('reject')} disabled={busy}>
          {DECISION_LABELS.reject}
        </Button>
        <Button variant="outlined" color="warning" onClick={() => handle('changes')} disabled={busy}>
          {DECISION_LABELS.changes}
        </Button>
        <Button variant="contained" color="success" onClick={() => handle('accept')} disabled={busy}>
          {DECISION_LABELS.accept}
        </Button>
      </Stack>
    </Box>
  );
}

function ReviewCard({ item, onChanged }: { item: ReviewItem; onChanged: () => void }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}
      aria-label={`${item.student.name}: ${item.task.title}`}
    >
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {item.student.name} · {item.task.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <RouterLink to={`/projects/${item.project.id}`}>{item.project.title}</RouterLink>
        {` · version ${item.submission.version} · submitted ${indiaDateTime(item.submission.submitted_at)}`}
      </Typography>
      <SubmissionThread submissions={[item.submission]} replyLabel="Comment without deciding" onChanged={onChanged} />
      <ReviewDecisionForm item={item} onDone={onChanged} />
    </Paper>
  );
}

/**
 * The review queue: submissions waiting, with the work itself. It keeps itself current without a reload:
 * every 15 seconds, when the window regains focus, and at once when the bell's unread count changes
 * (a submission notifies the mentor, and the live counts stream carries that).
 */
export function ReviewQueue() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page);
  const unread = useUnviewedCounts().notifications_unviewed;
  useEffect(() => {
    if (unread === undefined) return;
    void queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY });
  }, [unread, queryClient]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PROJECT_MENTOR_KEY });
  if (queue.isPending) return <LinearProgress aria-label="Loading the review queue" />;
  if (queue.isError) return <Typography color="text.secondary">The review queue could not be loaded.</Typography>;
  const items = queue.data.data;
  const total = queue.data.pagination?.total ?? items.length;
  const pages = queue.data.pagination?.total_pages ?? 1;
  return (
    <Box aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {total === 0
          ? 'Nothing waiting for your review.'
          : `${total} submission${total === 1 ? '' : 's'} waiting for review, oldest first.`}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Submissions waiting">
        {items.map((item) => (
          <ReviewCard key={item.submission.id} item={item} onChanged={refresh} />
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          aria-label="Pages of the review queue"
        />
      )}
    </Box>
  );
}
