import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { profiles } from './identity';
import { content, intArray, textArray, timestamps } from './learning';

/*
 * Quizzes, question banks and quiz bytes (issue 26). A question lives in a bank; editing it writes a new
 * version, and an attempt keeps the versions it was shown. A quiz is a list of slots (the spec's
 * quiz_questions, by sequence): one question (pinned to a version or following the latest) or N drawn
 * from a bank by category, tag and difficulty. An attempt's questions come from its seed, its answers are
 * saved one by one as the student gives them, and its deadline is the server's.
 */

const score = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

export const questionBanks = pgTable(
  'question_banks',
  {
    ...content(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    /** The author's organisation's other mentors may use and edit it. */
    shared: boolean('shared').notNull().default(false),
  },
  (t) => [
    index('question_banks_status_idx').on(t.status, t.published_at),
    index('question_banks_author_idx').on(t.created_by_profile_id),
    index('question_banks_org_idx').on(t.org_id),
  ],
);

/** A question of a bank: what it is filed under; its text and key are in its versions. */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bank_id: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    /** The bank's order (SPEC §3.6 question_bank_questions: id and sequence). */
    sequence: integer('sequence').notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    category: varchar('category', { length: 80 }),
    tags: textArray('tags'),
    difficulty: varchar('difficulty', { length: 6, enum: ['easy', 'medium', 'hard'] }),
    skill_ids: intArray('skill_ids'),
    version: smallint('version').notNull().default(1),
    /** Removed from the bank: kept for the attempts that showed it. */
    archived: boolean('archived').notNull().default(false),
    /** Flags of question health (too easy, too hard, does not discriminate, an option nobody picks). */
    health: jsonb('health'),
    created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('questions_bank_idx').on(t.bank_id, t.archived, t.sequence),
    index('questions_skills_gin').using('gin', t.skill_ids),
  ],
);

/** Every version of a question as its author wrote it (the shared question schema, key included). */
export const questionVersions = pgTable(
  'question_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    version: smallint('version').notNull(),
    body: jsonb('body').notNull(),
    created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('question_versions_key').on(t.question_id, t.version)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    ...content(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    /** A quiz byte: a few questions of practice from one bank, scheduled by spaced repetition. */
    kind: varchar('kind', { length: 5, enum: ['quiz', 'byte'] })
      .notNull()
      .default('quiz'),
    opens_at: timestamp('opens_at', { withTimezone: true }),
    closes_at: timestamp('closes_at', { withTimezone: true }),
    time_limit_minutes: smallint('time_limit_minutes'),
    /** 0: unlimited. */
    attempts_allowed: smallint('attempts_allowed').notNull().default(1),
    grading_method: varchar('grading_method', { length: 8, enum: ['highest', 'latest', 'average', 'first'] })
      .notNull()
      .default('highest'),
    shuffle_questions: boolean('shuffle_questions').notNull().default(false),
    shuffle_options: boolean('shuffle_options').notNull().default(false),
    /** 0: all on one page. */
    per_page: smallint('per_page').notNull().default(1),
    navigation: varchar('navigation', { length: 10, enum: ['free', 'sequential'] })
      .notNull()
      .default('free'),
    /** Percent. */
    pass_mark: numeric('pass_mark', { precision: 5, scale: 2, mode: 'number' }).notNull().default(40),
    /** What the student sees during, right after, and after close (the quiz contract's review options). */
    review: jsonb('review').notNull(),
    /** Feedback by score band: [{ from, text }]. */
    feedback_bands: jsonb('feedback_bands').notNull().default(sql`'[]'::jsonb`),
    /** Integrity options: one question at a time, fullscreen, and what (if anything) ends an attempt. */
    integrity: jsonb('integrity').notNull().default(sql`'{}'::jsonb`),
    /** The bank a quiz byte practises. */
    bank_id: integer('bank_id').references(() => questionBanks.id, { onDelete: 'set null' }),
    /** A quiz byte's questions per practice session (3 to 5; decision 0077). */
    questions_per_session: smallint('questions_per_session'),
  },
  (t) => [
    index('quizzes_status_idx').on(t.status, t.published_at),
    index('quizzes_author_idx').on(t.created_by_profile_id),
  ],
);

