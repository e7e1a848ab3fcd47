import { z } from 'zod';
import { countParam, dataEnvelope, listEnvelope, pageParam } from '../api';
import {
  MEETING_AUDIENCES,
  MEETING_LIMITS as L,
  MEETING_PAGE_SIZE,
  MEETING_PROVIDERS,
  MEETING_STATES,
} from './constants';
import { MEETING_TEXTS as T } from './messages';
import { isMeetingLink } from './rules';

const text = (label: string, max: number) =>
  z
    .string({ error: T.empty(label) })
    .trim()
    .min(1, T.empty(label))
    .max(max, T.tooLong(label, max));

/** An instant with its offset ('2026-03-14T10:30:00+05:30'); the form sends India's. */
const instant = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success && !Number.isNaN(Date.parse(v)), message);

const link = (message: string) =>
  z.string({ error: message }).trim().max(L.url, T.tooLong('Link', L.url)).refine(isMeetingLink, message);

const skills = z
  .array(z.string().trim().min(1, T.chooseSkill).max(L.skill, T.skillTooLong), { error: T.chooseSkill })
  .min(1, T.chooseSkill)
  .max(L.skills, T.tooManySkills);

const fields = {
  title: text('Title', L.title),
  description: z.string().trim().max(L.description, T.tooLong('Description', L.description)),
  starts_at: instant(T.invalidStart),
  ends_at: instant(T.invalidEnd),
  provider_url: link(T.link),
  audience: z.enum(MEETING_AUDIENCES, { error: T.chooseAudience }),
  skills,
};

/** The order and length of a session; the service adds the rules that need the clock. */
function checkTimes(v: { starts_at?: string; ends_at?: string }, ctx: z.RefinementCtx) {
  if (!v.starts_at || !v.ends_at) return;
  const minutes = (Date.parse(v.ends_at) - Date.parse(v.starts_at)) / 60_000;
  if (Number.isNaN(minutes)) return;
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['ends_at'], message });
  if (minutes <= 0) issue(T.endAfterStart);
  else if (minutes < L.minMinutes) issue(T.tooShort);
  else if (minutes > L.maxHours * 60) issue(T.tooLongSession);
}

/** POST /api/video_meeting_posts. */
export const createMeetingBodySchema = z
  .object({ ...fields, description: fields.description.default('') })
  .superRefine(checkTimes);
export type CreateMeetingBody = z.input<typeof createMeetingBodySchema>;

/** PUT /api/video_meeting_posts/update/{id}: the fields to change; the recording once it has ended. */
export const updateMeetingBodySchema = z
  .object({ ...fields, recording_url: link(T.recordingLink).nullable() })
  .partial()
  .superRefine(checkTimes);
export type UpdateMeetingBody = z.input<typeof updateMeetingBodySchema>;

export const meetingRsvpBodySchema = z.object({ going: z.boolean({ error: 'Please answer yes or no' }) });
export type MeetingRsvpBody = z.infer<typeof meetingRsvpBodySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** A session as its viewer sees it. */
export const meetingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(MEETING_STATES),
  audience: z.enum(MEETING_AUDIENCES),
  provider: z.enum(MEETING_PROVIDERS),
  /** The link itself only to those who manage the session; others get it by joining. */
  provider_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  skills: z.array(z.string()),
  host: named.nullable(),
  org: named.nullable(),
  rsvp_count: z.number().int(),
  /** The caller said they will attend. */
  going: z.boolean(),
  /** The caller joined through the platform. */
  attended: z.boolean(),
  join_opens_at: z.string(),
  can_join: z.boolean(),
  can_manage: z.boolean(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingListQuerySchema = z.object({
  page: pageParam,
  count: countParam.default(MEETING_PAGE_SIZE),
  when: z.enum(['upcoming', 'past']).default('upcoming'),
});
export type MeetingListQuery = z.input<typeof meetingListQuerySchema>;
export const meetingScheduledQuerySchema = z.object({ page: pageParam, count: countParam.default(MEETING_PAGE_SIZE) });

export const meetingListResponseSchema = listEnvelope(meetingSchema);
export const meetingResponseSchema = dataEnvelope(meetingSchema);
export const meetingJoinResponseSchema = dataEnvelope(z.object({ url: z.string(), attended_at: z.string() }));
