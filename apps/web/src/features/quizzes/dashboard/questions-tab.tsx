import {
  QUESTION_HEALTH_FLAGS,
  QUESTION_HEALTH_MIN_ANSWERS,
  QUESTION_TYPE_LABELS,
  round1,
  type KeyChange,
  type QuizQuestionStat,
  type QuizStats,
} from '@lbd/shared/quizzes';
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { whenText } from '../components/page-parts';
import { dashboardKey, regradeQuestion, useKeyChanges } from './api';
import { DASHBOARD_TEXTS as T, percentText, secondsText } from './texts';

type Regraded = Awaited<ReturnType<typeof regradeQuestion>>;

/** A key that changed after answers were graded by the old one: a regrade, then its before and after. */
export function KeyChangeBox({ quizId, change }: { quizId: number; change: KeyChange }) {
  const client = useQueryClient();
  const [result, setResult] = useState<Regraded | null>(null);
  const regrade = useMutation({
    mutationFn: () => regradeQuestion(change.bank_id, change.question_id),
    onSuccess: (r) => {
      setResult(r);
      void client.invalidateQueries({ queryKey: dashboardKey(quizId) });
    },
  });
  const last = change.last_regrade;
  return (
    <Box role="region" aria-label={`Key change of question ${change.question_id}`} sx={{ mt: 1.5 }}>
      {change.outdated > 0 && !result && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" disabled={regrade.isPending} onClick={() => regrade.mutate()}>
              {regrade.isPending ? T.regrading : T.regrade}
            </Button>
          }
        >
          <Typography variant="body2" component="span" sx={{ display: 'block' }}>
            {T.keyChanged(change.outdated, change.version)}
          </Typography>
          <Typography variant="body2" component="span" sx={{ display: 'block' }}>
            {T.regradeExplain}
          </Typography>
        </Alert>
      )}
      {result && (
        <Alert severity="success">
          {T.regraded(result.answers, result.changed)}
          {result.changes.length > 0 && (
            <Box sx={{ maxHeight: 320, overflowY: 'auto', mt: 1 }}>
              <Table size="small" aria-label="Scores before and after the regrade" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell>{T.attempt}</TableCell>
                    <TableCell align="right">{T.before}</TableCell>
                    <TableCell align="right">{T.after}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.changes.map((c) => (
                    <TableRow key={c.attempt_id}>
                      <TableCell>#{c.attempt_id}</TableCell>
                      <TableCell align="right">{round1(c.before)}</TableCell>
                      <TableCell align="right">{round1(c.after)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Alert>
      )}
      {!result && change.outdated === 0 && last && (
        <Typography variant="body2" color="text.secondary">
          {T.lastRegrade(whenText(last.at), last.from_version, last.to_version, last.changed)}
        </Typography>
      )}
    </Box>
  );
}

function Choices({ q }: { q: QuizQuestionStat }) {
  const total = q.answered || 1;
  return (
    <Table size="small" aria-label={`${T.choices}: ${q.stem}`} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>{T.choices}</TableCell>
          <TableCell align="right">Picks</TableCell>
          <TableCell sx={{ width: '35%' }}>Share</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {q.choices.map((c) => {
          const share = Math.round((c.picks / total) * 100);
          return (
            <TableRow key={c.id}>
              <TableCell>
                {c.text}
                {c.correct && <Chip size="small" color="success" label={T.rightAnswer} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell align="right">{c.picks}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <LinearProgress
                    variant="determinate"
                    value={share}
                    color={c.correct ? 'success' : 'primary'}
                    aria-label={`${c.text}: ${share}%`}
                    sx={{ flex: 1, height: 8, borderRadius: 1 }}
                  />
                  <Typography variant="body2">{share}%</Typography>
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Measure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Box title={help}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** The Questions tab: per question its facility, discrimination, choices, median time and health. */
export function QuestionsTab({ quizId, stats }: { quizId: number; stats: QuizStats }) {
  const changes = useKeyChanges(quizId);
  const changeOf = new Map((changes.data ?? []).map((c) => [c.question_id, c]));
  const shown = new Set(stats.questions.map((q) => q.question_id));
  const elsewhere = (changes.data ?? []).filter((c) => !shown.has(c.question_id));
  if (stats.questions.length === 0 && elsewhere.length === 0)
    return <Typography color="text.secondary">{T.questionsEmpty}</Typography>;
  return (
    <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Questions of the quiz">
      {elsewhere.map((c) => (
        <Paper key={`change-${c.question_id}`} component="li" variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{c.stem}</Typography>
          <KeyChangeBox quizId={quizId} change={c} />
        </Paper>
      ))}
      {stats.questions.map((q) => {
        const change = changeOf.get(q.question_id);
        return (
          <Paper key={q.question_id} component="li" variant="outlined" sx={{ p: 2 }} aria-label={q.stem}>
            <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{q.stem}</Typography>
              <Chip size="small" variant="outlined" label={QUESTION_TYPE_LABELS[q.type]} />
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, mt: 1 }}>
              <Measure label={T.answered} value={String(q.answered)} />
              <Measure label={T.facility} value={percentText(q.facility)} help={T.facilityHelp} />
              <Measure
                label={T.discrimination}
                value={q.discrimination === null ? '—' : q.discrimination.toFixed(2)}
                help={T.discriminationHelp}
              />
              <Measure label={T.medianTime} value={secondsText(q.median_seconds)} />
            </Stack>
            <Box sx={{ mt: 1 }}>
              {q.flags.length > 0 ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Health flags">
                  {q.flags.map((f) => (
                    <Chip key={f} size="small" color="warning" label={QUESTION_HEALTH_FLAGS[f]} />
                  ))}
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {q.answered < QUESTION_HEALTH_MIN_ANSWERS ? T.healthWaits(q.answered) : T.healthy}
                </Typography>
              )}
            </Box>
            {q.choices.length > 0 && <Choices q={q} />}
            {change && <KeyChangeBox quizId={quizId} change={change} />}
          </Paper>
        );
      })}
    </Stack>
  );
}
