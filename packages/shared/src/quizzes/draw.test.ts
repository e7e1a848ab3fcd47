import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawAttempt, matchesRule, shuffled, type PoolQuestion, type DrawSlot } from './draw';

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const pool: PoolQuestion[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  category: i % 3 === 0 ? 'Aptitude' : 'SQL',
  tags: i % 4 === 0 ? ['joins'] : [],
  difficulty: DIFFICULTIES[i % 3]!,
}));
const slots: DrawSlot[] = [
  { kind: 'fixed', question_id: 2 },
  { kind: 'random', count: 5, category: 'SQL' },
  { kind: 'random', count: 3, tag: 'joins' },
  { kind: 'random', count: 4, difficulty: 'hard' },
];

describe('random draws', () => {
  it('over 10,000 seeds: never a question twice, every rule met from its own pool, the same seed the same draw', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 10_000; seed++) {
      const { question_ids, short } = drawAttempt(slots, pool, seed * 2654435761);
      expect(short).toBe(0);
      expect(new Set(question_ids).size).toBe(question_ids.length);
      expect(question_ids[0]).toBe(2);
      const byId = new Map(pool.map((q) => [q.id, q]));
      expect(question_ids.slice(1, 6).every((id) => matchesRule(byId.get(id)!, slots[1] as never))).toBe(true);
      expect(question_ids.slice(6, 9).every((id) => byId.get(id)!.tags.includes('joins'))).toBe(true);
      expect(question_ids.slice(9).every((id) => byId.get(id)!.difficulty === 'hard')).toBe(true);
      for (const id of question_ids) seen.add(id);
    }
    // Every question some rule can take was drawn by some seed.
    const reachable = pool.filter((q) => q.category === 'SQL' || q.tags.includes('joins') || q.difficulty === 'hard');
    expect(reachable.every((q) => seen.has(q.id))).toBe(true);
    expect(drawAttempt(slots, pool, 42)).toEqual(drawAttempt(slots, [...pool].reverse(), 42));
  });

  it('takes what is left when a rule asks for more than its pool has, and says how many are short', () => {
    const { question_ids, short } = drawAttempt([{ kind: 'random', count: 30, tag: 'joins' }], pool, 7);
    expect(question_ids).toHaveLength(15);
    expect(short).toBe(15);
  });

  it('shuffles into a permutation, reproducibly', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (xs, seed) => {
        const out = shuffled(xs, seed);
        expect([...out].sort()).toEqual([...xs].sort());
        expect(shuffled(xs, seed)).toEqual(out);
      }),
    );
  });
});
