import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PopupMessage } from '../../lib/feedback';
import { useLastShown } from './use-last-shown';

export interface PopupDialogProps {
  popup: PopupMessage | null;
  onClose: () => void;
}

/** Modal popup (heading, message, OK closes it), e.g. the default 'Uh-Oh!' of SPEC §8. */
export function PopupDialog({ popup, onClose }: PopupDialogProps) {
  const shown = useLastShown(popup);
  return (
    <Dialog
      open={popup !== null}
      onClose={onClose}
      aria-labelledby="popup-heading"
      aria-describedby="popup-message"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="popup-heading">{shown?.heading}</DialogTitle>
      <DialogContent>
        <DialogContentText id="popup-message">{shown?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
