import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId, searchText } from '../api';
import { YEARS_AHEAD } from '../constants';
import { queryIds } from '../jobs/schemas';
import { currentYear, todayOf } from '../portfolio/dates';
import { DATE_MESSAGES } from '../portfolio/messages';
import {
  ENROLLMENT_STATUSES,
  EVENT_CATEGORIES,
  EVENT_LIMITS,
  EVENT_STATUSES,
  ORG_ENROLLMENT_STATUSES,
} from './constants';
import { EVENT_TEXTS } from './messages';

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

const rowId = z.number().int();
const named = z.object({ id: rowId, name: z.string() });

/** An event in a list. days_left: time left to register ('2 weeks 3 days', 'Last Day', 'Closed'). */
export const eventCardSchema = z.object({
  id: rowId,
  uuid: z.string(),
  status: z.enum(EVENT_STATUSES),
  title: z.string(),
  category: z.enum(EVENT_CATEGORIES).nullable(),
  org: z.object({ id: rowId, full_name: z.string(), logo_url: z.string().nullable() }),
  is_online: z.boolean(),
  location: z.string(),
  starts_at: z.string().nullable(),
  duration_hours: z.number().int().nullable(),
  apply_by: z.string().nullable(),
  days_left: z.string().nullable(),
  capacity: z.number().int().nullable(),
  /** Students holding a seat (enrolled or attended). */
  enrolled_count: z.number().int(),
  seats_left: z.number().int().nullable(),
  requires_approval: z.boolean(),
  is_featured: z.boolean(),
  avatar_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  published_at: z.string().nullable(),
  skills: z.array(z.object({ id: rowId, display_name: z.string() })),
});
export type EventCard = z.infer<typeof eventCardSchema>;

/** GET /api/events/{id}. can_manage: the caller may edit it; my_enrollment: the calling student's, if any. */
export const eventDetailSchema = eventCardSchema.extend({
  description: z.string(),
  job_roles: z.array(named),
  degrees: z.array(named),
  specializations: z.array(named),
  closed_at: z.string().nullable(),
  inserted_at: z.string(),
  updated_at: z.string(),
  can_manage: z.boolean(),
  my_enrollment: z.object({ id: rowId, status: z.enum(ENROLLMENT_STATUSES) }).nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventCardsResponseSchema = listEnvelope(eventCardSchema);
export const recommendedEventSchema = eventCardSchema.extend({ score: z.number(), reason: z.string() });
export type RecommendedEvent = z.infer<typeof recommendedEventSchema>;
export const recommendedEventsResponseSchema = listEnvelope(recommendedEventSchema);

/** A student's own enrolment with its event (GET /api/my_profile/my_events). */
export const myEventSchema = z.object({
  id: rowId,
  status: z.enum(ENROLLMENT_STATUSES),
  joined_at: z.string(),
  updated_at: z.string(),
  event: eventCardSchema,
});
export type MyEvent = z.infer<typeof myEventSchema>;
export const myEventsResponseSchema = listEnvelope(myEventSchema);

/** A published event some of an institution's students joined (GET /api/show_training_student_events). */
export const trainingStudentEventSchema = eventCardSchema.extend({ my_students: z.number().int() });
export const trainingStudentEventsResponseSchema = listEnvelope(trainingStudentEventSchema);

/** A row of GET /api/event_applicants and /api/event_enrollments. */
export const eventApplicantSchema = z.object({
  id: rowId,
  profile_id: rowId,
  student_name: z.string(),
  email: z.string().nullable(),
  institute: z.string().nullable(),
  degree: z.string().nullable(),
  specialization: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  status: z.enum(ENROLLMENT_STATUSES),
  applied_at: z.string(),
  updated_at: z.string(),
});
export type EventApplicant = z.infer<typeof eventApplicantSchema>;
export const eventApplicantsResponseSchema = listEnvelope(eventApplicantSchema);

/** Enrolments of one event per status. */
export const enrollmentCountsSchema = z.object({
  total: z.number().int(),
  applied: z.number().int(),
  enrolled: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  attended: z.number().int(),
});
export type EnrollmentCounts = z.infer<typeof enrollmentCountsSchema>;

const countedSchema = z.object({ name: z.string(), count: z.number().int() });

/** GET /api/show_event_summary. */
export const eventSummarySchema = z.object({
  id: rowId,
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  starts_at: z.string().nullable(),
  apply_by: z.string().nullable(),
  days_left: z.string().nullable(),
  capacity: z.number().int().nullable(),
  seats_left: z.number().int().nullable(),
  counts: enrollmentCountsSchema,
  /** Students holding a seat, by degree and by specialization ('Not given' when unknown). */
  by_degree: z.array(countedSchema),
  by_specialization: z.array(countedSchema),
  /** Registrations per day (India), oldest first. */
  per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** GET /api/show_event_dashboard/{id}. */
export const eventDashboardSchema = z.object({ event: eventDetailSchema, counts: enrollmentCountsSchema });
export type EventDashboard = z.infer<typeof eventDashboardSchema>;

/** GET /api/get_org_event_count. */
export const orgEventCountsSchema = z.object({
  type: z.literal('events'),
  total: z.number().int(),
  draft: z.number().int(),
  published: z.number().int(),
  closed: z.number().int(),
});

// The answers the event routes used to build inline (issue 22).
/** GET, PUT /api/events/{id}, publish and close: the event. */
export const eventDetailResponseSchema = z.object({ data: eventDetailSchema });
/** A registration and its status (register, withdraw). */
export const enrollmentResponseSchema = z.object({
  data: z.object({ id: z.number().int(), status: z.enum(ENROLLMENT_STATUSES) }),
});
/** POST /api/modify_event_applicants: how many registrations moved, and their statuses now. */
export const modifyEventApplicantsResponseSchema = z.object({
  data: z.object({
    updated: z.number().int(),
    enrollments: z.array(z.object({ profile_id: z.number().int(), status: z.enum(ENROLLMENT_STATUSES) })),
  }),
});
export type ModifyEventApplicantsResult = z.infer<typeof modifyEventApplicantsResponseSchema>['data'];
export const enrollmentCountsResponseSchema = z.object({ data: enrollmentCountsSchema });
export const eventSummaryResponseSchema = z.object({ data: eventSummarySchema });
export const eventDashboardResponseSchema = z.object({ data: eventDashboardSchema });
export const orgEventCountsResponseSchema = z.object({ data: orgEventCountsSchema });
