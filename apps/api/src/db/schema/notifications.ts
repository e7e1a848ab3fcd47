import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { profiles } from './identity';
import { jobs } from './jobs';

/*
 * Notifications (SPEC §3.4, §4.5). A change that should notify someone writes one outbox row in its own
 * transaction; the queue delivers it after commit into `notifications` (the bell) or `job_notifications`
 * (job alerts), a slice of recipients per short transaction. The unique keys on (outbox_id, profile_id)
 * and (profile_id, job_id) make a repeated delivery insert nothing twice.
 */

/** One event to deliver: its kind and what the delivery needs to find the recipients and write the items. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Recipients are delivered in profile id order; every profile id up to this one is done. */
    delivered_through: integer('delivered_through').notNull().default(0),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a delivery last started or moved on; the sweep leaves rows that moved recently alone. */
    attempted_at: timestamp('attempted_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // The sweep: what is still waiting, oldest first.
    index('notification_outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.delivered_at} is null`),
  ],
);

/** A bell notification of one profile. Target ids point at the item it is about (SPEC §3.4). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    activity_type: varchar('activity_type', { length: 30 }).notNull(),
    activity_key: varchar('activity_key', { length: 12 }).notNull(),
    performer_profile_id: integer('performer_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    post_id: integer('post_id'),
    my_project_id: integer('my_project_id'),
    resource_group_id: integer('resource_group_id'),
    quest_id: integer('quest_id'),
    project_id: integer('project_id'),
    club_id: integer('club_id'),
    job_id: integer('job_id'),
    my_quiz_id: integer('my_quiz_id'),
    my_question_bank_id: integer('my_question_bank_id'),
    my_assignment_id: integer('my_assignment_id'),
    event_id: integer('event_id'),
    board_id: integer('board_id'),
    meeting_id: integer('meeting_id'),
    message: varchar('message', { length: 300 }).notNull(),
    /** The outbox row it was delivered from (null for items written directly). */
    outbox_id: bigint('outbox_id', { mode: 'number' }),
    viewed: boolean('viewed').notNull().default(false),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_outbox_profile_key').on(t.outbox_id, t.profile_id),
    // A profile's bell, newest first (and its total).
    index('notifications_profile_idx').on(t.profile_id, t.id.desc()),
    // One category of the bell.
    index('notifications_profile_key_idx').on(t.profile_id, t.activity_key, t.id.desc()),
    // Tagged notifications.
    index('notifications_profile_tagged_idx')
      .on(t.profile_id, t.id.desc())
      .where(sql`${t.activity_type} = 'tagged'`),
    // The unviewed badge.
    index('notifications_unviewed_idx')
      .on(t.profile_id)
      .where(sql`${t.viewed} = false`),
    index('notifications_performer_idx')
      .on(t.performer_profile_id)
      .where(sql`${t.performer_profile_id} is not null`),
  ],
);

/** A job alert of one student: a published job or internship that matches their career paths or skills. */
export const jobNotifications = pgTable(
  'job_notifications',
  {
    /** The client's my_notification_id. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    outbox_id: bigint('outbox_id', { mode: 'number' }),
    viewed: boolean('viewed').notNull().default(false),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_notifications_profile_job_key').on(t.profile_id, t.job_id),
    // A student's alerts, newest first.
    index('job_notifications_profile_idx').on(t.profile_id, t.id.desc()),
    // The unviewed badge.
    index('job_notifications_unviewed_idx')
      .on(t.profile_id)
      .where(sql`${t.viewed} = false`),
    // Deleting a job (a discarded draft) finds its alerts.
    index('job_notifications_job_idx').on(t.job_id),
  ],
);

/**
 * Each profile's bell and job-alert totals, kept by statement-level triggers on `notifications` and
 * `job_notifications` (a fan-out slice
 * updates them in one statement): the bell reads its total and unviewed badge here instead of counting
 * up to thousands of rows on every open.
 */
export const notificationCounts = pgTable('notification_counts', {
  profile_id: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  unviewed: integer('unviewed').notNull().default(0),
  /** The same for job alerts (job_notifications). */
  alerts_total: integer('alerts_total').notNull().default(0),
  alerts_unviewed: integer('alerts_unviewed').notNull().default(0),
});
