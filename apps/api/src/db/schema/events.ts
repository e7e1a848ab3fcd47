import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgs } from './catalogue';
import { profiles } from './identity';

const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

const EVENT_CATEGORY_VALUES = [
  'Workshop',
  'Webinar',
  'Hackathon',
  'Seminar',
  'Conference',
  'Competition',
  'Meetup',
] as const;

/*
 * Events posted by a company or an institution (SPEC §4.4: draft -> published -> closed). An event
 * starts at an instant and lasts whole hours; registration closes at the end of `apply_by` (a date
 * in India). Avatar and banner are storage keys of uploaded images.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    org_id: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    category: varchar('category', { length: 12, enum: EVENT_CATEGORY_VALUES }),
    is_online: boolean('is_online').notNull().default(false),
    location: varchar('location', { length: 200 }).notNull().default(''),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    duration_hours: smallint('duration_hours'),
    apply_by: date('apply_by', { mode: 'string' }),
    capacity: integer('capacity'),
    requires_approval: boolean('requires_approval').notNull().default(false),
    is_featured: boolean('is_featured').notNull().default(false),
    skill_ids: intArray('skill_ids'),
    job_role_ids: intArray('job_role_ids'),
    degree_ids: intArray('degree_ids'),
    specialization_ids: intArray('specialization_ids'),
    avatar_key: varchar('avatar_key', { length: 120 }),
    banner_key: varchar('banner_key', { length: 120 }),
    status: varchar('status', { length: 10, enum: ['draft', 'published', 'closed'] })
      .notNull()
      .default('draft'),
    published_at: timestamp('published_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_uuid_key').on(t.uuid),
    // The public list: upcoming published events, featured first, soonest first.
    index('events_list_idx').on(t.status, t.is_featured.desc(), t.starts_at, t.id),
    // Upcoming published events by start (recommendations, the list without featured ordering).
    index('events_upcoming_idx').on(t.status, t.starts_at, t.id),
    // An organisation's own events (newest first) and its public page (by start).
    index('events_org_inserted_idx').on(t.org_id, t.inserted_at.desc(), t.id.desc()),
    index('events_org_status_idx').on(t.org_id, t.status, t.starts_at.desc()),
    index('events_created_by_idx').on(t.created_by_profile_id),
    index('events_skills_gin').using('gin', t.skill_ids),
    index('events_job_roles_gin').using('gin', t.job_role_ids),
  ],
);

export const ENROLLMENT_STATUS_VALUES = ['applied', 'enrolled', 'rejected', 'withdrawn', 'attended'] as const;

/** A student's registration for an event; one per student and event. */
export const eventEnrollments = pgTable(
  'event_enrollments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: ENROLLMENT_STATUS_VALUES }).notNull(),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_enrollments_event_profile_key').on(t.event_id, t.profile_id),
    // Applicants of an event by status, newest first; counts by status.
    index('event_enrollments_event_status_idx').on(t.event_id, t.status, t.inserted_at.desc()),
    index('event_enrollments_event_inserted_idx').on(t.event_id, t.inserted_at.desc(), t.id.desc()),
    // A student's own events.
    index('event_enrollments_profile_idx').on(t.profile_id, t.inserted_at.desc()),
  ],
);

/** Every status change of an enrolment: who, from what, to what. */
export const eventEnrollmentLogs = pgTable(
  'event_enrollment_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enrollment_id: integer('enrollment_id')
      .notNull()
      .references(() => eventEnrollments.id, { onDelete: 'cascade' }),
    from_status: varchar('from_status', { length: 10, enum: ENROLLMENT_STATUS_VALUES }),
    to_status: varchar('to_status', { length: 10, enum: ENROLLMENT_STATUS_VALUES }).notNull(),
    actor_profile_id: integer('actor_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_enrollment_logs_enrollment_idx').on(t.enrollment_id, t.at),
    index('event_enrollment_logs_actor_idx').on(t.actor_profile_id),
  ],
);
