import { z } from 'zod';
import { dataEnvelope, listEnvelope, queryId } from '../api';
import { LEARNING_STATUSES } from '../learning/constants';
import { QUESTION_DIFFICULTIES, QUESTION_TYPES, QUIZ_LIMITS as L } from './constants';
import { QUIZ_TEXTS as T } from './messages';
import { questionSchema } from './questions';

/*
 * The quiz routes' bodies and answers (decision 0075): question banks and their questions (every edit a
 * new version), quizzes of slots, enrolment, attempts saved answer by answer against the server's
 * deadline, and accommodations.
 */

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
const title = z.string({ error: T.titleRequired }).trim().min(3, T.titleLength).max(150, T.titleLength);
const shortText = (max: number) => z.string().trim().max(max).default('');
const label = z.string().trim().min(1).max(40);
const isoTime = z.iso.datetime({ offset: true });

export const quizIdParamsSchema = z.object({ id: queryId });
export const bankQuestionParamsSchema = z.object({ id: queryId, questionId: queryId });
export const quizSlotParamsSchema = z.object({ id: queryId, slotId: queryId });
export const attemptAnswerParamsSchema = z.object({
  id: queryId,
  position: z.coerce.number().int().min(1).max(L.drawMax),
});

const named = z.object({ id: z.number().int(), name: z.string() });
const person = z.object({ profile_id: z.number().int(), name: z.string() });
const owner = {
  status: z.enum(LEARNING_STATUSES),
  author: person.nullable(),
  org: named.nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
};

// ---- question banks -----------------------------------------------------------------------------------

export const questionBankBodySchema = z.object({
  title,
  summary: shortText(500),
  skill_ids: z.array(id).max(20).default([]),
  shared: z.boolean().default(false),
});
export type QuestionBankBody = z.input<typeof questionBankBodySchema>;

export const questionBankSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  shared: z.boolean(),
  question_count: z.number().int(),
  categories: z.array(z.string()),
  skills: z.array(named),
  can_edit: z.boolean(),
  ...owner,
});
export type QuestionBankSummary = z.infer<typeof questionBankSummarySchema>;

/** What files a question in a bank: category, tags, difficulty, skills. */
export const questionMetaSchema = z.object({
  category: z.string().trim().max(80).nullish(),
  tags: z.array(label).max(10).default([]),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullish(),
  skill_ids: z.array(id).max(10).default([]),
});

/** POST /api/question_banks/{id}/questions, PUT /api/question_banks/{id}/questions/{questionId}. */
export const bankQuestionBodySchema = questionMetaSchema.extend({
  question: questionSchema,
  /** Where to put a new question (1-based; absent: at the end). */
  sequence: z.number().int().min(1).max(100_000).optional(),
});
export type BankQuestionBody = z.input<typeof bankQuestionBodySchema>;

