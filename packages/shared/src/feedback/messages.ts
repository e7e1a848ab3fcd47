import { FEEDBACK_LIMITS as L } from './constants';

/** Texts of feedback: 'Rate Now' and 'View' are the spec's (SPEC §2.5); the rest are the product's own. */
export const FEEDBACK_TEXTS = {
  rateNow: 'Rate Now',
  view: 'View',
  reviews: (n: number) => (n === 1 ? '1 review' : `${n} reviews`),
  noReviews: 'No reviews yet',
  dialogTitle: (title: string) => `Feedback on ${title}`,
  ratingLabel: 'Your rating',
  commentLabel: 'Comment (optional)',
  save: 'Save',
  saved: 'Thank you for your feedback.',
  yourFeedback: 'Your feedback',
  edit: 'Edit',
  responsesHeading: 'Responses',
  noResponses: 'Nobody has rated this yet.',
  onlyParticipants: 'Only those who took part can rate this.',
  close: 'Close',
  // Validation.
  ratingRange: `Choose a rating from ${L.ratingMin} to ${L.ratingMax}`,
  commentLong: `A comment cannot exceed ${L.commentMax} characters`,
} as const;

/** Item kinds as people read them. */
export const FEEDBACK_ITEM_LABELS = {
  EVENT: 'event',
  CLUB: 'club',
  PROJECT: 'project',
  LEARNING_PATH: 'learning path',
  ACTIVITY: 'activity',
} as const;
