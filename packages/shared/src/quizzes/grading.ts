import type { SpaceRule } from './constants';
import type { Answer, AnswerOf, Question, QuestionOf } from './questions';

/*
 * One grader per question type, run by the API when an answer is recorded and by the page when it shows
 * a result: both read the same function, so they never disagree. A grade is a fraction of the question's
 * points: 1 is full marks, 0 nothing, below 0 only where negative marking takes points for a wrong answer.
 * Essays wait for a mentor.
 */

export type Grade =
  | { status: 'graded'; fraction: number; score: number; correct: boolean }
  | { status: 'pending'; fraction: null; score: null; correct: null }
  | { status: 'unanswered'; fraction: 0; score: 0; correct: false };

/** Scores are shown with one decimal (SPEC §9); kept to two so that sums of many stay exact enough. */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
export const round1 = (n: number) => Math.round((n + Number.EPSILON) * 10) / 10;

const graded = (q: Question, fraction: number): Grade => ({
  status: 'graded',
  fraction,
  score: round2(fraction * q.points),
  correct: fraction >= 1 - 1e-9,
});

/** A wrong choice loses the question's penalty share; a right one gets its fraction. */
const withPenalty = (fraction: number, penalty: number) => (fraction <= 0 && penalty > 0 ? -penalty : fraction);

/** How a typed answer compares: Unicode-normalised, spaces by the question's rule, case unless it matters. */
export function normaliseText(s: string, rule: SpaceRule, caseSensitive: boolean): string {
  let t = s.normalize('NFC').trim();
  if (rule === 'collapse') t = t.replace(/\s+/g, ' ');
  if (rule === 'ignore') t = t.replace(/\s+/g, '');
  return caseSensitive ? t : t.toLocaleLowerCase('en-IN');
}

function single(q: QuestionOf<'single_choice'>, a: AnswerOf<'single_choice'>) {
  return withPenalty(a.option_id === q.correct ? 1 : 0, q.penalty);
}

function multiple(q: QuestionOf<'multiple_response'>, a: AnswerOf<'multiple_response'>) {
  const picked = new Set(a.option_ids);
  const right = new Set(q.correct);
  const wrongCount = q.options.length - right.size;
  const rightPicked = [...picked].filter((id) => right.has(id)).length;
  const wrongPicked = [...picked].filter((id) => !right.has(id) && q.options.some((o) => o.id === id)).length;
  if (!q.partial) return withPenalty(rightPicked === right.size && wrongPicked === 0 ? 1 : 0, q.penalty);
  // Right picks share the points; each wrong pick takes back its share of the wrong options (never below 0).
  const fraction = Math.max(0, rightPicked / right.size - (wrongCount > 0 ? wrongPicked / wrongCount : 0));
  return withPenalty(fraction, q.penalty);
}

function numerical(q: QuestionOf<'numerical'>, a: AnswerOf<'numerical'>) {
  const allowed = q.tolerance_kind === 'relative' ? Math.abs(q.answer) * q.tolerance : q.tolerance;
  // A hair of slack for binary fractions (0.1 + 0.2 is 0.30000000000000004).
  const slack = 1e-9 * Math.max(1, Math.abs(q.answer));
  return Math.abs(a.value - q.answer) <= allowed + slack ? 1 : 0;
}

function fillBlanks(q: QuestionOf<'fill_blanks'>, a: AnswerOf<'fill_blanks'>) {
  const right = q.blanks.filter((b) => {
    const given = a.blanks[b.id];
    if (given === undefined) return false;
    if (b.options) return b.accepted.includes(given);
    const mine = normaliseText(given, 'collapse', q.case_sensitive);
    return b.accepted.some((acc) => normaliseText(acc, 'collapse', q.case_sensitive) === mine);
  }).length;
  return right / q.blanks.length;
}

function matching(q: QuestionOf<'matching'>, a: AnswerOf<'matching'>) {
  return q.pairs.filter((p) => a.pairs[p.id] === p.id).length / q.pairs.length;
}

function ordering(q: QuestionOf<'ordering'>, a: AnswerOf<'ordering'>) {
  const inPlace = q.items.filter((item, i) => a.order[i] === item.id).length;
  if (!q.partial) return inPlace === q.items.length ? 1 : 0;
  return inPlace / q.items.length;
}

/** The grade of one answer (undefined or null: not answered). */
export function gradeAnswer(q: Question, answer: Answer | null | undefined): Grade {
  if (answer === null || answer === undefined) return { status: 'unanswered', fraction: 0, score: 0, correct: false };
  switch (q.type) {
    case 'single_choice':
      return graded(q, single(q, answer as AnswerOf<'single_choice'>));
    case 'multiple_response':
      return graded(q, multiple(q, answer as AnswerOf<'multiple_response'>));
    case 'true_false': {
      const a = answer as AnswerOf<'true_false'>;
      return graded(q, withPenalty(a.value === q.correct ? 1 : 0, q.penalty));
    }
    case 'short_answer': {
      const given = normaliseText((answer as AnswerOf<'short_answer'>).text, q.spaces, q.case_sensitive);
      const right = q.accepted.some((acc) => normaliseText(acc, q.spaces, q.case_sensitive) === given);
      return graded(q, right ? 1 : 0);
    }
    case 'numerical':
      return graded(q, numerical(q, answer as AnswerOf<'numerical'>));
    case 'fill_blanks':
      return graded(q, fillBlanks(q, answer as AnswerOf<'fill_blanks'>));
    case 'matching':
      return graded(q, matching(q, answer as AnswerOf<'matching'>));
    case 'ordering':
      return graded(q, ordering(q, answer as AnswerOf<'ordering'>));
    case 'essay':
      return { status: 'pending', fraction: null, score: null, correct: null };
  }
}

/** A mentor's mark for an essay (or an override), held to the question's points. */
export function mentorGrade(q: Question, score: number): Grade {
  const bounded = Math.min(Math.max(score, 0), q.points);
  return graded(q, bounded / q.points);
}
