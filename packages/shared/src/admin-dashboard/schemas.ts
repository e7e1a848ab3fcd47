import { z } from 'zod';
import { PROFILE_TYPES } from '../enums';
import { ADMIN_DASHBOARD_DAYS, DASHBOARD_GROUPS } from './constants';
import { ADMIN_DASHBOARD_TEXTS } from './messages';

const days = z.coerce
  .number({ error: ADMIN_DASHBOARD_TEXTS.daysOutOfRange })
  .int({ error: ADMIN_DASHBOARD_TEXTS.daysOutOfRange })
  .min(ADMIN_DASHBOARD_DAYS.min, { error: ADMIN_DASHBOARD_TEXTS.daysOutOfRange })
  .max(ADMIN_DASHBOARD_DAYS.max, { error: ADMIN_DASHBOARD_TEXTS.daysOutOfRange })
  .default(ADMIN_DASHBOARD_DAYS.default);

/** GET /api/admin/dashboard and GET /api/posts_histogram: the last `days` India days, by day or week. */
export const adminDashboardQuerySchema = z.object({ days, group: z.enum(DASHBOARD_GROUPS).default('day') });
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

const count = z.number().int().nonnegative();
/** An India calendar day, 'YYYY-MM-DD' (the server writes it; no pattern check, so the fast encoder serves it). */
const isoDate = z.string();

/** The range a series covers: India dates, both ends included. */
export const dashboardRangeSchema = z.object({
  from: isoDate,
  to: isoDate,
  days: z.number().int(),
  group: z.enum(DASHBOARD_GROUPS),
  time_zone: z.string(),
});
export type DashboardRange = z.infer<typeof dashboardRangeSchema>;

/**
 * One day (or week, starting on `date`, `days` long) of the activity series. sign_ups: accounts
 * created; profiles_created: profiles created; active_users: different accounts with a session started
 * or renewed in it.
 */
export const activityPointSchema = z.object({
  date: isoDate,
  days: z.number().int().min(1).max(7),
  sign_ups: count,
  profiles_created: count,
  active_users: count,
});
export type ActivityPoint = z.infer<typeof activityPointSchema>;

export const awaitingProfileSchema = z.object({
  id: z.number().int(),
  profile_type: z.enum(PROFILE_TYPES),
  full_name: z.string(),
  contact_name: z.string(),
  requested_at: z.string(),
});
export type AwaitingProfile = z.infer<typeof awaitingProfileSchema>;

export const statusCountsSchema = z.object({ draft: count, published: count, closed: count, total: count });
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const contentCountsSchema = z.object({
  jobs: statusCountsSchema,
  internships: statusCountsSchema,
  events: statusCountsSchema,
  clubs: statusCountsSchema,
  activities: count,
  portfolio_entries: count,
});
export type ContentCounts = z.infer<typeof contentCountsSchema>;

export const queueHealthRowSchema = z.object({ name: z.string(), waiting: count, active: count, failed_24h: count });

/** The background job queue (pg-boss): jobs waiting or retrying, running, and failed in the last 24 hours. */
export const queueHealthSchema = z.object({
  /** false: the queue's tables do not exist yet (no process has started it). */
  started: z.boolean(),
  waiting: count,
  active: count,
  failed_24h: count,
  queues: z.array(queueHealthRowSchema),
});
export type QueueHealth = z.infer<typeof queueHealthSchema>;

/**
 * An outbox (email or SMS). delivery 'outbox_only': nothing is configured to send it, rows stay
 * queued. written/sent/failed count the last 24 hours; waiting is every row still queued.
 */
export const outboxHealthSchema = z.object({
  delivery: z.enum(['provider', 'outbox_only']),
  written_24h: count,
  sent_24h: count,
  failed_24h: count,
  waiting: count,
});
export type OutboxHealth = z.infer<typeof outboxHealthSchema>;

export const adminDashboardSchema = z.object({
  range: dashboardRangeSchema,
  activity: z.array(activityPointSchema),
  awaiting_approval: z.object({ count, newest: z.array(awaitingProfileSchema) }),
  content: contentCountsSchema,
  queue: queueHealthSchema,
  email: outboxHealthSchema,
  sms: outboxHealthSchema,
  generated_at: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export const adminDashboardResponseSchema = z.object({ data: adminDashboardSchema });

/**
 * GET /api/posts_histogram: community posts written per India day (or week), deleted ones left out.
 * `built` stays in the answer (always true now) for clients that were told posts were not built yet.
 */
export const postsHistogramSchema = z.object({
  built: z.boolean(),
  range: dashboardRangeSchema,
  series: z.array(z.object({ date: isoDate, days: z.number().int(), posts: count })),
});
export type PostsHistogram = z.infer<typeof postsHistogramSchema>;
export const postsHistogramResponseSchema = z.object({ data: postsHistogramSchema });
