import { z } from 'zod';
import { countParam, pageParam, queryId, searchText } from './api';
import { YEARS_AHEAD } from './constants';
import { queryIds } from './jobs';
import { currentYear, todayOf } from './portfolio/dates';
import { DATE_MESSAGES } from './portfolio/messages';

/*
 * The events contract (SPEC §2.1, §4.4, §7.4): categories, statuses, the enrolment pipeline, texts,
 * request bodies and list queries. Responses are in events-responses.ts, display helpers in
 * events-format.ts. An event starts at an instant (`starts_at`, shown in India's time) and lasts
 * whole hours; registration closes at the end of its `apply_by` date in India.
 */

export const EVENT_CATEGORIES = [
  'Workshop',
  'Webinar',
  'Hackathon',
  'Seminar',
  'Conference',
  'Competition',
  'Meetup',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_STATUSES = ['draft', 'published', 'closed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const ENROLLMENT_STATUSES = ['applied', 'enrolled', 'rejected', 'withdrawn', 'attended'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** Statuses that hold a seat. */
export const SEAT_STATUSES = ['enrolled', 'attended'] as const satisfies readonly EnrollmentStatus[];

/**
 * Where an enrolment may go next. The organiser accepts or declines requests, may reconsider a
 * declined one, and marks attendance; the student withdraws before the event.
 */
export const ENROLLMENT_TRANSITIONS: Record<EnrollmentStatus, readonly EnrollmentStatus[]> = {
  applied: ['enrolled', 'rejected', 'withdrawn'],
  enrolled: ['attended', 'rejected', 'withdrawn'],
  rejected: ['enrolled'],
  withdrawn: [],
  attended: [],
};

/** Statuses an organiser may set through modify_event_applicants. */
export const ORG_ENROLLMENT_STATUSES = ['enrolled', 'rejected', 'attended'] as const;
export type OrgEnrollmentStatus = (typeof ORG_ENROLLMENT_STATUSES)[number];

/** May an enrolment move from one status to another, by the organiser or by the student? */
export function canMoveEnrollment(from: EnrollmentStatus, to: EnrollmentStatus, by: 'org' | 'student'): boolean {
  if (!ENROLLMENT_TRANSITIONS[from].includes(to)) return false;
  return by === 'student' ? to === 'withdrawn' : to !== 'withdrawn';
}

export const EVENT_LIMITS = {
  title: 150,
  description: 10_000,
  location: 200,
  durationHours: 720,
  capacity: 100_000,
  skills: 30,
  jobRoles: 10,
  degrees: 50,
  specializations: 100,
  bulkApplicants: 500,
  /** Image uploads: the square avatar and the wide banner. */
  avatarBytes: 2 * 1024 * 1024,
  bannerBytes: 5 * 1024 * 1024,
} as const;

export const EVENT_TEXTS = {
  empty: (label: string) => `${label} cannot be empty`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  between: (label: string, min: number, max: number) => `${label} should be between ${min} and ${max}`,
  tooMany: (label: string, max: number) => `You can select at most ${max} ${label}`,
  chooseCategory: 'Please select a category',
  locationOrOnline: 'Venue cannot be empty unless the event is online',
  invalidStart: 'Please enter a valid date and time',
  startInPast: 'The event must start in the future',
  deadlinePast: 'The registration deadline cannot be in the past',
  deadlineAfterStart: 'Registration must close on or before the day the event starts',
  onlyAdminFeatures: 'Only an admin can feature an event',
  chooseOrg: 'Please select the organisation this event belongs to',
  awaitingApproval: 'Your organisation profile is awaiting approval.',
  onlyDraftsDiscarded: 'Only a draft can be discarded.',
  alreadyPublished: 'This event is already published.',
  alreadyClosed: 'This event is already closed.',
  onlyPublishedClosed: 'Only a published event can be closed.',
  // Joining
  notOpen: 'This event is not taking registrations.',
  deadlinePassed: 'Registration for this event has closed.',
  full: 'This event is full.',
  alreadyJoined: 'You have already joined this event.',
  alreadyRequested: 'You have already asked to join this event.',
  declined: 'The organiser has declined your request to join this event.',
  cannotWithdraw: 'Only a request or a place you hold can be withdrawn.',
  notEnoughSeats: (left: number) =>
    left === 0
      ? 'There are no seats left at this event.'
      : `Only ${left} seat${left === 1 ? '' : 's'} left at this event.`,
  cannotMove: (from: EnrollmentStatus, to: EnrollmentStatus) => `An enrolment cannot move from ${from} to ${to}`,
  notApplicant: 'Some of these students have not registered for this event.',
  image: (mb: number) => `Please upload a JPG, PNG or WebP image of at most ${mb} MB.`,
  emptyTitle: 'Title cannot be empty',
} as const;

const id = z.number().int().positive().max(2_147_483_647);

const text = (label: string, max: number) =>
  z
    .string({ error: EVENT_TEXTS.empty(label) })
    .trim()
    .min(1, EVENT_TEXTS.empty(label))
    .max(max, EVENT_TEXTS.tooLong(label, max));

const ids = (label: string, max: number) => z.array(id).max(max, EVENT_TEXTS.tooMany(label, max));

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: EVENT_TEXTS.between(label, min, max) })
    .int(EVENT_TEXTS.between(label, min, max))
    .min(min, EVENT_TEXTS.between(label, min, max))
    .max(max, EVENT_TEXTS.between(label, min, max));

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD' no later than the current year plus 15. */
const eventDate = z.string().superRefine((value, ctx) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const real = DAY_PATTERN.test(value) && new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === value;
  if (!real || y < 1970 || y > currentYear(new Date()) + YEARS_AHEAD)
    ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.invalid });
});

