import { z } from 'zod';
import { listEnvelope } from './api';
import { ENROLLMENT_STATUSES, EVENT_CATEGORIES, EVENT_STATUSES } from './events';

const id = z.number().int();
const named = z.object({ id, name: z.string() });

/** An event in a list. days_left: time left to register ('2 weeks 3 days', 'Last Day', 'Closed'). */
export const eventCardSchema = z.object({
  id,
  uuid: z.string(),
  status: z.enum(EVENT_STATUSES),
  title: z.string(),
  category: z.enum(EVENT_CATEGORIES).nullable(),
  org: z.object({ id, full_name: z.string(), logo_url: z.string().nullable() }),
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
  skills: z.array(z.object({ id, display_name: z.string() })),
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
  my_enrollment: z.object({ id, status: z.enum(ENROLLMENT_STATUSES) }).nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventCardsResponseSchema = listEnvelope(eventCardSchema);
export const recommendedEventSchema = eventCardSchema.extend({ score: z.number(), reason: z.string() });
export type RecommendedEvent = z.infer<typeof recommendedEventSchema>;
export const recommendedEventsResponseSchema = listEnvelope(recommendedEventSchema);

/** A student's own enrolment with its event (GET /api/my_profile/my_events). */
export const myEventSchema = z.object({
  id,
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
  id,
  profile_id: id,
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
  id,
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
