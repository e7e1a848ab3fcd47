import {
  addDays,
  LEARNING_LIMITS,
  LEARNING_TEXTS,
  type LearningKind,
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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { indiaDate } from '../../lib/dates';
import { useFeedback } from '../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../lib/form-errors';

/*
 * Students' requests to skip an item or for more time (GET and PUT /api/learning_requests), answered by
 * whoever manages the content: the project dashboard lists its projects' requests, a learning path's page
 * its own, the learning paths page all of the author's paths. The student asks in learning-request-dialog.
 */

/** Every list of requests, whatever its scope: a decision refreshes them all. */
export const LEARNING_REQUESTS_KEY = ['learning-requests'] as const;
/** How often an open list asks again, besides on focus. */
const REFRESH_MS = 15_000;
const PAGE_SIZE = 10;

/** Which requests a list shows: of projects or of learning paths, or of one of them; all when empty. */
export interface LearningRequestsScope {
  kindOfContent?: LearningKind;
  contentId?: number;
}

export function useLearningRequests(scope: LearningRequestsScope, page: number) {
  return useQuery({
    queryKey: [...LEARNING_REQUESTS_KEY, scope, page],
    queryFn: () =>
      api.get('/api/learning_requests', {
        params: {
          status: 'Pending',
          kind_of_content: scope.kindOfContent,
          content_id: scope.contentId,
          page,
          count: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    meta: { handleErrors: false },
  });
}

function doneText(request: MentorRequest, decision: LearningRequestDecision): string {
  if (decision === 'refuse') return 'Refused. The student has been told.';
  if (decision === 'offer') return 'Another date offered. It is the student’s new due date.';
  return request.kind === 'skip'
    ? 'Approved. The item no longer counts towards the student’s progress.'
    : 'Approved. The student has the new date.';
}

/** One request: who asks what and why, a comment, and Refuse, Offer another date (more time) or Approve. */
function RequestCard({ request }: { request: MentorRequest }) {
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const [offering, setOffering] = useState(false);
  const [date, setDate] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const decide = useMutation({
    mutationFn: async (decision: LearningRequestDecision) =>
      (
        await api.put(`/api/learning_requests/${request.id}`, {
          body: { decision, comment: comment.trim(), ...(decision === 'offer' ? { date } : {}) },
        })
      ).data,
    meta: { handleErrors: false },
    onSuccess: (_answer, decision) => {
      showToast({ message: doneText(request, decision), kind: 'success' });
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
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${request.student.name}: ${request.item.title}`}
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}
    >
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

/** Students' pending requests in a scope, oldest first; each approval is for that student only. */
export function LearningRequests({
  kindOfContent,
  contentId,
  empty = 'No requests waiting.',
}: LearningRequestsScope & { empty?: string }) {
  const [page, setPage] = useState(1);
  const requests = useLearningRequests({ kindOfContent, contentId }, page);
  if (requests.isPending) return <LinearProgress aria-label="Loading requests" />;
  if (requests.isError) return <Typography color="text.secondary">The requests could not be loaded.</Typography>;
  const items = requests.data.data;
  const pages = requests.data.pagination.total_pages;
  // The last request of a later page was answered: show the page that now has the rest.
  if (items.length === 0 && page > 1 && page > pages && !requests.isPlaceholderData) setPage(Math.max(1, pages));
  return (
    <Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
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