export const bankQuestionSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  version: z.number().int(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullable(),
  skills: z.array(named),
  /** How many quiz slots use it and how many attempts showed it. */
  used_in_quizzes: z.number().int(),
  attempts: z.number().int(),
  health: z.array(z.string()),
  question: questionSchema,
  updated_at: z.string(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const questionBankDetailSchema = questionBankSummarySchema.extend({ questions: z.array(bankQuestionSchema) });
export type QuestionBankDetail = z.infer<typeof questionBankDetailSchema>;

export const questionBankListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  mine: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST .../questions/swap: SPEC §4.7, two questions trade places by sequence. */
export const swapBodySchema = z.object({ a: id, b: id });

export const questionBankListResponseSchema = listEnvelope(questionBankSummarySchema);
export const questionBankDetailResponseSchema = dataEnvelope(questionBankDetailSchema);
export const bankQuestionResponseSchema = dataEnvelope(bankQuestionSchema);
export const bankQuestionsResponseSchema = dataEnvelope(z.array(bankQuestionSchema));

// ---- quizzes ------------------------------------------------------------------------------------------

export const GRADING_METHODS = ['highest', 'latest', 'average', 'first'] as const;
export const NAVIGATION_MODES = ['free', 'sequential'] as const;
/** When the student may see each part of a finished attempt. */
export const REVIEW_TIMES = ['during', 'after', 'closed'] as const;

export const reviewOptionsSchema = z.object({
  /** Whether each answer was right. */
  correctness: z.array(z.enum(REVIEW_TIMES)).max(3).default(['after', 'closed']),
  /** The score. */
  marks: z.array(z.enum(REVIEW_TIMES)).max(3).default(['after', 'closed']),
  /** The right answers (the key). */
  key: z.array(z.enum(REVIEW_TIMES)).max(3).default(['closed']),
  /** Each question's feedback. */
  feedback: z.array(z.enum(REVIEW_TIMES)).max(3).default(['after', 'closed']),
});
export type ReviewOptions = z.infer<typeof reviewOptionsSchema>;

/**
 * Integrity options, light and told to the student: one question at a time, a request for full screen,
 * and how many times leaving the quiz page ends the attempt (0: never; the author's choice alone).
 */
export const integritySchema = z.object({
  one_at_a_time: z.boolean().default(false),
  fullscreen: z.boolean().default(false),
  max_focus_losses: z.number().int().min(0).max(L.focusLossesMax).default(0),
});
export const integrityViewSchema = z.object({
  one_at_a_time: z.boolean(),
  fullscreen: z.boolean(),
  max_focus_losses: z.number().int(),
});
export type Integrity = z.infer<typeof integrityViewSchema>;
/** A quiz's stored integrity options, with the defaults for what was stored before an option existed. */
export const integrityOf = (stored: unknown): Integrity => {
  const parsed = integritySchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : integritySchema.parse({});
};

export const quizBodySchema = z
  .object({
    title,
    summary: shortText(500),
    instructions: shortText(10_000),
    skill_ids: z.array(id).max(20).default([]),
    opens_at: isoTime.nullish(),
    closes_at: isoTime.nullish(),
    time_limit_minutes: z.number().int().min(1).max(600).nullish(),
    attempts_allowed: z.number().int().min(0).max(50).default(1),
    grading_method: z.enum(GRADING_METHODS).default('highest'),
    shuffle_questions: z.boolean().default(false),
    shuffle_options: z.boolean().default(false),
    per_page: z.number().int().min(0).max(50).default(1),
    navigation: z.enum(NAVIGATION_MODES).default('free'),
    pass_mark: z.number().min(0).max(100).default(40),
    review: reviewOptionsSchema.default(reviewOptionsSchema.parse({})),
    feedback_bands: z
      .array(z.object({ from: z.number().min(0).max(100), text: z.string().trim().min(1).max(500) }))
      .max(10)
      .default([]),
    integrity: integritySchema.default(integritySchema.parse({})),
  })
  .refine((q) => !q.opens_at || !q.closes_at || q.opens_at < q.closes_at, {
    path: ['closes_at'],
    message: T.closesBeforeOpens,
  });
export type QuizBody = z.input<typeof quizBodySchema>;

const slotPoints = z
  .number({ error: T.slotPointsRange })
  .min(L.pointsMin, T.slotPointsRange)
  .max(L.pointsMax, T.slotPointsRange)
  .nullish();

/** POST /api/quizzes/{id}/slots, PUT .../slots/{slotId}: one question, or N drawn from a bank. */
export const quizSlotBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fixed'),
    question_id: id,
    /** Absent: follow the latest version. */
    pinned_version: z.number().int().min(1).max(32_000).nullish(),
    points: slotPoints,
    sequence: z.number().int().min(1).max(L.drawMax).optional(),
  }),
  z.object({
    kind: z.literal('random'),
    bank_id: id,
    draw_count: z
      .number({ error: T.drawCountRange })
      .int(T.drawCountRange)
      .min(1, T.drawCountRange)
      .max(L.drawMax, T.drawCountRange),
    category: z.string().trim().max(80).nullish(),
    tag: label.nullish(),
    difficulty: z.enum(QUESTION_DIFFICULTIES).nullish(),
    points: slotPoints,
    sequence: z.number().int().min(1).max(L.drawMax).optional(),
  }),
]);
export type QuizSlotBody = z.input<typeof quizSlotBodySchema>;

