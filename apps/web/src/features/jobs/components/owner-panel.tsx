import type { JobDetail } from '@lbd/shared/jobs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useIsMobile } from '../../../lib/use-is-mobile';
import {
  closeJob,
  discardJob,
  discardUntouchedJob,
  JOBS_KEY,
  jobKeys,
  publishJob,
  setOpenPositions,
  updateJob,
} from '../api';
import { jobToForm, type JobFormValues } from '../job-helpers';
import { ConfirmDialog } from './apply-dialogs';
import { checkJobForm, formErrors, JobForm } from './job-form';

/** Discards asked for when a fresh draft's page closed; a page opened again (StrictMode) takes its own back. */
const leaving = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * A draft 'Post a Job' just made (`fresh`) is discarded when its author leaves the page without having
 * saved it (issue 23 item 9); the server deletes it only if nobody saved it meanwhile (else 409, ignored).
 * Drafts left in a closed tab are swept by the server a day later.
 */
export function useDiscardFreshDraftOnLeave(id: number, fresh: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    clearTimeout(leaving.get(id));
    leaving.delete(id);
    if (!fresh) return;
    return () => {
      leaving.set(
        id,
        setTimeout(() => {
          leaving.delete(id);
          discardUntouchedJob(id).then(
            () => {
              queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
              void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
            },
            () => undefined,
          );
        }),
      );
    };
  }, [id, fresh, queryClient]);
}

/** The owner's side of a job: edit (the create-job form), save, publish, discard, close, open positions. */
export function OwnerPanel({ job, startEditing }: { job: JobDetail; startEditing: boolean }) {
  const [, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const navigateTo = useNavigateTo();
  const isMobile = useIsMobile();
  const [editing, setEditing] = useState(startEditing || job.status === 'draft');
  const [values, setValues] = useState<JobFormValues>(() => jobToForm(job));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [positions, setPositions] = useState(String(job.open_positions));

  const store = (next: JobDetail) => {
    queryClient.setQueryData(jobKeys.detail(job.id), next);
    void queryClient.invalidateQueries({ queryKey: JOBS_KEY, predicate: (q) => q.queryKey[1] !== 'detail' });
  };
  const onFailure = (error: unknown) => {
    const fields = apiFieldErrors(error);
    if (fields) {
      setErrors(formErrors(fields));
      setEditing(true);
      showPopup({
        heading: 'Please check the form',
        message: 'Some fields need your attention before this can go live.',
      });
      return;
    }
    showPopup(failurePopup(error));
  };

  /** Save the form (when editing); answers false when the form has problems. */
  const saveForm = async (): Promise<boolean> => {
    if (!editing) return true;
    const checked = checkJobForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    store(await updateJob(job.id, checked.body));
    return true;
  };

  const save = useMutation({
    mutationFn: saveForm,
    meta: { handleErrors: false },
    onSuccess: (ok) => ok && showSnackbar('Your changes have been saved.'),
    onError: onFailure,
  });
  const publish = useMutation({
    mutationFn: async () => ((await saveForm()) ? publishJob(job.id) : null),
    meta: { handleErrors: false },
    onSuccess: (next) => {
      if (!next) return;
      store(next);
      setEditing(false);
      // Live now: the address no longer asks for the editor (a reload shows the job as students see it).
      setSearchParams(
        (params) => {
          params.delete('edit');
          return params;
        },
        { replace: true },
      );
      showSnackbar(next.type === 'Internship' ? 'Your internship is live.' : 'Your job is live.');
    },
    onError: onFailure,
  });
  const close = useMutation({
    mutationFn: () => closeJob(job.id),
    meta: { handleErrors: false },
    onSuccess: (next) => {
      store(next);
      showSnackbar('Applications are closed.');
    },
    onError: onFailure,
  });
  const discard = useMutation({
    mutationFn: () => discardJob(job.id),
    meta: { handleErrors: false },
    onSuccess: () => {
      setConfirmDiscard(false);
      queryClient.removeQueries({ queryKey: jobKeys.detail(job.id) });
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      showSnackbar('The draft was discarded.');
      navigateTo([job.type === 'Internship' ? 'internships' : 'jobs']);
    },
    onError: (error) => {
      setConfirmDiscard(false);
      onFailure(error);
    },
  });
  const updatePositions = useMutation({
    mutationFn: () => setOpenPositions(job.id, Number(positions)),
    meta: { handleErrors: false },
    onSuccess: () => {
      showSnackbar('Open positions updated.');
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.id) });
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields?.open_positions) setErrors({ positions: fields.open_positions });
      else showPopup(failurePopup(error));
    },
  });

  const busy = save.isPending || publish.isPending || close.isPending || discard.isPending;
  const what = job.type === 'Internship' ? 'internship' : 'job';

  return (
    <Paper variant="outlined" component="section" aria-label="Manage this posting" sx={{ p: 2, mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' }, mb: editing ? 2 : 0 }}
      >
        <Typography sx={{ fontWeight: 700, mr: 'auto' }}>
          {job.status === 'draft'
            ? `This ${what} is a draft: only your organisation can see it.`
            : job.status === 'closed'
              ? `This ${what} is closed to new applications.`
              : `This ${what} is live.`}
        </Typography>
        {!editing && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {editing && (
          <Button variant="outlined" onClick={() => save.mutate()} disabled={busy}>
            Save
          </Button>
        )}
        {job.status !== 'published' && (
          <Button variant="contained" onClick={() => publish.mutate()} disabled={busy}>
            Publish
          </Button>
        )}
        {job.status === 'published' && (
          <Button variant="outlined" color="warning" onClick={() => close.mutate()} disabled={busy}>
            Close
          </Button>
        )}
        {job.status === 'draft' && (
          <Button color="error" onClick={() => setConfirmDiscard(true)} disabled={busy}>
            Discard
          </Button>
        )}
        {job.status !== 'draft' && (
          <Button component={RouterLink} to={`/${isMobile ? 'jobDashboardMobile' : 'jobDashboard'}/${job.id}`}>
            Applicants
          </Button>
        )}
        {editing && job.status !== 'draft' && (
          <Button
            onClick={() => {
              setValues(jobToForm(job));
              setErrors({});
              setEditing(false);
            }}
            disabled={busy}
          >
            Cancel
          </Button>
        )}
      </Stack>
      {!editing && job.status === 'published' && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Open positions"
            value={positions}
            onChange={(e) => setPositions(e.target.value)}
            error={Boolean(errors.positions)}
            helperText={errors.positions}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            sx={{ width: 160 }}
          />
          <Button
            variant="outlined"
            onClick={() => updatePositions.mutate()}
            disabled={updatePositions.isPending || positions === String(job.open_positions)}
          >
            Update
          </Button>
        </Box>
      )}
      {editing && <JobForm values={values} errors={errors} onChange={setValues} disabled={busy} />}
      <ConfirmDialog
        open={confirmDiscard}
        title={`Discard this ${what}?`}
        message="The draft will be deleted. This cannot be undone."
        confirm="Discard"
        busy={discard.isPending}
        onConfirm={() => discard.mutate()}
        onClose={() => setConfirmDiscard(false)}
      />
    </Paper>
  );
}
