/*
 * Feedback and rating intervention (issue 28 item 9, decision 0080): 1-5 ratings with a comment on events,
 * clubs, projects, learning paths and activities, by those who took part; the item's organisers and
 * mentors read the responses.
 */

export const FEEDBACK_ITEM_TYPES = ['EVENT', 'CLUB', 'PROJECT', 'LEARNING_PATH', 'ACTIVITY'] as const;
export type FeedbackItemType = (typeof FEEDBACK_ITEM_TYPES)[number];

export const FEEDBACK_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMax: 1000,
  responsesPageMax: 50,
} as const;
