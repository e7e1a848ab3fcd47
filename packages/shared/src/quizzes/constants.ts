/*
 * Quizzes, question banks and quiz bytes (issue 26): the question types and the bounds every question,
 * answer and draw is held to. The browser and the API read the same numbers.
 */

export const QUESTION_TYPES = [
  'single_choice',
  'multiple_response',
  'true_false',
  'short_answer',
  'numerical',
  'fill_blanks',
  'matching',
  'ordering',
  'essay',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  single_choice: 'Single choice',
  multiple_response: 'Multiple response',
  true_false: 'True or false',
  short_answer: 'Short answer',
  numerical: 'Numerical',
  fill_blanks: 'Fill in the blanks',
  matching: 'Matching',
  ordering: 'Ordering',
  essay: 'Essay',
};

export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export const TOLERANCE_KINDS = ['absolute', 'relative'] as const;
export const SPACE_RULES = ['exact', 'collapse', 'ignore'] as const;
export type SpaceRule = (typeof SPACE_RULES)[number];

export const QUIZ_LIMITS = {
  stemMax: 20_000,
  optionMax: 2_000,
  optionsMin: 2,
  optionsMax: 10,
  acceptedMax: 20,
  acceptedLengthMax: 200,
  blanksMax: 20,
  pairsMin: 2,
  pairsMax: 12,
  orderItemsMin: 2,
  orderItemsMax: 12,
  feedbackMax: 2_000,
  /** Points a question is worth. */
  pointsMin: 0.1,
  pointsMax: 100,
  /** Share of a question's points a wrong answer loses (negative marking). */
  penaltyMax: 1,
  shortAnswerMax: 500,
  essayCharsMax: 30_000,
  essayWordsMax: 5_000,
  numberAbsMax: 1e12,
  idMax: 24,
  /** Questions one random draw may take. */
  drawMax: 200,
  /** Times leaving the page may end an attempt at most (an author who sets more may as well set none). */
  focusLossesMax: 20,
} as const;

/** The marks of a blank inside a fill-in-the-blanks stem: `[[id]]`. */
export const BLANK_PATTERN = /\[\[([a-z0-9_-]{1,24})\]\]/gi;
