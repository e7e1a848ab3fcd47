import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { emailOutbox, profiles } from './identity';
import { jobNotifications, notifications } from './notifications';

/*
 * Notification emails (issue 6 item 5). A profile's choice per kind lives in
 * `notification_email_settings` (no row: the kind's default). Each delivered notification the
 * choice sends by email gets one row in `notification_emails`, written in the delivery's own
 * transaction; its unique keys mean an item is emailed at most once. Immediate rows are sent by the
 * queue; daily rows wait for the digest, one per profile and day (`notification_email_digests`).
 */

export const EMAIL_MODES = ['off', 'immediate', 'daily'] as const;
export const EMAIL_STATUSES = ['pending', 'sent', 'skipped'] as const;

/** A profile's email choice for one kind of notification. */
export const notificationEmailSettings = pgTable(
  'notification_email_settings',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    mode: varchar('mode', { length: 10, enum: EMAIL_MODES }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notification_email_settings_pkey', columns: [t.profile_id, t.kind] })],
);

/** One profile's daily digest of one day (India), written once. */
export const notificationEmailDigests = pgTable(
  'notification_email_digests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Notifications the digest carried (0 when nothing was left to send). */
    items: integer('items').notNull().default(0),
    outbox_id: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_email_digests_profile_day_key').on(t.profile_id, t.day),
    index('notification_email_digests_outbox_idx')
      .on(t.outbox_id)
      .where(sql`${t.outbox_id} is not null`),
    index('notification_email_digests_day_idx').on(t.day),
  ],
);

/** One notification (a bell item or a job alert) to email, and what became of it. */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    notification_id: bigint('notification_id', { mode: 'number' }).references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    job_notification_id: bigint('job_notification_id', { mode: 'number' }).references(() => jobNotifications.id, {
      onDelete: 'cascade',
    }),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** The choice when it was delivered; an immediate row whose kind became daily moves to the digest. */
    mode: varchar('mode', { length: 10, enum: ['immediate', 'daily'] }).notNull(),
    message: varchar('message', { length: 300 }).notNull(),
    status: varchar('status', { length: 8, enum: EMAIL_STATUSES }).notNull().default('pending'),
    /** Failed sending attempts (SMTP refused or unreachable); the sweep gives up after a few. */
    attempts: smallint('attempts').notNull().default(0),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    /** The immediate email. */
    outbox_id: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    digest_id: integer('digest_id').references(() => notificationEmailDigests.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('notification_emails_one_item', sql`num_nonnulls(${t.notification_id}, ${t.job_notification_id}) = 1`),
    uniqueIndex('notification_emails_notification_key')
      .on(t.notification_id)
      .where(sql`${t.notification_id} is not null`),
    uniqueIndex('notification_emails_job_notification_key')
      .on(t.job_notification_id)
      .where(sql`${t.job_notification_id} is not null`),
    index('notification_emails_profile_idx').on(t.profile_id),
    // The digest: each profile's waiting daily rows.
    index('notification_emails_daily_pending_idx')
      .on(t.profile_id, t.id)
      .where(sql`${t.status} = 'pending' and ${t.mode} = 'daily'`),
    // The sweep: immediate rows whose job never ran or failed.
    index('notification_emails_immediate_pending_idx')
      .on(t.inserted_at)
      .where(sql`${t.status} = 'pending' and ${t.mode} = 'immediate'`),
    // Clean-up of rows handled long ago.
    index('notification_emails_handled_idx')
      .on(t.handled_at)
      .where(sql`${t.handled_at} is not null`),
    index('notification_emails_outbox_idx')
      .on(t.outbox_id)
      .where(sql`${t.outbox_id} is not null`),
    index('notification_emails_digest_idx')
      .on(t.digest_id)
      .where(sql`${t.digest_id} is not null`),
  ],
);
