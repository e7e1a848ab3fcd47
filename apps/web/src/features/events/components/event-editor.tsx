import { EVENT_CATEGORIES, EVENT_LIMITS, type EventDetail } from '@lbd/shared/events';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { searchSkills } from '../../../lib/lookups-api';
import { useFormFields } from '../../../lib/use-form-fields';
import { useNavigateTo } from '../../../lib/navigation';
import {
  closeEvent,
  discardEvent,
  EVENTS_KEY,
  eventKey,
  publishEvent,
  searchJobRoles,
  updateEvent,
  uploadEventImage,
} from '../api';
import { eventBodyFromForm, formFromEvent, type EventFormValues } from '../event-view';
import { CatalogueMultiSelect } from '../../../components/catalogue-multi-select';
import { EventImageUpload } from './event-image-upload';

type Action = 'save' | 'publish' | 'close' | 'discard';

/**
 * The organiser's edit mode (SPEC §4.4): every field with the server's messages on it, Save,
 * Publish (saves first), Discard for drafts and Close for published events, both confirmed.
 */
export function EventEditor({ event, onDone }: { event: EventDetail; onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const form = useFormFields<EventFormValues>(() => formFromEvent(event));
  const { values, errors, setField } = form;
  const [confirm, setConfirm] = useState<'discard' | 'close' | null>(null);
  // Images chosen and not uploaded yet: Save and Publish upload them first, so none is dropped.
  const [images, setImages] = useState<Record<'avatar' | 'banner', File | null>>({ avatar: null, banner: null });

  const run = useMutation({
    mutationFn: async (action: Action): Promise<EventDetail | null> => {
      if (action === 'discard') {
        await discardEvent(event.id);
        return null;
      }
      if (action === 'close') return closeEvent(event.id);
      const checked = eventBodyFromForm(values);
      if (checked.errors) {
        form.setErrors(checked.errors);
        throw new Error('invalid form');
      }
      for (const kind of ['avatar', 'banner'] as const) {
        const file = images[kind];
        if (!file) continue;
        await uploadEventImage(event.id, kind, file);
        setImages((now) => ({ ...now, [kind]: now[kind] === file ? null : now[kind] }));
      }
      const saved = await updateEvent(event.id, checked.body);
      return action === 'publish' ? publishEvent(event.id) : saved;
    },
    meta: { handleErrors: false },
    onSuccess: (saved, action) => {
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      if (action === 'discard') {
        queryClient.removeQueries({ queryKey: eventKey(event.id) });
        showToast({ message: 'The draft has been discarded.', kind: 'delete' });
        navigateTo(['events']);
        return;
      }
      queryClient.setQueryData(eventKey(event.id), saved);
      const messages = {
        save: 'Your changes have been saved.',
        publish: 'The event is published.',
        close: 'The event is closed.',
      } as const;
      showToast({ message: messages[action], kind: 'success' });
      if (action !== 'save') onDone();
    },
    onError: (error) => {
      if (error instanceof Error && error.message === 'invalid form') return;
      const fields = apiFieldErrors(error);
      if (fields && !fields.file) {
        form.setErrors(fields);
        form.setFormError('Please correct the highlighted fields.');
      } else showPopup(failurePopup(error));
    },
  });

  const busy = run.isPending;
  const text = (field: keyof EventFormValues) => ({
    value: values[field] as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setField(field, e.target.value as never),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Edit event"
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
          {event.status === 'draft' ? 'Draft event' : 'Edit event'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Students see it once it is published.
        </Typography>
      </Stack>
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
            slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.title } }}
            {...text('title')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField select label="Category" {...text('category')}>
            {EVENT_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField
            label="Description"
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.description } }}
            {...text('description')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormControlLabel
            control={<Switch checked={values.is_online} onChange={(e) => setField('is_online', e.target.checked)} />}
            label="Online event"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField
            label={values.is_online ? 'Where to join (optional)' : 'Venue'}
            slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.location } }}
            {...text('location')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Start date"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            {...text('start_date')}
            error={Boolean(errors.starts_at)}
            helperText={errors.starts_at ?? 'India time'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Start time"
            type="time"
            slotProps={{ inputLabel: { shrink: true } }}
            {...text('start_time')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Duration (hours)"
            type="number"
            slotProps={{ htmlInput: { min: 1, max: EVENT_LIMITS.durationHours, step: 1 } }}
            {...text('duration_hours')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Registration closes on"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            {...text('apply_by')}
            helperText={errors.apply_by ?? 'Students can register until the end of this day'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Capacity (optional)"
            type="number"
            slotProps={{ htmlInput: { min: 1, max: EVENT_LIMITS.capacity, step: 1 } }}
            {...text('capacity')}
            helperText={errors.capacity ?? 'Leave empty for no limit'}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormControlLabel
            control={
              <Switch
                checked={values.requires_approval}
                onChange={(e) => setField('requires_approval', e.target.checked)}
              />
            }
            label="Approve each request to join"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CatalogueMultiSelect
            label="Skills"
            value={values.skills}
            onChange={(next) => setField('skills', next)}
            queryKey={['events', 'skills']}
            fetchOptions={searchSkills}
            error={errors.skill_ids}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CatalogueMultiSelect
            label="Career paths"
            value={values.job_roles}
            onChange={(next) => setField('job_roles', next)}
            queryKey={['events', 'job-roles']}
            fetchOptions={searchJobRoles}
            error={errors.job_role_ids}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <EventImageUpload
            eventId={event.id}
            kind="avatar"
            currentUrl={event.avatar_url}
            file={images.avatar}
            onFileChange={(file) => setImages((now) => ({ ...now, avatar: file }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <EventImageUpload
            eventId={event.id}
            kind="banner"
            currentUrl={event.banner_url}
            file={images.banner}
            onFileChange={(file) => setImages((now) => ({ ...now, banner: file }))}
          />
        </Grid>
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        {event.status === 'draft' && (
          <Button color="error" onClick={() => setConfirm('discard')} disabled={busy}>
            Discard
          </Button>
        )}
        {event.status === 'published' && (
          <Button color="warning" onClick={() => setConfirm('close')} disabled={busy}>
            Close event
          </Button>
        )}
        {event.status === 'published' && (
          <Button onClick={onDone} disabled={busy}>
            Done
          </Button>
        )}
        <Button type="submit" variant="outlined" disabled={busy}>
          Save
        </Button>
        {event.status !== 'published' && (
          <Button variant="contained" onClick={() => run.mutate('publish')} disabled={busy}>
            Publish
          </Button>
        )}
      </Stack>
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="event-confirm-title">
        <DialogTitle id="event-confirm-title">
          {confirm === 'discard' ? 'Discard this draft?' : 'Close this event?'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm === 'discard'
              ? 'The draft will be deleted. This cannot be undone.'
              : 'It will stop taking registrations and leave the events list. Students who joined keep their place.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{confirm === 'discard' ? 'Keep editing' : 'Cancel'}</Button>
          <Button
            color={confirm === 'discard' ? 'error' : 'warning'}
            variant="contained"
            onClick={() => {
              const action = confirm!;
              setConfirm(null);
              run.mutate(action);
            }}
          >
            {confirm === 'discard' ? 'Discard draft' : 'Close event'}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