/** An instant with its offset ('2026-03-14T10:30:00+05:30'), within the year bounds. */
const eventInstant = z.string().superRefine((value, ctx) => {
  const parsed = z.iso.datetime({ offset: true }).safeParse(value);
  const at = parsed.success ? new Date(value) : null;
  const year = at ? Number(todayOf(at).slice(0, 4)) : NaN;
  if (!at || Number.isNaN(at.getTime()) || year < 1970 || year > currentYear(new Date()) + YEARS_AHEAD)
    ctx.addIssue({ code: 'custom', message: EVENT_TEXTS.invalidStart });
});

/** Every field of an event; a draft needs only a title, publishing checks the rest. */
const eventFields = z.object({
  title: text('Title', EVENT_LIMITS.title),
  description: z
    .string()
    .trim()
    .max(EVENT_LIMITS.description, EVENT_TEXTS.tooLong('Description', EVENT_LIMITS.description)),
  category: z.enum(EVENT_CATEGORIES, { error: EVENT_TEXTS.chooseCategory }).nullable(),
  is_online: z.boolean(),
  location: z.string().trim().max(EVENT_LIMITS.location, EVENT_TEXTS.tooLong('Venue', EVENT_LIMITS.location)),
  starts_at: eventInstant.nullable(),
  duration_hours: wholeNumber('Duration', 1, EVENT_LIMITS.durationHours).nullable(),
  apply_by: eventDate.nullable(),
  capacity: wholeNumber('Capacity', 1, EVENT_LIMITS.capacity).nullable(),
  requires_approval: z.boolean(),
  is_featured: z.boolean(),
  skill_ids: ids('skills', EVENT_LIMITS.skills),
  job_role_ids: ids('career paths', EVENT_LIMITS.jobRoles),
  degree_ids: ids('degrees', EVENT_LIMITS.degrees),
  specialization_ids: ids('specializations', EVENT_LIMITS.specializations),
});

