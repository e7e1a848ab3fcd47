import { QUESTION_TYPE_LABELS, type BankQuestion, type QuestionBankDetail } from '@lbd/shared/quizzes';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { SortableList } from '../../../components/sortable-list';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup, validate } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { questionBankBodySchema } from '@lbd/shared/quizzes';
import {
  BANKS_KEY,
  bankKey,
  createBank,
  lifecycle,
  removeQuestion,
  swapQuestions,
  updateBank,
  useBank,
  useBanks,
  OWN_LIST,
} from '../api';
import { EditorActions, IssuesList } from '../../../components/learning/editor-actions';
import { useEditorRun } from '../../../components/learning/use-editor-run';
import { issuesHeading, QUIZ_ARCHIVE_NOTE } from '../components/editor-actions';
import { BankTransferPanel } from '../components/bank-transfer';
import { DraftsPage, EditorFrame } from '../components/author-pages';
import { difficultyLabel } from '../components/page-parts';
import { plainText } from '../question-form';
import { useSequenceMove } from '../use-sequence-move';

// The question editor (every type's form and the preview) loads when it is opened.
const QuestionEditorDialog = lazy(() =>
  import('../components/question-editor-dialog').then((m) => ({ default: m.QuestionEditorDialog })),
);

/** The bank's questions: add, edit, remove, and reorder by drag or keyboard (each move a swap). */
export function BankQuestions({ bank }: { bank: QuestionBankDetail }) {
  const queryClient = useQueryClient();
  const { showPopup, showToast } = useFeedback();
  const [editing, setEditing] = useState<BankQuestion | 'new' | null>(null);
  const [removing, setRemoving] = useState<BankQuestion | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const put = (questions: BankQuestion[]) =>
    queryClient.setQueryData<QuestionBankDetail>(bankKey(bank.id), (b) =>
      b ? { ...b, questions, question_count: questions.length } : b,
    );

  const move = useSequenceMove({
    rows: bank.questions,
    swap: (a, b) => swapQuestions(bank.id, a, b),
    onMoved: put,
    queryKey: bankKey(bank.id),
  });
  const remove = useMutation({
    mutationFn: (q: BankQuestion) => removeQuestion(bank.id, q.id),
    meta: { handleErrors: false },
    onSuccess: (questions) => {
      put(questions);
      showToast({ message: 'The question is removed. Attempts that showed it keep it.', kind: 'delete' });
    },
    onError: (e) => showPopup(failurePopup(e)),
  });

  const open = (q: BankQuestion | 'new') => {
    setDialogKey((k) => k + 1);
    setEditing(q);
  };
  const rows = bank.questions.map((q) => ({
    ...q,
    name: plainText(q.question.stem).slice(0, 80) || `Question ${q.sequence}`,
  }));
  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Questions ({bank.questions.length})
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
          Add question
        </Button>
      </Stack>
      {rows.length === 0 ? (
        <Alert severity="info">No questions yet. Add the first one.</Alert>
      ) : (
        <SortableList
          items={rows}
          getId={(q) => q.id}
          getName={(q) => q.name}
          disabled={move.isPending}
          label="Questions of the bank"
          onMove={(from, to) => move.mutate({ from, to })}
          render={(q, i) => (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {i + 1}. {q.name}
              </Typography>
              <Stack direction="row" spacing={0.75} sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.75 }}>
                <Chip size="small" label={QUESTION_TYPE_LABELS[q.type]} />
                {q.category && <Chip size="small" variant="outlined" label={q.category} />}
                <Chip size="small" variant="outlined" label={difficultyLabel(q.difficulty)} />
                <Chip size="small" variant="outlined" label={`v${q.version}`} />
                <Chip size="small" variant="outlined" label={`${q.question.points} pt`} />
              </Stack>
            </>
          )}
          actions={(q) => (
            <>
              <IconButton size="small" aria-label={`Edit ${q.name}`} onClick={() => open(q)}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`Remove ${q.name}`} onClick={() => setRemoving(q)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </>
          )}
        />
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <QuestionEditorDialog
            key={dialogKey}
            open
            bankId={bank.id}
            question={editing === 'new' ? null : editing}
            categories={bank.categories}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              void queryClient.invalidateQueries({ queryKey: bankKey(bank.id) });
              showToast({
                message:
                  editing === 'new' ? 'The question is added.' : `The question is saved (version ${saved.version}).`,
                kind: 'success',
              });
            }}
          />
        </Suspense>
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-question-title">
        <DialogTitle id="remove-question-title">Remove this question?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            It leaves the bank and future draws. Attempts that showed it keep it, with their results.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              remove.mutate(removing!);
              setRemoving(null);
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

