import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { describeFailure } from './describe-failure';
import { useFeedback } from './feedback';
import { apiFieldErrors, failurePopup } from './form-errors';

/**
 * Failures of dashboard actions: signed out sends the user Home with the server's message in a popup
 * (SPEC §8); a field message (e.g. a move the pipeline does not allow) shows as a popup; the rest as usual.
 */
export function useDashboardFailure() {
  const navigate = useNavigate();
  const { showPopup } = useFeedback();
  return useCallback(
    (error: unknown) => {
      const action = describeFailure(error, { unauthorizedGoesHome: true });
      if (action.kind === 'navigate' && action.popup) {
        void navigate(action.to);
        showPopup(action.popup);
        return;
      }
      const fields = apiFieldErrors(error);
      const first = fields ? Object.values(fields)[0] : undefined;
      showPopup(first ? { heading: 'Please check', message: first } : failurePopup(error));
    },
    [navigate, showPopup],
  );
}
