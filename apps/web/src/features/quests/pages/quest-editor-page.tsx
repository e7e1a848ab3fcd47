import { LEARNING_STATUS_LABELS } from '@lbd/shared';
import type { QuestBody, QuestDetail } from '@lbd/shared/quests';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EditorActions, IssuesList } from '../../../components/learning/editor-actions';
import { useEditorRun } from '../../../components/learning/use-editor-run';
import { PageLoading } from '../../../components/page-loading';
import type { Validation } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { OWN_QUESTS_KEY, questLifecycle } from '../author-api';
import { CohortsEditor } from '../components/editor/cohorts-editor';
import { QuestDetailsForm } from '../components/editor/details-form';
import { StepsEditor } from '../components/editor/steps-editor';
import { questKey, QUESTS_KEY, updateQuest, useQuest } from '../api';
import { editorErrors, formFromQuest, validateQuestForm, type QuestFormValues } from '../quest-form';

const DONE = {
  save: 'Your changes have been saved.',
  publish: 'The quest is published.',
  archive: 'The quest is archived.',
} as const;

export const QUEST_EDITOR_TEXTS = {
  cannotEdit: 'Only the quest’s author, their organisation’s staff and admins can edit it.',
  issuesHeading: 'The following issue(s) need to be fixed before you can publish the quest:',
  archiveNote: 'It leaves the quests list and takes no new students. Students already enrolled can finish it.',
  fix: 'Please correct the highlighted fields.',
} as const;

/**
 * The quest's edit mode: its fields, cohorts and steps (list or graph), checked with the contract's
 * questBodySchema before anything is sent, then Save, Publish (saves first), Archive and Discard through
 * the learning editors' shared action bar; the API's field messages land where their fields are.
 */
export function QuestEditor({ quest }: { quest: QuestDetail }) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const [values, setValues] = useState(() => formFromQuest(quest));
  const set = (patch: Partial<QuestFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const { run, errors, issues } = useEditorRun({
    check: (): Validation<QuestBody> => {
      const checked = validateQuestForm(values);
      return checked.body ? { data: checked.body, errors: null } : { data: null, errors: checked.errors };
    },
    save: async (body) => {
      const saved = await updateQuest(quest.id, body);
      queryClient.setQueryData(questKey(quest.id), saved);
      // Saved cohorts and steps come back with their ids and places; the description stays as typed.
      setValues((v) => ({ ...formFromQuest(saved), description: v.description }));
    },
    lifecycle: (action) => questLifecycle(quest.id, action),
    done: DONE,
    onDone: (action) => {
      void queryClient.invalidateQueries({ queryKey: OWN_QUESTS_KEY });
      if (action === 'discard') {
        queryClient.removeQueries({ queryKey: questKey(quest.id) });
        navigateTo(['createQuest']);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: QUESTS_KEY });
      if (action === 'publish') navigateTo(['quests', quest.id]);
    },
  });
  const shown = editorErrors(errors);
  const invalid = Object.keys(shown).length > 0;
  return (
    <Stack
      spacing={2}
      component="form"
      aria-label="Edit quest"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate('save');
      }}
    >
      {issues && issues.length > 0 && <IssuesList heading={QUEST_EDITOR_TEXTS.issuesHeading} issues={issues} />}
      {invalid && !issues && <Alert severity="error">{QUEST_EDITOR_TEXTS.fix}</Alert>}
      <Paper variant="outlined" component="section" aria-labelledby="details-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="details-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Details
        </Typography>
        <QuestDetailsForm values={values} initialDescription={quest.description} errors={shown} set={set} />
      </Paper>
      <CohortsEditor cohorts={values.cohorts} onChange={(cohorts) => set({ cohorts })} errors={shown} />
      <StepsEditor steps={values.steps} onChange={(steps) => set({ steps })} errors={shown} />
      {quest.status === 'published' && (
        <Alert severity="info">This quest is published: students see your changes once you save.</Alert>
      )}
      <EditorActions
        status={quest.status}
        busy={run.isPending}
        what="quest"
        archiveNote={QUEST_EDITOR_TEXTS.archiveNote}
        onAction={(a) => run.mutate(a)}
      />
    </Stack>
  );
}

/** /editQuest/{id}: the quest in edit mode, for its author, their organisation and admins. */
export default function QuestEditorPage() {
  const id = Number(useParams().id);
  const quest = useQuest(Number.isInteger(id) ? id : 0);
  if (!quest.data) return <PageLoading />;
  const q = quest.data;
  const pageSx = { px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1100 } as const;
  if (!q.can_edit)
    return (
      <Box sx={pageSx}>
        <Alert severity="warning">{QUEST_EDITOR_TEXTS.cannotEdit}</Alert>
      </Box>
    );
  return (
    <Box sx={pageSx}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/quests/${q.id}`} startIcon={<ArrowBack />} size="small">
          Quest page
        </Button>
        <Button component={RouterLink} to={`/questGraph/${q.id}`} size="small">
          Quest graph
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
          {q.title}
        </Typography>
        <Chip
          size="small"
          label={LEARNING_STATUS_LABELS[q.status]}
          color={q.status === 'draft' ? 'warning' : q.status === 'published' ? 'success' : 'default'}
        />
      </Stack>
      <QuestEditor key={q.id} quest={q} />
    </Box>
  );
}
