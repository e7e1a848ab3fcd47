import { SNACKBAR_DEFAULT_MS, TOAST_DEFAULT_HEADING } from '@lbd/shared';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { AppSnackbar } from '../components/feedback/app-snackbar';
import { AppToast } from '../components/feedback/app-toast';
import { PopupDialog } from '../components/feedback/popup-dialog';

export type ToastKind = 'delete' | 'info' | 'success';

export interface SnackbarMessage {
  id: number;
  message: string;
  ms: number;
}

export interface ToastMessage {
  id: number;
  heading: string;
  message: string;
  kind: ToastKind;
}

export interface PopupMessage {
  id: number;
  heading: string;
  message: string;
}

export interface Feedback {
  /** Snack bar at the bottom; hides after `ms` (default SNACKBAR_DEFAULT_MS, SPEC §9). */
  showSnackbar: (message: string, ms?: number) => void;
  /** Hide the snack bar early, but only while it still shows this message (a newer one stays). */
  hideSnackbar: (message: string) => void;
  /** Toast in the corner; hides after TOAST_MS; heading defaults to 'Voila!' (SPEC §9). */
  showToast: (toast: { heading?: string; message: string; kind: ToastKind }) => void;
  /** Modal popup with an OK button; several popups queue up. */
  showPopup: (popup: { heading: string; message: string }) => void;
}

const FeedbackContext = createContext<Feedback | null>(null);

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

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
