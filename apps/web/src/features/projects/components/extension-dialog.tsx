import { addDays, LEARNING_LIMITS, LEARNING_TEXTS, type LearningKind, type MyItem } from '@lbd/shared';
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
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../../lib/form-errors';
import { requestExtension } from '../api/student';

/** 'Ask for more time': a reason and the date the student asks for, after the current due date. */
export function ExtensionDialog({
  kind,
  myLearningId,
  item,
  open,
  onClose,
  onSent,
}: {
  kind: LearningKind;
  myLearningId: number;
  item: MyItem;
  open: boolean;
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
    mutationFn: () =>
      requestExtension({
        kind,
        my_learning_id: myLearningId,
        item_id: item.id,
        reason: reason.trim(),
        requested_date: date,
      }),
    meta: { handleErrors: false },
    onSuccess: () => {
      showToast({ message: LEARNING_TEXTS.requestSent, kind: 'success' });
      setReason('');
      setDate('');
      onSent();
    },
    onError: (e) => {
      const fields = apiFieldErrors(e);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(e));
    },
  });
  const titleId = `extension-${item.id}`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const next: FieldErrors = {};
          if (!reason.trim()) next.reason = LEARNING_TEXTS.reasonRequired;
          if (!date) next.requested_date = LEARNING_TEXTS.dateRequired;
          else if (min && date < min) next.requested_date = LEARNING_TEXTS.dateAfterDue;
          setErrors(next);
          if (Object.keys(next).length === 0) send.mutate();
        }}
      >
        <DialogTitle id={titleId}>Ask for more time</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {item.due_date
              ? `'${item.title}' is due on ${indiaDate(item.due_date)}. Your mentor decides; the new date is yours alone.`
              : `'${item.title}'`}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Why do you need more time?"
              multiline
              minRows={3}
              required
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors(({ reason: _r, ...rest }) => rest);
              }}
              error={Boolean(errors.reason)}
              helperText={errors.reason}
              slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.reasonMax } }}
            />
            <TextField
              label="New due date"
              type="date"
              required
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setErrors(({ requested_date: _d, ...rest }) => rest);
              }}
              error={Boolean(errors.requested_date)}
              helperText={errors.requested_date}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
            />
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
