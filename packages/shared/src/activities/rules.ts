import { oneDecimal, peerScoreUpTo, type WindowFields } from './constants';
import { ACTIVITY_MESSAGES } from './messages';

export function checkPeerScore(raw: unknown, max: number): { score: number } | { problem: string } {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return { problem: ACTIVITY_MESSAGES.enterScore };
  if (/\.\d{2,}$/.test(text)) return { problem: ACTIVITY_MESSAGES.scoreOneDecimal };
  const n = Number(text);
  if (!Number.isFinite(n) || n > max) return { problem: peerScoreUpTo(max) };
  return { score: oneDecimal(n) };
}

/** Problems with an activity's windows and scores, by field; empty when it is consistent. */
export function assignmentProblems(a: WindowFields): Record<string, string> {
  const t = (s: string) => Date.parse(s);
  const out: Record<string, string> = {};
  if (t(a.enable_at) >= t(a.disable_at)) out.disable_at = ACTIVITY_MESSAGES.commentWindowOrder;
  if (t(a.peer_enable_at) >= t(a.peer_disable_at)) out.peer_disable_at = ACTIVITY_MESSAGES.evaluationWindowOrder;
  if (t(a.peer_enable_at) < t(a.enable_at)) out.peer_enable_at = ACTIVITY_MESSAGES.evaluationBeforeComments;
  if (oneDecimal(a.mentor_assessment_score + a.peer_assessment_score) > a.max_score)
    out.max_score = ACTIVITY_MESSAGES.scoresAboveMax;
  return out;
}
