import {
  MAIL_LISTS,
  MAIL_NOTIFICATION_TEXTS,
  mailNotificationBodySchema,
  type OrgMailEntityType,
  type MailNotificationInput,
} from '@lbd/shared/mail-notifications';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../lib/api-client';
import { useFeedback } from '../lib/feedback';
import { apiFieldErrors, failurePopup, validate, type FieldErrors } from '../lib/form-errors';

/** How each list reads in the 'Send to' choice. */
const LIST_LABELS: Record<string, string> = {
  all: 'Everyone',
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  rejected: 'Not selected',
  selected: 'Selected',
  enrolled: 'Joined',
  attended: 'Attended',
  members: 'All members',
  committee: 'Committee',
  admins: 'Club admins',
  join_requests: 'Waiting to join',
};

const ID_FIELD: Record<OrgMailEntityType, 'job_id' | 'event_id' | 'club_id'> = {
  job: 'job_id',
  event: 'event_id',
  club: 'club_id',
};

export interface EmailListButtonProps {
  kind: OrgMailEntityType;
  id: number;
  /** The button's text, e.g. 'Email applicants'. */
  label: string;
}

/**
 * 'Email applicants' (members, participants): write to one list of a job, event or club. The server
 * fixes the recipients and the queue delivers, once per person.
 */
export function EmailListButton({ kind, id, label }: EmailListButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<EmailOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <EmailListDialog kind={kind} id={id} title={label} onClose={() => setOpen(false)} />}
    </>
  );
}

function EmailListDialog({
  kind,
  id,
  title,
  onClose,
}: {
  kind: OrgMailEntityType;
  id: number;
  title: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const lists: readonly string[] = MAIL_LISTS[kind];
  const [values, setValues] = useState({ type: lists[0]!, subject: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { showSnackbar, showPopup } = useFeedback();
  const send = useMutation({
    mutationFn: async (body: MailNotificationInput) =>
      (await api.post('/api/generate_mail_notification', { body })).data,
    meta: { handleErrors: false },
    onSuccess: (sent) => {
      showSnackbar(MAIL_NOTIFICATION_TEXTS.queued(sent.recipients));
      onClose();
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(error));
    },
  });

  const submit = () => {
    const body = { [ID_FIELD[kind]]: id, ...values };
    const checked = validate(mailNotificationBodySchema, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    send.mutate(body);
  };
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="Send to"
            value={values.type}
            onChange={set('type')}
            error={Boolean(errors.type)}
            helperText={errors.type}
          >
            {lists.map((list) => (
              <MenuItem key={list} value={list}>
                {LIST_LABELS[list] ?? list}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Subject"
            value={values.subject}
            onChange={set('subject')}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <TextField
            label="Message"
            value={values.message}
            onChange={set('message')}
            error={Boolean(errors.message)}
            helperText={errors.message ?? 'Each person gets their own email; replies do not come back here.'}
            multiline
            minRows={5}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={send.isPending}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
