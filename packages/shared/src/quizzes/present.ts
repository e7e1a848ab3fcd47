import { shuffled, subSeed } from './draw';
import type { Question } from './questions';

/*
 * A question as a student sees it during an attempt: never its key. Options, right-hand answers and the
 * order of items to sort come in the attempt's own order (from its seed), the same on every reload.
 */

export interface Presented {
  type: Question['type'];
  stem: string;
  points: number;
  options: { id: string; text: string }[] | null;
  lefts: { id: string; text: string }[] | null;
  rights: { id: string; text: string }[] | null;
  blanks: { id: string; options: string[] | null }[] | null;
  min_words: number | null;
  max_words: number | null;
}

export function presentQuestion(q: Question, seed: number, position: number, shuffleOptions: boolean): Presented {
  const order = <T>(items: readonly T[], part = 0) =>
    shuffleOptions ? shuffled(items, subSeed(seed, 1000 + position * 7 + part)) : [...items];
  const base: Presented = {
    type: q.type,
    stem: q.stem,
    points: q.points,
    options: null,
    lefts: null,
    rights: null,
    blanks: null,
    min_words: null,
    max_words: null,
  };
  switch (q.type) {
    case 'single_choice':
    case 'multiple_response':
      return { ...base, options: order(q.options) };
    case 'ordering':
      // Always mixed: in the author's order the answer would be given away.
      return { ...base, options: shuffledAway(q.items, subSeed(seed, 2000 + position)) };
    case 'matching':
      return {
        ...base,
        lefts: q.pairs.map((p) => ({ id: p.id, text: p.left })),
        rights: shuffled(
          [...q.pairs.map((p) => ({ id: p.id, text: p.right })), ...q.distractors],
          subSeed(seed, 3000 + position),
        ),
      };
    case 'fill_blanks':
      return { ...base, blanks: q.blanks.map((b) => ({ id: b.id, options: b.options ? order(b.options, 1) : null })) };
    case 'essay':
      return { ...base, min_words: q.min_words, max_words: q.max_words };
    default:
      return base;
  }
}

/** A seeded order that is not the original one (when there is another). */
function shuffledAway<T>(items: readonly T[], seed: number): T[] {
  for (let tries = 0; tries < 8; tries++) {
    const out = shuffled(items, subSeed(seed, tries));
    if (out.some((item, i) => item !== items[i])) return out;
  }
  return [...items].reverse();
}

/** The right answer, in the shape of an answer to this question (for the review, when it may be shown). */
export function keyOf(q: Question): unknown {
  switch (q.type) {
    case 'single_choice':
      return { option_id: q.correct };
    case 'multiple_response':
      return { option_ids: q.correct };
    case 'true_false':
      return { value: q.correct };
    case 'short_answer':
      return { text: q.accepted[0], accepted: q.accepted };
    case 'numerical':
      return { value: q.answer, tolerance: q.tolerance, tolerance_kind: q.tolerance_kind };
    case 'fill_blanks':
      return { blanks: Object.fromEntries(q.blanks.map((b) => [b.id, b.accepted[0]])) };
    case 'matching':
      return { pairs: Object.fromEntries(q.pairs.map((p) => [p.id, p.id])) };
    case 'ordering':
      return { order: q.items.map((i) => i.id) };
    case 'essay':
      return null;
  }
}
