import { QUIZ_BYTE_TEXTS as B, type PracticeQuestion, type PracticeSession } from '@lbd/shared/quizzes';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { api, ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { pageSx, PageTitle } from '../components/page-parts';
import { AnswerInput, Stem, type AnswerValue } from '../player/answer-input';
import { answerPractice, BYTES_KEY, sessionKey, STANDING_KEY, startSession } from './api';
import { rightAnswerText, whenDue } from './parts';

const REASONS = { due: 'Due for review', new: 'New question', ahead: 'Practice ahead' } as const;

/** What came back for one answer: right or not, the right answer, the explanation, when it returns. */
function Verdict({ q }: { q: PracticeQuestion }) {
  const r = q.result!;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const partly = !r.correct && r.fraction > 0;
  const right = rightAnswerText(q, r.key);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={r.correct ? 'success' : partly ? 'warning' : 'error'}
      icon={r.correct ? <CheckCircleOutlined /> : <HighlightOff />}
      sx={{ mt: 2 }}
      data-testid="verdict"
    >
      <Typography sx={{ fontWeight: 700 }}>{r.correct ? B.right : partly ? B.partlyRight : B.notRight}</Typography>
      {!r.correct && right && (
        <Typography variant="body2">
          Right answer: <strong>{right}</strong>
        </Typography>
      )}
      {r.feedback && (
        <Box sx={{ mt: 1 }}>
          <RichText html={r.feedback} />
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {r.mastered ? 'Mastered. ' : ''}It comes back {whenDue(r.next_due_at)}.
      </Typography>
    </Alert>
  );
}

function Summary({ session }: { session: PracticeSession }) {
  const right = session.questions.filter((q) => q.result?.correct).length;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {B.sessionDone}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {right} of {session.questions.length} right.
      </Typography>
      <Stack component="ol" spacing={1} sx={{ pl: 2.5, mt: 2 }} aria-label="Your answers">
        {session.questions.map((q) => (
          <li key={q.position}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {q.stem
                  .replace(/<[^>]*>/g, ' ')
                  .trim()
                  .slice(0, 90)}
              </Typography>
              <Chip
                size="small"
                color={q.result?.correct ? 'success' : 'default'}
                label={q.result ? (q.result.correct ? B.right : B.notRight) : 'Not answered'}
              />
              {q.result && (
                <Typography variant="caption" color="text.secondary">
                  back {whenDue(q.result.next_due_at)}
                </Typography>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button variant="contained" component={Link} to={`/quizBankScorecard/${session.bank_id}`}>
          See your {B.scorecard.toLowerCase()}
        </Button>
        <Button component={Link} to={`/myquestionbank/${session.bank_id}`}>
          {B.yourBank}
        </Button>
        <Button component={Link} to={`/quizByte/${session.quiz_id}?question_bank_id=${session.bank_id}`}>
          Back to the quiz byte
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /myquizbyte/{id} (decision 0077; `id` is the student's enrolment, my_quiz_id): today's session, one
 * question at a time, each checked at once by the shared grader on the server. The session's id goes
 * into the address (`?session=`), so a reload resumes it instead of starting another.
 */
export default function PracticePage() {
  const { id } = useParams();
  const myQuizId = Number(id);
  const [search, setSearch] = useSearchParams();
  const wanted = Number(search.get('session')) || null;
  const queryClient = useQueryClient();
  const { showPopup } = useFeedback();
  const session = useQuery({
    queryKey: wanted ? sessionKey(wanted) : [...BYTES_KEY, 'start', myQuizId],
    queryFn: async () =>
      wanted ? (await api.get(`/api/practice_sessions/${wanted}`)).data : await startSession(myQuizId),
    enabled: Number.isInteger(myQuizId),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    const s = session.data;
    if (s && !wanted) {
      queryClient.setQueryData(sessionKey(s.id), s);
      setSearch({ session: String(s.id) }, { replace: true });
    }
  }, [session.data, wanted, setSearch, queryClient]);

  const [answer, setAnswer] = useState<AnswerValue>(null);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  // Items to order are an answer as they stand (the student may think them in order already).
  const given = (q: PracticeQuestion): AnswerValue =>
    answer ?? (q.type === 'ordering' ? { order: (q.options ?? []).map((o) => o.id) } : null);
  const check = useMutation({
    mutationFn: (q: PracticeQuestion) =>
      answerPractice(session.data!.id, q.position, {
        answer: given(q)!,
        seconds: Math.min(86_400, Math.round((Date.now() - shownAt) / 1000)),
      }),
    meta: { handleErrors: false },
    onSuccess: (r) => {
      const s = session.data!;
      const next: PracticeSession = {
        ...s,
        finished_at: r.finished ? new Date().toISOString() : s.finished_at,
        questions: s.questions.map((q) =>
          q.position === r.position ? { ...q, answer: given(q), result: r.result } : q,
        ),
      };
      queryClient.setQueryData(sessionKey(s.id), next);
      if (!wanted) queryClient.setQueryData([...BYTES_KEY, 'start', myQuizId], next);
      setReviewing(r.position);
      // The student's standing shows elsewhere (the byte's page, the bank pages): read it again there.
      for (const queryKey of [STANDING_KEY, [...BYTES_KEY, 'detail'], [...BYTES_KEY, 'list']])
        void queryClient.invalidateQueries({ queryKey });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 422) setRejected(e.message);
      else showPopup(failurePopup(e));
    },
  });

  const s = session.data;
  if (!s) return <PageLoading />;
  const total = s.questions.length;
  const answered = s.questions.filter((q) => q.result).length;
  const current =
    reviewing !== null ? s.questions.find((q) => q.position === reviewing)! : s.questions.find((q) => !q.result);
  const done = !current;
  const next = () => {
    setReviewing(null);
    setAnswer(null);
    setRejected(null);
    setShownAt(Date.now());
  };
  return (
    <Box sx={pageSx}>
      <PageTitle>{s.title}</PageTitle>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <LinearProgress
          variant="determinate"
          value={(answered / Math.max(1, total)) * 100}
          sx={{ flex: 1, height: 8, borderRadius: 1 }}
          aria-label={`${answered} of ${total} answered`}
        />
        <Typography variant="body2" color="text.secondary">
          {answered} of {total}
        </Typography>
      </Stack>
      {done ? (
        <Summary session={s} />
      ) : (
        <Paper
          variant="outlined"
          component="section"
          sx={{ p: { xs: 2, sm: 3 } }}
          aria-labelledby={`practice-q${current.position}`}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Typography id={`practice-q${current.position}`} variant="subtitle2" color="text.secondary" component="h2">
              Question {current.position} of {total}
            </Typography>
            <Chip size="small" variant="outlined" label={REASONS[current.reason]} />
            {current.category && <Chip size="small" variant="outlined" label={current.category} />}
          </Stack>
          <Stem q={current} />
          <AnswerInput
            key={current.position}
            q={current}
            answer={current.result ? (current.answer ?? null) : answer}
            onChange={(a) => {
              setAnswer(a);
              setRejected(null);
            }}
            disabled={current.result !== null || check.isPending}
          />
          {rejected && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {rejected}
            </Alert>
          )}
          {current.result && <Verdict q={current} />}
          <Box sx={{ mt: 2, textAlign: 'right' }}>
            {current.result ? (
              <Button variant="contained" onClick={next}>
                {answered >= total ? B.finish : B.next}
              </Button>
            ) : (
              <Button
                variant="contained"
                disabled={given(current) === null || check.isPending}
                onClick={() => check.mutate(current)}
              >
                {B.check}
              </Button>
            )}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
