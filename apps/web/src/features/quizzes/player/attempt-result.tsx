import { round1, type Attempt } from '@lbd/shared/quizzes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { whenText } from '../components/page-parts';
import { Stem } from './answer-input';

const keyText = (key: Record<string, unknown> | null) => {
  if (!key) return null;
  if ('accepted' in key && Array.isArray(key.accepted)) return (key.accepted as string[]).join(' or ');
  if ('value' in key) return String(key.value);
  if ('text' in key) return String(key.text);
  return null;
};

/** A finished attempt: score, percent, pass, the feedback band, each question as the review options allow, per skill. */
export function AttemptResult({ attempt, quizTitle }: { attempt: Attempt; quizTitle?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {attempt.status === 'auto_submitted' ? 'Time is up: your attempt was submitted' : 'Your attempt is submitted'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {quizTitle ? `${quizTitle} · ` : ''}Attempt {attempt.number}
          {attempt.submitted_at ? ` · ${whenText(attempt.submitted_at)}` : ''}
        </Typography>
        {attempt.score !== null ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <Box>
              <Typography variant="overline">Score</Typography>
              <Typography variant="h4" component="p">
                {round1(attempt.score)} / {round1(attempt.max_score)}
              </Typography>
            </Box>
            {attempt.percent !== null && (
              <Box>
                <Typography variant="overline">Percent</Typography>
                <Typography variant="h4" component="p">
                  {round1(attempt.percent)}%
                </Typography>
              </Box>
            )}
            {attempt.passed !== null && (
              <Chip
                color={attempt.passed ? 'success' : 'warning'}
                label={attempt.passed ? 'Passed' : 'Not passed yet'}
              />
            )}
          </Stack>
        ) : (
          <Alert severity="info">Your score shows when the quiz’s review options allow it.</Alert>
        )}
        {attempt.pending > 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {attempt.pending} answer{attempt.pending === 1 ? '' : 's'} wait{attempt.pending === 1 ? 's' : ''} for a
            mentor’s mark.
          </Alert>
        )}
        {attempt.feedback && (
          <Alert severity="success" icon={false} sx={{ mt: 2 }}>
            {attempt.feedback}
          </Alert>
        )}
      </Paper>

      {attempt.skills.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Results by skill
          </Typography>
          <Table size="small" aria-label="Results by skill">
            <TableHead>
              <TableRow>
                <TableCell>Skill</TableCell>
                <TableCell align="right">Score</TableCell>
                <TableCell sx={{ width: '40%' }}>Share</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {attempt.skills.map((s) => {
                const pct = s.max > 0 ? Math.round((s.score / s.max) * 100) : 0;
                return (
                  <TableRow key={s.id}>
                    <TableCell>{s.name}</TableCell>
                    <TableCell align="right">
                      {round1(s.score)} / {round1(s.max)}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={pct}
                          sx={{ flex: 1, height: 8, borderRadius: 1 }}
                          aria-label={`${s.name}: ${pct}%`}
                        />
                        <Typography variant="body2">{pct}%</Typography>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {attempt.skills.some((s) => s.max > 0 && s.score / s.max < 0.5) && (
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              Work on your weaker skills with a <Link to="/resourceGroups">learning path</Link>.
            </Typography>
          )}
        </Paper>
      )}

      {attempt.questions.some((q) => q.result) && (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Your answers
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {attempt.questions.map((q) => {
              const r = q.result;
              return (
                <Paper key={q.position} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="subtitle2">Question {q.position}</Typography>
                    {r?.status === 'unanswered' && <Chip size="small" label="Not answered" />}
                    {r?.status === 'pending' && <Chip size="small" label="Waiting for a mentor" />}
                    {r?.correct === true && <Chip size="small" color="success" label="Right" />}
                    {r?.correct === false && r.status === 'graded' && (
                      <Chip size="small" color="error" label="Not right" />
                    )}
                    {r?.score !== null && r?.score !== undefined && (
                      <Typography variant="body2" color="text.secondary">
                        {round1(r.score)} / {q.points}
                      </Typography>
                    )}
                  </Stack>
                  <Stem q={{ ...q, options: q.options, lefts: q.lefts, rights: q.rights, blanks: q.blanks }} />
                  {r?.key && keyText(r.key) && (
                    <Typography variant="body2">
                      Right answer: <strong>{keyText(r.key)}</strong>
                    </Typography>
                  )}
                  {r?.key && 'option_id' in r.key && q.options && (
                    <Typography variant="body2">
                      Right answer:{' '}
                      <strong>{q.options.find((o) => o.id === r.key!.option_id)?.text.replace(/<[^>]*>/g, '')}</strong>
                    </Typography>
                  )}
                  {r?.feedback && (
                    <Box sx={{ mt: 1, color: 'text.secondary' }}>
                      <RichText html={r.feedback} />
                    </Box>
                  )}
                  {r?.mentor_comment && <Typography variant="body2">Mentor: {r.mentor_comment}</Typography>}
                </Paper>
              );
            })}
          </Stack>
        </Box>
      )}
      <Box>
        <Button component={Link} to={`/quiz/${attempt.quiz_id}`} variant="outlined">
          Back to the quiz
        </Button>
      </Box>
    </Stack>
  );
}
