import {
  extensionRequestBodySchema,
  LEARNING_LIMITS,
  LEARNING_TEXTS,
  skipRequestBodySchema,
  type MyItem,
} from '@lbd/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate, type FieldErrors } from '../../../lib/form-errors';
import { askForTime, askToSkip, myGroupKey } from '../api';
import { formatDay } from '../learning-view';

export type RequestKind = 'skip' | 'extension';

/** 'YYYY-MM-DD' of the next day (the earliest a new due date may be). */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * 'Ask to skip' (a reason) and 'Ask for more time' (a reason and the new date, after the current due
 * date): checked with the shared schemas before sending; the mentor answers.
 */
export function RequestDialog({
  kind,
  myId,
  item,
  onClose,
}: {
  kind: RequestKind;
  myId: number;
  item: MyItem;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: async () => {
      if (kind === 'skip') {
        const checked = validate(skipRequestBodySchema, { my_resource_group_id: myId, item_id: item.id, reason });
        if (checked.errors) throw checked.errors;
        return askToSkip(checked.data);
      }
      const checked = validate(extensionRequestBodySchema, {
        kind: 'resource_group',
        my_learning_id: myId,
        item_id: item.id,
        reason,
        requested_date: date,
      });
      const found: FieldErrors = { ...checked.errors };
      if (date && item.due_date && date <= item.due_date) found.requested_date = LEARNING_TEXTS.dateAfterDue;
      if (!date) found.requested_date = LEARNING_TEXTS.dateRequired;
      if (Object.keys(found).length > 0 || !checked.data) throw found;
      return askForTime({ ...checked.data, kind: 'resource_group' });
    },
    meta: { handleErrors: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myGroupKey(myId) });
      showToast({ message: LEARNING_TEXTS.requestSent, kind: 'success' });
      onClose();
    },
    onError: (error) => {
      if (!(error instanceof Error)) {
        setErrors(error as FieldErrors);
        return;
      }
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(error));
    },
  });
  const title = kind === 'skip' ? 'Ask to skip' : 'Ask for more time';
  const titleId = `request-${kind}-title`;
  const minDate = item.due_date ? dayAfter(item.due_date) : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {kind === 'skip'
              ? `Ask your mentor to let you skip “${item.title}”. If they agree, it no longer counts towards your progress.`
              : `Ask your mentor for a later due date for “${item.title}”${item.due_date ? ` (due ${formatDay(item.due_date)})` : ''}.`}
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
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDate } }}
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
