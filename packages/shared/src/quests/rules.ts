import { addDays } from '../learning/progress';

/*
 * Quest gates (issue 27): each step of a quest has a prerequisite rule; a student's facts about the steps
 * (done, skipped, best score, a mentor's unlock) decide which steps are locked, available, in progress or
 * done in this quest. Pure, so that the API, every page, the graph and the scorecard agree.
 *
 * The two promises, whatever order events come in:
 * - a step counts as done in a quest only while its own rule holds: work done elsewhere (credit from another
 *   quest) or before a failed gate never completes a step whose gate is unmet;
 * - a rule that holds unlocks its step at once.
 */

/** A step's key inside its quest (stable across edits; rules refer to steps by key). */
export type StepKey = string;

export type Rule =
  /** The step is done in this quest (a skipped step counts when the author chose so). */
  | { kind: 'completed'; step: StepKey }
  /** The step's best score is at least `min_percent` (0..100). */
  | { kind: 'passed'; step: StepKey; min_percent: number }
  /** At least `n` of the steps are done. */
  | { kind: 'n_of'; n: number; steps: StepKey[] }
  /**
   * A date window, India dates (YYYY-MM-DD) or days after the student's cohort start (or enrolment): the
   * step opens on `from` and takes new starts until `to`; a step begun inside its window stays open.
   */
  | { kind: 'window'; from?: string | null; to?: string | null; from_day?: number | null; to_day?: number | null }
  /** A mentor unlocks the step for the student. */
  | { kind: 'mentor' }
  | { kind: 'all'; rules: Rule[] }
  | { kind: 'any'; rules: Rule[] };

export interface QuestStep {
  key: StepKey;
  /** Null: open from the start. */
  rule: Rule | null;
  /** A mentor-approved skip counts as done for rules and progress (the author's choice). */
  skip_counts: boolean;
}

/** What the student has done of one step, anywhere (credit once, everywhere). */
export interface StepFacts {
  /** The step's own work is finished (project approved, path complete, quiz finished, activity done). */
  done: boolean;
  /** Started (enrolled, an attempt, a submission): India date of the first activity. */
  started_on: string | null;
  /** Best score in percent (quizzes, graded work), or null. */
  best_percent: number | null;
  /** A mentor approved skipping the step. */
  skipped: boolean;
  /** A mentor unlocked the step. */
  mentor_unlocked: boolean;
}

export const NO_FACTS: StepFacts = {
  done: false,
  started_on: null,
  best_percent: null,
  skipped: false,
  mentor_unlocked: false,
};

export type StepState = 'locked' | 'available' | 'in_progress' | 'done' | 'skipped';

/** The student's situation the rules read beyond the steps. */
export interface GateContext {
  /** India date today. */
  today: string;
  /** India date the student's cohort starts, else the enrolment day. */
  start: string;
}

// ---------------------------------------------------------------------------------------------------------
// Structure: references, cycles, order.

/** The step keys a rule refers to, each once. */
export function ruleSteps(rule: Rule | null): StepKey[] {
  const out = new Set<StepKey>();
  const walk = (r: Rule) => {
    if (r.kind === 'completed' || r.kind === 'passed') out.add(r.step);
    else if (r.kind === 'n_of') r.steps.forEach((s) => out.add(s));
    else if (r.kind === 'all' || r.kind === 'any') r.rules.forEach(walk);
  };
  if (rule) walk(rule);
  return [...out];
}

/**
 * The steps in an order where every step comes after the steps its rule refers to; or the keys of a cycle
 * when there is one (the author is told which steps wait for each other).
 */
export function stepOrder(steps: readonly QuestStep[]): { order: StepKey[] } | { cycle: StepKey[] } {
  const byKey = new Map(steps.map((s) => [s.key, s]));
  const mark = new Map<StepKey, 1 | 2>();
  const order: StepKey[] = [];
  const path: StepKey[] = [];
  let cycle: StepKey[] | null = null;
  const visit = (key: StepKey): void => {
    if (cycle) return;
    const m = mark.get(key);
    if (m === 2) return;
    if (m === 1) {
      cycle = path.slice(path.indexOf(key));
      return;
    }
    mark.set(key, 1);
    path.push(key);
    for (const dep of ruleSteps(byKey.get(key)?.rule ?? null)) if (byKey.has(dep)) visit(dep);
    path.pop();
    mark.set(key, 2);
    order.push(key);
  };
  for (const s of steps) visit(s.key);
  return cycle ? { cycle } : { order };
}

