import { z } from 'zod';
import { dataEnvelope, listEnvelope, queryId } from '../api';
import { LEARNING_STATUSES } from '../learning/constants';
import { QUESTION_DIFFICULTIES, QUESTION_TYPES } from './constants';
import { QUIZ_TEXTS } from './messages';
import { shownQuestionSchema } from './schemas';

/*
 * Quiz bytes (issue 26 item 10, decision 0077): a few questions a day from one bank, each question a
 * spaced-repetition card of the student's (FSRS). The words the pages and the API answer with, the
 * bounds, and every route's bodies and answers.
 */

export const QUIZ_BYTE_LIMITS = {
  /** Questions a practice session asks (the byte's `questions_per_session`). */
  sessionMin: 3,
  sessionMax: 5,
  sessionDefault: 5,
  /** Days of the review forecast on the student's bank page. */
  forecastDays: 14,
  /** Days of practice history on the student's bank page. */
  historyDays: 14,
} as const;

/**
 * A question is mastered when its card is in review and its stability (the days after which the
 * student still recalls it nine times in ten) is at least this: three right answers spaced out reach it.
 */
export const MASTERY_STABILITY_DAYS = 21;

/** How the scheduler rated an answer (three of FSRS's grades: Easy is never given, decision 0077). */
export const PRACTICE_RATINGS = ['again', 'hard', 'good'] as const;
export type PracticeRating = (typeof PRACTICE_RATINGS)[number];

/** A card's FSRS state; a question never practised has no card ('new'). */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

export const CARD_STATE_LABELS: Readonly<Record<CardState, string>> = {
  new: 'New',
  learning: 'Learning',
  review: 'Review',
  relearning: 'Relearning',
};

/** The words of quiz bytes: the API's refusals and the pages' labels. */
export const QUIZ_BYTE_TEXTS = {
  // Refusals and field messages.
  bankRequired: 'Please choose a question bank',
  bankUnknown: 'Please choose one of your question banks',
  sessionSize: `A session has ${QUIZ_BYTE_LIMITS.sessionMin} to ${QUIZ_BYTE_LIMITS.sessionMax} questions`,
  bankNotPublished: 'Publish the question bank first',
  bankTooSmall: `The bank needs at least ${QUIZ_BYTE_LIMITS.sessionMin} questions a student can answer alone (essays wait for a mentor, so they are left out)`,
  nothingToPractise: 'This bank has no questions to practise yet',
  sessionEnded: 'This practice session has ended: start a new one',
  notPublished: 'This quiz byte is not open yet',
  // The pages.
  quizByte: 'Quiz byte',
  quizBytes: 'Quiz bytes',
  yourBytes: 'Your quiz bytes',
  createByte: 'Create a quiz byte',
  perSession: 'Questions per session',
  enrol: 'Enrol in this quiz byte',
  enrolled: 'You are enrolled',
  startToday: 'Start today’s practice',
  resume: 'Resume practice',
  practiseAgain: 'Practise again',
  practiseAhead: 'Practise ahead',
  dueToday: 'Due today',
  newCards: 'New',
  learning: 'Learning',
  mastered: 'Mastered',
  nextReview: 'Next review',
  allCaughtUp: 'All caught up for today.',
  check: 'Check',
  next: 'Next question',
  finish: 'See how you did',
  right: 'Right',
  partlyRight: 'Partly right',
  notRight: 'Not right',
  sessionDone: 'Today’s practice is done',
  scorecard: 'Scorecard',
  yourBank: 'Your progress in this bank',
  questionByQuestion: 'Question by question',
  noBytesYet: 'You are not practising any quiz byte yet.',
  aggregateOnly: 'Students’ cards are their own: you see the class together.',
} as const;

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
const named = z.object({ id: z.number().int(), name: z.string() });
const person = z.object({ profile_id: z.number().int(), name: z.string() });

export const quizByteParamsSchema = z.object({ id: queryId });
export const practiceAnswerParamsSchema = z.object({
  id: queryId,
  position: z.coerce.number().int().min(1).max(QUIZ_BYTE_LIMITS.sessionMax),
});

// ---- the mentor's side ---------------------------------------------------------------------------------

