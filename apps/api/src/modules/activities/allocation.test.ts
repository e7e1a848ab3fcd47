import { describe, expect, it } from 'vitest';
import { allocateEvaluators } from './allocation';

const loads = (added: { evaluatorId: number }[]) => {
  const m = new Map<number, number>();
  for (const a of added) m.set(a.evaluatorId, (m.get(a.evaluatorId) ?? 0) + 1);
  return m;
};

describe('peer evaluator allocation', () => {
  const ten = Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, authorId: i + 1 }));
  const pool = ten.map((s) => s.authorId);

  it('gives every submission N distinct evaluators, never its author', () => {
    const { added, shortfall } = allocateEvaluators({
      submissions: ten,
      evaluators: pool,
      existing: [],
      perSubmission: 3,
    });
    expect(shortfall).toEqual([]);
    for (const s of ten) {
      const mine = added.filter((a) => a.submissionId === s.id).map((a) => a.evaluatorId);
      expect(mine).toHaveLength(3);
      expect(new Set(mine).size).toBe(3);
      expect(mine).not.toContain(s.authorId);
    }
  });

  it('balances the work: with 10 submissions and N=3 everyone reviews exactly 3', () => {
    const { added } = allocateEvaluators({ submissions: ten, evaluators: pool, existing: [], perSubmission: 3 });
    expect([...loads(added).values()]).toEqual(Array(10).fill(3));
    // Uneven totals differ by at most one.
    const seven = allocateEvaluators({
      submissions: ten.slice(0, 7),
      evaluators: pool,
      existing: [],
      perSubmission: 3,
    });
    const l = [...loads(seven.added).values()];
    expect(Math.max(...l) - Math.min(...l)).toBeLessThanOrEqual(1);
  });

  it('keeps earlier allocations and adds a late submitter to the pool and the queue of work', () => {
    const first = allocateEvaluators({
      submissions: ten.slice(0, 9),
      evaluators: pool.slice(0, 9),
      existing: [],
      perSubmission: 3,
    });
    const late = ten[9]!;
    const second = allocateEvaluators({ submissions: ten, evaluators: pool, existing: first.added, perSubmission: 3 });
    // Only the late submission needed evaluators; nothing already allocated was moved.
    expect(second.added.every((a) => a.submissionId === late.id)).toBe(true);
    expect(second.added).toHaveLength(3);
    expect(second.added.map((a) => a.evaluatorId)).not.toContain(late.authorId);
    // The late submitter is an evaluator now: a later submission can be given to them.
    const extra = { id: 999, authorId: 50 };
    const third = allocateEvaluators({
      submissions: [...ten, extra],
      evaluators: [...pool, 50],
      existing: [...first.added, ...second.added],
      perSubmission: 3,
    });
    expect(third.added.map((a) => a.evaluatorId)).toContain(late.authorId);
  });

  it('reports a shortfall instead of blocking when the pool is too small', () => {
    const two = [
      { id: 1, authorId: 11 },
      { id: 2, authorId: 12 },
    ];
    const { added, shortfall } = allocateEvaluators({
      submissions: two,
      evaluators: [11, 12],
      existing: [],
      perSubmission: 3,
    });
    expect(added).toEqual([
      { submissionId: 1, evaluatorId: 12 },
      { submissionId: 2, evaluatorId: 11 },
    ]);
    expect(shortfall).toEqual([
      { submissionId: 1, missing: 2 },
      { submissionId: 2, missing: 2 },
    ]);
  });
});