/** Keys a rule names that are not steps of the quest (an author's mistake, refused on save). */
export function unknownSteps(steps: readonly QuestStep[]): StepKey[] {
  const keys = new Set(steps.map((s) => s.key));
  return [...new Set(steps.flatMap((s) => ruleSteps(s.rule)).filter((k) => !keys.has(k)))];
}

// ---------------------------------------------------------------------------------------------------------
// Evaluation.

const windowBounds = (r: Extract<Rule, { kind: 'window' }>, ctx: GateContext) => ({
  from: r.from ?? (r.from_day != null ? addDays(ctx.start, r.from_day) : null),
  to: r.to ?? (r.to_day != null ? addDays(ctx.start, r.to_day) : null),
});

/** A rule with its steps as indexes (-1: not a step of the quest, never done). */
type Compiled =
  | { kind: 'completed'; step: number }
  | { kind: 'passed'; step: number; min_percent: number }
  | { kind: 'n_of'; n: number; steps: number[] }
  | { kind: 'window'; rule: Extract<Rule, { kind: 'window' }> }
  | { kind: 'mentor' }
  | { kind: 'all' | 'any'; rules: Compiled[] };

/** A quest's steps prepared once for many evaluations: indexes, rules over indexes, an order. */
export interface CompiledQuest {
  keys: StepKey[];
  index: Map<StepKey, number>;
  rules: (Compiled | null)[];
  skipCounts: boolean[];
  /** Every step after the steps its rule refers to (steps in a cycle are left out, and stay locked). */
  order: number[];
}

export function compileQuest(steps: readonly QuestStep[]): CompiledQuest {
  const keys = steps.map((s) => s.key);
  const index = new Map(keys.map((k, i) => [k, i]));
  const at = (k: StepKey) => index.get(k) ?? -1;
  const compile = (r: Rule): Compiled => {
    switch (r.kind) {
      case 'completed':
        return { kind: 'completed', step: at(r.step) };
      case 'passed':
        return { kind: 'passed', step: at(r.step), min_percent: r.min_percent };
      case 'n_of':
        return { kind: 'n_of', n: r.n, steps: r.steps.map(at) };
      case 'window':
        return { kind: 'window', rule: r };
      case 'mentor':
        return { kind: 'mentor' };
      case 'all':
      case 'any':
        return { kind: r.kind, rules: r.rules.map(compile) };
    }
  };
  const sorted = stepOrder(steps);
  return {
    keys,
    index,
    rules: steps.map((s) => (s.rule ? compile(s.rule) : null)),
    skipCounts: steps.map((s) => s.skip_counts),
    order: 'order' in sorted ? sorted.order.map((k) => index.get(k)!) : [],
  };
}

/**
 * Unlocked and done-in-quest for every step, in the quest's order. `added` marks steps taken as done with
 * full marks (what-if, for the shortest unlock set).
 */
function evaluate(
  q: CompiledQuest,
  facts: readonly StepFacts[],
  ctx: GateContext,
  added?: Uint8Array,
): { unlocked: Uint8Array; complete: Uint8Array } {
  const n = q.keys.length;
  const unlocked = new Uint8Array(n);
  const complete = new Uint8Array(n);
  const best = (i: number) => (added?.[i] ? 100 : facts[i]!.best_percent);
  const skipCounts = (i: number) => q.skipCounts[i]! && facts[i]!.skipped && unlocked[i] === 1;
  const isComplete = (i: number) => i >= 0 && complete[i] === 1;
  let self: StepFacts = NO_FACTS;
  const holds = (r: Compiled): boolean => {
    switch (r.kind) {
      case 'completed':
        return isComplete(r.step);
      case 'passed':
        return r.step >= 0 && (skipCounts(r.step) || (isComplete(r.step) && (best(r.step) ?? -1) >= r.min_percent));
      case 'n_of': {
        let done = 0;
        for (const i of r.steps) if (isComplete(i)) done += 1;
        return done >= r.n;
      }
      case 'window': {
        const { from, to } = windowBounds(r.rule, ctx);
        const day = self.started_on ?? ctx.today;
        return (from === null || day >= from) && (to === null || day <= to);
      }
      case 'mentor':
        return self.mentor_unlocked;
      case 'all':
        return r.rules.every(holds);
      case 'any':
        return r.rules.some(holds);
    }
  };
  for (const i of q.order) {
    self = facts[i]!;
    const rule = q.rules[i] ?? null;
    const open = self.mentor_unlocked || rule === null || holds(rule);
    unlocked[i] = open ? 1 : 0;
    const done = added?.[i] === 1 || self.done || (self.skipped && q.skipCounts[i]!);
    complete[i] = open && done ? 1 : 0;
  }
  return { unlocked, complete };
}

