import {
  LEARNING_LIMITS,
  LEARNING_PROGRAM_KEYS,
  LEARNING_PROGRAMS,
  LEARNING_STATUS_LABELS,
  LEARNING_TEXTS,
  MESSAGE_MS,
  PROJECT_DIFFICULTIES,
  type LearningProgram,
  type ProjectDetail,
  type ProjectTask,
  type ProjectTaskBody,
} from '@lbd/shared';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { CatalogueMultiSelect } from '../../../components/catalogue-multi-select';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../../lib/form-errors';
import { searchSkills } from '../../../lib/lookups-api';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useFormFields } from '../../../lib/use-form-fields';
import {
  addTask,
  archiveProject,
  discardProject,
  fetchMentors,
  projectKey,
  PROJECTS_KEY,
  publishProject,
  removeTask,
  searchJobRoles,
  searchLifeSkills,
  updateProject,
  updateTask,
} from '../api/catalogue';
import { editorErrors, formFromProject, projectBodyFromForm, type ProjectFormValues } from '../project-form';
import { moveTask, taskBody } from '../task-order';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { TaskDialog } from './task-dialog';
import { TaskListEditor } from './task-list-editor';

type Action = 'save' | 'publish' | 'archive' | 'discard';
const INVALID = 'invalid form';

/**
 * Mentors: the platform's advisors, fetched once and filtered as the user types; a mentor writing the
 * project finds themselves first (the list has no name search yet, so a long list may not hold them).
 */
function useMentorOptions() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const me = user?.profile?.profile_type === 'ADVISOR' ? { id: user.profile.id, label: user.profile.full_name } : null;
  return async (text: string) => {
    const all = await queryClient.fetchQuery({
      queryKey: ['projects', 'mentor-options'],
      queryFn: fetchMentors,
      staleTime: 5 * 60_000,
    });
    const listed = me ? [me, ...all.filter((m) => m.id !== me.id)] : all;
    const needle = text.trim().toLowerCase();
    return listed.filter((m) => !needle || m.label.toLowerCase().includes(needle)).slice(0, 30);
  };
}

