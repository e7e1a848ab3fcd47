import { z } from 'zod';
import { pagingQuerySchema } from './api';

/*
 * An organisation's email to one of its lists (SPEC §7.8 generate_mail_notification): the
 * applicants of a job with a status, the students enrolled in an event, the members of a club.
 */

export const MAIL_NOTIFICATION_TEXTS = {
  chooseOne: 'Choose one job, event or club to write to',
  noRecipients: 'There is no one on this list yet',
  unknownList: 'Please choose who should get this email',
  subject: 'Please enter a subject',
  message: 'Please enter a message',
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  queued: (n: number) => `Your email is on its way to ${n} ${n === 1 ? 'person' : 'people'}.`,
} as const;

/**
 * The lists of each kind of item. Job lists are applicant statuses ('all' is everyone who has not
 * withdrawn). A saved shortlist of an institute is one list, its students (written to through
 * POST /api/shortlists/{id}/mail_notification, not generate_mail_notification).
 */
export const MAIL_LISTS = {
  job: ['all', 'applied', 'shortlisted', 'rejected', 'selected'],
  event: ['all', 'applied', 'enrolled', 'attended'],
  club: ['members', 'committee', 'admins', 'join_requests'],
  shortlist: ['all'],
} as const;
export type MailEntityType = keyof typeof MAIL_LISTS;
/** The items generate_mail_notification writes about (an organisation's job, event or club). */
export type OrgMailEntityType = Exclude<MailEntityType, 'shortlist'>;

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

/** Which item a mail notification belongs to, from a body or a query. */
export function mailTarget(v: { job_id?: number; event_id?: number; club_id?: number }): {
  type: OrgMailEntityType;
  id: number;
} | null {
  if (v.job_id !== undefined) return { type: 'job', id: v.job_id };
  if (v.event_id !== undefined) return { type: 'event', id: v.event_id };
  if (v.club_id !== undefined) return { type: 'club', id: v.club_id };
  return null;
}

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