export const quizSlotSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  kind: z.enum(['fixed', 'random']),
  question_id: z.number().int().nullable(),
  pinned_version: z.number().int().nullable(),
  /** The question's latest version (a fixed slot): the versions it may pin are 1 to this. */
  question_version: z.number().int().nullable(),
  bank_id: z.number().int().nullable(),
  draw_count: z.number().int().nullable(),
  category: z.string().nullable(),
  tag: z.string().nullable(),
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullable(),
  points: z.number().nullable(),
  /** What the author reads in the list: the question's stem as text, or the rule in words. */
  label: z.string(),
  /** Questions this slot gives an attempt, and how many its pool holds (a random slot). */
  gives: z.number().int(),
  pool: z.number().int().nullable(),
});
export type QuizSlot = z.infer<typeof quizSlotSchema>;

const myQuizSchema = z.object({
  id: z.number().int(),
  status: z.enum(['Enrolled', 'Completed', 'Dropped']),
  grade: z.number().nullable(),
  passed: z.boolean().nullable(),
  attempts_used: z.number().int(),
  attempts_left: z.number().int().nullable(),
  running_attempt_id: z.number().int().nullable(),
});
export type MyQuiz = z.infer<typeof myQuizSchema>;

export const quizSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  kind: z.enum(['quiz', 'byte']),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  time_limit_minutes: z.number().int().nullable(),
  attempts_allowed: z.number().int(),
  question_count: z.number().int(),
  max_score: z.number(),
  pass_mark: z.number(),
  skills: z.array(named),
  my_quiz: myQuizSchema.nullable(),
  can_edit: z.boolean(),
  ...owner,
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const quizDetailSchema = quizSummarySchema.extend({
  instructions: z.string(),
  grading_method: z.enum(GRADING_METHODS),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  per_page: z.number().int(),
  navigation: z.enum(NAVIGATION_MODES),
  review: reviewOptionsSchema,
  feedback_bands: z.array(z.object({ from: z.number(), text: z.string() })),
  integrity: integrityViewSchema,
  /** The slots, for those who edit the quiz only. */
  slots: z.array(quizSlotSchema).nullable(),
});
export type QuizDetail = z.infer<typeof quizDetailSchema>;

export const quizListQuerySchema = questionBankListQuerySchema;
export const quizListResponseSchema = listEnvelope(quizSummarySchema);
export const quizDetailResponseSchema = dataEnvelope(quizDetailSchema);
export const quizSlotsResponseSchema = dataEnvelope(z.array(quizSlotSchema));

// ---- attempts -----------------------------------------------------------------------------------------

/** An answer (or a key) in the shape of its question's type: an object whose fields the type decides. */
const answerObject = z.record(z.string(), z.unknown()).refine((o) => Object.keys(o).length <= 10, T.answerWrongType);

/** A question as the student sees it: no key, options in the attempt's order. */
export const shownQuestionSchema = z.object({
  position: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  points: z.number(),
  options: z.array(z.object({ id: z.string(), text: z.string() })).nullable(),
  /** Matching: the left-hand items to match, and the right-hand answers to pick from. */
  lefts: z.array(z.object({ id: z.string(), text: z.string() })).nullable(),
  rights: z.array(z.object({ id: z.string(), text: z.string() })).nullable(),
  /** Fill in the blanks: each blank, and its choices when it is a dropdown. */
  blanks: z.array(z.object({ id: z.string(), options: z.array(z.string()).nullable() })).nullable(),
  min_words: z.number().int().nullable(),
  max_words: z.number().int().nullable(),
  answer: answerObject.nullable(),
  revision: z.number().int(),
  saved_at: z.string().nullable(),
  /** Present when the review options show it now. */
  result: z
    .object({
      status: z.enum(['graded', 'pending', 'unanswered']),
      score: z.number().nullable(),
      correct: z.boolean().nullable(),
      key: answerObject.nullable(),
      feedback: z.string().nullable(),
      mentor_comment: z.string().nullable(),
    })
    .nullable(),
});
export type ShownQuestion = z.infer<typeof shownQuestionSchema>;

