import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_FACTS,
  questStatus,
  shortestUnlockSet,
  stepOrder,
  unknownSteps,
  unmetReasons,
  type GateContext,
  type QuestStep,
  type Rule,
  type StepFacts,
  type StepKey,
} from './rules';

const ctx: GateContext = { today: '2026-11-29', start: '2026-11-01' };
const step = (key: StepKey, rule: Rule | null = null, skip_counts = false): QuestStep => ({ key, rule, skip_counts });
const facts = (entries: Record<StepKey, Partial<StepFacts>>) =>
  new Map(Object.entries(entries).map(([k, f]) => [k, { ...NO_FACTS, ...f }]));
const done = (best: number | null = null): Partial<StepFacts> => ({
  done: true,
  started_on: '2026-11-02',
  best_percent: best,
});

describe('quest gates', () => {
  const sql: QuestStep[] = [
    step('basics'),
    step('quiz', { kind: 'completed', step: 'basics' }),
    step('project', { kind: 'passed', step: 'quiz', min_percent: 70 }),
    step('capstone', { kind: 'n_of', n: 2, steps: ['basics', 'quiz', 'project'] }),
  ];

  it('opens a step when its rule holds and never counts a step done while its gate is unmet', () => {
    // The project was finished elsewhere (credit from another quest) but the quiz is failed: not done here.
    const f = facts({ basics: done(), quiz: done(55), project: done() });
    const s = questStatus(sql, f, ctx);
    expect(s.get('quiz')).toEqual({ state: 'done', unlocked: true, complete: true });
    expect(s.get('project')).toEqual({ state: 'locked', unlocked: false, complete: false });
    expect(s.get('capstone')!.state).toBe('available');
    // Passing later opens it, and the work already done counts at once.
    const passed = questStatus(sql, facts({ basics: done(), quiz: done(72), project: done() }), ctx);
    expect(passed.get('project')).toEqual({ state: 'done', unlocked: true, complete: true });
  });

  it('says why a step is locked, in the rule’s words', () => {
    const f = facts({ basics: done(), quiz: done(55) });
    expect(unmetReasons(sql, f, ctx, 'project')).toEqual([
      { kind: 'pass', step: 'quiz', min_percent: 70, best_percent: 55 },
    ]);
    const windowed = [
      step('a'),
      step('b', {
        kind: 'all',
        rules: [
          { kind: 'completed', step: 'a' },
          { kind: 'window', from_day: 35 },
        ],
      }),
      step('c', { kind: 'any', rules: [{ kind: 'mentor' }, { kind: 'window', to: '2026-11-20' }] }),
    ];
    expect(unmetReasons(windowed, facts({}), ctx, 'b')).toEqual([
      { kind: 'complete', step: 'a' },
      { kind: 'opens', on: '2026-12-06' },
    ]);
    expect(unmetReasons(windowed, facts({}), ctx, 'c')).toEqual([
      { kind: 'one_of', reasons: [{ kind: 'mentor' }, { kind: 'closed', on: '2026-11-20' }] },
    ]);
    // A step begun inside its window stays open after it closes.
    expect(questStatus(windowed, facts({ c: { started_on: '2026-11-19' } }), ctx).get('c')!.state).toBe('in_progress');
    expect(unmetReasons(sql, f, ctx, 'quiz')).toEqual([]);
  });

  it('lets a mentor unlock or skip a step; a skip counts only where the author said so', () => {
    const steps = [step('a', null, true), step('b', null, false), step('c', { kind: 'n_of', n: 2, steps: ['a', 'b'] })];
    const s = questStatus(steps, facts({ a: { skipped: true }, b: { skipped: true } }), ctx);
    expect(s.get('a')).toEqual({ state: 'skipped', unlocked: true, complete: true });
    expect(s.get('b')).toEqual({ state: 'skipped', unlocked: true, complete: false });
    expect(s.get('c')!.unlocked).toBe(false);
    const unlocked = questStatus(steps, facts({ c: { mentor_unlocked: true } }), ctx);
    expect(unlocked.get('c')!.state).toBe('available');
  });

  it('refuses cycles and unknown steps, naming them', () => {
    const cyclic = [
      step('a', { kind: 'completed', step: 'c' }),
      step('b', { kind: 'completed', step: 'a' }),
      step('c', { kind: 'any', rules: [{ kind: 'completed', step: 'b' }] }),
    ];
    expect(stepOrder(cyclic)).toEqual({ cycle: ['a', 'c', 'b'] });
    expect(stepOrder(sql)).toEqual({ order: ['basics', 'quiz', 'project', 'capstone'] });
    expect(unknownSteps([step('a', { kind: 'completed', step: 'zz' })])).toEqual(['zz']);
  });

  it('finds the fewest steps that unlock a step, with the steps those need in turn', () => {
    expect(shortestUnlockSet(sql, facts({}), ctx, 'project')).toEqual(['basics', 'quiz']);
    expect(shortestUnlockSet(sql, facts({ basics: done(), quiz: done(55) }), ctx, 'project')).toEqual(['quiz']);
    expect(shortestUnlockSet(sql, facts({ basics: done() }), ctx, 'capstone')).toEqual(['quiz']);
    // Two routes: the one of fewer steps wins even where a greedy choice would take two.
    const routes = [
      step('x'),
      step('y'),
      step('z'),
      step('t', {
        kind: 'all',
        rules: [
          {
            kind: 'any',
            rules: [
              { kind: 'completed', step: 'y' },
              { kind: 'completed', step: 'x' },
            ],
          },
          {
            kind: 'any',
            rules: [
              { kind: 'completed', step: 'z' },
              { kind: 'completed', step: 'x' },
            ],
          },
        ],
      }),
    ];
    expect(shortestUnlockSet(routes, facts({}), ctx, 't')).toEqual(['x']);
    expect(shortestUnlockSet([step('m', { kind: 'mentor' })], facts({}), ctx, 'm')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over random quests. An independent reading of the rules (the specification, written plainly).

const KEYS = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7'];

/** A rule over the steps before index i. */
const ruleFor = (i: number): fc.Arbitrary<Rule | null> => {
  if (i === 0) return fc.constant(null);
  const earlier = fc.constantFrom(...KEYS.slice(0, i));
  const leaf: fc.Arbitrary<Rule> = fc.oneof(
    earlier.map((s) => ({ kind: 'completed' as const, step: s })),
    fc
      .record({ step: earlier, min_percent: fc.integer({ min: 0, max: 100 }) })
      .map((r) => ({ kind: 'passed' as const, ...r })),
    fc
      .uniqueArray(earlier, { minLength: 1, maxLength: i })
      .chain((steps) => fc.integer({ min: 1, max: steps.length }).map((n) => ({ kind: 'n_of' as const, n, steps }))),
    fc.constant({ kind: 'mentor' as const }),
    fc.constantFrom<Rule>(
      { kind: 'window', from: '2026-11-10' },
      { kind: 'window', to: '2026-11-20' },
      { kind: 'window', from_day: 5, to_day: 60 },
    ),
  );
  const combined = fc.oneof(
    leaf,
    fc.array(leaf, { minLength: 1, maxLength: 3 }).map((rules) => ({ kind: 'all' as const, rules })),
    fc.array(leaf, { minLength: 1, maxLength: 3 }).map((rules) => ({ kind: 'any' as const, rules })),
  );
  return fc.option(combined, { nil: null, freq: 4 });
};

const questArb = fc
  .integer({ min: 1, max: KEYS.length })
  .chain((n) =>
    fc
      .tuple(...Array.from({ length: n }, (_, i) => fc.tuple(ruleFor(i), fc.boolean())))
      .map((parts) => parts.map(([rule, skip], i) => step(KEYS[i]!, rule, skip))),
  );

const factArb: fc.Arbitrary<StepFacts> = fc.record({
  done: fc.boolean(),
  started_on: fc.option(fc.constantFrom('2026-11-03', '2026-11-15', '2026-11-25'), { nil: null }),
  best_percent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  skipped: fc.boolean(),
  mentor_unlocked: fc.boolean(),
});
const factsArb = fc
  .array(factArb, { minLength: KEYS.length, maxLength: KEYS.length })
  .map((list) => new Map(KEYS.map((k, i) => [k, list[i]!])));

/** The plain reading: done in the quest = (work done, or a counted skip) and its rule holds. */
function oracle(steps: QuestStep[], f: Map<StepKey, StepFacts>, c: GateContext) {
  const memo = new Map<StepKey, { unlocked: boolean; complete: boolean }>();
  const skipCounts = (k: StepKey) => {
    const s = steps.find((x) => x.key === k)!;
    return s.skip_counts && f.get(k)!.skipped && get(k).unlocked;
  };
  const add = (d: string, n: number) => {
    const t = new Date(`${d}T00:00:00Z`);
    t.setUTCDate(t.getUTCDate() + n);
    return t.toISOString().slice(0, 10);
  };
  const ok = (r: Rule, self: StepFacts): boolean => {
    if (r.kind === 'completed') return get(r.step).complete;
    if (r.kind === 'passed')
      return skipCounts(r.step) || (get(r.step).complete && (f.get(r.step)!.best_percent ?? -1) >= r.min_percent);
    if (r.kind === 'n_of') return r.steps.filter((s) => get(s).complete).length >= r.n;
    if (r.kind === 'mentor') return self.mentor_unlocked;
    if (r.kind === 'window') {
      const day = self.started_on ?? c.today;
      const from = r.from ?? (r.from_day != null ? add(c.start, r.from_day) : null);
      const to = r.to ?? (r.to_day != null ? add(c.start, r.to_day) : null);
      return (!from || day >= from) && (!to || day <= to);
    }
    if (r.kind === 'all') return r.rules.every((x) => ok(x, self));
    return r.rules.some((x) => ok(x, self));
  };
  function get(k: StepKey): { unlocked: boolean; complete: boolean } {
    const hit = memo.get(k);
    if (hit) return hit;
    const s = steps.find((x) => x.key === k)!;
    const self = f.get(k)!;
    const unlocked = self.mentor_unlocked || s.rule === null || ok(s.rule, self);
    const v = { unlocked, complete: unlocked && (self.done || (self.skipped && s.skip_counts)) };
    memo.set(k, v);
    return v;
  }
  return get;
}

describe('quest gates, over random quests', () => {
  it('unlock exactly the steps whose rule holds, and complete only unlocked steps', () => {
    fc.assert(
      fc.property(questArb, factsArb, (steps, f) => {
        const s = questStatus(steps, f, ctx);
        const expected = oracle(steps, f, ctx);
        for (const st of steps) {
          const got = s.get(st.key)!;
          expect({ unlocked: got.unlocked, complete: got.complete }).toEqual(expected(st.key));
          if (got.complete) expect(got.unlocked).toBe(true);
          if (!got.unlocked) expect(got.state).toBe('locked');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never complete a failed score gate, whatever order the events arrive in', () => {
    type Event =
      | { step: number; kind: 'done' }
      | { step: number; kind: 'score'; percent: number }
      | { step: number; kind: 'unlock' };
    const eventArb: fc.Arbitrary<Event> = fc.oneof(
      fc.record({ step: fc.nat(KEYS.length - 1), kind: fc.constant('done' as const) }),
      fc.record({
        step: fc.nat(KEYS.length - 1),
        kind: fc.constant('score' as const),
        percent: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({ step: fc.nat(KEYS.length - 1), kind: fc.constant('unlock' as const) }),
    );
    const apply = (f: Map<StepKey, StepFacts>, e: Event) => {
      const k = KEYS[e.step]!;
      const cur = f.get(k)!;
      const next =
        e.kind === 'done'
          ? { ...cur, done: true, started_on: cur.started_on ?? '2026-11-03' }
          : e.kind === 'score'
            ? {
                ...cur,
                best_percent: Math.max(cur.best_percent ?? 0, e.percent),
                started_on: cur.started_on ?? '2026-11-03',
              }
            : { ...cur, mentor_unlocked: true };
      return new Map(f).set(k, next);
    };
    fc.assert(
      fc.property(
        questArb,
        fc.array(eventArb, { maxLength: 20 }),
        fc.infiniteStream(fc.nat()),
        (steps, events, rnd) => {
          const shuffled = [...events];
          for (let i = shuffled.length - 1; i > 0; i -= 1) {
            const j = rnd.next().value % (i + 1);
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          const start = new Map(KEYS.map((k) => [k, NO_FACTS]));
          const finals = [events, shuffled].map((order) => {
            let f = start;
            for (const e of order) {
              f = apply(f, e);
              const s = questStatus(steps, f, ctx);
              // At every moment: a step behind a score gate is not done while the best score is below it.
              for (const st of steps)
                if (st.rule?.kind === 'passed' && s.get(st.key)!.complete && !f.get(st.key)!.mentor_unlocked) {
                  const gate = st.rule;
                  expect(f.get(gate.step)!.best_percent ?? -1).toBeGreaterThanOrEqual(gate.min_percent);
                }
            }
            return questStatus(steps, f, ctx);
          });
          expect(finals[1]).toEqual(finals[0]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('unlock a step once its shortest set is done, and no smaller set does (checked against every subset)', () => {
    fc.assert(
      fc.property(questArb, factsArb, fc.nat(KEYS.length - 1), (steps, f, pick) => {
        const target = steps[pick % steps.length]!.key;
        // Dates and mentors aside: those are reasons, not steps.
        const plain = new Map([...f].map(([k, v]) => [k, { ...v, mentor_unlocked: false }]));
        const set = shortestUnlockSet(steps, plain, ctx, target);
        const relax = (r: Rule | null): Rule | null =>
          !r
            ? r
            : r.kind === 'window' || r.kind === 'mentor'
              ? null
              : r.kind === 'all' || r.kind === 'any'
                ? (() => {
                    const kids = r.rules.map(relax);
                    if (r.kind === 'any' && kids.some((x) => x === null)) return null;
                    const kept = kids.filter((x): x is Rule => x !== null);
                    return kept.length ? { kind: r.kind, rules: kept } : null;
                  })()
                : r;
        const relaxed = steps.map((s) => ({ ...s, rule: relax(s.rule) }));
        const opensWith = (added: StepKey[]) => {
          const g = new Map(plain);
          for (const k of added) g.set(k, { ...g.get(k)!, done: true, best_percent: 100 });
          return oracle(relaxed, g, ctx)(target).unlocked;
        };
        const others = steps.map((s) => s.key).filter((k) => k !== target);
        let smallest: number | null = null;
        for (let mask = 0; mask < 1 << others.length; mask += 1) {
          const chosen = others.filter((_, i) => mask & (1 << i));
          if ((smallest === null || chosen.length < smallest) && opensWith(chosen)) smallest = chosen.length;
        }
        if (smallest === null) expect(set).toBeNull();
        else {
          expect(set).not.toBeNull();
          expect(opensWith(set!)).toBe(true);
          expect(set!.length).toBe(smallest);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe('the quest steps an author writes', () => {
  it('are refused with the contract’s words when a rule names no step, steps wait for each other, or rules nest too deep', async () => {
    const { questStepsSchema, QUEST_RULE_TEXTS } = await import('./schemas');
    const s = (key: string, rule: unknown = null) => ({ key, kind: 'quiz', ref_id: 1, rule });
    const issues = (steps: unknown[]) => {
      const r = questStepsSchema.safeParse(steps);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues([s('a'), s('b', { kind: 'passed', step: 'a', min_percent: 70 })])).toEqual([]);
    expect(issues([s('a', { kind: 'completed', step: 'zz' })])).toEqual([QUEST_RULE_TEXTS.unknownStep]);
    expect(issues([s('a', { kind: 'completed', step: 'b' }), s('b', { kind: 'completed', step: 'a' })])).toEqual([
      QUEST_RULE_TEXTS.cycle(['a', 'b']),
    ]);
    expect(issues([s('a'), s('a')])).toEqual([QUEST_RULE_TEXTS.duplicateKey]);
    expect(issues([s('a'), s('b', { kind: 'n_of', n: 3, steps: ['a', 'a'] })])).toEqual([QUEST_RULE_TEXTS.nTooLarge]);
    const deep = { kind: 'all', rules: [{ kind: 'any', rules: [{ kind: 'all', rules: [{ kind: 'mentor' }] }] }] };
    expect(issues([s('a', deep)]).length).toBeGreaterThan(0);
    const fine = {
      kind: 'all',
      rules: [{ kind: 'any', rules: [{ kind: 'mentor' }, { kind: 'window', from_day: 7 }] }],
    };
    expect(issues([s('a', fine)])).toEqual([]);
    expect(issues(Array.from({ length: 201 }, (_, i) => s(`k${i}`))).length).toBeGreaterThan(0);
  });
});
