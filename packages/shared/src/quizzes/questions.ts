import { z } from 'zod';
import { BLANK_PATTERN, QUIZ_LIMITS as L, SPACE_RULES, TOLERANCE_KINDS } from './constants';
import { QUIZ_TEXTS as T } from './messages';

/*
 * One zod schema per question type for what an author writes (the key included) and for what a student
 * answers. Stems and options are rich text (HTML, sanitised by the API on save and by the page on show).
 */

const itemId = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,24}$/i, 'Ids are letters, digits, - and _');
const rich = (max: number) => z.string().max(max);
const points = z.number().min(L.pointsMin).max(L.pointsMax);
const penalty = z.number().min(0).max(L.penaltyMax);
const option = z.object({ id: itemId, text: rich(L.optionMax).min(1) });
const options = z.array(option).min(L.optionsMin, T.optionsTooFew).max(L.optionsMax);
const finite = z.number().finite().min(-L.numberAbsMax).max(L.numberAbsMax);

const common = {
  stem: rich(L.stemMax).refine((s) => s.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\b/i.test(s), T.stemRequired),
  points: points.default(1),
  /** Shown with the result when the review options allow. */
  feedback: rich(L.feedbackMax).default(''),
};

const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((i) => i.id)).size === items.length;

export const singleChoiceSchema = z
  .object({ type: z.literal('single_choice'), ...common, options, correct: itemId, penalty: penalty.default(0) })
  .refine((q) => uniqueIds(q.options), { path: ['options'], message: T.optionsDuplicate })
  .refine((q) => q.options.some((o) => o.id === q.correct), { path: ['correct'], message: T.correctUnknown });

export const multipleResponseSchema = z
  .object({
    type: z.literal('multiple_response'),
    ...common,
    options,
    correct: z.array(itemId).min(1, T.correctRequired).max(L.optionsMax),
    /** Partial credit (right picks share the points, wrong picks take their share away) or all or nothing. */
    partial: z.boolean().default(true),
    penalty: penalty.default(0),
  })
  .refine((q) => uniqueIds(q.options), { path: ['options'], message: T.optionsDuplicate })
  .refine((q) => q.correct.every((id) => q.options.some((o) => o.id === id)), {
    path: ['correct'],
    message: T.correctUnknown,
  });

export const trueFalseSchema = z.object({
  type: z.literal('true_false'),
  ...common,
  correct: z.boolean(),
  penalty: penalty.default(0),
});

export const shortAnswerSchema = z.object({
  type: z.literal('short_answer'),
  ...common,
  accepted: z.array(z.string().trim().min(1).max(L.acceptedLengthMax)).min(1, T.acceptedRequired).max(L.acceptedMax),
  case_sensitive: z.boolean().default(false),
  spaces: z.enum(SPACE_RULES).default('collapse'),
});

export const numericalSchema = z.object({
  type: z.literal('numerical'),
  ...common,
  answer: finite,
  tolerance: z.number().finite().min(0).max(L.numberAbsMax).default(0),
  tolerance_kind: z.enum(TOLERANCE_KINDS).default('absolute'),
});

const blank = z
  .object({
    id: itemId,
    accepted: z.array(z.string().trim().min(1).max(L.acceptedLengthMax)).min(1, T.acceptedRequired).max(L.acceptedMax),
    /** Present: the student picks from these (a dropdown); absent: the student types. */
    options: z.array(z.string().trim().min(1).max(L.acceptedLengthMax)).max(L.optionsMax).optional(),
  })
  .refine((b) => !b.options || b.accepted.some((a) => b.options!.includes(a)), {
    path: ['options'],
    message: T.dropdownNeedsAnswer,
  });

/** The ids of the `[[blank]]` marks in a stem, in order of appearance. */
export const blankIdsOf = (stem: string) => [...stem.matchAll(BLANK_PATTERN)].map((m) => m[1]!);

export const fillBlanksSchema = z
  .object({
    type: z.literal('fill_blanks'),
    ...common,
    blanks: z.array(blank).min(1, T.acceptedRequired).max(L.blanksMax),
    case_sensitive: z.boolean().default(false),
  })
  .refine(
    (q) => {
      const marked = blankIdsOf(q.stem);
      return new Set(marked).size === q.blanks.length && q.blanks.every((b) => marked.includes(b.id));
    },
    { path: ['blanks'], message: T.blanksMismatch },
  );

