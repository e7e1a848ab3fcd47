import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FailureAction } from '../lib/describe-failure';
import { useFeedback } from '../lib/feedback';

export interface ApiFailureHandlerProps {
  /** Receives the function that carries out a FailureAction; the QueryClient calls it. */
  register: (handler: (action: FailureAction) => void) => void;
}

/**
 * Connects the QueryClient's failure mapping to the router and the popup: page changes go through
 * navigate (remembering where we were, for Retry), popups through useFeedback.
 */
export function ApiFailureHandler({ register }: ApiFailureHandlerProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { showPopup } = useFeedback();

  useEffect(() => {
    register((action) => {
      if (action.kind === 'popup') {
        showPopup({ heading: action.heading, message: action.message });
        return;
      }
      void navigate(action.to, { state: { from: pathname + search } });
      if (action.popup) showPopup(action.popup);
    });
  }, [register, navigate, pathname, search, showPopup]);

  return null;
}
