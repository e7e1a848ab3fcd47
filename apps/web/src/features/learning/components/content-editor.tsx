import { LEARNING_LIMITS, LEARNING_STATUS_LABELS, LEARNING_TEXTS, type LearningStatus } from '@lbd/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import type { FormFields } from '../../../lib/use-form-fields';
import { lifecycle } from '../api';
import { issuesOf } from '../learning-view';
import { EditorActions, IssuesList, type LifecycleAction } from '../../../components/learning/editor-actions';

/*
 * The one shape of the resource and learning-path editors (/createResource, /editResource/{id},
 * /createResourceGroup, /editResourceGroup/{id}): a title makes a draft that opens in edit mode; the
 * edit page loads it, saves the form, publishes (saving first), archives or discards it, and lists
 * what a failed publish lacks. Each page brings its own fields.
 */

/** What one kind of content's editor calls, caches, links to and says. */
export interface ContentEditorKind {
  /** Its API: /api/{api}/{id}, /api/{api}/{id}/publish, ... */
  api: 'resources' | 'resource_groups';
  /** Its pages: /{route} (the list), /{route}/{id}, /{editRoute}/{id}. */
  route: 'resources' | 'resourceGroups';
  editRoute: 'editResource' | 'editResourceGroup';
  /** 'resource', 'learning path'. */
  what: string;
  /** Above the list of what a failed publish lacks. */
  issuesHeading: string;
  /** Its lists' queries, refreshed after any change. */
  listKey: QueryKey;
  detailKey: (id: number) => QueryKey;
}

/** What the editor needs of the content itself. */
export interface EditableContent {
  id: number;
  title: string;
  status: LearningStatus;
}

const page = { px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 } as const;

/** The title, on the create page and in the editor: required, bounded. */
export function TitleField(props: TextFieldProps) {
  return (
    <TextField label="Title" required slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.titleMax } }} {...props} />
  );
}

/** The create page: a title (and what else the kind asks first) makes a draft, which opens in edit mode. */
export function CreateDraft({
  kind,
  heading,
  intro,
  create,
  children,
}: {
  kind: ContentEditorKind;
  /** 'Create Resource'. */
  heading: string;
  intro: string;
  create: (title: string) => Promise<{ id: number }>;
  /** Fields after the title. */
  children?: ReactNode;
}) {
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const make = useMutation({
    mutationFn: () => create(title.trim()),
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo([kind.editRoute, id]),
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields?.title) setError(fields.title);
      else showPopup(failurePopup(e));
    },
  });
  return (
    <Box sx={page}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        aria-label={`New ${kind.what}`}
        noValidate
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) setError(LEARNING_TEXTS.titleRequired);
          else make.mutate();
        }}
      >
        <Stack spacing={2}>
          <TitleField
            autoFocus
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error}
          />
          {children}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to={`/${kind.route}`}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={make.isPending}>
              Create draft
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}

/** The edit page's frame: the title with its status, a link to the page once it is out, then the editor. */
export function EditorPage<T extends EditableContent>({
  kind,
  content,
  children,
}: {
  kind: ContentEditorKind;
  /** Undefined while it loads. */
  content: T | undefined;
  children: (content: T) => ReactNode;
}) {
  if (!content) return <PageLoading />;
  return (
    <Box sx={page}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
          {content.title}
        </Typography>
        <Chip
          label={LEARNING_STATUS_LABELS[content.status]}
          color={content.status === 'draft' ? 'warning' : 'default'}
          size="small"
        />
      </Stack>
      {content.status !== 'draft' && (
        <Button component={Link} to={`/${kind.route}/${content.id}`} sx={{ mb: 1 }}>
          View the {kind.what}
        </Button>
      )}
      {children(content)}
    </Box>
  );
}

const doneText = (what: string, action: Exclude<LifecycleAction, 'discard'>) =>
  action === 'save' ? LEARNING_TEXTS.saved : `The ${what} is ${action === 'publish' ? 'published' : 'archived'}.`;

/**
 * The author's edit mode: the page's fields in a form with Save, Publish (saves first), Archive and
 * Discard. A refused save puts the API's messages on the fields; a refused publish also lists them under
 * the kind's heading (a rule without a field, such as a paid path, in the API's own words). Nothing
 * typed is lost.
 */
export function ContentEditor<T extends EditableContent, V extends Record<string, unknown>>({
  kind,
  content,
  form,
  save,
  children,
}: {
  kind: ContentEditorKind;
  content: T;
  form: FormFields<V>;
  /** Saves the form's values; answers the content as saved. */
  save: (values: V) => Promise<T>;
  /** The kind's fields, as items of a Grid container. */
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const [issues, setIssues] = useState<string[] | null>(null);

  const run = useMutation({
    mutationFn: async (action: LifecycleAction): Promise<T | null> => {
      if (action === 'discard' || action === 'archive') {
        await lifecycle(kind.api, content.id, action);
        return action === 'discard' ? null : { ...content, status: 'archived' };
      }
      const saved = await save(form.values);
      if (action !== 'publish') return saved;
      await lifecycle(kind.api, content.id, 'publish');
      return { ...saved, status: 'published' };
    },
    meta: { handleErrors: false },
    onMutate: () => setIssues(null),
    onSuccess: (saved, action) => {
      void queryClient.invalidateQueries({ queryKey: kind.listKey });
      if (action === 'discard' || !saved) {
        queryClient.removeQueries({ queryKey: kind.detailKey(content.id) });
        showToast({ message: 'The draft has been discarded.', kind: 'delete' });
        navigateTo([kind.route]);
        return;
      }
      queryClient.setQueryData(kind.detailKey(content.id), saved);
      showToast({ message: doneText(kind.what, action), kind: 'success' });
      if (action === 'publish') navigateTo([kind.route, content.id]);
    },
    onError: (error, action) => {
      const fields = apiFieldErrors(error);
      if (fields) {
        form.setErrors(fields);
        if (action === 'publish') setIssues(issuesOf(fields));
        else form.setFormError('Please correct the highlighted fields.');
        return;
      }
      if (action === 'publish' && error instanceof ApiError && error.status === 422) setIssues([error.message]);
      else showPopup(failurePopup(error));
    },
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={`Edit ${kind.what}`}
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate('save');
      }}
    >
      {issues && issues.length > 0 && <IssuesList heading={kind.issuesHeading} issues={issues} />}
      {form.formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.formError}
        </Alert>
      )}
      <Grid container spacing={2}>
        {children}
      </Grid>
      <EditorActions status={content.status} busy={run.isPending} what={kind.what} onAction={(a) => run.mutate(a)} />
    </Paper>
  );
}
