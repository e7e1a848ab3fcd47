/*
 * The events contract (SPEC §2.1, §4.4, §7.4): categories, statuses, the enrolment pipeline, texts,
 * request bodies and list queries. Schemas are in schemas.ts, display helpers in
 * format.ts. An event starts at an instant (`starts_at`, shown in India's time) and lasts
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
