import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SnackbarMessage } from '../../lib/feedback';
import { useLastShown } from './use-last-shown';

export interface AppSnackbarProps {
  snackbar: SnackbarMessage | null;
  onClose: () => void;
}

/** The one snack bar of the app; a new message replaces the current one and restarts its timer. */
export function AppSnackbar({ snackbar, onClose }: AppSnackbarProps) {
  const shown = useLastShown(snackbar);
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      key={shown?.id}
      open={snackbar !== null}
      message={shown?.message}
      autoHideDuration={shown?.ms ?? null}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
}