/** POST /api/quiz_bytes, PUT /api/quiz_bytes/{id}. */
export const quizByteBodySchema = z.object({
  title: z
    .string({ error: QUIZ_TEXTS.titleRequired })
    .trim()
    .min(3, QUIZ_TEXTS.titleLength)
    .max(150, QUIZ_TEXTS.titleLength),
  summary: z.string().trim().max(500).default(''),
  bank_id: id.nullish(),
  questions_per_session: z
    .number({ error: QUIZ_BYTE_TEXTS.sessionSize })
    .int(QUIZ_BYTE_TEXTS.sessionSize)
    .min(QUIZ_BYTE_LIMITS.sessionMin, QUIZ_BYTE_TEXTS.sessionSize)
    .max(QUIZ_BYTE_LIMITS.sessionMax, QUIZ_BYTE_TEXTS.sessionSize)
    .default(QUIZ_BYTE_LIMITS.sessionDefault),
  skill_ids: z.array(id).max(20).default([]),
});
export type QuizByteBody = z.input<typeof quizByteBodySchema>;

export const quizByteListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  mine: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});

/** How many of a bank's questions stand where (for one student, or summed over a class). */
export const cardCountsSchema = z.object({
  /** Questions a student can practise (live, not essays). */
  total: z.number().int(),
  /** Never practised. */
  new: z.number().int(),
  /** Practised, not yet mastered. */
  learning: z.number().int(),
  mastered: z.number().int(),
  /** Practised and due by the end of today (India). */
  due_today: z.number().int(),
});
export type CardCounts = z.infer<typeof cardCountsSchema>;

/** The student's standing in a byte they are enrolled in. */
export const myQuizByteSchema = z.object({
  my_quiz_id: z.number().int(),
  counts: cardCountsSchema,
  next_due_at: z.string().nullable(),
  practised_today: z.boolean(),
  /** Today's session still running, if any. */
  open_session_id: z.number().int().nullable(),
});
export type MyQuizByte = z.infer<typeof myQuizByteSchema>;

/** What the byte's managers see: the class together, never one student's cards. */
export const quizByteClassSchema = z.object({
  students: z.number().int(),
  practised_today: z.number().int(),
  answers_last_7_days: z.number().int(),
  /** Share (0..1) of the students' cards that are mastered, over every enrolled student. */
  mastery: z.number().nullable(),
});

export const quizByteSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  bank: z.object({ id: z.number().int(), title: z.string(), questions: z.number().int() }).nullable(),
  questions_per_session: z.number().int(),
  skills: z.array(named),
  can_edit: z.boolean(),
  status: z.enum(LEARNING_STATUSES),
  author: person.nullable(),
  org: named.nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** The caller's enrolment (students). */
  mine: myQuizByteSchema.nullable(),
});
export type QuizByteSummary = z.infer<typeof quizByteSummarySchema>;

export const quizByteDetailSchema = quizByteSummarySchema.extend({
  categories: z.array(z.string()),
  /** For those who manage the byte. */
  class: quizByteClassSchema.nullable(),
});
export type QuizByteDetail = z.infer<typeof quizByteDetailSchema>;

export const quizByteListResponseSchema = listEnvelope(quizByteSummarySchema);
export const quizByteDetailResponseSchema = dataEnvelope(quizByteDetailSchema);
export const quizByteEnrolResponseSchema = dataEnvelope(z.object({ my_quiz_id: z.number().int() }));

// ---- practice ----------------------------------------------------------------------------------------

const answerObject = z
  .record(z.string(), z.unknown())
  .refine((o) => Object.keys(o).length <= 10, QUIZ_TEXTS.answerWrongType);

/** What the student sees right after answering: right or not, the key and the explanation, the next review. */
export const practiceResultSchema = z.object({
  correct: z.boolean(),
  /** Share of the question's points (0..1; negative marking does not count in practice). */
  fraction: z.number(),
  rating: z.enum(PRACTICE_RATINGS),
  key: answerObject.nullable(),
  feedback: z.string().nullable(),
  next_due_at: z.string(),
  mastered: z.boolean(),
});
export type PracticeResult = z.infer<typeof practiceResultSchema>;

