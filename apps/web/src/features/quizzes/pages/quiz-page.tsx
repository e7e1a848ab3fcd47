import { round1 } from '@lbd/shared/quizzes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { isEmptyRichText } from '../../../components/rich-text/rich-text';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { startAttempt, useQuiz } from '../api';
import { minutesText, pageSx, PageTitle, whenText } from '../components/page-parts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** /quiz/{id}: what the quiz is, the student's attempts and grade, and Start or Resume; authors get Edit. */
export default function QuizPage() {
  const { id } = useParams();
  const quiz = useQuiz(Number(id));
  const { user, openLogin } = useSession();
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const start = useMutation({
    mutationFn: () => startAttempt(Number(id)),
    meta: { handleErrors: false },
    onSuccess: (a) => navigateTo(['myquiz', a.id]),
    onError: (e) => showPopup(failurePopup(e)),
  });
  if (!quiz.data) return <PageLoading />;
  const q = quiz.data;
  const mine = q.my_quiz;
  const now = Date.now();
  const notOpen = q.opens_at !== null && Date.parse(q.opens_at) > now;
  const closed = q.closes_at !== null && Date.parse(q.closes_at) <= now;
  const isStudent = user?.profile?.profile_type === 'STUDENT';
  const running = mine?.running_attempt_id ?? null;
  const noneLeft = mine !== null && mine.attempts_left !== null && mine.attempts_left <= 0 && !running;
  return (
    <Box sx={pageSx}>
      <PageTitle status={q.status === 'published' ? undefined : q.status}>{q.title}</PageTitle>
      {q.summary && <Typography sx={{ mb: 2 }}>{q.summary}</Typography>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
          <Fact label="Questions" value={String(q.question_count)} />
          <Fact label="Time limit" value={minutesText(q.time_limit_minutes)} />
          <Fact label="Attempts" value={q.attempts_allowed === 0 ? 'Unlimited' : String(q.attempts_allowed)} />
          <Fact label="Pass mark" value={`${q.pass_mark}%`} />
          <Fact label="Marks" value={String(round1(q.max_score))} />
          {q.opens_at && <Fact label="Opens" value={whenText(q.opens_at)} />}
          {q.closes_at && <Fact label="Closes" value={whenText(q.closes_at)} />}
        </Stack>
        {q.skills.length > 0 && (
          <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 0.75 }}>
            {q.skills.map((s) => (
              <Chip key={s.id} size="small" label={s.name} />
            ))}
          </Stack>
        )}
      </Paper>
      {!isEmptyRichText(q.instructions) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Instructions
          </Typography>
          <RichText html={q.instructions} />
        </Paper>
      )}
      {mine && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Your attempts
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
            <Fact label="Used" value={String(mine.attempts_used)} />
            <Fact label="Left" value={mine.attempts_left === null ? 'Unlimited' : String(mine.attempts_left)} />
            {mine.grade !== null && <Fact label="Your grade" value={`${round1(mine.grade)}%`} />}
            {mine.passed !== null && (
              <Chip color={mine.passed ? 'success' : 'warning'} label={mine.passed ? 'Passed' : 'Not passed yet'} />
            )}
          </Stack>
        </Paper>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {q.can_edit && (
          <Button variant="outlined" component={Link} to={`/createQuiz/${q.id}`}>
            Edit
          </Button>
        )}
        {q.can_edit && (
          <Button variant="outlined" component={Link} to={`/quizDashboard/${q.id}`}>
            Results dashboard
          </Button>
        )}
        {!user && (
          <Button variant="contained" onClick={() => openLogin('login')}>
            Sign in to take this quiz
          </Button>
        )}
        {isStudent && q.status === 'published' && (
          <Button
            variant="contained"
            disabled={start.isPending || (!running && (notOpen || closed || noneLeft))}
            onClick={() => start.mutate()}
          >
            {running ? 'Resume' : mine && mine.attempts_used > 0 ? 'Start a new attempt' : 'Start'}
          </Button>
        )}
      </Stack>
      {isStudent && !running && notOpen && (
        <Alert severity="info" sx={{ mt: 2 }}>
          This quiz is not open yet.
        </Alert>
      )}
      {isStudent && !running && closed && (
        <Alert severity="info" sx={{ mt: 2 }}>
          This quiz is closed.
        </Alert>
      )}
      {isStudent && noneLeft && !closed && (
        <Alert severity="info" sx={{ mt: 2 }}>
          You have used every attempt of this quiz.
        </Alert>
      )}
      {q.time_limit_minutes !== null && isStudent && !running && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          The timer starts when you press Start and keeps running if you leave the page. Your answers are saved as you
          go.
        </Typography>
      )}
    </Box>
  );
}
