import { AT_RISK_INACTIVE_DAYS, AT_RISK_LOW_SCORE_SHARE, type AtRiskReason } from '@lbd/shared';

const DAY = 24 * 60 * 60 * 1000;

export interface EnrolmentFacts {
  status: string;
  score: number | null;
  mentor_assessment_score: number;
  deadline: Date;
  peer_disable_at: Date;
  active: boolean;
  last_active_at: Date;
}

/**
 * Why a mentee is at risk on one activity, or [] when they are not:
 *  - late: the submission deadline (their own, when extended) passed without a submission;
 *  - inactive: the activity is still running and they have done nothing on it for 14 days;
 *  - low_score: the mentor's score is under 40% of the activity's mentor score.
 * A completed or inactive activity puts no one at risk.
 */
export function atRiskReasons(e: EnrolmentFacts, now: Date): AtRiskReason[] {
  if (!e.active) return [];
  const reasons: AtRiskReason[] = [];
  const submitted = e.status === 'Submitted' || e.status === 'complete';
  if (!submitted && now > e.deadline) reasons.push('late');
  if (
    e.status !== 'complete' &&
    now < e.peer_disable_at &&
    now.getTime() - e.last_active_at.getTime() >= AT_RISK_INACTIVE_DAYS * DAY
  )
    reasons.push('inactive');
  if (
    e.score !== null &&
    e.mentor_assessment_score > 0 &&
    e.score < AT_RISK_LOW_SCORE_SHARE * e.mentor_assessment_score
  )
    reasons.push('low_score');
  return reasons;
}
