import { ACTIVITY_MESSAGES } from '@lbd/shared/activities';
import { MESSAGE_MS } from '@lbd/shared/constants';
import { ApiError } from '../../lib/api-client';

/** SPEC §8: the deadline messages of peer learning show for 6 seconds. */
export const DEADLINE_MESSAGE_MS = 6000;
/** Progress messages stay until the post answers (it then replaces or hides them). */
export const PROGRESS_MS = 60_000;

const DEADLINE_MESSAGES: readonly string[] = [
  ACTIVITY_MESSAGES.commentDeadline,
  ACTIVITY_MESSAGES.replyDeadline,
  ACTIVITY_MESSAGES.evaluationClosed,
  ACTIVITY_MESSAGES.appealClosed,
  ACTIVITY_MESSAGES.submissionClosed,
];
const KNOWN_MESSAGES: readonly string[] = Object.values(ACTIVITY_MESSAGES);

/**
 * What a failed peer post shows: the server's deadline refusal for 6 s, another refusal in the
 * spec's or the server's own activity words, otherwise the spec's failure text (e.g. 'Comment
 * posting failed'). Pure.
 */
export function peerFailure(error: unknown, fallback: string): { message: string; ms: number } {
  if (error instanceof ApiError && error.kind === 'http' && (error.status === 422 || error.status === 409)) {
    if (DEADLINE_MESSAGES.includes(error.message)) return { message: error.message, ms: DEADLINE_MESSAGE_MS };
    if (KNOWN_MESSAGES.includes(error.message)) return { message: error.message, ms: MESSAGE_MS };
  }
  return { message: fallback, ms: MESSAGE_MS };
}
