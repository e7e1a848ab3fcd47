import type { QuestionDifficulty } from './constants';

/*
 * Random draws that an attempt can replay: every choice comes from a small seeded generator, so the same
 * seed over the same pool gives the same questions in the same order, on the server and in a test.
 */

/** A 32-bit seeded generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed of its own for each part of a draw, so one rule's pool changing leaves the others' picks as they were. */
export const subSeed = (seed: number, part: number) =>
  (Math.imul((seed ^ (part * 0x9e3779b9)) >>> 0, 0x85ebca6b) ^ part) >>> 0;

/** A copy in a seeded order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface PoolQuestion {
  id: number;
  /** The bank it belongs to (a draw may take from several banks, each slot from its own). */
  bank_id?: number;
  category: string | null;
  tags: readonly string[];
  difficulty: QuestionDifficulty | null;
}

/** A quiz slot: one chosen question, or N drawn from the questions matching every given filter. */
export type DrawSlot =
  | { kind: 'fixed'; question_id: number }
  | {
      kind: 'random';
      count: number;
      bank_id?: number | null;
      category?: string | null;
      tag?: string | null;
      difficulty?: QuestionDifficulty | null;
    };

export const matchesRule = (q: PoolQuestion, rule: Extract<DrawSlot, { kind: 'random' }>) =>
  (!rule.bank_id || q.bank_id === rule.bank_id) &&
  (!rule.category || q.category === rule.category) &&
  (!rule.tag || q.tags.includes(rule.tag)) &&
  (!rule.difficulty || q.difficulty === rule.difficulty);

/**
 * The questions of one attempt, slot by slot: fixed questions where they stand, each random slot's
 * questions drawn from those left that match it. Never the same question twice; `short` counts what a
 * rule wanted but its pool no longer had.
 */
export function drawAttempt(
  slots: readonly DrawSlot[],
  pool: readonly PoolQuestion[],
  seed: number,
): { question_ids: number[]; short: number } {
  const used = new Set<number>(slots.flatMap((s) => (s.kind === 'fixed' ? [s.question_id] : [])));
  const out: number[] = [];
  let short = 0;
  slots.forEach((slot, index) => {
    if (slot.kind === 'fixed') {
      out.push(slot.question_id);
      return;
    }
    // Sorted by id before the shuffle: the draw depends on the pool, not on the order it was read in.
    const candidates = pool.filter((q) => !used.has(q.id) && matchesRule(q, slot)).sort((a, b) => a.id - b.id);
    const picked = shuffled(candidates, subSeed(seed, index + 1)).slice(0, slot.count);
    short += slot.count - picked.length;
    for (const q of picked) {
      used.add(q.id);
      out.push(q.id);
    }
  });
  return { question_ids: out, short };
}
