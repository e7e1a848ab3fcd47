import {
  compileQuest,
  progressCounts,
  progressPercent,
  questStatus,
  type CompiledQuest,
  type QuestStep,
  type Rule,
  type StepFacts,
  type StepKind,
  type StepStatus,
} from '@lbd/shared';
import { todayOf } from '@lbd/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questCohorts, questStepGrants, questSteps } from '../../db/schema';
import type { StepItem, StepSource, StepWork, WorkByStudent } from '../../lib/quest-steps';

/*
 * A student's standing in a quest, computed from facts each time: the quest's steps, the student's work on
 * each item (from the modules that own them), the mentor's grants and the cohort's dates. Nothing here is
 * stored, so the same facts always give the same states, in every quest that has the item.
 */

export type StepRow = typeof questSteps.$inferSelect;

export interface QuestShape {
  questId: number;
  steps: StepRow[];
  plain: QuestStep[];
  compiled: CompiledQuest;
}

export interface Enrolment {
  id: number;
  profile_id: number;
  quest_id: number;
  cohort_id: number | null;
  enrolled_on: string;
}

export interface Standing {
  shape: QuestShape;
  facts: Map<string, StepFacts>;
  work: Map<string, StepWork | undefined>;
  grants: Map<string, 'unlock' | 'skip'>;
  status: Map<string, StepStatus>;
  progress: number;
  done: number;
  total: number;
  complete: boolean;
  /** India date the windows count from. */
  start: string;
  today: string;
  lastOn: string | null;
}

export function shapeOf(questId: number, steps: StepRow[]): QuestShape {
  const sorted = [...steps].sort((a, b) => a.seq - b.seq);
  const plain = sorted.map((s) => ({ key: s.key, rule: (s.rule as Rule | null) ?? null, skip_counts: s.skip_counts }));
  return { questId, steps: sorted, plain, compiled: compileQuest(plain) };
}

/** The progress items of a quest: a step complete in it, skipped (and not counted), or still to do. */
export function progressOf(shape: QuestShape, status: Map<string, StepStatus>, facts: Map<string, StepFacts>) {
  const items = shape.steps.map((s) => {
    const st = status.get(s.key);
    const f = facts.get(s.key);
    return {
      required: true,
      state: st?.complete
        ? ('complete' as const)
        : f?.skipped && st?.unlocked
          ? ('skipped' as const)
          : ('open' as const),
    };
  });
  const counts = progressCounts(items);
  return {
    progress: progressPercent(items),
    done: counts.done,
    total: counts.total,
    complete: counts.total > 0 && counts.done === counts.total,
  };
}

/** Which work a student did on which item, by the item's kind (what the step sources answered). */
export type WorkByKind = ReadonlyMap<StepKind, WorkByStudent>;

/**
 * One student's standing in one quest, from facts only: their work on each step's item (wherever it was
 * done, so the same work counts in every quest with the item), the mentor's grants, and the day the date
 * windows count from. Pure.
 */
export function standingOf(
  shape: QuestShape,
  profileId: number,
  workOf: WorkByKind,
  grants: ReadonlyMap<string, 'unlock' | 'skip'>,
  start: string,
  today: string,
): Standing {
  const facts = new Map<string, StepFacts>();
  const work = new Map<string, StepWork | undefined>();
  let lastOn: string | null = null;
  for (const s of shape.steps) {
    const w = workOf.get(s.kind)?.get(profileId)?.get(s.ref_id);
    work.set(s.key, w);
    if (w?.last_on && (!lastOn || w.last_on > lastOn)) lastOn = w.last_on;
    const grant = grants.get(s.key);
    facts.set(s.key, {
      done: w?.done ?? false,
      started_on: w?.started_on ?? null,
      best_percent: w?.best_percent ?? null,
      skipped: grant === 'skip',
      mentor_unlocked: grant === 'unlock' || grant === 'skip',
    });
  }
  const status = questStatus(shape.compiled, facts, { today, start });
  const p = progressOf(shape, status, facts);
  return { shape, facts, work, grants: new Map(grants), status, ...p, start, today, lastOn };
}

