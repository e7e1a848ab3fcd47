import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orgs } from './catalogue';
import { profiles, users } from './identity';

/*
 * Scheduled video-meeting posts (issue 28 item 11, decision 0081). A session's state (scheduled, live,
 * ended) is computed from the clock and its two instants, never stored. The reminder columns record
 * that each reminder went out (claimed by a conditional update, so it goes once); `settled_at` that the
 * attendees' portfolio entries were made after the end.
 */
export const videoMeetingPosts = pgTable(
  'video_meeting_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 150 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    provider_url: varchar('provider_url', { length: 500 }).notNull(),
    recording_url: varchar('recording_url', { length: 500 }),
    audience: varchar('audience', { length: 12, enum: ['everyone', 'college', 'organisation'] }).notNull(),
    /** The host's organisation when it was created (the college and organisation audiences are its people). */
    org_id: integer('org_id').references(() => orgs.id, { onDelete: 'cascade' }),
    skills: varchar('skills', { length: 60 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    created_by_user_id: text('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    reminded_day_at: timestamp('reminded_day_at', { withTimezone: true }),
    reminded_soon_at: timestamp('reminded_soon_at', { withTimezone: true }),
    settled_at: timestamp('settled_at', { withTimezone: true }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Upcoming and past lists, in start order.
    index('video_meeting_posts_starts_idx').on(t.starts_at, t.id),
    index('video_meeting_posts_ends_idx').on(t.ends_at, t.id),
    index('video_meeting_posts_org_idx').on(t.org_id),
    index('video_meeting_posts_creator_idx').on(t.created_by_user_id, t.starts_at),
    index('video_meeting_posts_profile_idx').on(t.created_by_profile_id),
    // The sweep: ended sessions whose attendance is not settled yet.
    index('video_meeting_posts_unsettled_idx')
      .on(t.ends_at)
      .where(sql`${t.settled_at} is null`),
  ],
);

/** One profile's answer (will attend) and attendance (joined through the platform) of one session. */
export const videoMeetingAttendees = pgTable(
  'video_meeting_attendees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meeting_id: integer('meeting_id')
      .notNull()
      .references(() => videoMeetingPosts.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    going_at: timestamp('going_at', { withTimezone: true }),
    joined_at: timestamp('joined_at', { withTimezone: true }),
    /** The 'Events Attended' entry made for a student who joined (null: none, e.g. not a student). */
    portfolio_entry_id: integer('portfolio_entry_id'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_meeting_attendees_key').on(t.meeting_id, t.profile_id),
    index('video_meeting_attendees_profile_idx').on(t.profile_id),
  ],
);
