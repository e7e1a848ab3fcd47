import {
  createMeetingBodySchema,
  MEETING_AUDIENCE_LABELS,
  MEETING_AUDIENCES,
  MEETING_LIMITS,
  type CreateMeetingBody,
  type MeetingAudience,
} from '@lbd/shared/meetings';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { apiFieldErrors, validate, type FieldErrors } from '../../../lib/form-errors';
import { emptyMeetingForm, formToBody, type MeetingFormValues } from '../meeting-form-values';

/** The form's inputs an API field's message lands on. */
const INPUT_OF: Record<string, keyof MeetingFormValues> = { starts_at: 'start', ends_at: 'end' };

export function toFormErrors(fields: FieldErrors): Partial<Record<keyof MeetingFormValues, string>> {
  const out: Partial<Record<keyof MeetingFormValues, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const input = INPUT_OF[key] ?? (key.split('.')[0] as keyof MeetingFormValues);
    out[input] ??= message;
  }
  return out;
}

export interface MeetingFormProps {
  initial?: MeetingFormValues;
  submitLabel: string;
  /** Sends the body; a 422's fields land on the inputs, anything else is the caller's to show. */
  onSubmit: (body: CreateMeetingBody) => Promise<unknown>;
  /** Once started, only the description (and the recording, elsewhere) can change. */
  started?: boolean;
}

/**
 * Schedule or edit a session: date and times in India (IST), the meeting link (https only), who sees it and
 * the skills it covers (for attendees' portfolios). Checked by the contract's schema before sending;
 * nothing typed is lost when the server refuses.
 */
export function MeetingForm({ initial, submitLabel, onSubmit, started = false }: MeetingFormProps) {
  const [values, setValues] = useState<MeetingFormValues>(initial ?? emptyMeetingForm());
  const [errors, setErrors] = useState<Partial<Record<keyof MeetingFormValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof MeetingFormValues) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value });

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = formToBody(values);
    const v = validate(createMeetingBodySchema, body);
    if (v.errors) {
      setErrors(toFormErrors(v.errors));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(toFormErrors(fields));
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof MeetingFormValues) => ({
    value: values[key],
    onChange: set(key),
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
    disabled: started && key !== 'description',
  });

  return (
    <Stack component="form" aria-label={submitLabel} noValidate spacing={1} onSubmit={(e) => void handleSubmit(e)}>
      <TextField
        label="Title"
        required
        {...field('title')}
        slotProps={{ htmlInput: { maxLength: MEETING_LIMITS.title } }}
      />
      <TextField
        label="Description"
        multiline
        minRows={3}
        {...field('description')}
        slotProps={{ htmlInput: { maxLength: MEETING_LIMITS.description } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Date" type="date" required {...field('date')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField
          label="Starts (IST)"
          type="time"
          required
          {...field('start')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Ends (IST)"
          type="time"
          required
          {...field('end')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        label="Meeting link"
        required
        placeholder="https://meet.jit.si/your-room"
        {...field('provider_url')}
        helperText={errors.provider_url ?? 'Jitsi, Google Meet, Zoom or any https:// link'}
      />
      <TextField label="Who can see it" select {...field('audience')}>
        {MEETING_AUDIENCES.map((a: MeetingAudience) => (
          <MenuItem key={a} value={a}>
            {MEETING_AUDIENCE_LABELS[a]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Skills it covers"
        required
        placeholder="SQL, Interviewing"
        {...field('skills')}
        helperText={errors.skills ?? `Separate with commas, at most ${MEETING_LIMITS.skills}`}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
