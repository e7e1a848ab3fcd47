import { GRADING_METHODS, REVIEW_TIMES, type QuizBody, type QuizDetail, type ReviewOptions } from '@lbd/shared/quizzes';
import { quizBodySchema } from '@lbd/shared/quizzes';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import type { FieldErrors, Validation } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { createQuiz, lifecycle, OWN_LIST, QUIZ_LIST_KEY, quizKey, updateQuiz, useQuiz, useQuizzes } from '../api';
import { EditorActions, IssuesList } from '../../../components/learning/editor-actions';
import { useEditorRun } from '../../../components/learning/use-editor-run';
import { issuesHeading, QUIZ_ARCHIVE_NOTE } from '../components/editor-actions';
import { minutesText } from '../components/page-parts';
import { QuizSlots } from '../components/quiz-slots';
import { DraftsPage, EditorFrame } from '../components/author-pages';
import { formFromQuiz, validateQuizForm, type QuizFormValues } from '../quiz-form';
import { ScrollRegion } from '../../../components/scroll-region';

const GRADING_LABELS = {
  highest: 'Highest attempt',
  latest: 'Latest attempt',
  average: 'Average of attempts',
  first: 'First attempt',
} as const;
const REVIEW_LABELS = {
  correctness: 'Whether each answer was right',
  marks: 'The score',
  key: 'The right answers',
  feedback: 'Feedback',
} as const;
const TIME_LABELS = { during: 'During the attempt', after: 'Right after', closed: 'After the quiz closes' } as const;

