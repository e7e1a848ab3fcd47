import { round1, type ShownQuestion } from '@lbd/shared/quizzes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { whenText } from '../components/page-parts';
import { AnswerInput, Stem } from '../player/answer-input';
import { plainText } from '../question-form';
import { useMentorAttempt } from './api';
import { DASHBOARD_TEXTS as T } from './texts';

/** The right answer in words, from the key of a shown question (the mentor always sees it). Pure. */
export function keySummary(q: Pick<ShownQuestion, 'type' | 'options' | 'lefts' | 'rights' | 'result'>): string | null {
  const key = q.result?.key as Record<string, unknown> | null | undefined;
  if (!key) return null;
  const optionText = (id: unknown) => plainText(q.options?.find((o) => o.id === id)?.text ?? String(id));
  switch (q.type) {
    case 'single_choice':
      return optionText(key.option_id);
    case 'multiple_response':
      return ((key.option_ids as string[]) ?? []).map(optionText).join('; ');
    case 'true_false':
      return key.value ? 'True' : 'False';
    case 'numerical':
      return key.tolerance
        ? `${String(key.value)} (± ${String(key.tolerance)}${key.tolerance_kind === 'relative' ? '%' : ''})`
        : String(key.value);
    case 'short_answer':
      return ((key.accepted as string[]) ?? [String(key.text)]).join(' or ');
    case 'fill_blanks':
      return Object.values((key.blanks as Record<string, string>) ?? {}).join('; ');
    case 'matching': {
      const pairs = (key.pairs as Record<string, string>) ?? {};
      const text = (list: { id: string; text: string }[] | null, id: string) =>
        plainText(list?.find((x) => x.id === id)?.text ?? id);
      return Object.entries(pairs)
        .map(([l, r]) => `${text(q.lefts, l)} → ${text(q.rights, r)}`)
        .join('; ');
    }
    case 'ordering':
      return ((key.order as string[]) ?? []).map(optionText).join(' → ');
    case 'essay':
      return null;
  }
}

function Answer({ q }: { q: ShownQuestion }) {
  const r = q.result;
  const key = keySummary(q);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2">{T.question(q.position)}</Typography>
        {r?.status === 'unanswered' && <Chip size="small" label={T.notAnswered} />}
        {r?.status === 'pending' && <Chip size="small" color="info" label={T.waiting} />}
        {r?.correct === true && <Chip size="small" color="success" label={T.right} />}
        {r?.correct === false && r.status === 'graded' && <Chip size="small" color="error" label={T.notRight} />}
        {r?.score !== null && r?.score !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {round1(r.score)} / {q.points}
          </Typography>
        )}
      </Stack>
      <Stem q={q} />
      <AnswerInput q={q} answer={q.answer} onChange={() => undefined} disabled />
      {key && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {T.key}: <strong>{key}</strong>
        </Typography>
      )}
      {r?.mentor_comment && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {T.mentorComment}: {r.mentor_comment}
        </Typography>
      )}
    </Paper>
  );
}

/** One attempt as its quiz's managers see it: every answer with its key and mark, and the attempt log. */
export function AttemptDialog({ attemptId, onClose }: { attemptId: number | null; onClose: () => void }) {
  const attempt = useMentorAttempt(attemptId);
  const fullScreen = useIsMobile();
  const a = attempt.data;
  const title = a ? T.attemptOf(a.student.name, a.number) : T.attempt;
  return (
    <Dialog
      open={attemptId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="attempt-title"
    >
      <DialogTitle id="attempt-title">{title}</DialogTitle>
      <DialogContent dividers>
        {!a ? (
          <LinearProgress aria-label="Loading the attempt" />
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {T.status}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{T.statusLabels[a.status]}</Typography>
              </Box>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {T.score}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {a.score === null ? '—' : `${round1(a.score)} / ${round1(a.max_score)}`}
                  {a.percent !== null ? ` (${round1(a.percent)}%)` : ''}
                </Typography>
              </Box>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {a.submitted_at ? T.submitted : T.deadline}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{whenText(a.submitted_at ?? a.deadline_at) || '—'}</Typography>
              </Box>
            </Stack>
            {a.pending > 0 && (
              <Alert severity="info">{`${a.pending} ${a.pending === 1 ? 'essay waits' : 'essays wait'} for a mark (Essays to grade).`}</Alert>
            )}
            <Box component="section" aria-labelledby="attempt-answers">
              <Typography id="attempt-answers" variant="h6" component="h3" sx={{ mb: 1 }}>
                {T.answers}
              </Typography>
              <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
                {a.questions.map((q) => (
                  <Answer key={q.position} q={q} />
                ))}
              </Stack>
            </Box>
            <Box component="section" aria-labelledby="attempt-log">
              <Typography id="attempt-log" variant="h6" component="h3">
                {T.attemptLog}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {T.logNote}
              </Typography>
              {a.log.length === 0 ? (
                <Typography variant="body2">{T.logEmpty}</Typography>
              ) : (
                <Table size="small" aria-label={T.attemptLog}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{T.when}</TableCell>
                      <TableCell>{T.event}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {a.log.map((e, i) => (
                      <TableRow key={i}>
                        <TableCell>{whenText(e.at)}</TableCell>
                        <TableCell>
                          {T.logKinds[e.kind] ?? e.kind}
                          {e.position !== null ? ` (${T.onQuestion(e.position)})` : ''}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
