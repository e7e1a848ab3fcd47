import { QUIZ_BYTE_LIMITS, QUIZ_BYTE_TEXTS as B, quizByteBodySchema, type QuizByteDetail } from '@lbd/shared/quizzes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EditorActions, IssuesList } from '../../../components/learning/editor-actions';
import { useEditorRun } from '../../../components/learning/use-editor-run';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate, type FieldErrors } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useBanks } from '../api';
import { issuesHeading } from '../components/editor-actions';
import { pageSx, PageTitle, StatusChip } from '../components/page-parts';
import { BYTES_KEY, byteKey, byteLifecycle, createByte, updateByte, useByte, useBytes } from './api';

const SIZES = Array.from(
  { length: QUIZ_BYTE_LIMITS.sessionMax - QUIZ_BYTE_LIMITS.sessionMin + 1 },
  (_, i) => QUIZ_BYTE_LIMITS.sessionMin + i,
);

interface Values {
  title: string;
  summary: string;
  bank_id: number | '';
  questions_per_session: number;
}

/** The author's banks to practise from, and how many questions a session asks. */
function ByteFields({
  values,
  errors,
  set,
}: {
  values: Values;
  errors: FieldErrors;
  set: (v: Partial<Values>) => void;
}) {
  const banks = useBanks({ query: '', mine: true, page: 1, count: 100 });
  return (
    <Stack spacing={2}>
      <TextField
        label="Title"
        required
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label="Question bank"
          value={values.bank_id}
          onChange={(e) => set({ bank_id: e.target.value === '' ? '' : Number(e.target.value) })}
          error={Boolean(errors.bank_id)}
          helperText={errors.bank_id ?? 'Students practise its questions (essays are left out: they need a mentor).'}
        >
          {(banks.data?.data ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.title} · {b.question_count} questions{b.status === 'published' ? '' : ` (${b.status})`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={B.perSession}
          value={values.questions_per_session}
          onChange={(e) => set({ questions_per_session: Number(e.target.value) })}
          error={Boolean(errors.questions_per_session)}
          helperText={errors.questions_per_session}
          sx={{ minWidth: 200 }}
        >
          {SIZES.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}

const bodyOf = (v: Values & { summary: string }) => ({
  title: v.title.trim(),
  summary: v.summary.trim(),
  bank_id: v.bank_id === '' ? null : v.bank_id,
  questions_per_session: v.questions_per_session,
});

/** /createQuiz?kind=byte: the author's quiz bytes and a form to start one. */
export function ByteListPage() {
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const [values, setValues] = useState<Values>({
    title: '',
    summary: '',
    bank_id: '',
    questions_per_session: QUIZ_BYTE_LIMITS.sessionDefault,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const mine = useBytes({ mine: true, count: 50 });
  const create = useMutation({
    mutationFn: () => createByte(bodyOf(values)),
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo(['createQuiz', id]),
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  return (
    <Box sx={pageSx}>
      <PageTitle
        extra={
          <Button component={Link} to="/createQuiz" sx={{ ml: 'auto' }}>
            Your quizzes
          </Button>
        }
      >
        {B.quizBytes}
      </PageTitle>
      <Paper
        variant="outlined"
        component="form"
        aria-label="New quiz byte"
        noValidate
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
        onSubmit={(e) => {
          e.preventDefault();
          const v = validate(quizByteBodySchema, bodyOf(values));
          if (v.errors) setErrors(v.errors);
          else create.mutate();
        }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {B.createByte}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A few questions a day from one of your banks, each student’s chosen by spaced repetition. It stays a draft
          until you publish it.
        </Typography>
        <ByteFields values={values} errors={errors} set={(v) => setValues((cur) => ({ ...cur, ...v }))} />
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create draft
          </Button>
        </Box>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {B.yourBytes}
      </Typography>
      {mine.isPending ? (
        <PageLoading />
      ) : (mine.data?.data ?? []).length === 0 ? (
        <Typography color="text.secondary">You have no quiz bytes yet.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={B.yourBytes}>
          {mine.data!.data.map((b) => (
            <Paper key={b.id} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography component={Link} to={`/quizByte/${b.id}`} sx={{ fontWeight: 600 }}>
                    {b.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {b.bank ? b.bank.title : 'No bank yet'} · {b.questions_per_session} a session
                  </Typography>
                </Box>
                <StatusChip status={b.status} />
                <Button size="small" component={Link} to={`/createQuiz/${b.id}`}>
                  Edit
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

const DONE = {
  save: 'Your changes have been saved.',
  publish: 'The quiz byte is published.',
  archive: 'The quiz byte is archived.',
} as const;

function ByteEditor({ byte }: { byte: QuizByteDetail }) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const [values, setValues] = useState<Values>({
    title: byte.title,
    summary: byte.summary,
    bank_id: byte.bank?.id ?? '',
    questions_per_session: byte.questions_per_session,
  });
  const { run, errors, issues } = useEditorRun({
    check: () => validate(quizByteBodySchema, bodyOf(values)),
    save: async (body) => queryClient.setQueryData(byteKey(byte.id), await updateByte(byte.id, body)),
    lifecycle: (action) => byteLifecycle(byte.id, action),
    done: DONE,
    onDone: (action) => {
      void queryClient.invalidateQueries({ queryKey: BYTES_KEY });
      if (action === 'discard') navigateTo(['createQuiz'], { kind: 'byte' });
      if (action === 'publish') navigateTo(['quizByte', byte.id]);
    },
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Quiz byte settings"
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate('save');
      }}
    >
      {issues && issues.length > 0 && <IssuesList heading={issuesHeading('quiz byte')} issues={issues} />}
      <ByteFields values={values} errors={errors} set={(v) => setValues((cur) => ({ ...cur, ...v }))} />
      <TextField
        label="Summary"
        fullWidth
        multiline
        minRows={2}
        sx={{ mt: 2 }}
        value={values.summary}
        onChange={(e) => setValues((cur) => ({ ...cur, summary: e.target.value }))}
        error={Boolean(errors.summary)}
        helperText={errors.summary}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {byte.status !== 'draft' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Students practise it now, so its bank can no longer change.
        </Alert>
      )}
      <EditorActions
        status={byte.status}
        busy={run.isPending}
        what="quiz byte"
        archiveNote="It leaves the lists. Enrolled students keep their cards and can still practise."
        onAction={(a) => run.mutate(a)}
      />
    </Paper>
  );
}

/** /createQuiz/{id} for a quiz byte. */
export function ByteEditorPage({ id }: { id: number }) {
  const byte = useByte(id);
  if (!byte.data) return <PageLoading />;
  const b = byte.data;
  if (!b.can_edit)
    return (
      <Box sx={pageSx}>
        <Alert severity="warning">Only the quiz byte’s author and their organisation can edit it.</Alert>
      </Box>
    );
  return (
    <Box sx={pageSx}>
      <PageTitle status={b.status}>{b.title}</PageTitle>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button component={Link} to={`/quizByte/${b.id}`}>
          The quiz byte’s page
        </Button>
        <Button component={Link} to="/createQuiz?kind=byte">
          {B.yourBytes}
        </Button>
      </Stack>
      <ByteEditor key={b.id} byte={b} />
    </Box>
  );
}
