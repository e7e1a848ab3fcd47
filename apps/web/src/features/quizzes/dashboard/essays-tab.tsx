import { gradeAnswerBodySchema, type EssayToGrade } from '@lbd/shared/quizzes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isEmptyRichText } from '../../../components/rich-text/rich-text';
import { RichText } from '../../../components/rich-text/rich-text-view';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../../lib/form-errors';
import { whenText } from '../components/page-parts';
import { dashboardKey, ESSAYS_KEY, gradeEssay, useEssayQueue } from './api';
import { DASHBOARD_TEXTS as T } from './texts';

/** One essay with its rubric and a mark with a comment (PUT /api/attempt_answers/{id}/grade). */
function EssayCard({ essay, quizId }: { essay: EssayToGrade; quizId: number }) {
  const client = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const [score, setScore] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: { score: number; comment: string }) => gradeEssay(essay.answer_id, body),
    meta: { handleErrors: false },
    onSuccess: (r) => {
      showSnackbar(T.marked(r.score, r.attempt_score));
      void client.invalidateQueries({ queryKey: ESSAYS_KEY });
      void client.invalidateQueries({ queryKey: dashboardKey(quizId) });
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  const submit = () => {
    const n = score.trim() === '' ? NaN : Number(score);
    if (!Number.isFinite(n) || n < 0 || n > essay.points) {
      setErrors({ score: T.markRange(essay.points) });
      return;
    }
    const parsed = gradeAnswerBodySchema.safeParse({ score: n, comment });
    if (!parsed.success) {
      setErrors({ comment: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const id = `essay-${essay.answer_id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
      aria-labelledby={`${id}-who`}
    >
      <Typography id={`${id}-who`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {essay.student.name} · {T.question(essay.position)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {essay.submitted_at ? `${T.submitted} ${whenText(essay.submitted_at)} · ` : ''}
        {T.words(essay.words)}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <RichText html={essay.stem} />
      </Box>
      {!isEmptyRichText(essay.rubric) && (
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1, my: 1 }}>
          <Typography variant="overline">{T.rubric}</Typography>
          <RichText html={essay.rubric} />
        </Box>
      )}
      <Typography
        component="blockquote"
        sx={{ whiteSpace: 'pre-wrap', borderLeft: 3, borderColor: 'divider', pl: 1.5, my: 1.5, mx: 0 }}
      >
        {essay.text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          type="number"
          label={T.markLabel(essay.points)}
          value={score}
          onChange={(e) => setScore(e.target.value)}
          error={!!errors.score}
          helperText={errors.score}
          slotProps={{ htmlInput: { min: 0, max: essay.points, step: 0.5 } }}
          sx={{ width: { sm: 170 } }}
        />
        <TextField
          size="small"
          label={T.comment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          error={!!errors.comment}
          helperText={errors.comment}
          multiline
          minRows={1}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {save.isPending ? T.saving : T.saveMark}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The Essays to grade tab: the quiz's essays waiting for a mark, oldest first. */
export function EssaysTab({ quizId }: { quizId: number }) {
  const [page, setPage] = useState(1);
  const queue = useEssayQueue(quizId, page);
  if (!queue.data) return <LinearProgress aria-label="Loading the essays" />;
  const rows = queue.data.data;
  if (rows.length === 0) return <Typography color="text.secondary">{T.essaysEmpty}</Typography>;
  return (
    <Stack spacing={2}>
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label={T.tabs.essays}>
        {rows.map((e) => (
          <EssayCard key={e.answer_id} essay={e} quizId={quizId} />
        ))}
      </Stack>
      {queue.data.pagination.total_pages > 1 && (
        <Pagination
          count={queue.data.pagination.total_pages}
          page={page}
          onChange={(_, p) => setPage(p)}
          aria-label="Pages of essays"
        />
      )}
    </Stack>
  );
}
