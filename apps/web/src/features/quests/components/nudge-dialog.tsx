import { QUEST_LIMITS_API, QUEST_TEXTS } from '@lbd/shared/quests';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNudge } from '../api';
import { countText } from '../quest-view';

export interface NudgeTarget {
  profile_ids: number[];
  /** Who, as the dialog names them ('Asha Verma', '3 students'). */
  label: string;
}

/** A nudge to one or more students (POST /api/quests/{id}/nudges), with an optional message of the mentor's. */
export function NudgeDialog({
  questId,
  target,
  onClose,
  onSent,
}: {
  questId: number;
  target: NudgeTarget | null;
  onClose: () => void;
  onSent?: () => void;
}) {
  const [message, setMessage] = useState('');
  const nudge = useNudge(questId);
  const { showSnackbar, showPopup } = useFeedback();
  const close = () => {
    setMessage('');
    onClose();
  };
  const handleSend = () => {
    if (!target) return;
    nudge.mutate(
      { profile_ids: target.profile_ids, message: message.trim() },
      {
        onSuccess: ({ sent }) => {
          showSnackbar(QUEST_TEXTS.nudged(sent));
          onSent?.();
          close();
        },
        onError: (error) => showPopup(failurePopup(error)),
      },
    );
  };
  return (
    <Dialog open={target !== null} onClose={close} aria-labelledby="nudge-title" fullWidth maxWidth="sm">
      <DialogTitle id="nudge-title">{target ? `Nudge ${target.label}` : 'Nudge'}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          They get a notification to keep going with this quest. Add a line of your own if you like.
        </DialogContentText>
        <TextField
          label="Message (optional)"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: QUEST_LIMITS_API.reasonMax } }}
          helperText={`${message.length}/${QUEST_LIMITS_API.reasonMax}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={handleSend} disabled={nudge.isPending || !target}>
          {target && target.profile_ids.length > 1
            ? `Send to ${countText(target.profile_ids.length, 'student', 'students')}`
            : 'Send nudge'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
