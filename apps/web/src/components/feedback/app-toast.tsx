import { TOAST_MS } from '@lbd/shared/constants';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { ToastKind, ToastMessage } from '../../lib/feedback';
import { useLastShown } from './use-last-shown';

const SEVERITY: Record<ToastKind, AlertColor> = { success: 'success', info: 'info', delete: 'error' };

export interface AppToastProps {
  toast: ToastMessage | null;
  onClose: () => void;
}

/** Toast with a heading; hides after TOAST_MS (SPEC §9). */
export function AppToast({ toast, onClose }: AppToastProps) {
  const shown = useLastShown(toast);
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      key={shown?.id}
      open={toast !== null}
      autoHideDuration={TOAST_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {shown ? (
        <Alert
          severity={SEVERITY[shown.kind]}
          variant="filled"
          onClose={onClose}
          data-kind={shown.kind}
          sx={{ minWidth: 280, boxShadow: 6 }}
        >
          <AlertTitle>{shown.heading}</AlertTitle>
          {shown.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
