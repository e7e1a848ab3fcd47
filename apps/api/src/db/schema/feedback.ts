import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { profiles } from './identity';

/* Feedback and rating intervention (issue 28 item 9, decision 0080). */

const timestamps = {
  inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * One person's 1-5 rating and comment of one item (an event, club, project, learning path or activity):
 * one row per person and item, changed in place. Summaries are counted from these rows, never kept apart.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    item_type: varchar('item_type', {
      length: 14,
      enum: ['EVENT', 'CLUB', 'PROJECT', 'LEARNING_PATH', 'ACTIVITY'],
    }).notNull(),
    item_id: integer('item_id').notNull(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: varchar('comment', { length: 1000 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('feedback_item_profile_key').on(t.item_type, t.item_id, t.profile_id),
    index('feedback_profile_idx').on(t.profile_id),
    // An item's responses, newest first (the unique index above serves the counts).
    index('feedback_item_updated_idx').on(t.item_type, t.item_id, t.updated_at.desc()),
    check('feedback_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
