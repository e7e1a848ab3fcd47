import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { assignments } from './activities';
import { profiles } from './identity';

/** Why a mentor nudged (the mentor dashboard's at-risk reasons). */
export const NUDGE_REASONS = ['late', 'inactive', 'low_score'] as const;

/*
 * A mentor's one-click nudge of a mentee at risk (issue 24 item 2): who nudged whom, about which
 * activity if any, why, and when. The student gets a bell notification in the same transaction.
 *
 * Whether the student came back (their first work within 7 days of the nudge) is not a column: the
 * mentor dashboard computes it when it reads, from the rows the student's work leaves with a time that
 * never changes afterwards: each submission version, each peer review and peer comment they wrote,
 * each portfolio entry they added. A column would have to be written by every one of those write
 * paths (or by triggers on a dozen tables) for a figure read only on the mentor's dashboard, where
 * the computation costs a few index lookups per nudged student. Edits of an existing portfolio entry
 * do not count: an entry keeps only its latest updated_at, so a later edit would change an answer
 * already given.
 */
export const mentorNudges = pgTable(
  'mentor_nudges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mentor_profile_id: integer('mentor_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    student_profile_id: integer('student_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The activity the nudge is about (the student's enrolment in it is the notification's target). */
    assignment_id: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 10, enum: NUDGE_REASONS }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The mentor's latest nudge of each student: the at-risk list, the 24-hour rule and the figure.
    index('mentor_nudges_mentor_student_idx').on(t.mentor_profile_id, t.student_profile_id, t.sent_at),
    index('mentor_nudges_student_idx').on(t.student_profile_id),
    index('mentor_nudges_assignment_idx').on(t.assignment_id),
  ],
);
