import type { Attempt } from '@lbd/shared/quizzes';
import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import Sync from '@mui/icons-material/Sync';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { attemptKey, fetchAttempt, submitAttempt, useQuiz } from '../api';
import { pageSx } from '../components/page-parts';
import { AnswerInput, Stem } from '../player/answer-input';
import { AttemptResult } from '../player/attempt-result';
import type { SaveState } from '../player/autosave';
import { formatRemaining } from '../player/clock';
import { FocusLimitNotice, FullscreenGate } from '../player/integrity';
import { useAttempt } from '../player/use-attempt';
import { visuallyHidden } from '../../../components/visually-hidden';

const isAnswered = (a: unknown) => a !== null && a !== undefined;

export function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state === 'saved' ? 'Saved' : state === 'offline' ? 'Offline' : state === 'error' ? 'Not saved' : 'Saving…';
  const Icon = state === 'saved' ? CloudDone : state === 'offline' ? CloudOff : Sync;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="status"
      aria-live="polite"
      sx={{ alignItems: 'center', color: state === 'offline' ? 'warning.main' : 'text.secondary' }}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" data-testid="save-status">
        {text}
      </Typography>
      {state === 'offline' && (
        <Typography variant="caption" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          (your answers are kept on this device and sent when you are back)
        </Typography>
      )}
    </Stack>
  );
}

function Player({ attempt, onOver }: { attempt: Attempt; onOver: (a?: Attempt) => void }) {
  const { showPopup } = useFeedback();
  const { answers, change, saveState, remaining, announcement, rejected, autosave, focusLosses } = useAttempt(
    attempt,
    () => onOver(),
  );
  const perPage = attempt.per_page > 0 ? attempt.per_page : attempt.questions.length;
  const pages = Math.max(1, Math.ceil(attempt.questions.length / perPage));
  const [page, setPage] = useState(0);
  const [confirm, setConfirm] = useState(false);
  const shown = attempt.questions.slice(page * perPage, page * perPage + perPage);
  const unanswered = attempt.questions.filter((q) => !isAnswered(answers.get(q.position))).length;
  const sequential = attempt.navigation === 'sequential';

  const submit = useMutation({
    mutationFn: async () => {
      await autosave.flush();
      return submitAttempt(attempt.id);
    },
    meta: { handleErrors: false },
    onSuccess: (done) => {
      autosave.clear();
      onOver(done);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) onOver();
      else showPopup(failurePopup(e));
    },
  });

  const low = remaining !== null && remaining <= 60_000;
  return (
    <Box>
      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          p: 1.5,
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
        }}
      >
        {remaining !== null && (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: low ? 'error.main' : 'text.primary' }}
          >
            <TimerOutlined fontSize="small" aria-hidden />
            <Typography
              role="timer"
              aria-label="Time left"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              data-testid="time-left"
            >
              {formatRemaining(remaining)}
            </Typography>
          </Stack>
        )}
        <SaveStatus state={saveState} />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {attempt.questions.length - unanswered} of {attempt.questions.length} answered
        </Typography>
        <Button variant="contained" onClick={() => setConfirm(true)} disabled={submit.isPending}>
          Submit
        </Button>
      </Paper>
      {/* Screen readers hear the time left at 10, 5 and 1 minutes. */}
      <Box aria-live="assertive" role="alert" sx={visuallyHidden} data-testid="time-announcement">
        {announcement}
      </Box>
      <FocusLimitNotice integrity={attempt.integrity} losses={focusLosses} />
      <FullscreenGate integrity={attempt.integrity}>
        <Stack spacing={2} component="ol" sx={{ p: 0, m: 0 }}>
          {shown.map((q) => (
            <Paper
              key={q.position}
              component="li"
              variant="outlined"
              sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}
              aria-labelledby={`q${q.position}-title`}
            >
              <Typography id={`q${q.position}-title`} variant="subtitle2" color="text.secondary" component="h2">
                Question {q.position} of {attempt.questions.length} · {q.points} point{q.points === 1 ? '' : 's'}
              </Typography>
              <Stem q={q} />
              <AnswerInput
                q={q}
                answer={(answers.get(q.position) as Record<string, unknown> | null) ?? null}
                onChange={(a) => change(q.position, a)}
              />
              {rejected[q.position] && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {rejected[q.position]}
                </Alert>
              )}
            </Paper>
          ))}
        </Stack>
        {pages > 1 && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}>
            <Button disabled={page === 0 || sequential} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <Typography variant="body2">
              Page {page + 1} of {pages}
            </Typography>
            {page < pages - 1 ? (
              <Button variant="outlined" onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            ) : (
              <Button variant="contained" onClick={() => setConfirm(true)}>
                Finish
              </Button>
            )}
          </Stack>
        )}
        {sequential && pages > 1 && (
          <Typography variant="caption" color="text.secondary">
            This quiz goes in order: you cannot go back to a page once you leave it.
          </Typography>
        )}
      </FullscreenGate>
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="submit-title">
        <DialogTitle id="submit-title">Submit your attempt?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {unanswered === 0
              ? 'You have answered every question.'
              : `${unanswered} question${unanswered === 1 ? ' is' : 's are'} not answered.`}{' '}
            You cannot change your answers after submitting.
          </DialogContentText>
          {saveState === 'offline' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              You are offline: your latest answers are sent first, when the connection is back.
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>Keep working</Button>
          <Button
            variant="contained"
            disabled={submit.isPending}
            onClick={() => {
              setConfirm(false);
              submit.mutate();
            }}
          >
            Submit
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** /myquiz/{id} (the attempt's id): the attempt player, then its result. */
export default function AttemptPage() {
  const { id } = useParams();
  const attemptId = Number(id);
  const queryClient = useQueryClient();
  const attempt = useQuery({
    queryKey: attemptKey(attemptId),
    queryFn: () => fetchAttempt(attemptId),
    enabled: Number.isInteger(attemptId),
    refetchOnWindowFocus: false,
  });
  const quiz = useQuiz(attempt.data?.quiz_id ?? Number.NaN, true);
  if (!attempt.data) return <PageLoading />;
  const a = attempt.data;
  const over = (done?: Attempt) => {
    if (done) queryClient.setQueryData(attemptKey(attemptId), done);
    else void queryClient.invalidateQueries({ queryKey: attemptKey(attemptId) });
  };
  return (
    <Box sx={pageSx}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2 }}>
        {quiz.data?.title ?? 'Quiz'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        Attempt {a.number}
      </Typography>
      {a.status === 'in_progress' ? (
        <Player key={a.id} attempt={a} onOver={over} />
      ) : (
        <AttemptResult attempt={a} quizTitle={quiz.data?.title} />
      )}
    </Box>
  );
}