/** A quiz's slots in order (SPEC §3.6 quiz_questions: id and sequence). */
export const quizSlots = pgTable(
  'quiz_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quiz_id: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    kind: varchar('kind', { length: 6, enum: ['fixed', 'random'] }).notNull(),
    question_id: integer('question_id').references(() => questions.id, { onDelete: 'restrict' }),
    /** Null: the latest version when an attempt starts. */
    pinned_version: smallint('pinned_version'),
    bank_id: integer('bank_id').references(() => questionBanks.id, { onDelete: 'restrict' }),
    draw_count: smallint('draw_count'),
    category: varchar('category', { length: 80 }),
    tag: varchar('tag', { length: 40 }),
    difficulty: varchar('difficulty', { length: 6, enum: ['easy', 'medium', 'hard'] }),
    /** Points each question of the slot is worth here (null: the question's own). */
    points: numeric('points', { precision: 6, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('quiz_slots_quiz_idx').on(t.quiz_id, t.sequence),
    check(
      'quiz_slots_kind',
      sql`(${t.kind} = 'fixed' AND ${t.question_id} IS NOT NULL) OR (${t.kind} = 'random' AND ${t.bank_id} IS NOT NULL AND ${t.draw_count} > 0)`,
    ),
  ],
);

/** A student's place in a quiz or bank (SPEC §3.4 my_quiz_id, my_question_bank_id). */
export const myQuizzes = pgTable(
  'my_quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    quiz_id: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: ['Enrolled', 'Completed', 'Dropped'] })
      .notNull()
      .default('Enrolled'),
    /** The quiz's grade by its grading method over the finished attempts. */
    grade: score('grade'),
    passed: boolean('passed'),
    /** The certification entry passing it added to the portfolio (once). */
    portfolio_entry_id: integer('portfolio_entry_id'),
    enrolled_by_profile_id: integer('enrolled_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('my_quizzes_key').on(t.profile_id, t.quiz_id), index('my_quizzes_quiz_idx').on(t.quiz_id)],
);

/**
 * Extra time and attempts for one student or a whole batch (an institute's batch, `batch`), on one quiz
 * or on every quiz (`quiz_id` null). A running attempt's deadline moves when one is given.
 */
export const quizAccommodations = pgTable(
  'quiz_accommodations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quiz_id: integer('quiz_id').references(() => quizzes.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    batch: varchar('batch', { length: 80 }),
    extra_minutes: smallint('extra_minutes').notNull().default(0),
    /** 1.5 gives half again the time limit. */
    time_multiplier: numeric('time_multiplier', { precision: 3, scale: 2, mode: 'number' }).notNull().default(1),
    extra_attempts: smallint('extra_attempts').notNull().default(0),
    reason: varchar('reason', { length: 1000 }).notNull().default(''),
    granted_by_profile_id: integer('granted_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('quiz_accommodations_profile_idx').on(t.profile_id),
    check('quiz_accommodations_who', sql`(${t.profile_id} IS NOT NULL) <> (${t.batch} IS NOT NULL)`),
  ],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    my_quiz_id: integer('my_quiz_id')
      .notNull()
      .references(() => myQuizzes.id, { onDelete: 'cascade' }),
    quiz_id: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 14, enum: ['in_progress', 'submitted', 'auto_submitted'] })
      .notNull()
      .default('in_progress'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The server's deadline (null: untimed); accommodations given later move it. */
    deadline_at: timestamp('deadline_at', { withTimezone: true }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    score: score('score'),
    max_score: score('max_score'),
    /** Essays waiting for a mentor. */
    pending: smallint('pending').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quiz_attempts_number_key').on(t.my_quiz_id, t.number),
    index('quiz_attempts_quiz_idx').on(t.quiz_id, t.status),
    index('quiz_attempts_deadline_idx')
      .on(t.deadline_at)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

/** One question of an attempt, in the order shown, with the version shown and the last answer saved. */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attempt_id: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    question_version_id: integer('question_version_id')
      .notNull()
      .references(() => questionVersions.id, { onDelete: 'restrict' }),
    points: numeric('points', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    answer: jsonb('answer'),
    /** The browser's counter of changes to this answer: an older save arriving late never wins. */
    revision: integer('revision').notNull().default(0),
    saved_at: timestamp('saved_at', { withTimezone: true }),
    /** Seconds the student spent on it (from the browser; for the statistics only). */
    seconds: integer('seconds').notNull().default(0),
    grade_status: varchar('grade_status', { length: 10, enum: ['graded', 'pending', 'unanswered'] }),
    score: score('score'),
    graded_by_profile_id: integer('graded_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    mentor_comment: text('mentor_comment'),
  },
  (t) => [
    uniqueIndex('attempt_answers_key').on(t.attempt_id, t.position),
    index('attempt_answers_version_idx').on(t.question_version_id),
  ],
);

/** What happened during an attempt that a mentor may want to see: focus changes, pastes, fullscreen exits. */
export const attemptEvents = pgTable(
  'attempt_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attempt_id: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    position: smallint('position'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_events_attempt_idx').on(t.attempt_id, t.at)],
);

/** A regrade after a key was fixed: each changed attempt's score before and after. */
export const quizRegrades = pgTable('quiz_regrades', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  question_id: integer('question_id')
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' }),
  from_version: smallint('from_version').notNull(),
  to_version: smallint('to_version').notNull(),
  changes: jsonb('changes').notNull(),
  by_profile_id: integer('by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A student's spaced-repetition card for one question of a bank (quiz bytes; FSRS state). */
export const practiceCards = pgTable(
  'practice_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bank_id: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The FSRS card (due, stability, difficulty, reps, lapses, state, last_review). */
    card: jsonb('card').notNull(),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('practice_cards_key').on(t.profile_id, t.question_id),
    index('practice_cards_due_idx').on(t.profile_id, t.bank_id, t.due_at),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
export type QuizRow = typeof quizzes.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

/** A quiz's statistics as the background job last computed them (issue 26 item 8). */
export const quizStats = pgTable('quiz_stats', {
  quiz_id: integer('quiz_id')
    .primaryKey()
    .references(() => quizzes.id, { onDelete: 'cascade' }),
  stats: jsonb('stats').notNull(),
  /** Finished attempts counted. */
  attempts: integer('attempts').notNull(),
  computed_at: timestamp('computed_at', { withTimezone: true }).notNull(),
});
