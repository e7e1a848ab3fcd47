import { QUIZ_BYTE_TEXTS as B } from '@lbd/shared/quizzes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useBytes } from './api';

/** The published quiz bytes (GET /api/quiz_bytes), on /quizzes below the quizzes; a student's own standing on each. */
export function QuizBytesSection() {
  const { user } = useSession();
  const list = useBytes({ count: 12 });
  const bytes = list.data?.data ?? [];
  const profile = user?.profile;
  if (bytes.length === 0 && profile?.profile_type !== 'ADVISOR') return null;
  return (
    <Box component="section" aria-labelledby="quiz-bytes-heading" sx={{ mt: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="quiz-bytes-heading" variant="h5" component="h2">
          {B.quizBytes}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {profile?.profile_type === 'STUDENT' && (
          <Button component={Link} to={`/myquizbank/${profile.id}`}>
            {B.yourBytes}
          </Button>
        )}
        {profile && profile.profile_type !== 'STUDENT' && (
          <Button component={Link} to="/createQuiz?kind=byte">
            {B.createByte}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A few questions a day from one bank: what you are about to forget comes back first.
      </Typography>
      <Grid container spacing={2}>
        {bytes.map((b) => (
          <Grid key={b.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                to={b.bank ? `/quizByte/${b.id}?question_bank_id=${b.bank.id}` : `/quizByte/${b.id}`}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Typography variant="h6" component="h3" sx={{ fontSize: 18 }}>
                    {b.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {b.questions_per_session} questions a session{b.bank ? ` · ${b.bank.title}` : ''}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
                    {b.mine && <Chip size="small" color="info" label={B.enrolled} />}
                    {b.mine && b.mine.counts.due_today > 0 && (
                      <Chip size="small" color="warning" label={`${b.mine.counts.due_today} due today`} />
                    )}
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
