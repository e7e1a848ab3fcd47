import {
  quizBodySchema,
  quizSlotBodySchema,
  type QuestionDifficulty,
  type QuizBody,
  type QuizDetail,
  type QuizSlot,
  type QuizSlotBody,
  type ReviewOptions,
} from '@lbd/shared/quizzes';
import { validate, type FieldErrors } from '../../lib/form-errors';

/** The quiz settings as the form holds them: times as the browser's local 'YYYY-MM-DDTHH:mm', numbers as text. */
export interface QuizFormValues {
  title: string;
  summary: string;
  instructions: string;
  opens_at: string;
  closes_at: string;
  time_limit_minutes: string;
  attempts_allowed: string;
  grading_method: QuizBody['grading_method'] & string;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  per_page: string;
  navigation: 'free' | 'sequential';
  pass_mark: string;
  review: ReviewOptions;
  feedback_bands: { from: string; text: string }[];
  one_at_a_time: boolean;
  fullscreen: boolean;
  max_focus_losses: string;
  skill_ids: number[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);
const numOrNull = (v: string) => (v.trim() === '' ? null : Number(v));
const numOr = (v: string, d: number) => (v.trim() === '' ? d : Number(v));

export function formFromQuiz(q: QuizDetail): QuizFormValues {
  return {
    title: q.title,
    summary: q.summary,
    instructions: q.instructions,
    opens_at: toLocalInput(q.opens_at),
    closes_at: toLocalInput(q.closes_at),
    time_limit_minutes: q.time_limit_minutes === null ? '' : String(q.time_limit_minutes),
    attempts_allowed: String(q.attempts_allowed),
    grading_method: q.grading_method,
    shuffle_questions: q.shuffle_questions,
    shuffle_options: q.shuffle_options,
    per_page: String(q.per_page),
    navigation: q.navigation,
    pass_mark: String(q.pass_mark),
    review: q.review,
    feedback_bands: q.feedback_bands.map((b) => ({ from: String(b.from), text: b.text })),
    one_at_a_time: q.integrity.one_at_a_time,
    fullscreen: q.integrity.fullscreen,
    max_focus_losses: String(q.integrity.max_focus_losses),
    skill_ids: q.skills.map((s) => s.id),
  };
}

export function bodyFromForm(v: QuizFormValues): QuizBody {
  return {
    title: v.title,
    summary: v.summary,
    instructions: v.instructions,
    skill_ids: v.skill_ids,
    opens_at: fromLocalInput(v.opens_at),
    closes_at: fromLocalInput(v.closes_at),
    time_limit_minutes: numOrNull(v.time_limit_minutes),
    attempts_allowed: numOr(v.attempts_allowed, 1),
    grading_method: v.grading_method,
    shuffle_questions: v.shuffle_questions,
    shuffle_options: v.shuffle_options,
    per_page: numOr(v.per_page, 1),
    navigation: v.navigation,
    pass_mark: numOr(v.pass_mark, 40),
    review: v.review,
    feedback_bands: v.feedback_bands.map((b) => ({ from: numOr(b.from, 0), text: b.text })),
    integrity: {
      one_at_a_time: v.one_at_a_time,
      fullscreen: v.fullscreen,
      max_focus_losses: numOr(v.max_focus_losses, 0),
    },
  };
}

export function validateQuizForm(v: QuizFormValues): { body: QuizBody | null; errors: FieldErrors } {
  const body = bodyFromForm(v);
  const r = validate(quizBodySchema, body);
  return r.errors ? { body: null, errors: r.errors } : { body, errors: {} };
}

// ---- slots ----

/** A slot as its form holds it: a draw's rule and the points, numbers as text; '' is 'any' or 'the default'. */
export interface SlotFormValues {
  /** A fixed slot's pinned version ('' follows the latest). */
  version: string;
  count: string;
  category: string;
  tag: string;
  difficulty: '' | QuestionDifficulty;
  points: string;
}

export const EMPTY_DRAW: SlotFormValues = {
  version: '',
  count: '5',
  category: '',
  tag: '',
  difficulty: '',
  points: '',
};

export function slotFormFrom(s: QuizSlot): SlotFormValues {
  return {
    version: s.pinned_version === null ? '' : String(s.pinned_version),
    count: String(s.draw_count ?? ''),
    category: s.category ?? '',
    tag: s.tag ?? '',
    difficulty: s.difficulty ?? '',
    points: s.points === null ? '' : String(s.points),
  };
}

/** The body of POST/PUT .../slots for one question (pinned or the latest) or a draw from a bank. */
export function slotBody(
  target: { kind: 'fixed'; question_id: number } | { kind: 'random'; bank_id: number },
  v: SlotFormValues,
): QuizSlotBody {
  const points = numOrNull(v.points);
  if (target.kind === 'fixed') return { ...target, pinned_version: numOrNull(v.version), points };
  return {
    ...target,
    draw_count: numOr(v.count, 0),
    category: v.category || null,
    tag: v.tag.trim() || null,
    difficulty: v.difficulty || null,
    points,
  };
}

export function validateSlot(body: QuizSlotBody): FieldErrors {
  return validate(quizSlotBodySchema, body).errors ?? {};
}
