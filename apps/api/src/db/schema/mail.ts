import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orgs } from './catalogue';
import { emailOutbox, profiles } from './identity';

export const MAIL_ENTITY_TYPES = ['job', 'event', 'club', 'shortlist'] as const;

/**
 * An organisation's email to one of its lists (a job's shortlisted applicants, an event's enrolled
 * students, a club's members, an institute's saved shortlist). The recipients are fixed when it is requested; the queue sends it.
 */
export const mailNotifications = pgTable(
  'mail_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entity_type: varchar('entity_type', { length: 16, enum: MAIL_ENTITY_TYPES }).notNull(),
    entity_id: integer('entity_id').notNull(),
    /** Which list of the entity: an applicant status, 'all', 'members', ... */
    list_type: varchar('list_type', { length: 20 }).notNull(),
    org_id: integer('org_id').references(() => orgs.id, { onDelete: 'set null' }),
    requested_by_profile_id: integer('requested_by_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    subject: varchar('subject', { length: 150 }).notNull(),
    message: text('message').notNull(),
    recipients: integer('recipients').notNull(),
    sent: integer('sent').notNull().default(0),
    status: varchar('status', { length: 10, enum: ['queued', 'sending', 'sent'] })
      .notNull()
      .default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_notifications_entity_idx').on(t.entity_type, t.entity_id, t.inserted_at.desc()),
    index('mail_notifications_pending_idx').on(t.status, t.inserted_at),
  ],
);

/** One recipient of a mail notification; `outbox_id` is set once (and only once) its email is written. */
export const mailNotificationDeliveries = pgTable(
  'mail_notification_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    notification_id: integer('notification_id')
      .notNull()
      .references(() => mailNotifications.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    to_address: varchar('to_address', { length: 254 }).notNull(),
    outbox_id: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_notification_deliveries_key').on(t.notification_id, t.profile_id),
    index('mail_notification_deliveries_pending_idx').on(t.notification_id, t.sent_at),
  ],
);
