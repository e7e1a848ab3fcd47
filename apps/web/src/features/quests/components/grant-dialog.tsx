import { QUEST_LIMITS_API, QUEST_TEXTS, type GrantKind, type QuestDashboard } from '@lbd/shared/quests';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useGrant } from '../api';

type Step = Pick<QuestDashboard['funnel'][number], 'key' | 'title'>;

export interface GrantStudent {
  profile_id: number;
  name: string;
}

/** The mentor unlocks a step for one student, or lets them skip it (POST /api/quests/{id}/grants). */
export function GrantDialog({
  questId,
  student,
  steps,
  onClose,
}: {
  questId: number;
  student: GrantStudent | null;
  steps: readonly Step[];
  onClose: () => void;
}) {
  const [stepKey, setStepKey] = useState('');
  const [kind, setKind] = useState<GrantKind>('unlock');
  const [reason, setReason] = useState('');
  const [stepError, setStepError] = useState<string | null>(null);
  const grant = useGrant(questId);
  const { showSnackbar, showPopup } = useFeedback();
  const close = () => {
    setStepKey('');
    setKind('unlock');
    setReason('');
    setStepError(null);
    onClose();
  };
  const handleSave = () => {
    if (!student) return;
    if (!stepKey) return setStepError('Choose a step');
    grant.mutate(
      { profile_id: student.profile_id, step_key: stepKey, kind, reason: reason.trim() },
      {
        onSuccess: () => {
          showSnackbar(QUEST_TEXTS.granted);
          close();
        },
        onError: (error) => showPopup(failurePopup(error)),
      },
    );
  };
  return (
    <Dialog open={student !== null} onClose={close} aria-labelledby="grant-title" fullWidth maxWidth="sm">
      <DialogTitle id="grant-title">
        {student ? `Unlock or skip a step for ${student.name}` : 'Unlock or skip'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Step"
            value={stepKey}
            onChange={(e) => {
              setStepKey(e.target.value);
              setStepError(null);
            }}
            error={Boolean(stepError)}
            helperText={stepError ?? ' '}
          >
            {steps.map((s, i) => (
              <MenuItem key={s.key} value={s.key}>
                {`${i + 1}. ${s.title}`}
              </MenuItem>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id="grant-kind">What to do</FormLabel>
            <RadioGroup
              aria-labelledby="grant-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as GrantKind)}
            >
              <FormControlLabel value="unlock" control={<Radio />} label="Unlock it (whatever its rule)" />
              <FormControlLabel
                value="skip"
                control={<Radio />}
                label="Skip it (it counts as the quest's author chose)"
              />
            </RadioGroup>
          </FormControl>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: QUEST_LIMITS_API.reasonMax } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={handleSave} disabled={grant.isPending}>
          {kind === 'unlock' ? 'Unlock' : 'Skip'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