/** A question as practice shows it: as an attempt shows it (never its key), with why it is asked and its result. */
export const practiceQuestionSchema = shownQuestionSchema
  .omit({ revision: true, saved_at: true, result: true })
  .extend({
    category: z.string().nullable(),
    /** Why it is asked: a card due, a new question, or practice ahead of time. */
    reason: z.enum(['due', 'new', 'ahead']),
    result: practiceResultSchema.nullable(),
  });
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const practiceSessionSchema = z.object({
  id: z.number().int(),
  my_quiz_id: z.number().int(),
  quiz_id: z.number().int(),
  bank_id: z.number().int(),
  title: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  questions: z.array(practiceQuestionSchema),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;
export const practiceSessionResponseSchema = dataEnvelope(practiceSessionSchema);

/** PUT /api/practice_sessions/{id}/answers/{position}: graded at once; a repeat answers what was recorded. */
export const practiceAnswerBodySchema = z.object({
  answer: answerObject,
  seconds: z.number().int().min(0).max(86_400).default(0),
});
export const practiceAnswerResponseSchema = dataEnvelope(
  z.object({ position: z.number().int(), result: practiceResultSchema, finished: z.boolean() }),
);

// ---- the student's banks -------------------------------------------------------------------------------

const byteRef = z.object({ quiz_id: z.number().int(), my_quiz_id: z.number().int(), title: z.string() });

/** GET /api/my_quiz_banks/{profileId}: every bank the student practises, with the bytes that reach it. */
export const myQuizBanksResponseSchema = dataEnvelope(
  z.array(
    z.object({
      bank: z.object({ id: z.number().int(), title: z.string() }),
      bytes: z.array(byteRef),
      counts: cardCountsSchema,
      next_due_at: z.string().nullable(),
      practised_today: z.boolean(),
    }),
  ),
);
export type MyQuizBanks = z.infer<typeof myQuizBanksResponseSchema>['data'];

/** GET /api/my_question_banks/{bankId}: one bank as the student stands in it. */
export const myQuestionBankSchema = z.object({
  bank: z.object({ id: z.number().int(), title: z.string(), summary: z.string() }),
  bytes: z.array(byteRef),
  counts: cardCountsSchema,
  next_due_at: z.string().nullable(),
  /** Reviews falling due on each of the next days (India dates; the first is today, overdue included). */
  forecast: z.array(z.object({ day: z.string(), due: z.number().int() })),
  /** Answers given on each of the last days (India dates, oldest first). */
  history: z.array(z.object({ day: z.string(), answers: z.number().int(), right: z.number().int() })),
});
export type MyQuestionBank = z.infer<typeof myQuestionBankSchema>;
export const myQuestionBankResponseSchema = dataEnvelope(myQuestionBankSchema);

export const practiceCardSchema = z.object({
  question_id: z.number().int(),
  sequence: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  /** The stem as plain text, cut short. */
  stem: z.string(),
  category: z.string().nullable(),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullable(),
  state: z.enum(CARD_STATES),
  due_at: z.string().nullable(),
  reps: z.number().int(),
  lapses: z.number().int(),
  /** Days (FSRS stability); null before the first answer. */
  stability: z.number().nullable(),
  last_review_at: z.string().nullable(),
  mastered: z.boolean(),
});
export type PracticeCard = z.infer<typeof practiceCardSchema>;
export const practiceCardsResponseSchema = dataEnvelope(
  z.object({ bank: z.object({ id: z.number().int(), title: z.string() }), cards: z.array(practiceCardSchema) }),
);

const masteryRow = z.object({
  mastered: z.number().int(),
  learning: z.number().int(),
  total: z.number().int(),
  /** mastered / total (0..1); null when there is nothing to count. */
  share: z.number().nullable(),
});

/** GET /api/question_banks/{id}/scorecard: mastery per category and per skill. */
export const bankScorecardSchema = z.object({
  bank: z.object({ id: z.number().int(), title: z.string() }),
  /** 'student': the caller's own cards; 'class': every enrolled student's together (the bank's managers). */
  view: z.enum(['student', 'class']),
  students: z.number().int(),
  stability_days: z.number().int(),
  overall: masteryRow,
  categories: z.array(masteryRow.extend({ name: z.string() })),
  skills: z.array(masteryRow.extend({ id: z.number().int(), name: z.string() })),
});
export type BankScorecard = z.infer<typeof bankScorecardSchema>;
export const bankScorecardResponseSchema = dataEnvelope(bankScorecardSchema);
