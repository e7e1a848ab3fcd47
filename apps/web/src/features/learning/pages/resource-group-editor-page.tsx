import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { LEARNING_LIMITS, LEARNING_STATUS_LABELS, LEARNING_TEXTS, type ResourceGroupDetail } from '@lbd/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useFormFields } from '../../../lib/use-form-fields';
import { createResourceGroup, groupKey, GROUPS_KEY, lifecycle, updateResourceGroup, useResourceGroup } from '../api';
import { EditorActions, IssuesList, type LifecycleAction } from '../components/editor-parts';
import { GroupItemsEditor } from '../components/group-items-editor';
import { TagPickers } from '../components/tag-pickers';
import { formFromGroup, groupBodyFromForm, type GroupFormValues } from '../group-form';
import { issuesOf } from '../learning-view';

const page = { px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 } as const;
export const GROUP_ISSUES_HEADING = 'The following issue(s) need to be fixed before you can publish the learning path:';

/** /createResourceGroup: a title makes a draft, which opens in edit mode (SPEC §4.4). */
function CreateGroup() {
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createResourceGroup({ title: title.trim() }),
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo(['editResourceGroup', id]),
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields?.title) setError(fields.title);
      else showPopup(failurePopup(e));
    },
  });
  return (
    <Box sx={page}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        Create Learning Path
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Start with a title; you choose its resources and their order next. It stays a draft until you publish it.
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        aria-label="New learning path"
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
            required
            label="Title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.titleMax } }}
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to="/resourceGroups">
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
  publish: 'The learning path is published.',
  archive: 'The learning path is archived.',
} as const;

function GroupEditor({ group }: { group: ResourceGroupDetail }) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const form = useFormFields<GroupFormValues>(() => formFromGroup(group));
  const { values, errors, setField } = form;
  const [issues, setIssues] = useState<string[] | null>(null);

  const run = useMutation({
    mutationFn: async (action: LifecycleAction): Promise<ResourceGroupDetail | null> => {
      if (action === 'discard' || action === 'archive') {
        await lifecycle('resource_groups', group.id, action);
        return action === 'discard' ? null : { ...group, status: 'archived' };
      }
      const saved = await updateResourceGroup(group.id, groupBodyFromForm(values));
      if (action !== 'publish') return saved;
      await lifecycle('resource_groups', group.id, 'publish');
      return { ...saved, status: 'published' };
    },
    meta: { handleErrors: false },
    onMutate: () => setIssues(null),
    onSuccess: (saved, action) => {
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      if (action === 'discard' || !saved) {
        queryClient.removeQueries({ queryKey: groupKey(group.id) });
        showToast({ message: 'The draft has been discarded.', kind: 'delete' });
        navigateTo(['resourceGroups']);
        return;
      }
      queryClient.setQueryData(groupKey(group.id), saved);
      showToast({ message: DONE_TEXTS[action], kind: 'success' });
      if (action === 'publish') navigateTo(['resourceGroups', group.id]);
    },
    onError: (error, action) => {
      const fields = apiFieldErrors(error);
      if (fields) {
        form.setErrors(fields);
        if (action === 'publish') setIssues(issuesOf(fields));
        else form.setFormError('Please correct the highlighted fields.');
        return;
      }
      // A rule without a field (a paid path cannot be published yet): the API's own words.
      if (action === 'publish' && error instanceof ApiError && error.status === 422) setIssues([error.message]);
      else showPopup(failurePopup(error));
    },
  });

  const text = (field: 'title' | 'summary' | 'price') => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setField(field, e.target.value),
    error: Boolean(errors[field === 'price' ? 'price_paise' : field]),
    helperText: errors[field === 'price' ? 'price_paise' : field],
    fullWidth: true,
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Edit learning path"
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate('save');
      }}
    >
      {issues && issues.length > 0 && <IssuesList heading={GROUP_ISSUES_HEADING} issues={issues} />}
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
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Price"
            type="number"
            slotProps={{
              htmlInput: { min: 0, step: 1 },
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            }}
            {...text('price')}
            helperText={
              errors.price_paise ?? 'Leave empty for free. Paid paths can be published once payments are available.'
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={
              <Switch checked={values.certificate} onChange={(e) => setField('certificate', e.target.checked)} />
            }
            label="Certificate of completion"
          />
        </Grid>
        <Grid size={12}>
          <GroupItemsEditor items={values.items} errors={errors} onChange={(items) => setField('items', items)} />
        </Grid>
        <Grid size={12}>
          <RichTextField
            label="Description"
            initialHtml={values.description}
            onChange={(html) => setField('description', html)}
            error={errors.description}
          />
        </Grid>
        <TagPickers values={values} errors={errors} onChange={(field, value) => setField(field, value as never)} />
      </Grid>
      <EditorActions status={group.status} busy={run.isPending} what="learning path" onAction={(a) => run.mutate(a)} />
    </Paper>
  );
}

/** /createResourceGroup and /editResourceGroup/{id}. */
export default function ResourceGroupEditorPage() {
  const params = useParams();
  const group = useResourceGroup(Number(params.id));
  if (!params.id) return <CreateGroup />;
  if (!group.data) return <PageLoading />;
  const g = group.data;
  return (
    <Box sx={page}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
          {g.title}
        </Typography>
        <Chip
          label={LEARNING_STATUS_LABELS[g.status]}
          color={g.status === 'draft' ? 'warning' : 'default'}
          size="small"
        />
      </Stack>
      {g.status !== 'draft' && (
        <Button component={Link} to={`/resourceGroups/${g.id}`} sx={{ mb: 1 }}>
          View the learning path
        </Button>
      )}
      <GroupEditor key={g.id} group={g} />
    </Box>
  );
}