export const matchingSchema = z
  .object({
    type: z.literal('matching'),
    ...common,
    pairs: z
      .array(z.object({ id: itemId, left: rich(L.optionMax).min(1), right: rich(L.optionMax).min(1) }))
      .min(L.pairsMin, T.pairsTooFew)
      .max(L.pairsMax),
    /** Right-hand answers that match nothing. */
    distractors: z.array(option).max(L.optionsMax).default([]),
  })
  .refine((q) => uniqueIds([...q.pairs, ...q.distractors]), { path: ['pairs'], message: T.optionsDuplicate });

export const orderingSchema = z
  .object({
    type: z.literal('ordering'),
    ...common,
    /** In the right order. */
    items: z.array(option).min(L.orderItemsMin, T.itemsTooFew).max(L.orderItemsMax),
    partial: z.boolean().default(true),
  })
  .refine((q) => uniqueIds(q.items), { path: ['items'], message: T.optionsDuplicate });

export const essaySchema = z
  .object({
    type: z.literal('essay'),
    ...common,
    min_words: z.number().int().min(0).max(L.essayWordsMax).default(0),
    max_words: z.number().int().min(1).max(L.essayWordsMax).default(500),
    /** What the mentor grades against. */
    rubric: rich(L.feedbackMax).default(''),
  })
  .refine((q) => q.min_words <= q.max_words, { path: ['min_words'], message: T.wordLimits });

/** A question as its author writes it, key included. */
export const questionSchema = z.discriminatedUnion('type', [
  singleChoiceSchema,
  multipleResponseSchema,
  trueFalseSchema,
  shortAnswerSchema,
  numericalSchema,
  fillBlanksSchema,
  matchingSchema,
  orderingSchema,
  essaySchema,
]);
export type Question = z.infer<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;
export type QuestionOf<K extends Question['type']> = Extract<Question, { type: K }>;

// ---- answers ------------------------------------------------------------------------------------------

const text = (max: number) => z.string().max(max, T.answerTooLong);

/** What a student answers, per type (an unanswered question has no answer at all). */
export const answerSchemas = {
  single_choice: z.object({ option_id: itemId }),
  multiple_response: z.object({ option_ids: z.array(itemId).max(L.optionsMax) }),
  true_false: z.object({ value: z.boolean() }),
  short_answer: z.object({ text: text(L.shortAnswerMax) }),
  numerical: z.object({ value: finite }),
  fill_blanks: z.object({
    blanks: z.record(itemId, text(L.acceptedLengthMax)).refine((r) => Object.keys(r).length <= L.blanksMax),
  }),
  /** Each left-hand id to the id of the right-hand answer picked for it (a pair's id or a distractor's). */
  matching: z.object({
    pairs: z.record(itemId, itemId).refine((r) => Object.keys(r).length <= L.pairsMax),
  }),
  ordering: z.object({ order: z.array(itemId).max(L.orderItemsMax) }),
  essay: z.object({ text: text(L.essayCharsMax) }),
} as const;
export type AnswerOf<K extends Question['type']> = z.infer<(typeof answerSchemas)[K]>;
export type Answer = { [K in Question['type']]: AnswerOf<K> }[Question['type']];

/** The answer parsed for this question's type, or the message that says what is wrong with it. */
export function parseAnswer(
  q: Pick<Question, 'type'> & Partial<Pick<QuestionOf<'essay'>, 'max_words'>>,
  raw: unknown,
): { ok: true; answer: Answer } | { ok: false; message: string } {
  const parsed = answerSchemas[q.type].safeParse(raw);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((i) => i.message === T.answerTooLong);
    return { ok: false, message: tooLong ? T.answerTooLong : T.answerWrongType };
  }
  if (
    q.type === 'essay' &&
    q.max_words !== undefined &&
    wordCount((parsed.data as AnswerOf<'essay'>).text) > q.max_words
  )
    return { ok: false, message: T.essayTooManyWords };
  return { ok: true, answer: parsed.data as Answer };
}

/** Words of a text (HTML tags are not words). */
export const wordCount = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