const factsArray = (q: CompiledQuest, facts: ReadonlyMap<StepKey, StepFacts>) =>
  q.keys.map((k) => facts.get(k) ?? NO_FACTS);

export interface StepStatus {
  state: StepState;
  /** Its rule holds now (or a mentor unlocked it). */
  unlocked: boolean;
  /** Done in this quest: its work is finished (or skipped as done) and its rule holds. */
  complete: boolean;
}

/**
 * Every step's state for one student. A mentor's unlock opens a step whatever its rule. Steps must form no
 * cycle (refused on save); a step in one is reported locked.
 */
export function questStatus(
  steps: readonly QuestStep[] | CompiledQuest,
  facts: ReadonlyMap<StepKey, StepFacts>,
  ctx: GateContext,
): Map<StepKey, StepStatus> {
  const q = 'order' in steps ? steps : compileQuest(steps);
  const f = factsArray(q, facts);
  const { unlocked, complete } = evaluate(q, f, ctx);
  return new Map(
    q.keys.map((key, i) => {
      const open = unlocked[i] === 1;
      const own = f[i]!;
      const state: StepState = !open
        ? 'locked'
        : own.skipped
          ? 'skipped'
          : own.done
            ? 'done'
            : own.started_on
              ? 'in_progress'
              : 'available';
      return [key, { state, unlocked: open, complete: complete[i] === 1 }];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Why is this locked?

export type UnmetReason =
  | { kind: 'complete'; step: StepKey }
  | { kind: 'pass'; step: StepKey; min_percent: number; best_percent: number | null }
  | { kind: 'n_of'; n: number; steps: StepKey[]; done: number }
  | { kind: 'opens'; on: string }
  | { kind: 'closed'; on: string }
  | { kind: 'mentor' }
  | { kind: 'one_of'; reasons: UnmetReason[] };

/** The parts of a step's rule that do not hold now, in the rule's order (an 'any' lists its options). */
export function unmetReasons(
  steps: readonly QuestStep[],
  facts: ReadonlyMap<StepKey, StepFacts>,
  ctx: GateContext,
  key: StepKey,
  status: ReadonlyMap<StepKey, StepStatus> = questStatus(steps, facts, ctx),
): UnmetReason[] {
  const step = steps.find((s) => s.key === key);
  if (!step?.rule || status.get(key)?.unlocked) return [];
  const byKey = new Map(steps.map((s) => [s.key, s]));
  const factsOf = (k: StepKey) => facts.get(k) ?? NO_FACTS;
  const complete = (k: StepKey) => status.get(k)?.complete ?? false;
  const skipCounts = (k: StepKey) =>
    (byKey.get(k)?.skip_counts ?? false) && factsOf(k).skipped && (status.get(k)?.unlocked ?? false);
  const self = factsOf(key);
  const unmet = (rule: Rule): UnmetReason[] => {
    switch (rule.kind) {
      case 'completed':
        return complete(rule.step) ? [] : [{ kind: 'complete', step: rule.step }];
      case 'passed': {
        const best = factsOf(rule.step).best_percent;
        return skipCounts(rule.step) || (complete(rule.step) && (best ?? -1) >= rule.min_percent)
          ? []
          : [{ kind: 'pass', step: rule.step, min_percent: rule.min_percent, best_percent: best }];
      }
      case 'n_of': {
        const done = rule.steps.filter(complete).length;
        return done >= rule.n ? [] : [{ kind: 'n_of', n: rule.n, steps: rule.steps, done }];
      }
      case 'window': {
        const { from, to } = windowBounds(rule, ctx);
        const day = self.started_on ?? ctx.today;
        if (from !== null && day < from) return [{ kind: 'opens', on: from }];
        return to !== null && day > to ? [{ kind: 'closed', on: to }] : [];
      }
      case 'mentor':
        return self.mentor_unlocked ? [] : [{ kind: 'mentor' }];
      case 'all':
        return rule.rules.flatMap(unmet);
      case 'any': {
        const kids = rule.rules.map(unmet);
        if (kids.some((k) => k.length === 0)) return [];
        const options = kids.map((r) => (r.length === 1 ? r[0]! : { kind: 'one_of' as const, reasons: r }));
        return options.length === 1 ? options : [{ kind: 'one_of', reasons: options }];
      }
    }
  };
  return unmet(step.rule);
}

/** Evaluations the exact search may spend before settling for the best set found (a few milliseconds). */
export const UNLOCK_SEARCH_BUDGET = 400;

/** Dates and a mentor's unlock taken as holding: what is left asks for steps only. */
function stepsOnly(r: Rule | null): Rule | null {
  if (!r) return r;
  if (r.kind === 'window' || r.kind === 'mentor') return null;
  if (r.kind === 'all' || r.kind === 'any') {
    const kids = r.rules.map(stepsOnly);
    if (r.kind === 'any' && kids.some((k) => k === null)) return null;
    const kept = kids.filter((k): k is Rule => k !== null);
    return kept.length === 0 ? null : { kind: r.kind, rules: kept };
  }
  return r;
}

/**
 * The fewest steps whose completion (with full marks) would unlock `key`, counting the steps those need in
 * turn, taking its dates and a mentor's unlock as holding (unmetReasons names those). Empty when no step is
 * missing; null when no set of steps can unlock it.
 *
 * Completing more never locks anything, so: the steps without which the rest cannot unlock it are in every
 * answer; the others are dropped while it still unlocks, the costliest first (an upper bound); then smaller
 * sets are tried in order of size. Exact within UNLOCK_SEARCH_BUDGET evaluations (every quest of a few dozen
 * candidate steps); past it, the smallest set found.
 */
export function shortestUnlockSet(
  steps: readonly QuestStep[],
  facts: ReadonlyMap<StepKey, StepFacts>,
  ctx: GateContext,
  key: StepKey,
): StepKey[] | null {
  const q = compileQuest(steps.map((s) => ({ ...s, rule: stepsOnly(s.rule) })));
  const target = q.index.get(key);
  if (target === undefined) return null;
  const f = factsArray(q, facts);
  const added = new Uint8Array(q.keys.length);
  const opens = (set: readonly number[]) => {
    added.fill(0);
    for (const i of set) added[i] = 1;
    return evaluate(q, f, ctx, added).unlocked[target] === 1;
  };
  const base = evaluate(q, f, ctx);
  if (base.unlocked[target] === 1) return [];
  // The steps the rule reaches, transitively, not done in this quest or done below full marks.
  const refs = (r: Compiled | null, out: number[] = []): number[] => {
    if (!r) return out;
    if (r.kind === 'completed' || r.kind === 'passed') out.push(r.step);
    else if (r.kind === 'n_of') out.push(...r.steps);
    else if (r.kind === 'all' || r.kind === 'any') r.rules.forEach((x) => refs(x, out));
    return out;
  };
  const reach = new Set<number>();
  const stack = refs(q.rules[target]!);
  while (stack.length) {
    const i = stack.pop()!;
    if (i < 0 || reach.has(i)) continue;
    reach.add(i);
    stack.push(...refs(q.rules[i]!));
  }
  const candidates = [...reach].filter((i) => {
    const best = f[i]!.best_percent;
    return base.complete[i] === 0 || best === null || best < 100;
  });
  if (!opens(candidates)) return null;
  const inQuestOrder = (set: Iterable<number>) => [...set].sort((a, b) => a - b).map((i) => q.keys[i]!);
  const mandatory = candidates.filter((i) => !opens(candidates.filter((c) => c !== i)));
  if (opens(mandatory)) return inQuestOrder(mandatory);
  // The upper bound: drop optional steps while it still unlocks, those that reach most steps first (a step
  // late in a long chain goes before the chain that leads to it).
  const reachOf = new Map<number, number>();
  const depth = (i: number): number => {
    const hit = reachOf.get(i);
    if (hit !== undefined) return hit;
    reachOf.set(i, 0);
    const d = 1 + refs(q.rules[i]!).reduce((m, j) => (j >= 0 ? m + depth(j) : m), 0);
    reachOf.set(i, d);
    return d;
  };
  const optional = candidates.filter((i) => !mandatory.includes(i)).sort((a, b) => depth(b) - depth(a) || b - a);
  let best = [...optional];
  for (const i of optional) {
    const without = best.filter((c) => c !== i);
    if (opens([...mandatory, ...without])) best = without;
  }
  // Smaller sets, by size, while the budget lasts.
  let budget = UNLOCK_SEARCH_BUDGET;
  const search = (start: number, chosen: number[], size: number): number[] | null => {
    if (chosen.length === size) {
      budget -= 1;
      return opens([...mandatory, ...chosen]) ? [...chosen] : null;
    }
    for (let i = start; i <= optional.length - (size - chosen.length) && budget > 0; i += 1) {
      chosen.push(optional[i]!);
      const found = search(i + 1, chosen, size);
      chosen.pop();
      if (found) return found;
    }
    return null;
  };
  for (let size = 1; size < best.length && budget > 0; size += 1) {
    const found = search(0, [], size);
    if (found) {
      best = found;
      break;
    }
  }
  return inQuestOrder([...mandatory, ...best]);
}
