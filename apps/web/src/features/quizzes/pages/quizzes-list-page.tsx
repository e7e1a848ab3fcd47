import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSession } from '../../../lib/session';
import { useQuizzes } from '../api';
import { QuizBytesSection } from '../bytes/bytes-section';
import { minutesText, pageSx, PageTitle, StatusChip } from '../components/page-parts';

/** /quizzes: the published quizzes (GET /api/quizzes), with the student's own standing on each. */
export default function QuizzesListPage() {
  const { user } = useSession();
  const [input, setInput] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(input.trim(), 300);
  const list = useQuizzes({ query, mine: false, page });
  const isAuthor = user?.profile?.profile_type !== undefined && user.profile.profile_type !== 'STUDENT';
  return (
    <Box sx={pageSx}>
      <PageTitle
        extra={
          isAuthor ? (
            <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
              <Button component={Link} to="/createQuizBank">
                Question banks
              </Button>
              <Button variant="contained" component={Link} to="/createQuiz">
                Your quizzes
              </Button>
            </Stack>
          ) : undefined
        }
      >
        Quizzes
      </PageTitle>
      <TextField
        label="Search quizzes"
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          setPage(1);
        }}
        sx={{ mb: 2, maxWidth: 420 }}
        fullWidth
      />
      {list.isPending ? (
        <PageLoading />
      ) : (list.data?.data ?? []).length === 0 ? (
        <Typography color="text.secondary">No quizzes {query ? 'match your search' : 'yet'}.</Typography>
      ) : (
        <Grid container spacing={2}>
          {list.data!.data.map((q) => (
            <Grid key={q.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={`/quiz/${q.id}`} sx={{ height: '100%', alignItems: 'flex-start' }}>
                  <CardContent>
                    <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
                      {q.title}
                    </Typography>
                    {q.summary && (
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {q.summary}
                      </Typography>
                    )}
                    <Typography variant="body2">
                      {q.question_count} questions · {minutesText(q.time_limit_minutes)} · pass {q.pass_mark}%
                    </Typography>
                    <Stack direction="row" sx={{ mt: 1, gap: 0.75, flexWrap: 'wrap' }}>
                      {q.status !== 'published' && <StatusChip status={q.status} />}
                      {q.my_quiz?.running_attempt_id && <Chip size="small" color="info" label="In progress" />}
                      {q.my_quiz?.passed === true && <Chip size="small" color="success" label="Passed" />}
                      {q.my_quiz?.passed === false && <Chip size="small" label="Attempted" />}
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {(list.data?.pagination?.total_pages ?? 1) > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={list.data!.pagination!.total_pages}
          page={page}
          onChange={(_e, p) => setPage(p)}
        />
      )}
      <QuizBytesSection />
    </Box>
  );
}
