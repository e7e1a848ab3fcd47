import { z } from 'zod';
import { dataEnvelope, pageParam, paginationSchema } from '../api';
import { FEEDBACK_ITEM_TYPES, FEEDBACK_LIMITS as L } from './constants';
import { FEEDBACK_TEXTS as T } from './messages';

const itemId = z.coerce.number().int().positive().max(2_147_483_647);
const rating = z
  .number({ error: T.ratingRange })
  .int(T.ratingRange)
  .min(L.ratingMin, T.ratingRange)
  .max(L.ratingMax, T.ratingRange);

/** Which item: ?item_type=EVENT&item_id=12 */
export const feedbackItemQuerySchema = z.object({ item_type: z.enum(FEEDBACK_ITEM_TYPES), item_id: itemId });
export type FeedbackItemQuery = z.infer<typeof feedbackItemQuerySchema>;

/** One person's rating of an item (SPEC §3.6 my_feedback). */
export const myFeedbackSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  updated_at: z.string(),
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

/** The rating summary of SPEC §2.5 and what the caller may do with it. */
export const feedbackSummarySchema = z.object({
  item_type: z.enum(FEEDBACK_ITEM_TYPES),
  item_id: z.number().int(),
  title: z.string(),
  /** The mean rating to one decimal, or null with no reviews. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
  /** How many gave 1, 2, 3, 4 and 5 (index 0 is 1). */
  distribution: z.array(z.number().int()),
  /** The caller took part and may rate (or change their rating). */
  can_rate: z.boolean(),
  /** The caller organises or mentors the item (or is an admin): they read the responses. */
  can_view_responses: z.boolean(),
  my_feedback: myFeedbackSchema.nullable(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
export const feedbackSummaryResponseSchema = dataEnvelope(feedbackSummarySchema);

/** PUT /api/feedback: rate an item (again: one rating per person per item, editable). */
export const feedbackBodySchema = z.object({
  item_type: z.enum(FEEDBACK_ITEM_TYPES),
  item_id: itemId,
  rating,
  comment: z.string().trim().max(L.commentMax, T.commentLong).default(''),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** GET /api/feedback/responses: the rating intervention's responses (SPEC §3.6: profile_id, my_feedback). */
export const feedbackResponsesQuerySchema = feedbackItemQuerySchema.extend({
  page: pageParam,
  count: z.coerce.number().int().min(1).max(L.responsesPageMax).default(20),
});
export const feedbackResponseSchema = z.object({
  profile_id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  my_feedback: myFeedbackSchema,
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
export const feedbackResponsesResponseSchema = z.object({
  data: z.object({ summary: feedbackSummarySchema, responses: z.array(feedbackResponseSchema) }),
  pagination: paginationSchema,
});