export const attemptSchema = z.object({
  id: z.number().int(),
  quiz_id: z.number().int(),
  my_quiz_id: z.number().int(),
  number: z.number().int(),
  status: z.enum(['in_progress', 'submitted', 'auto_submitted']),
  started_at: z.string(),
  /** The server's deadline; the page counts down to it from `server_now`, never from its own clock. */
  deadline_at: z.string().nullable(),
  server_now: z.string(),
  submitted_at: z.string().nullable(),
  score: z.number().nullable(),
  max_score: z.number(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  pending: z.number().int(),
  navigation: z.enum(NAVIGATION_MODES),
  per_page: z.number().int(),
  integrity: integrityViewSchema,
  /** Times the student left the page during this attempt (counted by the server from the attempt log). */
  focus_losses: z.number().int(),
  feedback: z.string().nullable(),
  questions: z.array(shownQuestionSchema),
  /** Per-skill results once the attempt is finished; a weak skill (under 60%) comes with learning paths that teach it. */
  skills: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      score: z.number(),
      max: z.number(),
      paths: z.array(z.object({ id: z.number().int(), title: z.string() })),
    }),
  ),
});
export type Attempt = z.infer<typeof attemptSchema>;
export const attemptResponseSchema = dataEnvelope(attemptSchema);

/** PUT /api/attempts/{id}/answers/{position}: one answer, with the browser's change counter. */
export const saveAnswerBodySchema = z.object({
  /** Checked against the question's type by the API (null clears it). */
  answer: answerObject.nullable(),
  revision: z.number().int().min(1).max(1_000_000),
  seconds: z.number().int().min(0).max(86_400).default(0),
});
export const savedAnswerSchema = dataEnvelope(
  z.object({
    position: z.number().int(),
    revision: z.number().int(),
    saved_at: z.string(),
    deadline_at: z.string().nullable(),
    server_now: z.string(),
  }),
);

/** GET /api/attempts/{id}/clock: what a running attempt's page polls (extra time given reaches it at once). */
export const attemptClockSchema = dataEnvelope(
  z.object({
    status: z.enum(['in_progress', 'submitted', 'auto_submitted']),
    deadline_at: z.string().nullable(),
    server_now: z.string(),
  }),
);

export const ATTEMPT_EVENT_KINDS = ['blur', 'focus', 'paste', 'fullscreen_exit', 'reconnect'] as const;
export const attemptEventsBodySchema = z.object({
  events: z
    .array(
      z.object({
        kind: z.enum(ATTEMPT_EVENT_KINDS),
        position: z.number().int().min(1).max(L.drawMax).nullish(),
        at: isoTime,
      }),
    )
    .min(1)
    .max(100),
});

// ---- accommodations -----------------------------------------------------------------------------------

export const quizAccommodationBodySchema = z
  .object({
    quiz_id: id.nullish(),
    profile_ids: z.array(id).max(500).default([]),
    /** An institute's batch: the year its students graduate. */
    batch: z.number().int().min(1990).max(2100).nullish(),
    /** The institute of the batch (admins; an institution means its own). */
    org_id: id.nullish(),
    extra_minutes: z.number().int().min(0).max(600).default(0),
    time_multiplier: z.number().min(1).max(4).default(1),
    extra_attempts: z.number().int().min(0).max(20).default(0),
    reason: z.string().trim().min(1, T.reasonRequired).max(1000),
  })
  .refine((b) => b.profile_ids.length > 0 || !!b.batch, { path: ['profile_ids'], message: T.whoRequired });
export const quizAccommodationResultSchema = dataEnvelope(
  z.object({ granted: z.number().int(), running_attempts_moved: z.number().int() }),
);

// ---- the mentor's side: attempts, essays, regrades ----------------------------------------------------

export const ATTEMPT_FILTERS = ['in_progress', 'finished', 'pending'] as const;
export const quizAttemptsQuerySchema = z.object({
  status: z.enum(ATTEMPT_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});
export const quizAttemptRowSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  status: z.enum(['in_progress', 'submitted', 'auto_submitted']),
  student: person,
  started_at: z.string(),
  deadline_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  percent: z.number().nullable(),
  pending: z.number().int(),
  /** Focus changes, pastes and fullscreen exits logged during the attempt. */
  events: z.number().int(),
});
export type QuizAttemptRow = z.infer<typeof quizAttemptRowSchema>;
export const quizAttemptsResponseSchema = listEnvelope(quizAttemptRowSchema);

