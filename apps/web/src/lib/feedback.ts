import { createContext, useContext } from 'react';

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

/** What FeedbackProvider (components/feedback/feedback-provider.tsx) gives; null outside of it. */
export const FeedbackContext = createContext<Feedback | null>(null);

/** The snack bar, toast and popup of SPEC §4.7; throws outside FeedbackProvider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
