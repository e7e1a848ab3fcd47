import { presentQuestion, QUESTION_TYPE_LABELS } from '@lbd/shared/quizzes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useBank } from '../api';
import { BankExportButtons } from '../components/bank-transfer';
import { difficultyLabel, pageSx, PageTitle } from '../components/page-parts';
import { Stem } from '../player/answer-input';
import { plainText } from '../question-form';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * /questionBank/{id}: the author's page of a bank (its questions with type, category, difficulty, version
 * and how often they are used); /questionBankView/{id}: the same bank read only, its questions as a
 * student sees them (for those who use the bank; others see its summary).
 */
export default function BankPage({ view }: { view: boolean }) {
  const { id } = useParams();
  const bank = useBank(Number(id));
  if (!bank.data) return <PageLoading />;
  const b = bank.data;
  return (
    <Box sx={pageSx}>
      <PageTitle status={b.status}>{b.title}</PageTitle>
      {b.summary && <Typography sx={{ mb: 1 }}>{b.summary}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {b.question_count} question{b.question_count === 1 ? '' : 's'}
        {b.author ? ` · by ${b.author.name}` : ''}
        {b.org ? ` · ${b.org.name}` : ''}
        {b.shared ? ' · shared with the organisation’s mentors' : ''}
        {b.categories.length ? ` · categories: ${b.categories.join(', ')}` : ''}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {b.can_edit && (
          <Button variant="contained" component={Link} to={`/createQuizBank/${b.id}`}>
            Edit
          </Button>
        )}
        {b.can_edit && (
          <Button component={Link} to={view ? `/questionBank/${b.id}` : `/questionBankView/${b.id}`}>
            {view ? 'Author’s page' : 'View as a student sees it'}
          </Button>
        )}
      </Stack>
      {b.can_edit && !view && (
        <Box component="section" aria-label="Export" sx={{ mb: 2 }}>
          <BankExportButtons bank={b} />
        </Box>
      )}
      {!b.can_edit ? (
        <Alert severity="info">The questions of a bank are shown to the mentors who use it.</Alert>
      ) : view ? (
        <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Questions">
          {b.questions.map((q, i) => {
            const shown = { ...presentQuestion(q.question, 1, i + 1, false), position: i + 1 };
            return (
              <Paper key={q.id} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
                <Typography variant="subtitle2" color="text.secondary">
                  Question {i + 1} · {QUESTION_TYPE_LABELS[q.type]} · {q.question.points} point
                  {q.question.points === 1 ? '' : 's'}
                </Typography>
                <Stem q={shown} />
                {shown.options && (
                  <ul>
                    {shown.options.map((o) => (
                      <li key={o.id}>{plainText(o.text)}</li>
                    ))}
                  </ul>
                )}
                {shown.lefts && (
                  <Typography variant="body2">
                    Match: {shown.lefts.map((l) => plainText(l.text)).join(', ')} with{' '}
                    {shown.rights!.map((r) => plainText(r.text)).join(', ')}
                  </Typography>
                )}
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <ScrollRegion outlined label="Questions of the bank">
          <Table size="small" aria-label="Questions of the bank">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Question</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Category</TableCell>
                <TableCell>Difficulty</TableCell>
                <TableCell align="right">Version</TableCell>
                <TableCell align="right">In quizzes</TableCell>
                <TableCell align="right">Attempts</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {b.questions.map((q, i) => (
                <TableRow key={q.id}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
                    {plainText(q.question.stem).slice(0, 140)}
                    {q.tags.length > 0 && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {q.tags.join(', ')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{QUESTION_TYPE_LABELS[q.type]}</TableCell>
                  <TableCell>{q.category ?? '—'}</TableCell>
                  <TableCell>{q.difficulty ? difficultyLabel(q.difficulty) : '—'}</TableCell>
                  <TableCell align="right">{q.version}</TableCell>
                  <TableCell align="right">{q.used_in_quizzes}</TableCell>
                  <TableCell align="right">{q.attempts}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Box>
  );
}