/** The project's tasks: add, edit, remove, reorder; each change answered by the re-sorted tasks. */
function TasksSection({ project, error }: { project: ProjectDetail; error?: string }) {
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const [dialog, setDialog] = useState<{ task: ProjectTask | null; n: number } | null>(null);
  const [removing, setRemoving] = useState<ProjectTask | null>(null);
  const key = projectKey(project.id);
  const setTasks = (tasks: ProjectTask[]) =>
    queryClient.setQueryData<ProjectDetail>(key, (now) => (now ? { ...now, tasks, task_count: tasks.length } : now));

  const save = useMutation({
    mutationFn: ({ task, body }: { task: ProjectTask | null; body: ProjectTaskBody }) =>
      task ? updateTask(project.id, task.id, body) : addTask(project.id, body),
    meta: { handleErrors: false },
  });
  const handleSave = async (body: ProjectTaskBody): Promise<FieldErrors | null> => {
    const task = dialog?.task ?? null;
    try {
      setTasks(await save.mutateAsync({ task, body }));
      setDialog(null);
      showSnackbar(task ? 'The task has been updated.' : 'The task has been added.', MESSAGE_MS);
      return null;
    } catch (e) {
      const fields = apiFieldErrors(e);
      if (fields) return fields;
      showPopup(failurePopup(e));
      return null;
    }
  };

  const move = useMutation({
    mutationFn: ({ task, seq }: { task: ProjectTask; seq: number }) =>
      updateTask(project.id, task.id, taskBody(task, { seq })),
    meta: { handleErrors: false },
    onSuccess: (tasks) => {
      setTasks(tasks);
      showSnackbar('The tasks have been reordered.', MESSAGE_MS);
    },
    onError: (e, _vars) => {
      void queryClient.invalidateQueries({ queryKey: key });
      showPopup(failurePopup(e));
    },
  });
  const handleMove = (from: number, to: number) => {
    const task = project.tasks[from];
    if (!task || to < 0 || to >= project.tasks.length || from === to) return;
    setTasks(moveTask(project.tasks, from, to));
    move.mutate({ task, seq: to + 1 });
  };

  const remove = useMutation({
    mutationFn: (task: ProjectTask) => removeTask(project.id, task.id),
    meta: { handleErrors: false },
    onSuccess: (tasks) => {
      setTasks(tasks);
      showSnackbar('The task has been removed.', MESSAGE_MS);
    },
    onError: (e) => showPopup(failurePopup(e)),
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="tasks-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="tasks-heading" variant="h6" component="h2">
          Tasks
        </Typography>
        <Button
          variant="outlined"
          startIcon={<Add />}
          onClick={() => setDialog((d) => ({ task: null, n: (d?.n ?? 0) + 1 }))}
        >
          Add task
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Students take the tasks in this order. Drag a task by its handle (or focus the handle, press Space and use the
        arrow keys), or use the arrows.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      )}
      {project.tasks.length === 0 ? (
        <Typography color="text.secondary">No tasks yet: add a reading, a deliverable or an activity.</Typography>
      ) : (
        <TaskListEditor
          tasks={project.tasks}
          onMove={handleMove}
          onEdit={(task) => setDialog({ task, n: task.id })}
          onRemove={setRemoving}
          disabled={move.isPending || remove.isPending}
        />
      )}
      {dialog && (
        <TaskDialog
          key={`${dialog.task?.id ?? 'new'}-${dialog.n}`}
          task={dialog.task}
          open
          onClose={() => setDialog(null)}
          onSave={handleSave}
          busy={save.isPending}
        />
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-task-title">
        <DialogTitle id="remove-task-title">Remove this task?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`'${removing?.title ?? ''}' will be removed from the project. Students keep what they already did.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (removing) remove.mutate(removing);
              setRemoving(null);
            }}
          >
            Remove task
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/**
 * The project's edit mode (decision 0073): every field with the server's messages on it, its tasks,
 * Save, Publish (saves first), Archive for published projects and Discard for drafts, both confirmed.
 */
export function ProjectEditor({ project }: { project: ProjectDetail }) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const form = useFormFields<ProjectFormValues>(() => formFromProject(project));
  const { values, errors, setField } = form;
  const [confirm, setConfirm] = useState<'discard' | 'archive' | null>(null);
  const mentorOptions = useMentorOptions();

  const run = useMutation({
    mutationFn: async (action: Action): Promise<ProjectDetail | null> => {
      if (action === 'discard') {
        await discardProject(project.id);
        return null;
      }
      if (action === 'archive') return archiveProject(project.id);
      const checked = projectBodyFromForm(values);
      if (checked.errors) {
        form.setErrors(editorErrors(checked.errors));
        throw new Error(INVALID);
      }
      const saved = await updateProject(project.id, checked.body);
      return action === 'publish' ? publishProject(project.id) : saved;
    },
    meta: { handleErrors: false },
    onSuccess: (saved, action) => {
      void queryClient.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'list'] });
      if (action === 'discard' || !saved) {
        queryClient.removeQueries({ queryKey: projectKey(project.id) });
        showToast({ message: 'The draft has been discarded.', kind: 'delete' });
        navigateTo(['projects']);
        return;
      }
      queryClient.setQueryData(projectKey(project.id), saved);
      const messages = {
        save: LEARNING_TEXTS.saved,
        publish: 'The project is published.',
        archive: 'The project is archived.',
      } as const;
      showToast({ message: messages[action], kind: 'success' });
      if (action !== 'save') navigateTo(['projects', project.id]);
    },
    onError: (error) => {
      if (error instanceof Error && error.message === INVALID) {
        form.setFormError('Please correct the highlighted fields.');
        return;
      }
      const fields = apiFieldErrors(error);
      if (fields) {
        form.setErrors(editorErrors(fields));
        form.setFormError('Please correct the highlighted fields.');
      } else showPopup(failurePopup(error));
    },
  });

  const busy = run.isPending;
  const text = (field: 'title' | 'summary' | 'duration_weeks' | 'team_size') => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setField(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });

  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        component="form"
        aria-label="Edit project"
        noValidate
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(e) => {
          e.preventDefault();
          run.mutate('save');
        }}
      >
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h6" component="h2">
            Details
          </Typography>
          <Chip
            size="small"
            color={project.status === 'published' ? 'success' : 'default'}
            label={LEARNING_STATUS_LABELS[project.status]}
          />
        </Stack>
        {form.formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.formError}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              label="Title"
              required
              slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.titleMax } }}
              {...text('title')}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Summary"
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.summaryMax } }}
              {...text('summary')}
              helperText={errors.summary ?? 'One or two lines for the projects list'}
            />
          </Grid>
          <Grid size={12}>
            <RichTextField
              label="Description"
              initialHtml={project.description}
              onChange={(html) => setField('description', html)}
              error={errors.description}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label="Duration (weeks)"
              type="number"
              slotProps={{ htmlInput: { min: 1, max: LEARNING_LIMITS.durationWeeksMax, step: 1 } }}
              {...text('duration_weeks')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              label="Difficulty"
              name="difficulty"
              fullWidth
              value={values.difficulty}
              onChange={(e) => setField('difficulty', e.target.value as ProjectFormValues['difficulty'])}
              error={Boolean(errors.difficulty)}
              helperText={errors.difficulty}
            >
              {PROJECT_DIFFICULTIES.map((d) => (
                <MenuItem key={d} value={d}>
                  {d}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label="Team size"
              type="number"
              slotProps={{ htmlInput: { min: 1, max: LEARNING_LIMITS.teamSizeMax, step: 1 } }}
              {...text('team_size')}
              helperText={errors.team_size ?? '1 for a project done alone'}
            />
          </Grid>
          <Grid size={12}>
            <CatalogueMultiSelect
              label="Mentors"
              name="mentors"
              value={values.mentors}
              onChange={(next) => setField('mentors', next.slice(0, LEARNING_LIMITS.mentorsMax))}
              queryKey={['projects', 'mentors']}
              fetchOptions={mentorOptions}
              error={errors.mentors}
              helperText={`Who reviews the students' work (up to ${LEARNING_LIMITS.mentorsMax})`}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CatalogueMultiSelect
              label="Skills"
              name="skills"
              value={values.skills}
              onChange={(next) => setField('skills', next)}
              queryKey={['projects', 'skills']}
              fetchOptions={searchSkills}
              error={errors.skills}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CatalogueMultiSelect
              label="Career paths"
              name="job_roles"
              value={values.job_roles}
              onChange={(next) => setField('job_roles', next)}
              queryKey={['projects', 'job-roles']}
              fetchOptions={searchJobRoles}
              error={errors.job_roles}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CatalogueMultiSelect
              label="Life skills"
              name="life_skills"
              value={values.life_skills}
              onChange={(next) => setField('life_skills', next)}
              queryKey={['projects', 'life-skills']}
              fetchOptions={searchLifeSkills}
              error={errors.life_skills}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              label="Programs"
              name="programs"
              value={values.programs}
              onChange={(e) => {
                const picked = e.target.value as unknown as LearningProgram[] | string;
                setField('programs', (typeof picked === 'string' ? [] : picked).slice(0, LEARNING_LIMITS.programsMax));
              }}
              error={Boolean(errors.programs)}
              helperText={errors.programs ?? 'The program pages that list this project'}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (picked) =>
                    (picked as LearningProgram[]).map((p) => LEARNING_PROGRAMS[p].title).join(', '),
                },
              }}
            >
              {LEARNING_PROGRAM_KEYS.map((p) => (
                <MenuItem key={p} value={p}>
                  {LEARNING_PROGRAMS[p].title}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          {project.status === 'draft' && (
            <Button color="error" onClick={() => setConfirm('discard')} disabled={busy}>
              Discard
            </Button>
          )}
          {project.status === 'published' && (
            <Button color="warning" onClick={() => setConfirm('archive')} disabled={busy}>
              Archive
            </Button>
          )}
          <Button type="submit" variant="outlined" disabled={busy}>
            Save
          </Button>
          {project.status !== 'published' && (
            <Button variant="contained" onClick={() => run.mutate('publish')} disabled={busy}>
              Publish
            </Button>
          )}
        </Stack>
      </Paper>
      <TasksSection project={project} error={errors.tasks} />
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="project-confirm-title">
        <DialogTitle id="project-confirm-title">
          {confirm === 'discard' ? 'Discard this draft?' : 'Archive this project?'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm === 'discard'
              ? 'The draft and its tasks will be deleted. This cannot be undone.'
              : 'It leaves the projects list and takes no new students. Students already enrolled can finish it.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{confirm === 'discard' ? 'Keep editing' : 'Cancel'}</Button>
          <Button
            color={confirm === 'discard' ? 'error' : 'warning'}
            variant="contained"
            onClick={() => {
              const action = confirm;
              setConfirm(null);
              if (action) run.mutate(action);
            }}
          >
            {confirm === 'discard' ? 'Discard draft' : 'Archive project'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
