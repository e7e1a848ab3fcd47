import { z } from 'zod';
import { countParam, dataEnvelope, listEnvelope, pageParam } from '../api';
import { LEARNING_STATUSES } from '../learning/constants';
import { QUESTION_TYPES } from './constants';

/*
 * The mentor's quiz results (issue 26 items 6-8, decision 0075): the rows of /quizStatsDashboard and
 * /questionBankStatsDashboard, a quiz's accommodations with its students, and the questions whose key
 * changed after attempts were graded by it (to regrade).
 */

export const QUIZ_STATS_TEXTS = {
  dayInvalid: 'Please enter a date as yyyy-mm-dd',
  toBeforeFrom: 'The end date must not be before the start date',
} as const;

/** A calendar date (yyyy-mm-dd) the database takes. */
const day = z.iso
  .date({ error: QUIZ_STATS_TEXTS.dayInvalid })
  .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', QUIZ_STATS_TEXTS.dayInvalid);
const person = z.object({ profile_id: z.number().int(), name: z.string() });

/** GET /api/quiz_stats and GET /api/question_bank_stats: a name search and India dates (attempts started within). */
export const statsListQuerySchema = z
  .object({
    query: z.string().trim().max(100).optional(),
    from: day.optional(),
    to: day.optional(),
    page: pageParam,
    count: countParam,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: QUIZ_STATS_TEXTS.toBeforeFrom });
export type StatsListQuery = z.input<typeof statsListQuerySchema>;

/** One quiz the caller manages, counted over the attempts started within the dates. */
export const quizOverviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(LEARNING_STATUSES),
  /** Attempts started, and of them finished (submitted by the student or the server). */
  started: z.number().int(),
  finished: z.number().int(),
  students: z.number().int(),
  /** Mean percent of the finished attempts (one decimal). */
  mean: z.number().nullable(),
  /** Share (0..1) of finished attempts at or above the pass mark, of those with no essay waiting. */
  pass_rate: z.number().nullable(),
  /** Essays waiting for a mark. */
  pending: z.number().int(),
  /** Questions with a health flag, as the statistics were last counted. */
  flagged: z.number().int(),
  last_attempt_at: z.string().nullable(),
});
export type QuizOverview = z.infer<typeof quizOverviewSchema>;
export const quizOverviewResponseSchema = listEnvelope(quizOverviewSchema);

/** One question bank the caller manages. */
export const bankOverviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(LEARNING_STATUSES),
  shared: z.boolean(),
  /** Live questions (removed ones are kept for attempts, not counted). */
  questions: z.number().int(),
  /** Quizzes with a slot on the bank or on one of its questions. */
  quizzes: z.number().int(),
  /** Answers given to its questions in finished attempts started within the dates. */
  answered: z.number().int(),
  /** Live questions with a health flag. */
  flagged: z.number().int(),
});
export type BankOverview = z.infer<typeof bankOverviewSchema>;
export const bankOverviewResponseSchema = listEnvelope(bankOverviewSchema);

/** A running attempt and the deadline it has now. */
const runningSchema = z.object({ id: z.number().int(), deadline_at: z.string().nullable() }).nullable();

/** GET /api/quizzes/{id}/accommodations: what was given (newest first) and the quiz's students. */
export const quizAccommodationsSchema = z.object({
  given: z.array(
    z.object({
      id: z.number().int(),
      student: person,
      /** 'all': an admin's grant for every quiz. */
      scope: z.enum(['quiz', 'all']),
      extra_minutes: z.number().int(),
      time_multiplier: z.number(),
      extra_attempts: z.number().int(),
      reason: z.string(),
      granted_by: person.nullable(),
      granted_at: z.string(),
      running: runningSchema,
    }),
  ),
  /** Students enrolled in the quiz (they started it), with their running attempt. */
  students: z.array(z.object({ ...person.shape, attempts: z.number().int(), running: runningSchema })),
});
export type QuizAccommodations = z.infer<typeof quizAccommodationsSchema>;
export const quizAccommodationsResponseSchema = dataEnvelope(quizAccommodationsSchema);

/**
 * GET /api/quizzes/{id}/key_changes: questions of the quiz whose finished answers were graded by an
 * older version with another key (a regrade applies the latest), and each one's last regrade.
 */
export const keyChangeSchema = z.object({
  question_id: z.number().int(),
  bank_id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  version: z.number().int(),
  /** Answers of this quiz graded by an older key. */
  outdated: z.number().int(),
  last_regrade: z
    .object({
      at: z.string(),
      from_version: z.number().int(),
      to_version: z.number().int(),
      changed: z.number().int(),
    })
    .nullable(),
});
export type KeyChange = z.infer<typeof keyChangeSchema>;
export const keyChangesResponseSchema = dataEnvelope(z.array(keyChangeSchema));
