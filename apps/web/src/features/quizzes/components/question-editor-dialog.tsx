import {
  gradeAnswer,
  presentQuestion,
  QUESTION_DIFFICULTIES,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  QUIZ_LIMITS,
  questionSchema,
  type Answer,
  type BankQuestion,
  type QuestionInput,
  type QuestionType,
} from '@lbd/shared/quizzes';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CatalogueMultiSelect } from '../../../components/catalogue-multi-select';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { searchSkills } from '../../../lib/lookups-api';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../../lib/form-errors';
import { addQuestion, updateQuestion } from '../api';
import { AnswerInput, Stem, type AnswerValue } from '../player/answer-input';
import {
  blankQuestion,
  draftFromQuestion,
  errorAt,
  errorsUnder,
  nextId,
  syncBlanks,
  validateDraft,
  type QuestionDraft,
} from '../question-form';

type Q<K extends QuestionType> = Extract<QuestionInput, { type: K }>;
type Opt = { id: string; text: string };

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
const shown = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '' : String(n));

/** A number input: empty text is NaN, which the contract then names as missing; an error replaces the hint. */
function NumberField({
  value,
  onChange,
  error,
  helperText,
  ...rest
}: Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: number | undefined;
  onChange: (n: number) => void;
  error?: string;
}) {
  return (
    <TextField
      fullWidth
      type="number"
      value={shown(value)}
      onChange={(e) => onChange(num(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      {...rest}
    />
  );
}
const lines = (v: string) => v.split('\n');

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x!);
  return next;
}

/** A list of options with text boxes, a 'right' control per row, move and remove. */
function OptionsList({
  title,
  items,
  errors,
  path,
  mark,
  min,
  onChange,
  canMove,
}: {
  title: string;
  items: Opt[];
  errors: FieldErrors;
  path: string;
  mark?: (o: Opt, i: number) => ReactNode;
  min: number;
  onChange: (items: Opt[]) => void;
  canMove?: boolean;
}) {
  const listErrors = errorsUnder(errors, path);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1}>
        {items.map((o, i) => (
          <Stack key={o.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {mark?.(o, i)}
            <TextField
              size="small"
              fullWidth
              label={`${title.replace(/s$/, '')} ${i + 1}`}
              value={o.text}
              onChange={(e) => onChange(items.map((x) => (x.id === o.id ? { ...x, text: e.target.value } : x)))}
              error={Boolean(errorAt(errors, `${path}.${i}.text`))}
              helperText={errorAt(errors, `${path}.${i}.text`)}
              slotProps={{ htmlInput: { maxLength: QUIZ_LIMITS.optionMax } }}
            />
            {canMove && (
              <>
                <IconButton
                  size="small"
                  aria-label={`Move item ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => onChange(moved(items, i, i - 1))}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move item ${i + 1} down`}
                  disabled={i === items.length - 1}
                  onClick={() => onChange(moved(items, i, i + 1))}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </>
            )}
            <IconButton
              size="small"
              aria-label={`Remove ${title.replace(/s$/, '').toLowerCase()} ${i + 1}`}
              disabled={items.length <= min}
              onClick={() => onChange(items.filter((x) => x.id !== o.id))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {listErrors.length > 0 && !items.some((_, i) => errorAt(errors, `${path}.${i}.text`)) && (
        <FormHelperText error>{listErrors[0]}</FormHelperText>
      )}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={items.length >= QUIZ_LIMITS.optionsMax}
        onClick={() => onChange([...items, { id: nextId(items), text: '' }])}
      >
        Add {title.replace(/s$/, '').toLowerCase()}
      </Button>
    </Box>
  );
}

function PenaltyField({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (n: number) => void;
  error?: string;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label="Negative marking (share of the points lost by a wrong answer)"
      value={shown(value)}
      onChange={(e) => onChange(num(e.target.value))}
      slotProps={{ htmlInput: { min: 0, max: 1, step: 0.05 } }}
      error={Boolean(error)}
      helperText={
        error ??
        '0 for none; 0.25 takes a quarter of the points for a wrong answer. An unanswered question loses nothing.'
      }
      sx={{ maxWidth: 420 }}
      fullWidth
    />
  );
}

/** The parts of the form that depend on the question's type. */
function TypeFields({ q, errors, set }: { q: QuestionInput; errors: FieldErrors; set: (q: QuestionInput) => void }) {
  switch (q.type) {
    case 'single_choice':
      return (
        <Stack spacing={2}>
          <OptionsList
            title="Options"
            items={q.options}
            errors={errors}
            path="options"
            min={2}
            onChange={(options) =>
              set({ ...q, options, correct: options.some((o) => o.id === q.correct) ? q.correct : options[0]!.id })
            }
            mark={(o, i) => (
              <Radio
                checked={q.correct === o.id}
                onChange={() => set({ ...q, correct: o.id })}
                slotProps={{ input: { 'aria-label': `Option ${i + 1} is the right answer` } }}
              />
            )}
          />
          {errorAt(errors, 'correct') && <FormHelperText error>{errorAt(errors, 'correct')}</FormHelperText>}
          <PenaltyField
            value={q.penalty}
            onChange={(penalty) => set({ ...q, penalty })}
            error={errorAt(errors, 'penalty')}
          />
        </Stack>
      );
    case 'multiple_response': {
      const right = new Set(q.correct);
      return (
        <Stack spacing={2}>
          <OptionsList
            title="Options"
            items={q.options}
            errors={errors}
            path="options"
            min={2}
            onChange={(options) =>
              set({ ...q, options, correct: q.correct.filter((id) => options.some((o) => o.id === id)) })
            }
            mark={(o, i) => (
              <Checkbox
                checked={right.has(o.id)}
                onChange={(e) =>
                  set({
                    ...q,
                    correct: e.target.checked ? [...q.correct, o.id] : q.correct.filter((id) => id !== o.id),
                  })
                }
                slotProps={{ input: { 'aria-label': `Option ${i + 1} is right` } }}
              />
            )}
          />
          {errorAt(errors, 'correct') && <FormHelperText error>{errorAt(errors, 'correct')}</FormHelperText>}
          <FormControlLabel
            control={<Switch checked={q.partial ?? true} onChange={(e) => set({ ...q, partial: e.target.checked })} />}
            label="Partial credit (right picks share the points; each wrong pick takes back its share)"
          />
          <PenaltyField
            value={q.penalty}
            onChange={(penalty) => set({ ...q, penalty })}
            error={errorAt(errors, 'penalty')}
          />
        </Stack>
      );
    }
    case 'true_false':
      return (
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label="The statement is"
            value={String(q.correct)}
            onChange={(e) => set({ ...q, correct: e.target.value === 'true' })}
            sx={{ maxWidth: 240 }}
          >
            <MenuItem value="true">True</MenuItem>
            <MenuItem value="false">False</MenuItem>
          </TextField>
          <PenaltyField
            value={q.penalty}
            onChange={(penalty) => set({ ...q, penalty })}
            error={errorAt(errors, 'penalty')}
          />
        </Stack>
      );
    case 'short_answer':
      return (
        <Stack spacing={2}>
          <TextField
            label="Accepted answers (one a line)"
            multiline
            minRows={3}
            value={q.accepted.join('\n')}
            onChange={(e) => set({ ...q, accepted: lines(e.target.value) })}
            error={errorsUnder(errors, 'accepted').length > 0}
            helperText={errorsUnder(errors, 'accepted')[0] ?? 'Any of these is right'}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormControlLabel
              control={
                <Switch
                  checked={q.case_sensitive ?? false}
                  onChange={(e) => set({ ...q, case_sensitive: e.target.checked })}
                />
              }
              label="Case matters"
            />
            <TextField
              select
              size="small"
              label="Spaces"
              value={q.spaces ?? 'collapse'}
              onChange={(e) => set({ ...q, spaces: e.target.value as 'exact' | 'collapse' | 'ignore' })}
              sx={{ minWidth: 260 }}
            >
              <MenuItem value="collapse">Several spaces count as one</MenuItem>
              <MenuItem value="ignore">Spaces are ignored</MenuItem>
              <MenuItem value="exact">Spaces must match exactly</MenuItem>
            </TextField>
          </Stack>
        </Stack>
      );
    case 'numerical':
      return (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <NumberField
              label="Right answer"
              required
              value={q.answer}
              onChange={(answer) => set({ ...q, answer })}
              error={errorAt(errors, 'answer')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <NumberField
              label="Tolerance"
              value={q.tolerance}
              onChange={(tolerance) => set({ ...q, tolerance })}
              error={errorAt(errors, 'tolerance')}
              helperText={q.tolerance_kind === 'relative' ? '0.05 is 5% either side' : 'Either side of the answer'}
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              fullWidth
              label="Tolerance is"
              value={q.tolerance_kind ?? 'absolute'}
              onChange={(e) => set({ ...q, tolerance_kind: e.target.value as 'absolute' | 'relative' })}
            >
              <MenuItem value="absolute">Absolute (a number)</MenuItem>
              <MenuItem value="relative">Relative (a share of the answer)</MenuItem>
            </TextField>
          </Grid>
        </Grid>
      );
    case 'fill_blanks':
      return <BlanksFields q={q} errors={errors} set={set} />;
    case 'matching':
      return <MatchingFields q={q} errors={errors} set={set} />;
    case 'ordering':
      return (
        <Stack spacing={2}>
          <OptionsList
            title="Items"
            items={q.items}
            errors={errors}
            path="items"
            min={2}
            canMove
            onChange={(items) => set({ ...q, items })}
          />
          <FormHelperText>Write the items in the right order; students see them mixed.</FormHelperText>
          <FormControlLabel
            control={<Switch checked={q.partial ?? true} onChange={(e) => set({ ...q, partial: e.target.checked })} />}
            label="Partial credit (a share for each item in its place)"
          />
        </Stack>
      );
    case 'essay':
      return (
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, sm: 3 }}>
            <NumberField
              label="Minimum words"
              value={q.min_words}
              onChange={(min_words) => set({ ...q, min_words })}
              error={errorAt(errors, 'min_words')}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <NumberField
              label="Maximum words"
              value={q.max_words}
              onChange={(max_words) => set({ ...q, max_words })}
              error={errorAt(errors, 'max_words')}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              fullWidth
              multiline
              minRows={3}
              label="Rubric (what the mentor grades against)"
              value={q.rubric ?? ''}
              onChange={(e) => set({ ...q, rubric: e.target.value })}
              error={Boolean(errorAt(errors, 'rubric'))}
              helperText={errorAt(errors, 'rubric') ?? 'Essays are graded by a mentor'}
              slotProps={{ htmlInput: { maxLength: QUIZ_LIMITS.feedbackMax } }}
            />
          </Grid>
        </Grid>
      );
  }
}

function BlanksFields({
  q,
  errors,
  set,
}: {
  q: Q<'fill_blanks'>;
  errors: FieldErrors;
  set: (q: QuestionInput) => void;
}) {
  const blankErrors = errorsUnder(errors, 'blanks');
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Mark each blank in the question with its id in double brackets, for example “The capital of India is [[city]].”
        Each one appears below.
      </Typography>
      {q.blanks.length === 0 && <Alert severity="info">No [[blank]] in the question yet.</Alert>}
      {q.blanks.map((b, i) => {
        const setBlank = (next: typeof b) => set({ ...q, blanks: q.blanks.map((x) => (x.id === b.id ? next : x)) });
        return (
          <Box key={b.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography variant="subtitle2">Blank [[{b.id}]]</Typography>
            <Grid container spacing={2} sx={{ mt: 0.5 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  size="small"
                  multiline
                  label={`Accepted answers for ${b.id} (one a line)`}
                  value={b.accepted.join('\n')}
                  onChange={(e) => setBlank({ ...b, accepted: lines(e.target.value) })}
                  error={errorsUnder(errors, `blanks.${i}.accepted`).length > 0}
                  helperText={errorsUnder(errors, `blanks.${i}.accepted`)[0]}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(b.options)}
                      onChange={(e) => {
                        const { options: _drop, ...rest } = b;
                        setBlank(e.target.checked ? { ...rest, options: [...b.accepted.filter(Boolean)] } : rest);
                      }}
                    />
                  }
                  label="A dropdown (the student picks)"
                />
                {b.options && (
                  <TextField
                    fullWidth
                    size="small"
                    multiline
                    label={`Dropdown choices for ${b.id} (one a line)`}
                    value={b.options.join('\n')}
                    onChange={(e) => setBlank({ ...b, options: lines(e.target.value) })}
                    error={errorsUnder(errors, `blanks.${i}.options`).length > 0}
                    helperText={errorsUnder(errors, `blanks.${i}.options`)[0] ?? 'Include the accepted answer'}
                  />
                )}
              </Grid>
            </Grid>
          </Box>
        );
      })}
      {errorAt(errors, 'blanks') && <FormHelperText error>{errorAt(errors, 'blanks')}</FormHelperText>}
      {!errorAt(errors, 'blanks') && blankErrors.length > 0 && q.blanks.length === 0 && (
        <FormHelperText error>{blankErrors[0]}</FormHelperText>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={q.case_sensitive ?? false}
            onChange={(e) => set({ ...q, case_sensitive: e.target.checked })}
          />
        }
        label="Case matters"
      />
    </Stack>
  );
}

function MatchingFields({
  q,
  errors,
  set,
}: {
  q: Q<'matching'>;
  errors: FieldErrors;
  set: (q: QuestionInput) => void;
}) {
  const distractors = q.distractors ?? [];
  const all = [...q.pairs, ...distractors];
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2">Pairs</Typography>
      {q.pairs.map((p, i) => {
        const setPair = (next: typeof p) => set({ ...q, pairs: q.pairs.map((x) => (x.id === p.id ? next : x)) });
        return (
          <Stack
            key={p.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              fullWidth
              label={`Item ${i + 1}`}
              value={p.left}
              onChange={(e) => setPair({ ...p, left: e.target.value })}
              error={Boolean(errorAt(errors, `pairs.${i}.left`))}
              helperText={errorAt(errors, `pairs.${i}.left`)}
            />
            <TextField
              size="small"
              fullWidth
              label={`Its match ${i + 1}`}
              value={p.right}
              onChange={(e) => setPair({ ...p, right: e.target.value })}
              error={Boolean(errorAt(errors, `pairs.${i}.right`))}
              helperText={errorAt(errors, `pairs.${i}.right`)}
            />
            <IconButton
              size="small"
              aria-label={`Remove pair ${i + 1}`}
              disabled={q.pairs.length <= 2}
              onClick={() => set({ ...q, pairs: q.pairs.filter((x) => x.id !== p.id) })}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      {errorAt(errors, 'pairs') && <FormHelperText error>{errorAt(errors, 'pairs')}</FormHelperText>}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={q.pairs.length >= QUIZ_LIMITS.pairsMax}
          onClick={() => set({ ...q, pairs: [...q.pairs, { id: nextId(all), left: '', right: '' }] })}
        >
          Add pair
        </Button>
      </Box>
      <OptionsList
        title="Distractors"
        items={distractors}
        errors={errors}
        path="distractors"
        min={0}
        onChange={(next) => {
          // New distractors take ids no pair uses.
          const fixed = next.map((d) =>
            q.pairs.some((p) => p.id === d.id) ? { ...d, id: nextId([...all, ...next]) } : d,
          );
          set({ ...q, distractors: fixed });
        }}
      />
      <FormHelperText>Distractors are answers that match nothing.</FormHelperText>
    </Stack>
  );
}

/** The question as a student sees it, with a try graded by the same grader the API runs. */
function Preview({ question }: { question: QuestionInput }) {
  const parsed = questionSchema.safeParse(question);
  const [answer, setAnswer] = useState<AnswerValue>(null);
  const [grade, setGrade] = useState<string | null>(null);
  if (!parsed.success)
    return (
      <Alert severity="info">The preview shows once the question is complete: {parsed.error.issues[0]?.message}</Alert>
    );
  const shownQ = { ...presentQuestion(parsed.data, 7, 1, false), position: 1 };
  return (
    <Stack spacing={2}>
      <Stem q={shownQ} />
      <AnswerInput
        q={shownQ}
        answer={answer}
        onChange={(a) => {
          setAnswer(a);
          setGrade(null);
        }}
      />
      <Box>
        <Button
          variant="outlined"
          onClick={() => {
            const g = gradeAnswer(parsed.data, answer as Answer | null);
            setGrade(
              g.status === 'pending'
                ? 'Essays are graded by a mentor.'
                : g.status === 'unanswered'
                  ? 'Not answered: 0 points.'
                  : `${g.correct ? 'Right' : 'Not right'}: ${g.score} of ${parsed.data.points} points.`,
            );
          }}
        >
          Check my answer
        </Button>
      </Box>
      {grade && (
        <Alert severity="info" role="status">
          {grade}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Add or edit a question of a bank: every type, checked with the contract's schema before it goes and
 * showing the API's messages on the fields; what was typed stays when a save fails.
 */
export function QuestionEditorDialog({
  bankId,
  question,
  categories,
  open,
  onClose,
  onSaved,
}: {
  bankId: number;
  /** Null: a new question. */
  question: BankQuestion | null;
  categories: string[];
  open: boolean;
  onClose: () => void;
  onSaved: (q: BankQuestion) => void;
}) {
  const [draft, setDraft] = useState<QuestionDraft>(() => draftFromQuestion(question));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  // The rich text editor reads its text once: a new key starts it again (a type switch keeps the stem).
  const [stemKey] = useState(0);
  const q = draft.question;
  const setQ = (next: QuestionInput) => setDraft((d) => ({ ...d, question: next }));

  const save = useMutation({
    mutationFn: async () => {
      const { body, errors: found } = validateDraft(draft);
      if (!body) {
        setErrors(found);
        throw new FormInvalid();
      }
      return question ? updateQuestion(bankId, question.id, body) : addQuestion(bankId, body);
    },
    meta: { handleErrors: false },
    onMutate: () => {
      setErrors({});
      setFormError(null);
    },
    onSuccess: (saved) => onSaved(saved),
    onError: (e) => {
      if (e instanceof FormInvalid) {
        setFormError('Please correct the highlighted fields.');
        setTab('edit');
        return;
      }
      const fields = apiFieldErrors(e);
      if (fields) {
        setErrors(fields);
        setFormError('Please correct the highlighted fields.');
        setTab('edit');
      } else {
        const p = failurePopup(e);
        setFormError(`${p.heading} ${p.message} Your question is kept: try saving again.`);
      }
    },
  });

  const stemError = errorAt(errors, 'stem');
  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="question-editor-title"
    >
      <DialogTitle id="question-editor-title">
        {question ? `Edit question (version ${question.version})` : 'Add a question'}
      </DialogTitle>
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ px: 3 }} aria-label="Edit or preview">
        <Tab value="edit" label="Edit" />
        <Tab value="preview" label="Preview" />
      </Tabs>
      <DialogContent dividers>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {formError}
          </Alert>
        )}
        <Box sx={{ display: tab === 'edit' ? 'block' : 'none' }}>
          <Stack spacing={2.5}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  select
                  fullWidth
                  label="Type"
                  value={q.type}
                  onChange={(e) => {
                    const type = e.target.value as QuestionType;
                    setQ(blankQuestion(type, q));
                    setErrors({});
                  }}
                >
                  {QUESTION_TYPES.map((t) => (
                    <MenuItem key={t} value={t}>
                      {QUESTION_TYPE_LABELS[t]}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  type="number"
                  label="Points"
                  value={shown(q.points)}
                  onChange={(e) => setQ({ ...q, points: num(e.target.value) })}
                  error={Boolean(errorAt(errors, 'points'))}
                  helperText={errorAt(errors, 'points')}
                  slotProps={{ htmlInput: { min: QUIZ_LIMITS.pointsMin, max: QUIZ_LIMITS.pointsMax, step: 0.5 } }}
                />
              </Grid>
            </Grid>
            <RichTextField
              key={stemKey}
              label="Question"
              initialHtml={q.stem}
              onChange={(html) =>
                setDraft((d) => {
                  const cur = d.question;
                  const next =
                    cur.type === 'fill_blanks'
                      ? { ...cur, stem: html, blanks: syncBlanks(html, cur.blanks) }
                      : { ...cur, stem: html };
                  return { ...d, question: next };
                })
              }
              error={stemError}
              helperText="Maths: \( x^2 \) inline, \[ \frac{a}{b} \] on its own line"
            />
            <Divider />
            <TypeFields q={q} errors={errors} set={setQ} />
            <Divider />
            <TextField
              label="Feedback (shown with the result when the quiz allows)"
              multiline
              minRows={2}
              value={q.feedback ?? ''}
              onChange={(e) => setQ({ ...q, feedback: e.target.value })}
              error={Boolean(errorAt(errors, 'feedback'))}
              helperText={errorAt(errors, 'feedback')}
              slotProps={{ htmlInput: { maxLength: QUIZ_LIMITS.feedbackMax } }}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  fullWidth
                  label="Category"
                  value={draft.category}
                  onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value }))}
                  error={Boolean(errors.category)}
                  helperText={
                    errors.category ??
                    (categories.length ? `In this bank: ${categories.slice(0, 4).join(', ')}` : undefined)
                  }
                  slotProps={{ htmlInput: { maxLength: 80, list: `bank-${bankId}-categories` } }}
                />
                <datalist id={`bank-${bankId}-categories`}>
                  {categories.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  fullWidth
                  label="Tags (comma-separated)"
                  value={draft.tags}
                  onChange={(e) => setDraft((d) => ({ ...d, tags: e.target.value }))}
                  error={Boolean(errorsUnder(errors, 'tags').length)}
                  helperText={errorsUnder(errors, 'tags')[0]}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  select
                  fullWidth
                  label="Difficulty"
                  value={draft.difficulty}
                  onChange={(e) =>
                    setDraft((d) => ({ ...d, difficulty: e.target.value as QuestionDraft['difficulty'] }))
                  }
                >
                  <MenuItem value="">
                    <em>Not set</em>
                  </MenuItem>
                  {QUESTION_DIFFICULTIES.map((d) => (
                    <MenuItem key={d} value={d}>
                      {d[0]!.toUpperCase() + d.slice(1)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
            <CatalogueMultiSelect
              label="Skills (results per skill after each attempt)"
              value={draft.skills}
              onChange={(skills) => setDraft((d) => ({ ...d, skills }))}
              queryKey={['quizzes', 'skills']}
              fetchOptions={searchSkills}
              error={errorsUnder(errors, 'skill_ids')[0]}
            />
          </Stack>
        </Box>
        {tab === 'preview' && <Preview question={q} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          {question ? 'Save question' : 'Add question'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

class FormInvalid extends Error {}
