import { ADMIN_CAPABILITIES, type AdminCapability } from '@lbd/shared/access';
import { ACCESS_TEXTS as T, CAPABILITY_LABELS, CAPABILITY_NAMES, type AccessLevel } from '@lbd/shared/access-levels';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { useCreateLevel, useUpdateLevel } from '../api';
import { refusalText } from '../../../lib/form-errors';

/** Create a level, or edit one (`level` given): name, description and capabilities. */
export function LevelDialog({
  level,
  held,
  onClose,
}: {
  level: AccessLevel | null;
  /** The capabilities the signed-in admin holds: only those can be given. */
  held: readonly AdminCapability[];
  onClose: () => void;
}) {
  const [name, setName] = useState(level?.name ?? '');
  const [description, setDescription] = useState(level?.description ?? '');
  const [capabilities, setCapabilities] = useState<AdminCapability[]>(level?.capabilities ?? []);
  const create = useCreateLevel();
  const update = useUpdateLevel();
  const { showSnackbar } = useFeedback();
  const pending = create.isPending || update.isPending;
  const error = refusalText(create.error ?? update.error);

  const toggle = (c: AdminCapability) =>
    setCapabilities((cs) => (cs.includes(c) ? cs.filter((x) => x !== c) : [...cs, c]));
  const save = () => {
    const body = { name, description, capabilities };
    const done = { onSuccess: () => (showSnackbar(T.saved), onClose()) };
    if (level) update.mutate({ id: level.id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="level-dialog-title">
      <DialogTitle id="level-dialog-title">{level ? `Edit ${level.name}` : 'New access level'}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          fullWidth
          required
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <FormLabel component="legend" sx={{ mt: 2 }}>
          Capabilities
        </FormLabel>
        <FormGroup>
          {ADMIN_CAPABILITIES.map((c) => (
            <FormControlLabel
              key={c}
              control={<Checkbox checked={capabilities.includes(c)} onChange={() => toggle(c)} />}
              disabled={!held.includes(c)}
              label={`${CAPABILITY_NAMES[c]}: ${CAPABILITY_LABELS[c]}${held.includes(c) ? '' : ' (you do not hold it)'}`}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={pending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
