import { describe, expect, it } from 'vitest';
import { aggregate, finalScore, peerResult, reviewerAgreement } from './scoring';

const scale = {
  mentor_assessment_score: 60,
  peer_assessment_score: 40,
  scoring_method: 'median' as const,
  spread_threshold: 20,
};

describe('peer scoring', () => {
  it('takes the median of an odd count and the mean of the middle two of an even count', () => {
    expect(aggregate([50, 10, 30], 'median')).toBe(30);
    expect(aggregate([10, 40, 30, 20], 'median')).toBe(25);
    expect(aggregate([7, 8], 'median')).toBe(7.5);
    expect(aggregate([], 'median')).toBeNull();
  });

  it('offers the mean as a setting, to one decimal', () => {
    expect(aggregate([10, 10, 11], 'mean')).toBe(10.3);
    expect(aggregate([10, 10, 11], 'median')).toBe(10);
  });

  it('scales the aggregate to the peer weight, one decimal, and flags a wide spread', () => {
    expect(peerResult([45, 48, 51], scale)).toEqual({
      aggregate: 48,
      peer_score: 32,
      count: 3,
      spread: 6,
      flagged: false,
    });
    const wide = peerResult([10, 45, 50], scale);
    expect(wide).toMatchObject({ aggregate: 45, peer_score: 30, spread: 40, flagged: true });
    expect(peerResult([55.5], scale).peer_score).toBe(37);
    expect(peerResult([10, 30], { ...scale, spread_threshold: 20 }).flagged).toBe(false); // exactly the threshold
    expect(peerResult([10, 50], { ...scale, spread_threshold: null }).flagged).toBe(false);
    expect(peerResult([], scale)).toMatchObject({ peer_score: null, count: 0, flagged: false });
  });

  it('adds mentor and peer only under final evaluation', () => {
    expect(finalScore(50, 32.4, true)).toBe(82.4);
    expect(finalScore(50, 32.4, false)).toBeNull();
    expect(finalScore(null, null, true)).toBeNull();
  });

  it('measures each reviewer’s agreement with the aggregates', () => {
    const aggregates = new Map([
      [1, 40],
      [2, 30],
    ]);
    const out = reviewerAgreement(
      [
        { reviewerId: 7, submissionId: 1, score: 40 },
        { reviewerId: 7, submissionId: 2, score: 36 },
        { reviewerId: 8, submissionId: 1, score: 10 },
      ],
      aggregates,
      60,
    );
    expect(out).toEqual([
      { reviewer_id: 7, reviews: 2, mean_distance: 3, agreement: 95 },
      { reviewer_id: 8, reviews: 1, mean_distance: 30, agreement: 50 },
    ]);
  });
});
