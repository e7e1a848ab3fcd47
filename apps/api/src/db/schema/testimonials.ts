import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { profiles, users } from './identity';

/* Testimonials (issue 28 item 8, decision 0080). */

const timestamps = {
  inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * What a student, mentor or organisation member says about the product, for one audience's marketing page.
 * The consent's wording and time are kept; withdrawing it clears the words and the rating (the row stays as
 * the record that consent was given and withdrawn).
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The audience (the marketing page that shows it). */
    type: varchar('type', { length: 12, enum: ['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'] }).notNull(),
    text: varchar('text', { length: 600 }),
    rating: smallint('rating'),
    status: varchar('status', { length: 10, enum: ['PENDING', 'APPROVED', 'FEATURED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    consent_text: varchar('consent_text', { length: 1000 }).notNull(),
    consent_at: timestamp('consent_at', { withTimezone: true }).notNull(),
    consent_withdrawn_at: timestamp('consent_withdrawn_at', { withTimezone: true }),
    reviewed_by_user_id: text('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('testimonials_profile_idx').on(t.profile_id),
    index('testimonials_reviewer_idx').on(t.reviewed_by_user_id),
    // The public lists: one audience's shown testimonials, featured first, newest first.
    index('testimonials_shown_idx')
      .on(t.type, t.status, t.reviewed_at.desc())
      .where(sql`${t.consent_withdrawn_at} IS NULL`),
    // The admins' lists by status.
    index('testimonials_status_idx').on(t.status, t.inserted_at.desc()),
    check('testimonials_rating_range', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    check(
      'testimonials_withdrawn_is_empty',
      sql`${t.consent_withdrawn_at} IS NULL OR (${t.text} IS NULL AND ${t.rating} IS NULL)`,
    ),
  ],
);
