import { oneDecimal, type ScoringMethod } from '@lbd/shared';

/*
 * Peer scoring, pure and documented (docs/decisions/0036-peer-allocation-scoring-and-queue.md):
 * - reviewers score on 0..mentor_assessment_score (SPEC §5.3);
 * - the activity's aggregate of those scores is the median (mean as a setting); with an even count
 *   the median is the mean of the two middle scores;
 * - the peer score is that aggregate scaled to the activity's peer_assessment_score weight,
 *   aggregate x peer_assessment_score / mentor_assessment_score, to one decimal;
 * - final = mentor score + peer score when final_evaluation is set;
 * - a spread (highest minus lowest) above the activity's threshold flags the submission for the mentor.
 */

export function aggregate(scores: number[], method: ScoringMethod): number | null {
  if (scores.length === 0) return null;
  if (method === 'mean') return oneDecimal(scores.reduce((s, x) => s + x, 0) / scores.length);
  const sorted = [...scores].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return oneDecimal(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

export interface ActivityScale {
  mentor_assessment_score: number;
  peer_assessment_score: number;
  scoring_method: ScoringMethod;
  spread_threshold: number | null;
}

export interface PeerResult {
  /** The median (or mean) of the received scores, on the reviewers' scale. */
  aggregate: number | null;
  /** The aggregate on the peer_assessment_score scale: what counts toward the final score. */
  peer_score: number | null;
  count: number;
  spread: number | null;
  /** Reviewers disagree by more than the activity's threshold. */
  flagged: boolean;
}

export function peerResult(scores: number[], a: ActivityScale): PeerResult {
  const agg = aggregate(scores, a.scoring_method);
  const spread = scores.length ? oneDecimal(Math.max(...scores) - Math.min(...scores)) : null;
  const peer =
    agg === null || a.mentor_assessment_score <= 0
      ? null
      : oneDecimal((agg * a.peer_assessment_score) / a.mentor_assessment_score);
  return {
    aggregate: agg,
    peer_score: peer,
    count: scores.length,
    spread,
    flagged: a.spread_threshold !== null && spread !== null && scores.length > 1 && spread > a.spread_threshold,
  };
}

/** Mentor plus peer score when the activity uses final evaluation; otherwise no final score. */
export function finalScore(mentor: number | null, peer: number | null, finalEvaluation: boolean): number | null {
  if (!finalEvaluation || (mentor === null && peer === null)) return null;
  return oneDecimal((mentor ?? 0) + (peer ?? 0));
}

/**
 * How closely each reviewer agrees with the aggregates of the submissions they scored: the mean
 * absolute distance from the aggregate, and agreement = 100 x (1 - distance / scale), one decimal.
 */
export function reviewerAgreement(
  reviews: { reviewerId: number; submissionId: number; score: number }[],
  aggregates: Map<number, number | null>,
  scale: number,
): { reviewer_id: number; reviews: number; mean_distance: number; agreement: number }[] {
  const byReviewer = new Map<number, number[]>();
  for (const r of reviews) {
    const agg = aggregates.get(r.submissionId);
    if (agg === null || agg === undefined) continue;
    byReviewer.set(r.reviewerId, [...(byReviewer.get(r.reviewerId) ?? []), Math.abs(r.score - agg)]);
  }
  return [...byReviewer.entries()]
    .map(([reviewer_id, d]) => {
      const mean = d.reduce((s, x) => s + x, 0) / d.length;
      return {
        reviewer_id,
        reviews: d.length,
        mean_distance: oneDecimal(mean),
        agreement: scale > 0 ? oneDecimal(Math.max(0, 100 * (1 - mean / scale))) : 0,
      };
    })
    .sort((a, b) => a.reviewer_id - b.reviewer_id);
}
