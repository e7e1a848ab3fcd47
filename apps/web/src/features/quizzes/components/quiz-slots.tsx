import { QUESTION_DIFFICULTIES, type QuizDetail, type QuizSlot } from '@lbd/shared/quizzes';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SortableList } from '../../../components/sortable-list';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../../lib/form-errors';
import { addSlot, OWN_LIST, quizKey, removeSlot, swapSlots, updateSlot, useBank, useBanks } from '../api';
import { plainText } from '../question-form';
import { useSequenceMove } from '../use-sequence-move';
import { EMPTY_DRAW, slotBody, slotFormFrom, validateSlot, type SlotFormValues } from '../quiz-form';
import { difficultyLabel } from './page-parts';

/** Saving a slot: the contract checks the body first, the API's 422 fields land on the same inputs. */
function useSlotSave(
  send: (body: ReturnType<typeof slotBody>) => Promise<QuizSlot[]>,
  onSaved: (slots: QuizSlot[]) => void,
) {
  const { showPopup } = useFeedback();
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: send,
    meta: { handleErrors: false },
    onMutate: () => setErrors({}),
    onSuccess: onSaved,
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  const submit = (body: ReturnType<typeof slotBody>) => {
    const found = validateSlot(body);
    if (Object.keys(found).length > 0) setErrors(found);
    else save.mutate(body);
  };
  return { submit, errors, busy: save.isPending };
}

/** A slot's points: empty keeps each question's own. */
function PointsField({
  values,
  errors,
  set,
  fixed,
}: {
  values: SlotFormValues;
  errors: FieldErrors;
  set: (v: Partial<SlotFormValues>) => void;
  fixed: boolean;
}) {
  return (
    <TextField
      fullWidth
      type="number"
      label={fixed ? 'Points' : 'Points each'}
      value={values.points}
      onChange={(e) => set({ points: e.target.value })}
      error={Boolean(errors.points)}
      helperText={errors.points ?? (fixed ? 'Empty: the question’s own' : 'Empty: each question’s own')}
      slotProps={{ htmlInput: { min: 0.1, max: 100, step: 0.1 } }}
    />
  );
}

