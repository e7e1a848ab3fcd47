import {
  LEARNING_LIMITS,
  PROJECT_TASK_KIND_LABELS,
  PROJECT_TASK_KINDS,
  projectTaskBodySchema,
  type ProjectTask,
  type ProjectTaskBody,
  type ProjectTaskKind,
} from '@lbd/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { validate, type FieldErrors } from '../../../lib/form-errors';
import { useFormFields } from '../../../lib/use-form-fields';
import { fetchMyActivities, searchResources } from '../api/catalogue';
import { RichTextField } from '../../../components/rich-text/rich-text-field';

interface TaskFormValues extends Record<string, unknown> {
  kind: ProjectTaskKind;
  title: string;
  description: string;
  required: boolean;
  due_days: string;
  resource: SearchOption | null;
  assignment: SearchOption | null;
}

const formOf = (task: ProjectTask | null): TaskFormValues => ({
  kind: task?.kind ?? 'deliverable',
  title: task?.title ?? '',
  description: task?.description ?? '',
  required: task?.required ?? true,
  due_days: task?.due_days === null || task?.due_days === undefined ? '' : String(task.due_days),
  resource: task?.resource ? { id: task.resource.id, label: task.resource.title } : null,
  assignment: task?.assignment ? { id: task.assignment.id, label: task.assignment.title } : null,
});

/** Where the API's task fields show in the dialog. */
const DIALOG_FIELD: Record<string, string> = { resource_id: 'resource', assignment_id: 'assignment' };
export const taskDialogErrors = (fields: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [DIALOG_FIELD[k] ?? k, v]));

/**
 * Add or edit one task: a reading (a published resource), a deliverable (text and links, reviewed by a
 * mentor) or a peer-reviewed activity (one of the mentor's activities). `onSave` calls the API; its
 * 422 `fields` come back here onto the inputs, and nothing typed is lost.
 */
export function TaskDialog({
  task,
  open,
  onClose,
  onSave,
  busy,
}: {
  task: ProjectTask | null;
  open: boolean;
  onClose: () => void;
  onSave: (body: ProjectTaskBody) => Promise<FieldErrors | null>;
  busy: boolean;
}) {
  const form = useFormFields<TaskFormValues>(() => formOf(task));
  const { values, errors, setField } = form;
  const [activitiesWanted, setActivitiesWanted] = useState(false);
  const activities = useQuery({
    queryKey: ['projects', 'my-activities'],
    queryFn: fetchMyActivities,
    enabled: open && (values.kind === 'activity' || activitiesWanted),
    meta: { handleErrors: false },
    staleTime: 60_000,
  });

  const save = async () => {
    const body: ProjectTaskBody = {
      kind: values.kind,
      title: values.title,
      description: values.description,
      required: values.required,
      due_days: values.due_days.trim() === '' ? null : Number(values.due_days),
      resource_id: values.kind === 'reading' ? (values.resource?.id ?? null) : null,
      assignment_id: values.kind === 'activity' ? (values.assignment?.id ?? null) : null,
      ...(task ? { seq: task.seq } : {}),
    };
    const checked = validate(projectTaskBodySchema, body);
    if (checked.errors) {
      form.setErrors(taskDialogErrors(checked.errors));
      return;
    }
    const failed = await onSave(body);
    if (failed) form.setErrors(taskDialogErrors(failed));
  };

  const titleId = `task-dialog-${task?.id ?? 'new'}`;
  // Messages for inputs this kind of task does not show go above the form, so none is lost.
  const shown = [
    'title',
    'description',
    'due_days',
    'required',
    'kind',
    values.kind === 'reading' ? 'resource' : values.kind === 'activity' ? 'assignment' : '',
  ];
  const elsewhere = Object.entries(errors)
    .filter(([k]) => !shown.includes(k))
    .map(([, v]) => v);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogTitle id={titleId}>{task ? 'Edit task' : 'Add a task'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {elsewhere.length > 0 && <Alert severity="error">{elsewhere.join(' ')}</Alert>}
            <TextField
              select
              label="Kind of task"
              value={values.kind}
              onChange={(e) => {
                setField('kind', e.target.value as ProjectTaskKind);
                if (e.target.value === 'activity') setActivitiesWanted(true);
              }}
              disabled={Boolean(task)}
              helperText={task ? 'To change the kind, remove the task and add a new one.' : undefined}
            >
              {PROJECT_TASK_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {PROJECT_TASK_KIND_LABELS[kind]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Task title"
              required
              value={values.title}
              onChange={(e) => setField('title', e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
              slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.titleMax } }}
            />
            {values.kind === 'reading' && (
              <SearchAutocomplete
                label="Resource to read"
                required
                value={values.resource}
                onChange={(next) => setField('resource', next)}
                queryKey={['projects', 'resources']}
                fetchOptions={searchResources}
                error={errors.resource}
                helperText="Published resources only"
              />
            )}
            {values.kind === 'activity' && (
              <SearchAutocomplete
                label="Activity"
                required
                value={values.assignment}
                onChange={(next) => setField('assignment', next)}
                queryKey={['projects', 'activities', activities.dataUpdatedAt]}
                fetchOptions={async (text) =>
                  (activities.data ?? [])
                    .filter((a) => a.label.toLowerCase().includes(text.toLowerCase()))
                    .map((a) => ({ id: a.id, label: a.label }))
                }
                error={errors.assignment}
                helperText={
                  activities.isError
                    ? 'Only mentors can add their peer-reviewed activities.'
                    : activities.data?.length === 0
                      ? 'You have no activities yet: create one under Activities first.'
                      : 'One of your activities; the student does it on its own page.'
                }
              />
            )}
            <RichTextField
              key={`${task?.id ?? 'new'}-${open ? 1 : 0}`}
              label="What to do"
              initialHtml={values.description}
              onChange={(html) => setField('description', html)}
              error={errors.description}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                label="Due (days after enrolling)"
                type="number"
                value={values.due_days}
                onChange={(e) => setField('due_days', e.target.value)}
                error={Boolean(errors.due_days)}
                helperText={errors.due_days ?? 'Leave empty for no due date'}
                slotProps={{ htmlInput: { min: 0, max: LEARNING_LIMITS.dueDaysMax, step: 1 } }}
              />
              <FormControlLabel
                control={<Switch checked={values.required} onChange={(e) => setField('required', e.target.checked)} />}
                label="Required to complete the project"
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {task ? 'Save task' : 'Add task'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
