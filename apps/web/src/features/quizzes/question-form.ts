import {
  bankQuestionBodySchema,
  blankIdsOf,
  type BankQuestion,
  type BankQuestionBody,
  type QuestionDifficulty,
  type QuestionInput,
  type QuestionType,
} from '@lbd/shared/quizzes';
import { validate, type FieldErrors } from '../../lib/form-errors';

/*
 * The question editor's values: the question as the contract writes it (key included), and its filing in
 * the bank. Numbers the author types stay numbers (NaN while a box is empty, which the schema refuses).
 */

export interface QuestionDraft {
  question: QuestionInput;
  category: string;
  /** Comma-separated in the form. */
  tags: string;
  difficulty: QuestionDifficulty | '';
  skills: { id: number; label: string }[];
}

type Opt = { id: string; text: string };

/** The next free option id: a, b, c, ... then o27, o28. */
export function nextId(taken: readonly { id: string }[]): string {
  const used = new Set(taken.map((t) => t.id));
  for (let i = 0; i < 26; i++) {
    const id = String.fromCharCode(97 + i);
    if (!used.has(id)) return id;
  }
  let n = 27;
  while (used.has(`o${n}`)) n++;
  return `o${n}`;
}

const opts = (...texts: string[]): Opt[] => texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text }));

/** A new question of a type, keeping what every type shares (stem, points, feedback) from `from`. */
export function blankQuestion(
  type: QuestionType,
  from?: Partial<Pick<QuestionInput, 'stem' | 'points' | 'feedback'>>,
): QuestionInput {
  const common = { stem: from?.stem ?? '', points: from?.points ?? 1, feedback: from?.feedback ?? '' };
  switch (type) {
    case 'single_choice':
      return { type, ...common, options: opts('', ''), correct: 'a', penalty: 0 };
    case 'multiple_response':
      return { type, ...common, options: opts('', '', ''), correct: [], partial: true, penalty: 0 };
    case 'true_false':
      return { type, ...common, correct: true, penalty: 0 };
    case 'short_answer':
      return { type, ...common, accepted: [''], case_sensitive: false, spaces: 'collapse' };
    case 'numerical':
      return { type, ...common, answer: Number.NaN, tolerance: 0, tolerance_kind: 'absolute' };
    case 'fill_blanks':
      return { type, ...common, blanks: syncBlanks(common.stem, []), case_sensitive: false };
    case 'matching':
      return {
        type,
        ...common,
        pairs: [
          { id: 'a', left: '', right: '' },
          { id: 'b', left: '', right: '' },
        ],
        distractors: [],
      };
    case 'ordering':
      return { type, ...common, items: opts('', '', ''), partial: true };
    case 'essay':
      return { type, ...common, min_words: 0, max_words: 500, rubric: '' };
  }
}

type Blank = { id: string; accepted: string[]; options?: string[] };

/** The blanks the stem marks with `[[id]]`, in order: those already written keep their answers. */
export function syncBlanks(stem: string, blanks: readonly Blank[]): Blank[] {
  const ids = [...new Set(blankIdsOf(stem))];
  return ids.map((id) => blanks.find((b) => b.id === id) ?? { id, accepted: [''] });
}

export function draftFromQuestion(q: BankQuestion | null, type: QuestionType = 'single_choice'): QuestionDraft {
  if (!q) return { question: blankQuestion(type), category: '', tags: '', difficulty: '', skills: [] };
  return {
    question: structuredClone(q.question) as QuestionInput,
    category: q.category ?? '',
    tags: q.tags.join(', '),
    difficulty: q.difficulty ?? '',
    skills: q.skills.map((s) => ({ id: s.id, label: s.name })),
  };
}

/** The body the API takes: empty lines of lists dropped, tags split. */
export function bodyFromDraft(d: QuestionDraft): BankQuestionBody {
  const q = structuredClone(d.question) as QuestionInput & Record<string, unknown>;
  if (q.type === 'short_answer') q.accepted = q.accepted.map((a) => a.trim()).filter(Boolean);
  if (q.type === 'fill_blanks')
    q.blanks = q.blanks.map((b) => ({
      ...b,
      accepted: b.accepted.map((a) => a.trim()).filter(Boolean),
      ...(b.options ? { options: b.options.map((o) => o.trim()).filter(Boolean) } : {}),
    }));
  return {
    question: q,
    category: d.category.trim() || null,
    tags: d.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    difficulty: d.difficulty || null,
    skill_ids: d.skills.map((s) => s.id),
  };
}

/** The contract's check of the body, messages keyed by path ('question.options.0.text', 'category'). */
export function validateDraft(d: QuestionDraft): { body: BankQuestionBody | null; errors: FieldErrors } {
  const body = bodyFromDraft(d);
  const result = validate(bankQuestionBodySchema, body);
  if (result.errors) {
    // Numbers left empty read as NaN: say so in words.
    const errors: FieldErrors = {};
    for (const [k, v] of Object.entries(result.errors))
      errors[k] = /expected number, received NaN/i.test(v)
        ? 'Please enter a number'
        : /^Too small: expected string/i.test(v)
          ? // SPEC §5.1's words for an empty form field.
            'This field cant be empty'
          : v;
    return { body: null, errors };
  }
  return { body, errors: {} };
}

/** The message for a field, looked up with or without the body's `question.` prefix (API 422s use either). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  return errors[`question.${path}`] ?? errors[path];
}

/** Messages at or under a path (a list's own message and its items'), for a list's summary. */
export function errorsUnder(errors: FieldErrors, path: string): string[] {
  return Object.entries(errors)
    .filter(
      ([k]) => k === `question.${path}` || k === path || k.startsWith(`question.${path}.`) || k.startsWith(`${path}.`),
    )
    .map(([, v]) => v);
}

/** Plain text of rich text, for labels and lists. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