function SettingsForm({
  quiz,
  values,
  errors,
  set,
}: {
  quiz: QuizDetail;
  values: QuizFormValues;
  errors: FieldErrors;
  set: (v: Partial<QuizFormValues>) => void;
}) {
  const text = (
    field:
      | 'title'
      | 'summary'
      | 'instructions'
      | 'time_limit_minutes'
      | 'attempts_allowed'
      | 'per_page'
      | 'pass_mark'
      | 'max_focus_losses'
      | 'opens_at'
      | 'closes_at',
  ) => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.target.value }),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });
  const toggleReview = (part: keyof ReviewOptions, time: (typeof REVIEW_TIMES)[number], on: boolean) =>
    set({
      review: {
        ...values.review,
        [part]: on ? [...values.review[part], time] : values.review[part].filter((t) => t !== time),
      },
    });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField label="Title" required slotProps={{ htmlInput: { maxLength: 150 } }} {...text('title')} />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Summary"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          {...text('summary')}
        />
      </Grid>
      <Grid size={12}>
        <RichTextField
          label="Instructions"
          initialHtml={values.instructions}
          onChange={(html) => set({ instructions: html })}
          error={errors.instructions}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Opens"
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
          {...text('opens_at')}
          helperText={errors.opens_at ?? 'Empty: open once published'}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Closes"
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
          {...text('closes_at')}
          helperText={errors.closes_at ?? 'Empty: never closes'}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          label="Time limit (minutes)"
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 600 } }}
          {...text('time_limit_minutes')}
          helperText={errors.time_limit_minutes ?? 'Empty: no limit'}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          label="Attempts allowed"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 50 } }}
          {...text('attempts_allowed')}
          helperText={errors.attempts_allowed ?? '0: unlimited'}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          label="Pass mark (%)"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          {...text('pass_mark')}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          fullWidth
          label="Grade"
          value={values.grading_method}
          onChange={(e) => set({ grading_method: e.target.value as QuizFormValues['grading_method'] })}
        >
          {GRADING_METHODS.map((g) => (
            <MenuItem key={g} value={g}>
              {GRADING_LABELS[g]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          label="Questions per page"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 50 } }}
          {...text('per_page')}
          helperText={errors.per_page ?? '0: all on one page'}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          fullWidth
          label="Navigation"
          value={values.navigation}
          onChange={(e) => set({ navigation: e.target.value as 'free' | 'sequential' })}
        >
          <MenuItem value="free">Free (any page, any order)</MenuItem>
          <MenuItem value="sequential">Sequential (no going back)</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormGroup>
          <FormControlLabel
            control={
              <Switch
                checked={values.shuffle_questions}
                onChange={(e) => set({ shuffle_questions: e.target.checked })}
              />
            }
            label="Shuffle questions"
          />
          <FormControlLabel
            control={
              <Switch checked={values.shuffle_options} onChange={(e) => set({ shuffle_options: e.target.checked })} />
            }
            label="Shuffle options"
          />
        </FormGroup>
      </Grid>
      <Grid size={12}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          Review: what students see, and when
        </FormLabel>
        <ScrollRegion label="Review: what students see, and when">
          <table style={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th />
                {REVIEW_TIMES.map((t) => (
                  <th key={t} style={{ padding: '0 8px', fontWeight: 500, fontSize: 14 }}>
                    {TIME_LABELS[t]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(Object.keys(REVIEW_LABELS) as (keyof ReviewOptions)[]).map((part) => (
                <tr key={part}>
                  <th style={{ textAlign: 'left', fontWeight: 400, fontSize: 14, paddingRight: 8 }}>
                    {REVIEW_LABELS[part]}
                  </th>
                  {REVIEW_TIMES.map((t) => (
                    <td key={t} style={{ textAlign: 'center' }}>
                      <Checkbox
                        checked={values.review[part].includes(t)}
                        onChange={(e) => toggleReview(part, t, e.target.checked)}
                        slotProps={{ input: { 'aria-label': `${REVIEW_LABELS[part]}: ${TIME_LABELS[t]}` } }}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Grid>
      <Grid size={12}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          Feedback bands (shown with the result: the band whose ‘from’ the percent reaches)
        </FormLabel>
        <Stack spacing={1}>
          {values.feedback_bands.map((b, i) => (
            <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                type="number"
                label={`Band ${i + 1} from (%)`}
                value={b.from}
                onChange={(e) =>
                  set({
                    feedback_bands: values.feedback_bands.map((x, j) => (j === i ? { ...x, from: e.target.value } : x)),
                  })
                }
                error={Boolean(errors[`feedback_bands.${i}.from`])}
                helperText={errors[`feedback_bands.${i}.from`]}
                sx={{ width: 160 }}
              />
              <TextField
                size="small"
                fullWidth
                label={`Band ${i + 1} text`}
                value={b.text}
                onChange={(e) =>
                  set({
                    feedback_bands: values.feedback_bands.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)),
                  })
                }
                error={Boolean(errors[`feedback_bands.${i}.text`])}
                helperText={errors[`feedback_bands.${i}.text`]}
              />
              <IconButton
                aria-label={`Remove band ${i + 1}`}
                onClick={() => set({ feedback_bands: values.feedback_bands.filter((_x, j) => j !== i) })}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <Box>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={values.feedback_bands.length >= 10}
              onClick={() => set({ feedback_bands: [...values.feedback_bands, { from: '', text: '' }] })}
            >
              Add band
            </Button>
          </Box>
        </Stack>
      </Grid>
      <Grid size={12}>
        <FormLabel component="legend">
          Integrity (nothing ends an attempt unless you set a limit below; focus changes and pastes are logged for you)
        </FormLabel>
        <FormGroup>
          <FormControlLabel
            control={
              <Switch checked={values.one_at_a_time} onChange={(e) => set({ one_at_a_time: e.target.checked })} />
            }
            label="One question at a time"
          />
          <FormControlLabel
            control={<Switch checked={values.fullscreen} onChange={(e) => set({ fullscreen: e.target.checked })} />}
            label="Ask for full screen"
          />
        </FormGroup>
        <TextField
          label="End the attempt after leaving the page this many times (0: never)"
          type="number"
          sx={{ mt: 1, maxWidth: 520 }}
          slotProps={{ htmlInput: { min: 0, max: 20 } }}
          {...text('max_focus_losses')}
        />
      </Grid>
      {quiz.status === 'published' && (
        <Grid size={12}>
          <Alert severity="info">This quiz is published: changes reach attempts started after you save.</Alert>
        </Grid>
      )}
    </Grid>
  );
}

const DONE = {
  save: 'Your changes have been saved.',
  publish: 'The quiz is published.',
  archive: 'The quiz is archived.',
} as const;

function QuizEditor({ quiz }: { quiz: QuizDetail }) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const [values, setValues] = useState(() => formFromQuiz(quiz));
  const { run, errors, issues } = useEditorRun({
    check: (): Validation<QuizBody> => {
      const { body, errors: found } = validateQuizForm(values);
      return body ? { data: body, errors: null } : { data: null, errors: found };
    },
    save: async (body) => queryClient.setQueryData(quizKey(quiz.id), await updateQuiz(quiz.id, body)),
    lifecycle: (action) => lifecycle('quizzes', quiz.id, action),
    done: DONE,
    onDone: (action) => {
      void queryClient.invalidateQueries({ queryKey: QUIZ_LIST_KEY });
      if (action === 'discard') navigateTo(['createQuiz']);
      if (action === 'publish') navigateTo(['quiz', quiz.id]);
    },
  });
  const invalid = Object.keys(errors).length > 0;
  return (
    <>
      <Paper
        variant="outlined"
        component="form"
        aria-label="Quiz settings"
        noValidate
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(e) => {
          e.preventDefault();
          run.mutate('save');
        }}
      >
        {issues && issues.length > 0 && <IssuesList heading={issuesHeading('quiz')} issues={issues} />}
        {invalid && !issues && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Please correct the highlighted fields.
          </Alert>
        )}
        <SettingsForm quiz={quiz} values={values} errors={errors} set={(v) => setValues((cur) => ({ ...cur, ...v }))} />
        <EditorActions
          status={quiz.status}
          busy={run.isPending}
          what="quiz"
          archiveNote={QUIZ_ARCHIVE_NOTE}
          onAction={(a) => run.mutate(a)}
        />
      </Paper>
      <QuizSlots quiz={quiz} />
    </>
  );
}

/** /createQuiz and /createQuiz/{id}. */
export default function QuizEditorPage() {
  const params = useParams();
  const quiz = useQuiz(Number(params.id));
  const own = useQuizzes(OWN_LIST, !params.id);
  if (!params.id)
    return (
      <DraftsPage
        texts={{
          heading: 'Quizzes',
          form: 'New quiz',
          create: 'Create a quiz',
          hint: 'Settings and questions come next. It stays a draft until you publish it.',
          yours: 'Your quizzes',
          list: 'Your quizzes',
          none: 'You have no quizzes yet.',
        }}
        schema={quizBodySchema}
        create={(title) => createQuiz({ title })}
        editor="createQuiz"
        pageOf={(id) => `/quiz/${id}`}
        own={own}
        details={(q) =>
          `${q.question_count} question${q.question_count === 1 ? '' : 's'} · ${minutesText(q.time_limit_minutes)}`
        }
      />
    );
  if (!quiz.data) return <PageLoading />;
  const q = quiz.data;
  return (
    <EditorFrame
      item={q}
      links={[
        { to: `/quiz/${q.id}`, label: 'The quiz’s page' },
        { to: `/quizDashboard/${q.id}`, label: 'Results dashboard' },
      ]}
      cannotEdit="Only the quiz’s author, their organisation’s staff and mentors, and admins can edit it."
    >
      <QuizEditor key={q.id} quiz={q} />
    </EditorFrame>
  );
}
