import { SERVER_SUCCESS_MS } from '@lbd/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { useFeedback } from '../../lib/feedback';
import { peerFailure, PROGRESS_MS } from './peer-messages';

export interface PeerPostTexts {
  /** Shown while the post is on its way, e.g. 'Posting Comment ...'. */
  progress: string;
  /** Shown when it succeeded, e.g. 'Comment posted Successfully'. */
  success: string;
  /** Shown when it failed for no reason the server named, e.g. 'Comment posting failed'. */
  failure: string;
}

/**
 * A peer-review post with the SPEC §8 progress, success and failure texts in the snack bar. The
 * caller disables its button while `isPending`, so a double click posts once (and each post carries
 * a client_request_id, so a retry is answered by the first post on the server too).
 */
export function usePeerPost<TVars, TResult>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  texts: PeerPostTexts,
  onSuccess?: (result: TResult, vars: TVars) => void,
) {
  const { showSnackbar } = useFeedback();
  return useMutation({
    mutationFn,
    meta: { handleErrors: false },
    onMutate: () => showSnackbar(texts.progress, PROGRESS_MS),
    onSuccess: (result, vars) => {
      showSnackbar(texts.success, SERVER_SUCCESS_MS);
      onSuccess?.(result, vars);
    },
    onError: (error) => {
      const { message, ms } = peerFailure(error, texts.failure);
      showSnackbar(message, ms);
    },
  });
}
