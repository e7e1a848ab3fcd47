import { ACTIVITY_MESSAGES } from '@lbd/shared/activities';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { newRequestId } from '../../../lib/request-id';
import { useSession } from '../../../lib/session';
import { useFormFields } from '../../../lib/use-form-fields';
import { AUTHOR_KEY, createActivity, updateActivity, useActivity } from '../api/author';
import { AuthorForm } from '../components/author/author-form';
import {
  authorFieldErrors,
  authorFormOf,
  checkAuthorForm,
  emptyAuthorForm,
  fileProblem,
  type AuthorFormValues,
} from '../components/author/author-form-model';
import { AuthorGate } from '../components/author/author-gate';
import { ActivityUploadError, uploadActivityFile } from '../use-activity-upload';

export const AUTHOR_TEXTS = {
  created: 'Activity created.',
  saved: 'Your changes have been saved.',
  fixFields: 'Please correct the fields marked in red.',
  savedButFile: 'The activity is saved, but a file could not be uploaded. Remove it or save again to retry.',
  noProfileFiles: 'Files are attached from an advisor profile; an admin account without one cannot upload.',
} as const;

/** The server's message for a failed upload step, or the spec's generic one. */
/** 'Your file could not be uploaded' for a type that is not taken, else 'The file could not be uploaded'. */
const uploadMessage = (error: unknown) =>
  error instanceof ActivityUploadError ? error.message : ACTIVITY_MESSAGES.fileNotUploaded;

/** /createActivity and /createActivity/{id}: the authoring form (advisors and admins). */
export default function ActivityFormPage() {
  return (
    <AuthorGate>
      <FormLoader />
    </AuthorGate>
  );
}

function FormLoader() {
  const raw = useParams().id;
  const id = raw === undefined ? null : Number(raw);
  const activity = useActivity(id ?? 0);
  if (id === null) return <Editor initial={emptyAuthorForm()} existingId={null} />;
  if (!activity.data) return <PageLoading />;
  return <Editor key={id} initial={authorFormOf(activity.data)} existingId={id} />;
}

function Editor({ initial, existingId }: { initial: AuthorFormValues; existingId: number | null }) {
  const form = useFormFields<AuthorFormValues>(initial);
  const { values, errors, formError, setField, setValues, setErrors, setFormError } = form;
  const [pending, setPending] = useState<File[]>([]);
  // Set once a new activity exists, so a retry after a failed upload updates it instead of creating another.
  const [savedId, setSavedId] = useState<number | null>(existingId);
  // One per form: if a create's answer is lost, sending it again answers the activity it made.
  const [requestId] = useState(newRequestId);
  const { user } = useSession();
  const uploaderId = user?.profile?.id ?? null;
  const { showSnackbar, showPopup } = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isEdit = existingId !== null;

  const save = useMutation({
    meta: { handleErrors: false },
    mutationFn: async () => {
      const check = checkAuthorForm(values);
      if (check.errors) {
        setErrors(check.errors);
        setFormError(AUTHOR_TEXTS.fixFields);
        return null;
      }
      const existed = savedId !== null;
      let id = savedId;
      if (id === null) {
        // Uploads belong to an activity, so a new one is created first and its files attached after.
        id = (await createActivity({ ...check.body, files: [], client_request_id: requestId })).id;
        setSavedId(id);
      }
      const files = [...values.files];
      const queue = [...pending];
      while (queue.length > 0 && uploaderId !== null) {
        const file = queue[0]!;
        try {
          files.push(await uploadActivityFile(file, { uploaderId, assignmentId: id }));
        } catch (error) {
          const message = uploadMessage(error);
          setValues((v) => ({ ...v, files }));
          setPending(queue);
          setErrors({ files: message });
          setFormError(isEdit ? null : AUTHOR_TEXTS.savedButFile);
          showSnackbar(message);
          return null;
        }
        queue.shift();
      }
      setValues((v) => ({ ...v, files }));
      setPending(queue);
      if (existed || files.length > 0) await updateActivity(id, { ...check.body, files: files.map((f) => f.id) });
      return id;
    },
    onSuccess: (id) => {
      if (id === null) return;
      void queryClient.invalidateQueries({ queryKey: AUTHOR_KEY });
      showSnackbar(isEdit ? AUTHOR_TEXTS.saved : AUTHOR_TEXTS.created);
      void navigate(`/activity/${id}`);
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) {
        setErrors(authorFieldErrors(fields));
        setFormError(AUTHOR_TEXTS.fixFields);
        return;
      }
      showPopup(failurePopup(error));
    },
  });

  const handlePick = (files: File[]) => {
    const problems = files.map(fileProblem);
    const accepted = files.filter((_f, i) => problems[i] === null);
    const problem = problems.find((p) => p !== null);
    setPending((current) => [...current, ...accepted]);
    if (problem) {
      setErrors({ ...errors, files: problem });
      showSnackbar(problem);
    } else if (errors.files) {
      const { files: _gone, ...rest } = errors;
      setErrors(rest);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };

  const backTo = savedId !== null ? `/activity/${savedId}` : '/assignmentStatsDashboard';
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 960 }}>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        {savedId !== null ? 'Activity' : 'Activities'}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2 }}>
        {isEdit ? 'Edit activity' : 'Create activity'}
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        aria-label={isEdit ? 'Edit activity' : 'Create activity'}
        noValidate
        onSubmit={handleSubmit}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <AuthorForm
          values={values}
          errors={errors}
          onChange={setField}
          pending={pending}
          onPick={handlePick}
          onRemovePending={(index) => setPending((current) => current.filter((_f, i) => i !== index))}
          uploadBlocked={uploaderId === null ? AUTHOR_TEXTS.noProfileFiles : undefined}
          disabled={save.isPending}
        />
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        {save.isPending && <LinearProgress aria-label="Saving activity" sx={{ mb: 2 }} />}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={backTo} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {isEdit || savedId !== null ? 'Save changes' : 'Create activity'}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