/** POST /api/events: a new draft. Admins name the organisation; companies and institutions post as their own. */
export const createEventBodySchema = eventFields.partial().required({ title: true }).extend({ org_id: id.optional() });
export type CreateEventBody = z.infer<typeof createEventBodySchema>;

/** PUT /api/events/{id}: the fields to change. */
export const updateEventBodySchema = eventFields.partial();
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

/** What publishing looks at. */
export interface PublishableEvent {
  title: string;
  description: string;
  category: EventCategory | null;
  is_online: boolean;
  location: string;
  starts_at: string | null;
  duration_hours: number | null;
  apply_by: string | null;
}

/**
 * Field problems that keep an event from being published (SPEC §4.4): a title, a description, a
 * category, a venue unless online, a start in the future, a duration, and a registration deadline
 * from today up to the day the event starts (in India). Shared, so the form can say it first.
 */
export function eventPublishProblems(e: PublishableEvent, now: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!e.title.trim()) fields.title = EVENT_TEXTS.emptyTitle;
  if (!e.description.trim()) fields.description = EVENT_TEXTS.empty('Description');
  if (!e.category) fields.category = EVENT_TEXTS.chooseCategory;
  if (!e.is_online && !e.location.trim()) fields.location = EVENT_TEXTS.locationOrOnline;
  if (!e.starts_at) fields.starts_at = EVENT_TEXTS.empty('Start date and time');
  else if (new Date(e.starts_at).getTime() <= now.getTime()) fields.starts_at = EVENT_TEXTS.startInPast;
  if (e.duration_hours === null) fields.duration_hours = EVENT_TEXTS.empty('Duration');
  if (!e.apply_by) fields.apply_by = EVENT_TEXTS.empty('Registration deadline');
  else if (e.apply_by < todayOf(now)) fields.apply_by = EVENT_TEXTS.deadlinePast;
  else if (e.starts_at && e.apply_by > todayOf(new Date(e.starts_at))) fields.apply_by = EVENT_TEXTS.deadlineAfterStart;
  return fields;
}

/** POST /api/modify_event_applicants. */
export const modifyEventApplicantsBodySchema = z.object({
  event_id: id,
  profile_ids: z
    .array(id)
    .min(1, 'Please select at least one student')
    .max(EVENT_LIMITS.bulkApplicants, EVENT_TEXTS.tooMany('students', EVENT_LIMITS.bulkApplicants)),
  status: z.enum(ORG_ENROLLMENT_STATUSES, { error: 'Please select a valid status' }),
});
export type ModifyEventApplicantsBody = z.infer<typeof modifyEventApplicantsBodySchema>;

const paging = { page: pageParam, count: countParam };

/** GET /api/events: upcoming published events; featured first, or only featured with show=featured. */
export const eventListQuerySchema = z.object({
  show: z.enum(['featured', 'all']).optional(),
  /** Part of the title. */
  query: searchText.optional(),
  category: z.enum(EVENT_CATEGORIES).optional(),
  ...paging,
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** GET /api/show_org_events: the caller's events, or with status=PUBLIC an organisation's published ones. */
export const orgEventsQuerySchema = z.object({
  org_id: queryId.optional(),
  status: z.enum(['draft', 'published', 'closed', 'PUBLIC']).optional(),
  ...paging,
});

export const eventIdQuerySchema = z.object({ event_id: queryId });
export const eventApplicantsQuerySchema = z.object({
  event_id: queryId,
  status: z.enum(ENROLLMENT_STATUSES).optional(),
  'specialization_ids[]': queryIds,
  specialization_ids: queryIds,
  ...paging,
});
export type EventApplicantsQuery = z.infer<typeof eventApplicantsQuerySchema>;
export const eventPagingQuerySchema = z.object({ ...paging });
export const trainingStudentEventsQuerySchema = z.object({ org_id: queryId.optional(), ...paging });
export const orgEventCountQuerySchema = z.object({ org_id: queryId.optional() });