/** A draw's rule: how many, and from which category, tag and difficulty of the bank. */
function DrawFields({
  values,
  errors,
  set,
  categories,
}: {
  values: SlotFormValues;
  errors: FieldErrors;
  set: (v: Partial<SlotFormValues>) => void;
  categories: readonly string[];
}) {
  return (
    <>
      <Grid size={{ xs: 6, sm: 2 }}>
        <TextField
          fullWidth
          type="number"
          label="How many"
          value={values.count}
          onChange={(e) => set({ count: e.target.value })}
          error={Boolean(errors.draw_count)}
          helperText={errors.draw_count}
          slotProps={{ htmlInput: { min: 1, max: 200 } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField
          select
          fullWidth
          label="Category"
          value={values.category}
          onChange={(e) => set({ category: e.target.value })}
          error={Boolean(errors.category)}
          helperText={errors.category}
        >
          <MenuItem value="">
            <em>Any category</em>
          </MenuItem>
          {/* A category the bank no longer has stays choosable while the slot names it. */}
          {[...new Set([...categories, ...(values.category ? [values.category] : [])])].map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          fullWidth
          label="Tag (optional)"
          value={values.tag}
          onChange={(e) => set({ tag: e.target.value })}
          error={Boolean(errors.tag)}
          helperText={errors.tag}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          fullWidth
          label="Difficulty"
          value={values.difficulty}
          onChange={(e) => set({ difficulty: e.target.value as SlotFormValues['difficulty'] })}
        >
          <MenuItem value="">
            <em>Any difficulty</em>
          </MenuItem>
          {QUESTION_DIFFICULTIES.map((d) => (
            <MenuItem key={d} value={d}>
              {difficultyLabel(d)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </>
  );
}

/** Add a slot: one question from the author's banks (searchable), or N drawn from a bank. */
function AddSlot({ quiz, onSlots }: { quiz: QuizDetail; onSlots: (slots: QuizSlot[]) => void }) {
  const banks = useBanks({ ...OWN_LIST, count: 100 });
  const [kind, setKind] = useState<'fixed' | 'random'>('fixed');
  const [bankId, setBankId] = useState<number | ''>('');
  const [questionId, setQuestionId] = useState<number | null>(null);
  const [draw, setDraw] = useState<SlotFormValues>(EMPTY_DRAW);
  const bank = useBank(bankId === '' ? Number.NaN : bankId);
  const { submit, errors, busy } = useSlotSave(
    (body) => addSlot(quiz.id, body),
    (slots) => {
      onSlots(slots);
      setQuestionId(null);
    },
  );
  const questions = bank.data?.questions ?? [];
  const bankOptions = banks.data?.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Add to the quiz
      </Typography>
      <Tabs value={kind} onChange={(_e, v) => setKind(v)} aria-label="Kind of slot" sx={{ mb: 2 }}>
        <Tab value="fixed" label="A question" />
        <Tab value="random" label="N from a bank" />
      </Tabs>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: kind === 'fixed' ? 4 : 6 }}>
          <TextField
            select
            fullWidth
            label="Question bank"
            value={bankId}
            onChange={(e) => {
              setBankId(Number(e.target.value));
              setQuestionId(null);
            }}
            error={Boolean(errors.bank_id)}
            helperText={
              errors.bank_id ??
              (bankOptions.length === 0 && !banks.isPending ? 'Create a question bank first' : undefined)
            }
          >
            {bankOptions.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.title} ({b.question_count})
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {kind === 'fixed' ? (
          <Grid size={{ xs: 12, sm: 8 }}>
            <Autocomplete
              options={questions}
              value={questions.find((q) => q.id === questionId) ?? null}
              onChange={(_e, q) => setQuestionId(q?.id ?? null)}
              getOptionLabel={(q) => `${q.sequence}. ${plainText(q.question.stem).slice(0, 120)}`}
              noOptionsText={bankId === '' ? 'Choose a bank first' : 'No question matches'}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Question (type to search)"
                  error={Boolean(errors.question_id)}
                  helperText={errors.question_id}
                />
              )}
            />
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 6, sm: 6 }}>
              <PointsField values={draw} errors={errors} set={(v) => setDraw({ ...draw, ...v })} fixed={false} />
            </Grid>
            <DrawFields
              values={draw}
              errors={errors}
              set={(v) => setDraw({ ...draw, ...v })}
              categories={bank.data?.categories ?? []}
            />
          </>
        )}
      </Grid>
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={busy || bankId === '' || (kind === 'fixed' && questionId === null)}
          onClick={() =>
            submit(
              kind === 'fixed'
                ? slotBody({ kind: 'fixed', question_id: questionId ?? 0 }, EMPTY_DRAW)
                : slotBody({ kind: 'random', bank_id: Number(bankId) }, draw),
            )
          }
        >
          {kind === 'fixed' ? 'Add question' : 'Add draw'}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * A slot edited where it stands (PUT .../slots/{slotId}): a fixed question's pinned version (or the
 * latest) and points; a draw's count, category, tag, difficulty and points. Its place is kept.
 */
function SlotEditor({
  quiz,
  slot,
  onSaved,
  onCancel,
}: {
  quiz: QuizDetail;
  slot: QuizSlot;
  onSaved: (slots: QuizSlot[]) => void;
  onCancel: () => void;
}) {
  const fixed = slot.kind === 'fixed';
  const [values, setValues] = useState(() => slotFormFrom(slot));
  const set = (v: Partial<SlotFormValues>) => setValues((cur) => ({ ...cur, ...v }));
  const bank = useBank(fixed ? Number.NaN : slot.bank_id!);
  const { submit, errors, busy } = useSlotSave((body) => updateSlot(quiz.id, slot.id, body), onSaved);
  const latest = slot.question_version ?? 1;
  return (
    <Box
      component="form"
      aria-label={`Edit ${slot.label}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(
          fixed
            ? slotBody({ kind: 'fixed', question_id: slot.question_id! }, values)
            : slotBody({ kind: 'random', bank_id: slot.bank_id! }, values),
        );
      }}
    >
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        {fixed ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label="Version"
              value={values.version}
              onChange={(e) => set({ version: e.target.value })}
              error={Boolean(errors.pinned_version)}
              helperText={errors.pinned_version ?? 'Attempts show this version of the question'}
            >
              <MenuItem value="">Always the latest (now version {latest})</MenuItem>
              {Array.from({ length: latest }, (_x, i) => latest - i).map((v) => (
                <MenuItem key={v} value={String(v)}>
                  Version {v}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ) : (
          <DrawFields values={values} errors={errors} set={set} categories={bank.data?.categories ?? []} />
        )}
        <Grid size={{ xs: 12, sm: fixed ? 6 : 4 }}>
          <PointsField values={values} errors={errors} set={set} fixed={fixed} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Save
        </Button>
      </Stack>
    </Box>
  );
}

/** What a slot takes, in chips: its kind, how many it gives, its pool, version and points. */
function SlotChips({ slot: s }: { slot: QuizSlot }) {
  return (
    <>
      <Stack direction="row" spacing={0.75} sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.75 }}>
        <Chip size="small" label={s.kind === 'random' ? 'Random draw' : 'Fixed question'} />
        <Chip size="small" variant="outlined" label={`gives ${s.gives}`} />
        {s.pool !== null && (
          <Chip
            size="small"
            variant="outlined"
            color={s.pool < s.gives ? 'error' : 'default'}
            label={`pool ${s.pool}`}
          />
        )}
        {s.kind === 'fixed' && (
          <Chip
            size="small"
            variant="outlined"
            label={s.pinned_version === null ? 'latest version' : `version ${s.pinned_version}`}
          />
        )}
        {s.points !== null && (
          <Chip size="small" variant="outlined" label={`${s.points} pt${s.kind === 'random' ? ' each' : ''}`} />
        )}
      </Stack>
      {s.pool !== null && s.pool < s.gives && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          The bank has {s.pool} matching question{s.pool === 1 ? '' : 's'}, fewer than the {s.gives} this draw takes:
          the quiz cannot be published until it has enough.
        </Alert>
      )}
    </>
  );
}

/** The quiz's slots in order: reorder (each move a swap), edit one in place, remove, add. */
export function QuizSlots({ quiz }: { quiz: QuizDetail }) {
  const queryClient = useQueryClient();
  const { showPopup, showToast } = useFeedback();
  const [editing, setEditing] = useState<number | null>(null);
  const slots = quiz.slots ?? [];
  const put = (next: QuizSlot[]) =>
    queryClient.setQueryData<QuizDetail>(quizKey(quiz.id), (q) =>
      q ? { ...q, slots: next, question_count: next.reduce((n, s) => n + s.gives, 0) } : q,
    );
  const move = useSequenceMove({
    rows: slots,
    swap: (a, b) => swapSlots(quiz.id, a, b),
    onMoved: put,
    queryKey: quizKey(quiz.id),
  });
  const remove = useMutation({
    mutationFn: (slotId: number) => removeSlot(quiz.id, slotId),
    meta: { handleErrors: false },
    onSuccess: put,
    onError: (e) => showPopup(failurePopup(e)),
  });
  const total = slots.reduce((n, s) => n + s.gives, 0);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Questions ({total} per attempt)
      </Typography>
      {slots.length === 0 ? (
        <Alert severity="info">No questions yet: add a question or a draw below.</Alert>
      ) : (
        <SortableList
          items={slots}
          getId={(s) => s.id}
          getName={(s) => s.label}
          disabled={move.isPending || remove.isPending}
          label="Questions of the quiz"
          onMove={(from, to) => move.mutate({ from, to })}
          render={(s, i) => (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {i + 1}. {s.label}
              </Typography>
              {editing === s.id ? (
                <SlotEditor
                  quiz={quiz}
                  slot={s}
                  onCancel={() => setEditing(null)}
                  onSaved={(next) => {
                    put(next);
                    setEditing(null);
                    showToast({ message: 'Your changes have been saved.', kind: 'success' });
                  }}
                />
              ) : (
                <SlotChips slot={s} />
              )}
            </>
          )}
          actions={(s) => (
            <>
              <IconButton
                size="small"
                aria-label={`Edit ${s.label}`}
                aria-expanded={editing === s.id}
                disabled={editing === s.id}
                onClick={() => setEditing(s.id)}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`Remove ${s.label}`} onClick={() => remove.mutate(s.id)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </>
          )}
        />
      )}
      <AddSlot quiz={quiz} onSlots={put} />
    </Box>
  );
}