/** GET /api/quiz_attempts/{id}: an attempt as its quiz's managers see it (everything, with the log). */
export const mentorAttemptResponseSchema = dataEnvelope(
  attemptSchema.extend({
    student: person,
    log: z.array(z.object({ kind: z.string(), position: z.number().int().nullable(), at: z.string() })),
  }),
);

export const essayQueueQuerySchema = z.object({
  quiz_id: queryId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});
export const essayToGradeSchema = z.object({
  answer_id: z.number().int(),
  attempt_id: z.number().int(),
  quiz: named,
  student: person,
  position: z.number().int(),
  stem: z.string(),
  rubric: z.string(),
  text: z.string(),
  words: z.number().int(),
  points: z.number(),
  submitted_at: z.string().nullable(),
});
export type EssayToGrade = z.infer<typeof essayToGradeSchema>;
export const essayQueueResponseSchema = listEnvelope(essayToGradeSchema);

export const answerParamsSchema = z.object({ id: queryId });
export const gradeAnswerBodySchema = z.object({
  score: z.number().min(0).max(L.pointsMax),
  comment: z.string().trim().max(2_000).default(''),
});
export const gradedAnswerResponseSchema = dataEnvelope(
  z.object({
    attempt_id: z.number().int(),
    score: z.number(),
    attempt_score: z.number().nullable(),
    pending: z.number().int(),
  }),
);

/** POST .../questions/{questionId}/regrade: every finished attempt that showed an older version, graded by the latest. */
export const regradeResponseSchema = dataEnvelope(
  z.object({
    version: z.number().int(),
    answers: z.number().int(),
    changed: z.number().int(),
    changes: z.array(z.object({ attempt_id: z.number().int(), before: z.number(), after: z.number() })),
  }),
);

// ---- statistics ---------------------------------------------------------------------------------------

/** What a question's health flags say (after enough attempts: QUESTION_HEALTH_MIN_ANSWERS). */
export const QUESTION_HEALTH_FLAGS = {
  too_easy: 'Almost everyone gets it right',
  too_hard: 'Almost no one gets it right',
  no_discrimination: 'It does not tell strong students from weak ones',
  unpicked_option: 'An option nobody picks',
} as const;
export type QuestionHealthFlag = keyof typeof QUESTION_HEALTH_FLAGS;
export const QUESTION_HEALTH_MIN_ANSWERS = 30;

export const quizQuestionStatSchema = z.object({
  question_id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  answered: z.number().int(),
  /** Mean share of the points earned (0..1), of graded answers. */
  facility: z.number().nullable(),
  /** Facility of the top 27% of attempts minus that of the bottom 27% (-1..1). */
  discrimination: z.number().nullable(),
  /** How many picked each option (choice types). */
  choices: z.array(z.object({ id: z.string(), text: z.string(), picks: z.number().int(), correct: z.boolean() })),
  median_seconds: z.number().nullable(),
  flags: z.array(z.enum(Object.keys(QUESTION_HEALTH_FLAGS) as [QuestionHealthFlag, ...QuestionHealthFlag[]])),
});
export type QuizQuestionStat = z.infer<typeof quizQuestionStatSchema>;

export const quizStatsSchema = z.object({
  started: z.number().int(),
  finished: z.number().int(),
  students: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  pass_rate: z.number().nullable(),
  completion_rate: z.number().nullable(),
  /** Finished attempts by percent, in tens (0–9, 10–19, ... 90–100). */
  distribution: z.array(z.object({ from: z.number().int(), to: z.number().int(), attempts: z.number().int() })),
  questions: z.array(quizQuestionStatSchema),
  computed_at: z.string().nullable(),
});
export type QuizStats = z.infer<typeof quizStatsSchema>;
export const quizStatsResponseSchema = dataEnvelope(quizStatsSchema);
