import { QUIZ_BYTE_TEXTS as B, type QuizByteDetail } from '@lbd/shared/quizzes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useQuiz } from '../api';
import { pageSx, PageTitle } from '../components/page-parts';
import { BYTES_KEY, enrolInByte, useByte } from './api';
import { CountsRow, dayText, ShareBar } from './parts';

/** The label of the student's practice button, by where they stand today. */
export function practiceLabel(mine: NonNullable<QuizByteDetail['mine']>): string {
  if (mine.open_session_id !== null) return B.resume;
  const waiting = mine.counts.due_today + mine.counts.new > 0;
  if (!waiting) return B.practiseAhead;
  return mine.practised_today ? B.practiseAgain : B.startToday;
}

function ClassPanel({ byte }: { byte: QuizByteDetail }) {
  const c = byte.class!;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Your students
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {B.aggregateOnly}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
        <Typography>
          <strong>{c.students}</strong> enrolled
        </Typography>
        <Typography>
          <strong>{c.practised_today}</strong> practised today
        </Typography>
        <Typography>
          <strong>{c.answers_last_7_days}</strong> answers in the last 7 days
        </Typography>
        <Box sx={{ minWidth: 220 }}>
          <Typography variant="body2">Mastered, over all their cards</Typography>
          <ShareBar share={c.mastery} label="Mastered" />
        </Box>
      </Stack>
      {byte.bank && (
        <Button component={Link} to={`/quizBankScorecard/${byte.bank.id}`} sx={{ mt: 1.5 }}>
          The class’s {B.scorecard.toLowerCase()}
        </Button>
      )}
    </Paper>
  );
}

/**
 * /quizByte/{id}?question_bank_id= (SPEC §2.1, §2.2; decision 0077): the byte's page, where a student
 * enrols and starts today's practice (the daily notice leads here); its managers see the class together.
 */
export default function BytePage() {
  const { id } = useParams();
  const byteId = Number(id);
  // The quiz first: a link to /quizByte/{id} whose quiz is an ordinary quiz opens the quiz's own page.
  const quiz = useQuiz(byteId);
  const isByte = quiz.data?.kind === 'byte';
  const byte = useByte(isByte ? byteId : Number.NaN);
  const { user, openLogin } = useSession();
  const navigateTo = useNavigateTo();
  const queryClient = useQueryClient();
  const { showPopup } = useFeedback();
  const enrol = useMutation({
    mutationFn: () => enrolInByte(byteId),
    meta: { handleErrors: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BYTES_KEY }),
    onError: (e) => showPopup(failurePopup(e)),
  });
  if (quiz.data && !isByte) return <Navigate to={`/quiz/${byteId}`} replace />;
  if (!byte.data) return <PageLoading />;
  const b = byte.data;
  const isStudent = user?.profile?.profile_type === 'STUDENT';
  const mine = b.mine;
  return (
    <Box sx={pageSx}>
      <PageTitle
        status={b.status === 'published' ? undefined : b.status}
        extra={<Chip size="small" label={B.quizByte} />}
      >
        {b.title}
      </PageTitle>
      {b.summary && <Typography sx={{ mb: 1 }}>{b.summary}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {b.questions_per_session} questions a session
        {b.bank ? ` · from ${b.bank.title} (${b.bank.questions} questions)` : ''}
        {b.author ? ` · by ${b.author.name}` : ''}
        {b.categories.length ? ` · ${b.categories.join(', ')}` : ''}
      </Typography>

      {mine && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Today
          </Typography>
          <CountsRow counts={mine.counts} next={mine.next_due_at} />
          {mine.counts.due_today + mine.counts.new === 0 && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {B.allCaughtUp} {B.nextReview}: {dayText(mine.next_due_at)}.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            <Button variant="contained" onClick={() => navigateTo(['myquizbyte', mine.my_quiz_id])}>
              {practiceLabel(mine)}
            </Button>
            {b.bank && (
              <Button component={Link} to={`/myquestionbank/${b.bank.id}`}>
                {B.yourBank}
              </Button>
            )}
            {b.bank && (
              <Button component={Link} to={`/quizBankScorecard/${b.bank.id}`}>
                {B.scorecard}
              </Button>
            )}
          </Stack>
        </Paper>
      )}

      {b.class && <ClassPanel byte={b} />}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {b.can_edit && (
          <Button variant="outlined" component={Link} to={`/createQuiz/${b.id}`}>
            Edit
          </Button>
        )}
        {!user && (
          <Button variant="contained" onClick={() => openLogin('login')}>
            Sign in to practise
          </Button>
        )}
        {isStudent && !mine && b.status === 'published' && (
          <Button variant="contained" disabled={enrol.isPending} onClick={() => enrol.mutate()}>
            {B.enrol}
          </Button>
        )}
        {isStudent && (
          <Button component={Link} to={`/myquizbank/${user!.profile!.id}`}>
            {B.yourBytes}
          </Button>
        )}
      </Stack>
      {isStudent && !mine && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          A few questions a day: what you are about to forget comes back first, what you know well waits longer. Missing
          a day never starts you over.
        </Typography>
      )}
    </Box>
  );
}
