import {
  addDays,
  LEARNING_LIMITS,
  LEARNING_TEXTS,
  type LearningRequestDecision,
  type MentorRequest,
} from '@lbd/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { indiaDate } from '../../../../lib/dates';
import { useFeedback } from '../../../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../../../lib/form-errors';
import { decideRequest, LEARNING_REQUESTS_KEY, useLearningRequests } from '../../api/mentor';

const DONE: Record<LearningRequestDecision, string> = {
  approve: 'Approved. The student has the new date.',
  refuse: 'Refused. The student has been told.',
  offer: 'Another date offered. It is the student’s new due date.',
};

function RequestCard({ request }: { request: MentorRequest }) {
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const [offering, setOffering] = useState(false);
  const [date, setDate] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const decide = useMutation({
    mutationFn: (decision: LearningRequestDecision) =>
      decideRequest(request.id, { decision, comment: comment.trim(), ...(decision === 'offer' ? { date } : {}) }),
    meta: { handleErrors: false },
    onSuccess: (_r, decision) => {
      showToast({ message: DONE[decision], kind: 'success' });
      void queryClient.invalidateQueries({ queryKey: LEARNING_REQUESTS_KEY });
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  const due = request.item.due_date;
  const busy = decide.isPending;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {`${request.student.name} · ${request.kind === 'skip' ? 'asks to skip' : 'asks for more time on'} ${request.item.title}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {request.content.title}
        {due && ` · due ${indiaDate(due)}`}
        {request.requested_date && ` · asks for ${indiaDate(request.requested_date)}`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        “{request.reason}”
      </Typography>
      <TextField
        label="Comment (optional)"
        size="small"
        fullWidth
        sx={{ mt: 1.5 }}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={Boolean(errors.comment)}
        helperText={errors.comment}
        slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.commentMax } }}
      />
      {offering && (
        <TextField
          label="The date you offer"
          type="date"
          size="small"
          sx={{ mt: 1.5 }}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setErrors({});
          }}
          error={Boolean(errors.date)}
          helperText={errors.date}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: due ? addDays(due, 1) : undefined } }}
        />
      )}
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button color="error" onClick={() => decide.mutate('refuse')} disabled={busy}>
          Refuse
        </Button>
        {request.kind === 'extension' &&
          (offering ? (
            <Button
              variant="outlined"
              onClick={() => (date ? decide.mutate('offer') : setErrors({ date: LEARNING_TEXTS.dateRequired }))}
              disabled={busy}
            >
              Offer this date
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => setOffering(true)} disabled={busy}>
              Offer another date
            </Button>
          ))}
        <Button variant="contained" onClick={() => decide.mutate('approve')} disabled={busy}>
          Approve
        </Button>
      </Stack>
    </Paper>
  );
}

/** Students' pending requests to skip an item or for more time; each approval is for that student only. */
export function LearningRequests() {
  const [page, setPage] = useState(1);
  const requests = useLearningRequests(page);
  if (requests.isPending) return <LinearProgress aria-label="Loading requests" />;
  if (requests.isError) return <Typography color="text.secondary">The requests could not be loaded.</Typography>;
  const items = requests.data.data;
  const pages = requests.data.pagination?.total_pages ?? 1;
  return (
    <Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No requests waiting.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Requests waiting">
          {items.map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          aria-label="Pages of requests"
        />
      )}
    </Box>
  );
}
