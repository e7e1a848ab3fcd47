import { QUEST_LIMITS, ruleText } from '@lbd/shared/quests';
import Add from '@mui/icons-material/Add';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MESSAGE_MS } from '@lbd/shared';
import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../../../components/page-loading';
import { SortableList } from '../../../../components/sortable-list';
import { useFeedback } from '../../../../lib/feedback';
import type { FieldErrors } from '../../../../lib/form-errors';
import { putStep, removeStep, stepError, type StepDraft } from '../../quest-form';
import { KindLabel } from '../step-visuals';

// The graph view (React Flow) and the step dialog (item search, rule builder) load when first opened, so
// the editor's first paint carries neither.
const QuestGraphEditor = lazy(() => import('./quest-graph-editor').then((m) => ({ default: m.QuestGraphEditor })));
const StepDialog = lazy(() => import('./step-dialog').then((m) => ({ default: m.StepDialog })));

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * The quest's steps: added, edited, reordered and removed in a list (by keyboard too), or placed and
 * connected on a graph; the errors about them (a cycle among them) shown above them.
 */
export function StepsEditor({
  steps,
  onChange,
  errors,
}: {
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  errors: FieldErrors;
}) {
  const { showSnackbar } = useFeedback();
  const [view, setView] = useState<'list' | 'graph'>('list');
  const [dialog, setDialog] = useState<{ step: StepDraft | null; n: number } | null>(null);
  const [removing, setRemoving] = useState<StepDraft | null>(null);
  const titleOf = (key: string) => steps.find((s) => s.key === key)?.title ?? key;
  const full = steps.length >= QUEST_LIMITS.stepsMax;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="steps-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="steps-heading" variant="h6" component="h2">
          {`Steps (${steps.length})`}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label="Steps view"
            onChange={(_e, next: 'list' | 'graph' | null) => next && setView(next)}
          >
            <ToggleButton value="list">
              <ViewListOutlined fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
              List
            </ToggleButton>
            <ToggleButton value="graph">
              <AccountTreeOutlined fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
              Graph
            </ToggleButton>
          </ToggleButtonGroup>
          <Button
            variant="outlined"
            startIcon={<Add />}
            disabled={full}
            onClick={() => setDialog((d) => ({ step: null, n: (d?.n ?? 0) + 1 }))}
          >
            Add step
          </Button>
        </Stack>
      </Stack>
      {full && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`A quest has at most ${QUEST_LIMITS.stepsMax} steps.`}
        </Typography>
      )}
      {errors.steps && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {errors.steps}
        </Alert>
      )}
      {steps.length === 0 ? (
        <Typography color="text.secondary">
          No steps yet: add the projects, learning paths, quizzes, question banks and activities of the quest.
        </Typography>
      ) : view === 'list' ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Students see the steps in this order. Drag a step by its handle (or focus the handle, press Space and use
            the arrow keys), or use the arrows.
          </Typography>
          <SortableList
            items={steps}
            label="Steps"
            getId={(s) => s.uid}
            getName={(s) => s.title}
            onMove={(from, to) => onChange(moved(steps, from, to))}
            rowData={(s) => ({ 'data-step': s.key })}
            render={(s, i) => {
              const error = stepError(errors, i);
              return (
                <Stack spacing={0.25}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {s.title || 'Untitled step'}
                    </Typography>
                    <KindLabel kind={s.kind} />
                    <Typography variant="caption" color="text.secondary">{`key: ${s.key}`}</Typography>
                  </Stack>
                  <Typography variant="body2">{`Rule: ${ruleText(s.rule, titleOf)}`}</Typography>
                  {s.skip_counts && (
                    <Typography variant="caption" color="text.secondary">
                      A skip a mentor approves counts as done
                    </Typography>
                  )}
                  {error && (
                    <Typography variant="caption" color="error" role="alert">
                      {error}
                    </Typography>
                  )}
                </Stack>
              );
            }}
            actions={(s) => (
              <>
                <IconButton size="small" aria-label={`Edit ${s.title}`} onClick={() => setDialog({ step: s, n: 0 })}>
                  <Edit fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`Remove ${s.title}`} onClick={() => setRemoving(s)}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </>
            )}
          />
        </>
      ) : (
        <Suspense fallback={<PageLoading />}>
          <QuestGraphEditor steps={steps} onChange={onChange} onRefused={(m) => showSnackbar(m, MESSAGE_MS)} />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <StepDialog
            key={`${dialog.step?.uid ?? 'new'}-${dialog.n}`}
            step={dialog.step}
            steps={steps}
            onClose={() => setDialog(null)}
            onSave={(step) => {
              onChange(putStep(steps, step));
              setDialog(null);
            }}
          />
        </Suspense>
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-step-title">
        <DialogTitle id="remove-step-title">Remove this step?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`'${removing?.title ?? ''}' leaves the quest, and the rules that name it no longer wait for it. Nothing is saved until you save the quest.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (removing) onChange(removeStep(steps, removing.uid));
              setRemoving(null);
            }}
          >
            Remove step
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
