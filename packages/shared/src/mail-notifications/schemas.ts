import { z } from 'zod';
import { paginationSchema, pagingQuerySchema } from '../api';
import { BOARD_ITEM_TYPES, mailTarget } from './constants';
import { MAIL_NOTIFICATION_TEXTS } from './messages';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const t = MAIL_NOTIFICATION_TEXTS;

export const mailNotificationBodySchema = z
  .object({
    job_id: id.optional(),
    event_id: id.optional(),
    club_id: id.optional(),
    type: z.string({ error: t.unknownList }).trim().min(1, t.unknownList).max(20, t.unknownList),
    subject: z.string({ error: t.subject }).trim().min(1, t.subject).max(150, t.tooLong('Subject', 150)),
    message: z.string({ error: t.message }).trim().min(1, t.message).max(5000, t.tooLong('Message', 5000)),
  })
  .superRefine((v, ctx) => {
    const chosen = [v.job_id, v.event_id, v.club_id].filter((x) => x !== undefined).length;
    if (chosen !== 1) ctx.addIssue({ code: 'custom', path: ['job_id'], message: t.chooseOne });
  });
export type MailNotificationBody = z.infer<typeof mailNotificationBodySchema>;
/** The body as a form sends it (before the schema reads it). */
export type MailNotificationInput = z.input<typeof mailNotificationBodySchema>;

export const mailNotificationSchema = z.object({
  id: z.number().int(),
  entity_type: z.enum(['job', 'event', 'club', 'shortlist']),
  entity_id: z.number().int(),
  type: z.string(),
  subject: z.string(),
  message: z.string(),
  recipients: z.number().int(),
  sent: z.number().int(),
  status: z.enum(['queued', 'sending', 'sent']),
  inserted_at: z.string(),
  finished_at: z.string().nullable(),
});
export type MailNotification = z.infer<typeof mailNotificationSchema>;

export const mailNotificationsQuerySchema = pagingQuerySchema
  .extend({ job_id: id.optional(), event_id: id.optional(), club_id: id.optional() })
  .refine((v) => mailTarget(v) !== null, { message: t.chooseOne, path: ['job_id'] });

export const boardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  org_type: z.enum(['INSTITUTION', 'COMPANY']),
  logo_url: z.string().nullable(),
  /** The caller acts for the organisation (or is an admin): every post shows, with its list and reach. */
  is_staff: z.boolean(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardPostSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  /** The job, event, club or shortlist it was written about. */
  about: z.object({ type: z.enum(BOARD_ITEM_TYPES), id: z.number().int(), title: z.string() }),
  /** Who it went to, in words: 'shortlisted applicants of', 'members of', ... */
  audience: z.string(),
  /** How many it went to: for the organisation's staff only. */
  recipients: z.number().int().nullable(),
  inserted_at: z.string(),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

export const boardResponseSchema = z.object({
  board: boardSchema,
  data: z.array(boardPostSchema),
  pagination: paginationSchema,
});
export type BoardResponse = z.infer<typeof boardResponseSchema>;
/** One mail notification (POST /api/generate_mail_notification, GET /api/mail_notifications/{id}). */
export const mailNotificationResponseSchema = z.object({ data: mailNotificationSchema });
export const mailNotificationsResponseSchema = z.object({
  data: z.array(mailNotificationSchema),
  pagination: paginationSchema,
});