export function createStanding(o: { db: Db; clock: () => Date; sources: StepSource[] }) {
  const { db } = o;
  const sourceOf = (kind: StepKind) => {
    const s = o.sources.find((x) => x.kinds.includes(kind));
    if (!s) throw new Error(`no step source for ${kind}`);
    return s;
  };

  async function shapes(questIds: readonly number[]): Promise<Map<number, QuestShape>> {
    const ids = [...new Set(questIds)];
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(questSteps)
      .where(inArray(questSteps.quest_id, ids))
      .orderBy(asc(questSteps.seq));
    const by = new Map<number, StepRow[]>(ids.map((id) => [id, []]));
    for (const r of rows) by.get(r.quest_id)!.push(r);
    return new Map(ids.map((id) => [id, shapeOf(id, by.get(id)!)]));
  }

  /** The items steps name, by kind and id. */
  async function items(steps: readonly { kind: StepKind; ref_id: number }[]): Promise<Map<string, StepItem>> {
    const byKind = new Map<StepKind, number[]>();
    for (const s of steps) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.ref_id]);
    const out = new Map<string, StepItem>();
    await Promise.all(
      [...byKind].map(async ([kind, ids]) => {
        const found = await sourceOf(kind).items(kind, [...new Set(ids)]);
        for (const [id, item] of found) out.set(`${kind}:${id}`, item);
      }),
    );
    return out;
  }

  /** Every enrolment's standing; shapes may be passed when already read. */
  async function standings(
    enrolments: readonly Enrolment[],
    known?: Map<number, QuestShape>,
  ): Promise<Map<number, Standing>> {
    if (enrolments.length === 0) return new Map();
    const questIds = [...new Set(enrolments.map((e) => e.quest_id))];
    const missing = questIds.filter((id) => !known?.has(id));
    const loaded = missing.length ? await shapes(missing) : new Map<number, QuestShape>();
    const shapeFor = (id: number) => known?.get(id) ?? loaded.get(id)!;
    const profileIds = [...new Set(enrolments.map((e) => e.profile_id))];
    const byKind = new Map<StepKind, Set<number>>();
    for (const id of questIds)
      for (const s of shapeFor(id).steps) {
        const set = byKind.get(s.kind) ?? new Set<number>();
        set.add(s.ref_id);
        byKind.set(s.kind, set);
      }
    const cohortIds = [...new Set(enrolments.flatMap((e) => (e.cohort_id ? [e.cohort_id] : [])))];
    const [works, grantRows, cohortRows] = await Promise.all([
      Promise.all(
        [...byKind].map(async ([kind, ids]) => [kind, await sourceOf(kind).work(kind, profileIds, [...ids])] as const),
      ),
      db
        .select()
        .from(questStepGrants)
        .where(
          inArray(
            questStepGrants.my_quest_id,
            enrolments.map((e) => e.id),
          ),
        ),
      cohortIds.length
        ? db
            .select({ id: questCohorts.id, starts_on: questCohorts.starts_on })
            .from(questCohorts)
            .where(inArray(questCohorts.id, cohortIds))
        : Promise.resolve([]),
    ]);
    const workOf = new Map(works);
    const grantsOf = new Map<number, Map<string, 'unlock' | 'skip'>>();
    for (const g of grantRows) {
      const m = grantsOf.get(g.my_quest_id) ?? new Map();
      // A skip is the stronger grant: it also opens the step.
      if (m.get(g.step_key) !== 'skip') m.set(g.step_key, g.kind);
      grantsOf.set(g.my_quest_id, m);
    }
    const cohortStart = new Map(cohortRows.map((c) => [c.id, c.starts_on]));
    const today = todayOf(o.clock());
    const out = new Map<number, Standing>();
    for (const e of enrolments) {
      const start = (e.cohort_id && cohortStart.get(e.cohort_id)) || e.enrolled_on;
      out.set(
        e.id,
        standingOf(shapeFor(e.quest_id), e.profile_id, workOf, grantsOf.get(e.id) ?? new Map(), start, today),
      );
    }
    return out;
  }

  return { shapes, items, standings };
}
export type StandingService = ReturnType<typeof createStanding>;
