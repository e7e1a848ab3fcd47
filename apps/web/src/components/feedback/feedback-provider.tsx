import { SNACKBAR_DEFAULT_MS, TOAST_DEFAULT_HEADING } from '@lbd/shared/constants';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  FeedbackContext,
  type Feedback,
  type PopupMessage,
  type SnackbarMessage,
  type ToastMessage,
} from '../../lib/feedback';
import { AppSnackbar } from './app-snackbar';
import { AppToast } from './app-toast';
import { PopupDialog } from './popup-dialog';

/** Holds the snack bar, toast and popup of SPEC §4.7 and renders them once for the whole app. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const nextId = useRef(1);
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [popups, setPopups] = useState<PopupMessage[]>([]);

  const showSnackbar = useCallback<Feedback['showSnackbar']>((message, ms = SNACKBAR_DEFAULT_MS) => {
    setSnackbar({ id: nextId.current++, message, ms });
  }, []);
  const hideSnackbar = useCallback<Feedback['hideSnackbar']>((message) => {
    setSnackbar((current) => (current?.message === message ? null : current));
  }, []);
  const showToast = useCallback<Feedback['showToast']>(({ heading = TOAST_DEFAULT_HEADING, message, kind }) => {
    setToast({ id: nextId.current++, heading, message, kind });
  }, []);
  const showPopup = useCallback<Feedback['showPopup']>(({ heading, message }) => {
    setPopups((queue) => [...queue, { id: nextId.current++, heading, message }]);
  }, []);

  const closeSnackbar = useCallback(() => setSnackbar(null), []);
  const closeToast = useCallback(() => setToast(null), []);
  const closePopup = useCallback(() => setPopups((queue) => queue.slice(1)), []);

  const value = useMemo<Feedback>(
    () => ({ showSnackbar, hideSnackbar, showToast, showPopup }),
    [showSnackbar, hideSnackbar, showToast, showPopup],
  );

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <AppSnackbar snackbar={snackbar} onClose={closeSnackbar} />
      <AppToast toast={toast} onClose={closeToast} />
      <PopupDialog popup={popups[0] ?? null} onClose={closePopup} />
    </FeedbackContext.Provider>
  );
}
