import type { Rule } from '@lbd/shared/quests';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StepWork, WorkByStudent } from '../../lib/quest-steps';
import { shapeOf, standingOf, type StepRow, type WorkByKind } from './standing';

/*
 * Credit once, everywhere (issue 27 item 6), as the API computes standings: random quests sharing items,
 * random work per item. What a student did on an item is the same fact in every quest that has it; finishing
 * an item never undoes a step anywhere and completes it, at once, in every quest where its rule holds;
 * another student's work changes nothing; a step behind a failed score gate is never complete.
 */

const ITEMS = [1, 2, 3, 4, 5, 6];
const ME = 7;
const OTHER = 8;
const TODAY = '2026-11-29';

const itemWork = fc.record({ done: fc.boolean(), best: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }) });
const workArb = fc.tuple(...ITEMS.map(() => itemWork));

/** A quest: some of the items in some order, each step's rule naming earlier steps. */
const questArb = fc.shuffledSubarray(ITEMS, { minLength: 1, maxLength: ITEMS.length }).chain((items) =>
  fc.tuple(
    fc.constant(items),
    fc.tuple(
      ...items.map((_, i) =>
        i === 0
          ? fc.constant<Rule | null>(null)
          : fc.oneof(
              fc.constant<Rule | null>(null),
              fc.integer({ min: 0, max: i - 1 }).map((p): Rule => ({ kind: 'completed', step: `k${p}` })),
              fc
                .tuple(fc.integer({ min: 0, max: i - 1 }), fc.integer({ min: 1, max: 100 }))
                .map(([p, x]): Rule => ({ kind: 'passed', step: `k${p}`, min_percent: x })),
              fc
                .subarray(
                  Array.from({ length: i }, (_, k) => k),
                  { minLength: 1 },
                )
                .chain((ks) =>
                  fc
                    .integer({ min: 1, max: ks.length })
                    .map((n): Rule => ({ kind: 'n_of', n, steps: ks.map((k) => `k${k}`) })),
                ),
            ),
      ),
    ),
  ),
);

function shape(questId: number, items: number[], rules: (Rule | null)[]) {
  const rows: StepRow[] = items.map((ref_id, i) => ({
    id: questId * 100 + i,
    quest_id: questId,
    key: `k${i}`,
    seq: i + 1,
    kind: 'project',
    ref_id,
    rule: rules[i] ?? null,
    skip_counts: false,
    x: null,
    y: null,
  }));
  return shapeOf(questId, rows);
}

function workOf(per: { profile: number; work: { done: boolean; best: number | null }[] }[]): WorkByKind {
  const byStudent: WorkByStudent = new Map();
  for (const { profile, work } of per)
    byStudent.set(
      profile,
      new Map(
        ITEMS.map((item, i): [number, StepWork] => [
          item,
          {
            done: work[i]!.done,
            started_on: '2026-11-01',
            last_on: '2026-11-20',
            best_percent: work[i]!.best,
            mentor_percent: null,
            peer_percent: null,
            my_item_id: null,
          },
        ]),
      ),
    );
  return new Map([['project', byStudent]]);
}

const standings = (quests: ReturnType<typeof shape>[], work: WorkByKind, profile = ME) =>
  quests.map((q) => standingOf(q, profile, work, new Map(), '2026-11-01', TODAY));

describe('standings across quests', () => {
  it('read the same facts of an item in every quest that has it', () => {
    fc.assert(
      fc.property(fc.array(questArb, { minLength: 2, maxLength: 3 }), workArb, (qs, work) => {
        const quests = qs.map(([items, rules], i) => shape(i + 1, items, rules));
        const all = standings(quests, workOf([{ profile: ME, work }]));
        for (const [qi, s] of all.entries())
          for (const step of quests[qi]!.steps) {
            const w = work[ITEMS.indexOf(step.ref_id)]!;
            expect(s.facts.get(step.key)).toMatchObject({ done: w.done, best_percent: w.best });
          }
      }),
      { numRuns: 300 },
    );
  });

  it('finishing an item undoes nothing and completes its step at once wherever its rule holds', () => {
    fc.assert(
      fc.property(
        fc.array(questArb, { minLength: 2, maxLength: 3 }),
        workArb,
        fc.constantFrom(...ITEMS),
        (qs, work, item) => {
          const quests = qs.map(([items, rules], i) => shape(i + 1, items, rules));
          const before = standings(quests, workOf([{ profile: ME, work }]));
          const finished = work.map((w, i) => (ITEMS[i] === item ? { done: true, best: 100 } : w));
          const after = standings(quests, workOf([{ profile: ME, work: finished }]));
          for (const [qi, q] of quests.entries())
            for (const step of q.steps) {
              if (before[qi]!.status.get(step.key)!.complete)
                expect(after[qi]!.status.get(step.key)!.complete).toBe(true);
              if (step.ref_id === item && after[qi]!.status.get(step.key)!.unlocked)
                expect(after[qi]!.status.get(step.key)!.complete).toBe(true);
            }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('another student’s work changes nothing, and a failed score gate never completes', () => {
    fc.assert(
      fc.property(fc.array(questArb, { minLength: 1, maxLength: 3 }), workArb, workArb, (qs, mine, theirs) => {
        const quests = qs.map(([items, rules], i) => shape(i + 1, items, rules));
        const alone = standings(quests, workOf([{ profile: ME, work: mine }]));
        const together = standings(
          quests,
          workOf([
            { profile: ME, work: mine },
            { profile: OTHER, work: theirs },
          ]),
        );
        for (const [qi, q] of quests.entries()) {
          expect([...together[qi]!.status]).toEqual([...alone[qi]!.status]);
          for (const step of q.steps) {
            const rule = step.rule as Rule | null;
            if (rule?.kind !== 'passed' || !alone[qi]!.status.get(step.key)!.complete) continue;
            expect(alone[qi]!.facts.get(rule.step)!.best_percent ?? -1).toBeGreaterThanOrEqual(rule.min_percent);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
