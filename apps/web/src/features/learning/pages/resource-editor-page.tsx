import { RichTextField } from '../../../components/rich-text/rich-text-field';
import {
  LEARNING_LIMITS,
  LEARNING_STATUS_LABELS,
  LEARNING_TEXTS,
  RESOURCE_KIND_LABELS,
  RESOURCE_KINDS,
  type ResourceDetail,
  type ResourceKind,
} from '@lbd/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useFormFields } from '../../../lib/use-form-fields';
import { createResource, lifecycle, RESOURCES_KEY, resourceKey, updateResource, useResource } from '../api';
import { EditorActions, IssuesList, type LifecycleAction } from '../components/editor-parts';
import { ResourceFileField } from '../components/resource-file-field';
import { TagPickers } from '../components/tag-pickers';
import { issuesOf, RESOURCE_ISSUES_HEADING } from '../learning-view';
import { formFromResource, resourceBodyFromForm, takesUrl, type ResourceFormValues } from '../resource-form';

const page = { px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 } as const;

/** /createResource: a title and a kind make a draft, which opens in edit mode (SPEC §4.4). */
function CreateResource() {
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<ResourceKind>('text');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createResource({ title: title.trim(), kind }),
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo(['editResource', id]),
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields?.title) setError(fields.title);
      else showPopup(failurePopup(e));
    },
  });
  return (
    <Box sx={page}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        Create Resource
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Start with a title and what kind of resource it is; you fill in the rest next. It stays a draft until you
        publish it.
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        aria-label="New resource"
        noValidate
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) setError(LEARNING_TEXTS.titleRequired);
          else create.mutate();
        }}
      >
        <Stack spacing={2}>
          <TextField
            autoFocus
            label="Title"
            required
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.titleMax } }}
          />
          <TextField select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as ResourceKind)}>
            {RESOURCE_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {RESOURCE_KIND_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to="/resources">
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create draft
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}

const DONE_TEXTS = {
  save: LEARNING_TEXTS.saved,
  publish: 'The resource is published.',
  archive: 'The resource is archived.',
} as const;

/** The author's edit mode: every field, Save, Publish (saves first), Archive, Discard. */
function ResourceEditor({ resource }: { resource: ResourceDetail }) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const form = useFormFields<ResourceFormValues>(() => formFromResource(resource));
  const { values, errors, setField } = form;
  const [issues, setIssues] = useState<string[] | null>(null);

  const run = useMutation({
    mutationFn: async (action: LifecycleAction): Promise<ResourceDetail | null> => {
      if (action === 'discard' || action === 'archive') {
        await lifecycle('resources', resource.id, action);
        return action === 'discard' ? null : { ...resource, status: 'archived' };
      }
      const saved = await updateResource(resource.id, resourceBodyFromForm(values));
      if (action !== 'publish') return saved;
      await lifecycle('resources', resource.id, 'publish');
      return { ...saved, status: 'published' };
    },
    meta: { handleErrors: false },
    onMutate: () => setIssues(null),
    onSuccess: (saved, action) => {
      void queryClient.invalidateQueries({ queryKey: RESOURCES_KEY });
      if (action === 'discard' || !saved) {
        queryClient.removeQueries({ queryKey: resourceKey(resource.id) });
        showToast({ message: 'The draft has been discarded.', kind: 'delete' });
        navigateTo(['resources']);
        return;
      }
      queryClient.setQueryData(resourceKey(resource.id), saved);
      showToast({ message: DONE_TEXTS[action], kind: 'success' });
      if (action === 'publish') navigateTo(['resources', resource.id]);
    },
    onError: (error, action) => {
      const fields = apiFieldErrors(error);
      if (!fields) {
        showPopup(failurePopup(error));
        return;
      }
      form.setErrors(fields);
      if (action === 'publish') setIssues(issuesOf(fields));
      else form.setFormError('Please correct the highlighted fields.');
    },
  });

  const busy = run.isPending;
  const text = (field: 'title' | 'url' | 'duration') => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setField(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Edit resource"
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate('save');
      }}
    >
      {issues && issues.length > 0 && <IssuesList heading={RESOURCE_ISSUES_HEADING} issues={issues} />}
      {form.formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.formError}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField
            label="Title"
            required
            slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.titleMax } }}
            {...text('title')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            label="Kind"
            value={values.kind}
            onChange={(e) => setField('kind', e.target.value as ResourceKind)}
            error={Boolean(errors.kind)}
            helperText={errors.kind}
          >
            {RESOURCE_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {RESOURCE_KIND_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {takesUrl(values.kind) && (
          <Grid size={{ xs: 12, md: 8 }}>
            <TextField
              label={values.kind === 'video' ? 'Video link' : 'Link'}
              type="url"
              placeholder="https://"
              slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.urlMax } }}
              {...text('url')}
              helperText={
                errors.url ??
                (values.kind === 'video'
                  ? 'YouTube and Vimeo links play on the page; others open as a link'
                  : undefined)
              }
            />
          </Grid>
        )}
        {values.kind === 'file' && (
          <Grid size={{ xs: 12, md: 8 }}>
            <ResourceFileField resource={resource} error={errors.file} />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Duration (minutes)"
            type="number"
            slotProps={{ htmlInput: { min: 0, max: LEARNING_LIMITS.durationMinutesMax, step: 1 } }}
            {...text('duration')}
          />
        </Grid>
        <Grid size={12}>
          <RichTextField
            label={values.kind === 'text' ? 'Content' : 'Notes for the learner (optional)'}
            initialHtml={values.body}
            onChange={(html) => setField('body', html)}
            error={errors.body}
          />
        </Grid>
        <TagPickers values={values} errors={errors} onChange={(field, value) => setField(field, value as never)} />
      </Grid>
      <EditorActions status={resource.status} busy={busy} what="resource" onAction={(a) => run.mutate(a)} />
    </Paper>
  );
}

/** /createResource and /editResource/{id}. */
export default function ResourceEditorPage() {
  const params = useParams();
  const resource = useResource(Number(params.id));
  if (!params.id) return <CreateResource />;
  if (!resource.data) return <PageLoading />;
  const r = resource.data;
  return (
    <Box sx={page}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
          {r.title}
        </Typography>
        <Chip
          label={LEARNING_STATUS_LABELS[r.status]}
          color={r.status === 'draft' ? 'warning' : 'default'}
          size="small"
        />
      </Stack>
      {r.status !== 'draft' && (
        <Button component={Link} to={`/resources/${r.id}`} sx={{ mb: 1 }}>
          View the resource
        </Button>
      )}
      <ResourceEditor key={r.id} resource={r} />
    </Box>
  );
}