const DONE = {
  save: 'Your changes have been saved.',
  publish: 'The question bank is published.',
  archive: 'The question bank is archived.',
} as const;

function BankSettings({ bank }: { bank: QuestionBankDetail }) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const [values, setValues] = useState({ title: bank.title, summary: bank.summary, shared: bank.shared });
  const body = { ...values, skill_ids: bank.skills.map((s) => s.id) };
  const { run, errors, issues } = useEditorRun({
    check: () => validate(questionBankBodySchema, body),
    save: (checked) => updateBank(bank.id, checked),
    lifecycle: (action) => lifecycle('question_banks', bank.id, action),
    done: DONE,
    onDone: (action) => {
      void queryClient.invalidateQueries({ queryKey: BANKS_KEY });
      if (action === 'discard') navigateTo(['createQuizBank']);
    },
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Edit question bank"
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate('save');
      }}
    >
      {issues && issues.length > 0 && <IssuesList heading={issuesHeading('question bank')} issues={issues} />}
      <Stack spacing={2}>
        <TextField
          label="Title"
          required
          value={values.title}
          onChange={(e) => setValues({ ...values, title: e.target.value })}
          error={Boolean(errors.title)}
          helperText={errors.title}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <TextField
          label="Summary"
          multiline
          minRows={2}
          value={values.summary}
          onChange={(e) => setValues({ ...values, summary: e.target.value })}
          error={Boolean(errors.summary)}
          helperText={errors.summary}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <FormControlLabel
          control={
            <Switch checked={values.shared} onChange={(e) => setValues({ ...values, shared: e.target.checked })} />
          }
          label="Shared: the other mentors of my organisation may use and edit its questions"
        />
      </Stack>
      <EditorActions
        status={bank.status}
        busy={run.isPending}
        what="question bank"
        archiveNote={QUIZ_ARCHIVE_NOTE}
        onAction={(a) => run.mutate(a)}
      />
    </Paper>
  );
}

/** /createQuizBank and /createQuizBank/{id}. */
export default function BankEditorPage() {
  const params = useParams();
  const bank = useBank(Number(params.id));
  const own = useBanks(OWN_LIST, !params.id);
  if (!params.id)
    return (
      <DraftsPage
        texts={{
          heading: 'Question banks',
          form: 'New question bank',
          create: 'Create a question bank',
          hint: 'You add questions next. It stays a draft until you publish it.',
          yours: 'Your banks',
          list: 'Your question banks',
          none: 'You have no question banks yet.',
        }}
        schema={questionBankBodySchema}
        create={(title) => createBank({ title })}
        editor="createQuizBank"
        pageOf={(id) => `/questionBank/${id}`}
        own={own}
        details={(b) =>
          `${b.question_count} question${b.question_count === 1 ? '' : 's'}${b.categories.length ? ` · ${b.categories.join(', ')}` : ''}${b.shared ? ' · shared with your organisation' : ''}`
        }
      />
    );
  if (!bank.data) return <PageLoading />;
  const b = bank.data;
  return (
    <EditorFrame
      item={b}
      links={[{ to: `/questionBank/${b.id}`, label: 'The bank’s page' }]}
      cannotEdit="Only the bank’s author and the mentors it is shared with can edit it."
    >
      <BankSettings key={b.id} bank={b} />
      <BankTransferPanel bank={b} />
      <BankQuestions bank={b} />
    </EditorFrame>
  );
}
