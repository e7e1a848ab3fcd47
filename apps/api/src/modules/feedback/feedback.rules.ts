import { FEEDBACK_LIMITS } from '@lbd/shared/feedback';

/** Ratings counted per star: index 0 holds the 1s, index 4 the 5s. */
export type Distribution = number[];

/** The counts of each star from (rating, how many) pairs; anything out of range is ignored. */
export function distributionOf(counts: readonly { rating: number; n: number }[]): Distribution {
  const out = Array.from({ length: FEEDBACK_LIMITS.ratingMax }, () => 0);
  for (const { rating, n } of counts)
    if (Number.isInteger(rating) && rating >= 1 && rating <= FEEDBACK_LIMITS.ratingMax) out[rating - 1]! += Number(n);
  return out;
}

/** The review count and the mean rating to one decimal (null with none), from the counts per star. */
export function summaryOf(distribution: Distribution): { rating: number | null; review_count: number } {
  let count = 0;
  let sum = 0;
  distribution.forEach((n, i) => {
    count += n;
    sum += n * (i + 1);
  });
  // Integer arithmetic until the last step: round half up at one decimal (4.25 -> 4.3).
  return { rating: count === 0 ? null : Math.round((sum * 10) / count) / 10, review_count: count };
}
