import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { profiles } from './identity';
import { myQuizzes, questionBanks, questions, questionVersions, quizzes } from './quizzes';

/*
 * Quiz bytes' practice (issue 26 item 10, decision 0077): a session asks a few questions of one bank,
 * each answer is graded at once and moves the student's card of that question (practice_cards, in
 * quizzes.ts); the daily notice is sent once per student, bank and day.
 */

/** One practice session of a student's byte: the questions it asks, in order. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    my_quiz_id: integer('my_quiz_id')
      .notNull()
      .references(() => myQuizzes.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    quiz_id: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    bank_id: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    /** The questions asked, in order (never one twice). */
    question_ids: integer('question_ids').array().notNull(),
    /** Why each was asked: 'due', 'new' or 'ahead', in the same order. */
    reasons: varchar('reasons', { length: 5 }).array().notNull(),
    /** Orders the options the same on every reload. */
    seed: integer('seed').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('practice_sessions_my_quiz_idx').on(t.my_quiz_id, t.started_at),
    index('practice_sessions_profile_idx').on(t.profile_id, t.bank_id),
    index('practice_sessions_quiz_idx').on(t.quiz_id),
    index('practice_sessions_bank_idx').on(t.bank_id),
  ],
);

/** An answer given in practice: what was answered, how it was graded and rated, and the card before and after. */
export const practiceReviews = pgTable(
  'practice_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    session_id: integer('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bank_id: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    question_version_id: integer('question_version_id')
      .notNull()
      .references(() => questionVersions.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').notNull(),
    fraction: numeric('fraction', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    correct: boolean('correct').notNull(),
    rating: varchar('rating', { length: 5, enum: ['again', 'hard', 'good'] }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    card_before: jsonb('card_before'),
    card_after: jsonb('card_after').notNull(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('practice_reviews_key').on(t.session_id, t.position),
    index('practice_reviews_profile_idx').on(t.profile_id, t.bank_id, t.reviewed_at),
    index('practice_reviews_question_idx').on(t.question_id),
    index('practice_reviews_version_idx').on(t.question_version_id),
    index('practice_reviews_bank_idx').on(t.bank_id),
  ],
);

/** The daily notice of due practice: one per student, bank and day (India), whatever runs it. */
export const practiceNotices = pgTable(
  'practice_notices',
  {
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bank_id: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    quiz_id: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profile_id, t.bank_id, t.day] }),
    index('practice_notices_bank_idx').on(t.bank_id),
    index('practice_notices_quiz_idx').on(t.quiz_id),
  ],
);
