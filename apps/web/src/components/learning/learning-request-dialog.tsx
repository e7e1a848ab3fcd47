import { addDays, formatDay, LEARNING_LIMITS, LEARNING_TEXTS, type MyItem } from '@lbd/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../lib/form-errors';

export type LearningRequestKind = 'skip' | 'extension';

/** What the student asks with: a reason, and for more time the new date. */
export interface LearningRequestAnswer {
  reason: string;
  requested_date: string;
}

/**
 * 'Ask to skip' (a reason) and 'Ask for more time' (a reason and a new date after the current due date,
 * at most LEARNING_LIMITS.extensionDaysMax days later) for an item of a project or a learning path. The
 * form checks what it can before sending (the API checks again); the mentor answers.
 */
export function LearningRequestDialog({
  kind,
  item,
  send: sendRequest,
  onClose,
  onSent,
}: {
  kind: LearningRequestKind;
  item: MyItem;
  send: (answer: LearningRequestAnswer) => Promise<unknown>;
  onClose: () => void;
  onSent: () => void;
}) {
  const { showToast, showPopup } = useFeedback();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const min = item.due_date ? addDays(item.due_date, 1) : undefined;
  const max = item.due_date ? addDays(item.due_date, LEARNING_LIMITS.extensionDaysMax) : undefined;
  const send = useMutation({
    mutationFn: () => sendRequest({ reason: reason.trim(), requested_date: date }),
    meta: { handleErrors: false },
    onSuccess: () => {
      showToast({ message: LEARNING_TEXTS.requestSent, kind: 'success' });
      onSent();
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(error));
    },
  });
  const title = kind === 'skip' ? 'Ask to skip' : 'Ask for more time';
  const titleId = `request-${kind}-${item.id}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found: FieldErrors = {};
          if (!reason.trim()) found.reason = LEARNING_TEXTS.reasonRequired;
          if (kind === 'extension') {
            if (!date) found.requested_date = LEARNING_TEXTS.dateRequired;
            else if (min && date < min) found.requested_date = LEARNING_TEXTS.dateAfterDue;
          }
          setErrors(found);
          if (Object.keys(found).length === 0) send.mutate();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {kind === 'skip'
              ? `Ask your mentor to let you skip “${item.title}”. If they agree, it no longer counts towards your progress.`
              : `Ask your mentor for a later due date for “${item.title}”${item.due_date ? ` (due ${formatDay(item.due_date)})` : ''}. The new date is yours alone.`}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              autoFocus
              required
              multiline
              minRows={3}
              label="Reason"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors(({ reason: _r, ...rest }) => rest);
              }}
              error={Boolean(errors.reason)}
              helperText={errors.reason}
              slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.reasonMax } }}
            />
            {kind === 'extension' && (
              <TextField
                required
                type="date"
                label="New due date"
                value={date}
                onChange={(e) => {
                  setDate(e.target.value);
                  setErrors(({ requested_date: _d, ...rest }) => rest);
                }}
                error={Boolean(errors.requested_date)}
                helperText={errors.requested_date}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            Send request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
