import {
  PAYMENT_TEXTS,
  QUEST_TEXTS as Q,
  reasonText,
  shortestUnlockSet,
  todayOf,
  unmetReasons,
  type MyQuest,
  type MyQuestDetail,
  type MyQuestStatus,
  type QuestLock,
} from '@lbd/shared';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalCourses, myQuests, orgs, profiles, questCohorts, questStepGrants, quests } from '../../db/schema';
import type { Tx } from '../../db/sql';
import { ConflictError, ForbiddenError, NotFoundError, PaymentRequiredError, ValidationError } from '../../lib/errors';
import type { PaidAccess } from '../../lib/paid-access';
import { runsContent, type LearningCaller } from '../../lib/learning-content/policy';
import { defaultCohort } from './enrolment-target';
import { clip, notifyingTransaction, type Notifier } from '../notifications';
import type { QuestsService } from './quests.service';
import type { Enrolment, Standing, StandingService } from './standing';

type MyQuestRow = typeof myQuests.$inferSelect;

/**
 * A student's quests: enrolment, every step's state and why a locked one is locked, the mentor's grants, and
 * completion (a verified Courses entry in the portfolio, once, and a notice to the student and the author).
 */
export function createLearnersService(o: {
  db: Db;
  clock: () => Date;
  standing: StandingService;
  quests: QuestsService;
  notifier?: Notifier;
  /** Paid quests: does the student hold them (the payments module answers; none: every quest is free). */
  paidAccess?: PaidAccess;
}) {
  const { db, standing } = o;

  const studentOf = (caller: LearningCaller) => {
    if (caller.profileType !== 'STUDENT' || caller.profileId === null) throw new ForbiddenError();
    return caller.profileId;
  };

  async function mine(caller: LearningCaller, id: number): Promise<MyQuestRow> {
    const profileId = studentOf(caller);
    const [r] = await db
      .select()
      .from(myQuests)
      .where(and(eq(myQuests.id, id), eq(myQuests.profile_id, profileId)));
    if (!r) throw new NotFoundError();
    return r;
  }

  /** The student's quest to work on: a paid quest's ongoing work needs access held now (finished quests stay open). */
  async function working(caller: LearningCaller, id: number): Promise<MyQuestRow> {
    const r = await mine(caller, id);
    if (r.status !== 'Enrolled') return r;
    const q = await o.quests.row(r.quest_id);
    if (q && q.price_paise > 0 && o.paidAccess && !(await o.paidAccess.holds(r.profile_id, 'quest', q.id)))
      throw new PaymentRequiredError(PAYMENT_TEXTS.paidItem, { kind: 'quest', id: q.id });
    return r;
  }

  const titlesOf = async (s: Standing) => {
    const found = await standing.items(s.shape.steps);
    return new Map(
      s.shape.steps.map((st) => [st.key, found.get(`${st.kind}:${st.ref_id}`)?.title ?? 'Item not available']),
    );
  };

  function brief(
    r: MyQuestRow,
    title: string,
    s: Standing,
    titles: Map<string, string>,
    cohort: { id: number; name: string } | null,
  ): MyQuest {
    const next = s.shape.steps.find((st) => {
      const state = s.status.get(st.key)?.state;
      return state === 'in_progress' || state === 'available';
    });
    return {
      id: r.id,
      quest_id: r.quest_id,
      title,
      status: r.status,
      cohort,
      enrolled_on: r.enrolled_on,
      completed_at: r.completed_at?.toISOString() ?? null,
      progress: r.status === 'Completed' ? 100 : s.progress,
      steps_done: s.done,
      steps_total: s.total,
      next_step: next ? { key: next.key, title: titles.get(next.key)!, kind: next.kind } : null,
      locked_count: [...s.status.values()].filter((x) => x.state === 'locked').length,
      portfolio_entry_id: r.portfolio_entry_id,
    };
  }

  async function cohortNames(ids: number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: questCohorts.id, name: questCohorts.name })
      .from(questCohorts)
      .where(inArray(questCohorts.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * Record what the facts say: progress, the latest activity and, once every step is complete, completion with
   * its portfolio entry and notices. Safe to run again (the row is locked; completion happens once).
   */
  async function settle(rows: readonly MyQuestRow[], known?: Map<number, Standing>): Promise<Map<number, Standing>> {
    const live = rows.filter((r) => r.status !== 'Dropped');
    const s = known ?? (await standing.standings(live));
    for (const r of live) {
      const st = s.get(r.id);
      if (!st) continue;
      if (r.status === 'Enrolled' && st.complete) await complete(r.id);
      else if (r.progress !== st.progress || r.last_activity_on !== st.lastOn)
        await db
          .update(myQuests)
          .set({ progress: st.progress, last_activity_on: st.lastOn })
          .where(eq(myQuests.id, r.id));
    }
    return s;
  }

  async function complete(myQuestId: number) {
    // The facts are read before the transaction (the embedded database has one connection, and a
    // transaction holds it); inside, the row's lock makes completion happen once.
    const [before] = await db.select().from(myQuests).where(eq(myQuests.id, myQuestId));
    if (!before || before.status !== 'Enrolled') return;
    const st = (await standing.standings([before])).get(before.id);
    if (!st?.complete) return;
    await notifyingTransaction(db, o.notifier, async (tx: Tx, notify) => {
      const [r] = await tx.select().from(myQuests).where(eq(myQuests.id, myQuestId)).for('update');
      if (!r || r.status !== 'Enrolled') return;
      const [q] = await tx.select().from(quests).where(eq(quests.id, r.quest_id));
      if (!q) return;
      const now = o.clock();
      const [author] = q.created_by_profile_id
        ? await tx.select({ name: profiles.full_name }).from(profiles).where(eq(profiles.id, q.created_by_profile_id))
        : [];
      const [org] = q.org_id ? await tx.select({ name: orgs.full_name }).from(orgs).where(eq(orgs.id, q.org_id)) : [];
      const verifier = author?.name ?? 'Learn By Doing';
      const [entry] = await tx
        .insert(externalCourses)
        .values({
          profile_id: r.profile_id,
          status: 'complete',
          kind: 'course',
          type: 'Online course',
          title: q.title.slice(0, 200),
          desc: (q.summary || q.title).slice(0, 1000),
          skill_ids: q.skill_ids,
          job_role_ids: q.job_role_ids,
          life_skill_ids: q.life_skill_ids,
          date: todayOf(now),
          source: (org?.name ?? verifier).slice(0, 200),
          duration: Math.max(1, (q.duration_weeks ?? 1) * 5),
          points: q.points,
          verified_by_name: verifier.slice(0, 100),
          verified_by_org: (org?.name ?? 'Learn By Doing').slice(0, 200),
          verified_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: externalCourses.id });
      await tx
        .update(myQuests)
        .set({
          status: 'Completed',
          completed_at: now,
          progress: 100,
          portfolio_entry_id: entry?.id ?? null,
          updated_at: now,
        })
        .where(eq(myQuests.id, r.id));
      await notify({
        kind: 'quest',
        profile_ids: [r.profile_id],
        message: clip(`${Q.completedTitle(q.title)}. It is in your portfolio, verified by ${verifier}.`),
        targets: { quest_id: q.id },
        performer_profile_id: null,
      });
      if (q.created_by_profile_id) {
        const [student] = await tx
          .select({ name: profiles.full_name })
          .from(profiles)
          .where(eq(profiles.id, r.profile_id));
        await notify({
          kind: 'quest',
          profile_ids: [q.created_by_profile_id],
          message: clip(Q.completedMentor(student?.name ?? 'A student', q.title)),
          targets: { quest_id: q.id },
          performer_profile_id: r.profile_id,
        });
      }
    });
  }

  async function detailOf(r: MyQuestRow, caller: LearningCaller): Promise<MyQuestDetail> {
    const s = (await settle([r])).get(r.id) ?? (await standing.standings([r])).get(r.id)!;
    const [fresh] = await db.select().from(myQuests).where(eq(myQuests.id, r.id));
    const quest = await o.quests.detail(caller, (await o.quests.row(r.quest_id))!);
    const titles = new Map(quest.steps.map((st) => [st.key, st.title]));
    const cohorts = await cohortNames(fresh!.cohort_id ? [fresh!.cohort_id] : []);
    const cohort = fresh!.cohort_id ? { id: fresh!.cohort_id, name: cohorts.get(fresh!.cohort_id) ?? '' } : null;
    return {
      ...brief(fresh!, quest.title, s, titles, cohort),
      quest,
      steps: s.shape.steps.map((st) => {
        const status = s.status.get(st.key)!;
        const f = s.facts.get(st.key)!;
        const reasons = status.unlocked
          ? []
          : unmetReasons(s.shape.plain, s.facts, { today: s.today, start: s.start }, st.key, s.status).map((x) =>
              reasonText(x, (k) => titles.get(k) ?? k),
            );
        return {
          key: st.key,
          state: status.state,
          unlocked: status.unlocked,
          complete: status.complete,
          started_on: f.started_on,
          best_percent: f.best_percent,
          my_item_id: s.work.get(st.key)?.my_item_id ?? null,
          grant: s.grants.get(st.key) ?? null,
          reasons,
        };
      }),
    };
  }

  return {
    settle,
    async enrol(caller: LearningCaller, questId: number, cohortId?: number) {
      const profileId = studentOf(caller);
      const q = await o.quests.row(questId);
      if (!q || q.status === 'draft') throw new NotFoundError();
      if (q.status !== 'published') throw new ConflictError(Q.notPublished);
      if (q.price_paise > 0 && !(await o.paidAccess?.holds(profileId, 'quest', questId)))
        throw new PaymentRequiredError(PAYMENT_TEXTS.paidItem, { kind: 'quest', id: questId });
      const cohorts = await db.select().from(questCohorts).where(eq(questCohorts.quest_id, questId));
      if (cohortId !== undefined && !cohorts.some((c) => c.id === cohortId))
        throw new ValidationError({ cohort_id: Q.cohortUnknown }, Q.cohortUnknown);
      const today = todayOf(o.clock());
      // Without a choice: the cohort running now or starting next, if the quest has cohorts.
      const chosen = cohortId ?? defaultCohort(cohorts, today);
      const [existing] = await db
        .select()
        .from(myQuests)
        .where(and(eq(myQuests.profile_id, profileId), eq(myQuests.quest_id, questId)));
      let row: MyQuestRow;
      if (existing && existing.status !== 'Dropped') row = existing;
      else if (existing)
        [row] = (await db
          .update(myQuests)
          .set({ status: 'Enrolled', cohort_id: chosen, enrolled_on: today, updated_at: new Date() })
          .where(eq(myQuests.id, existing.id))
          .returning()) as [MyQuestRow];
      else
        [row] = (await db
          .insert(myQuests)
          .values({ profile_id: profileId, quest_id: questId, cohort_id: chosen, enrolled_on: today })
          .onConflictDoNothing()
          .returning()) as [MyQuestRow];
      if (!row)
        [row] = (await db
          .select()
          .from(myQuests)
          .where(and(eq(myQuests.profile_id, profileId), eq(myQuests.quest_id, questId)))) as [MyQuestRow];
      const s = await settle([row]);
      const [fresh] = await db.select().from(myQuests).where(eq(myQuests.id, row.id));
      const st = s.get(row.id)!;
      const titles = await titlesOf(st);
      const names = await cohortNames(fresh!.cohort_id ? [fresh!.cohort_id] : []);
      return brief(
        fresh!,
        q.title,
        st,
        titles,
        fresh!.cohort_id ? { id: fresh!.cohort_id, name: names.get(fresh!.cohort_id)! } : null,
      );
    },

    async list(caller: LearningCaller, status?: MyQuestStatus): Promise<MyQuest[]> {
      const profileId = studentOf(caller);
      const rows = await db
        .select()
        .from(myQuests)
        .where(
          and(
            eq(myQuests.profile_id, profileId),
            status ? eq(myQuests.status, status) : ne(myQuests.status, 'Dropped'),
          ),
        )
        .orderBy(desc(myQuests.updated_at), desc(myQuests.id))
        .limit(200);
      const s = await settle(rows);
      const [fresh, questRows] = await Promise.all([
        rows.length
          ? db
              .select()
              .from(myQuests)
              .where(
                inArray(
                  myQuests.id,
                  rows.map((r) => r.id),
                ),
              )
          : Promise.resolve([]),
        rows.length
          ? db
              .select({ id: quests.id, title: quests.title })
              .from(quests)
              .where(
                inArray(
                  quests.id,
                  rows.map((r) => r.quest_id),
                ),
              )
          : Promise.resolve([]),
      ]);
      const freshBy = new Map(fresh.map((r) => [r.id, r]));
      const title = new Map(questRows.map((q) => [q.id, q.title]));
      const names = await cohortNames(fresh.flatMap((r) => (r.cohort_id ? [r.cohort_id] : [])));
      const allSteps = [...s.values()].flatMap((x) => x.shape.steps);
      const found = await standing.items(allSteps);
      return rows.map((r0) => {
        const r = freshBy.get(r0.id) ?? r0;
        const st = s.get(r.id)!;
        const titles = new Map(
          st.shape.steps.map((x) => [x.key, found.get(`${x.kind}:${x.ref_id}`)?.title ?? 'Item not available']),
        );
        return brief(
          r,
          title.get(r.quest_id) ?? '',
          st,
          titles,
          r.cohort_id ? { id: r.cohort_id, name: names.get(r.cohort_id) ?? '' } : null,
        );
      });
    },

    async show(caller: LearningCaller, id: number): Promise<MyQuestDetail> {
      return detailOf(await working(caller, id), caller);
    },

    async leave(caller: LearningCaller, id: number): Promise<MyQuest> {
      const r = await mine(caller, id);
      if (r.status === 'Completed') throw new ConflictError('A completed quest stays completed');
      await db.update(myQuests).set({ status: 'Dropped', updated_at: new Date() }).where(eq(myQuests.id, id));
      const d = await detailOf({ ...r, status: 'Dropped' }, caller);
      const { quest: _q, steps: _s, ...rest } = d;
      return { ...rest, status: 'Dropped' };
    },

    async lock(caller: LearningCaller, id: number, key: string): Promise<QuestLock> {
      const r = await working(caller, id);
      const s = (await standing.standings([r])).get(r.id)!;
      const step = s.shape.steps.find((x) => x.key === key);
      if (!step) throw new NotFoundError(Q.stepUnknown);
      const titles = await titlesOf(s);
      const status = s.status.get(key)!;
      if (status.unlocked) return { key, locked: false, reasons: [], unlock_set: [] };
      const ctx = { today: s.today, start: s.start };
      const reasons = unmetReasons(s.shape.plain, s.facts, ctx, key, s.status).map((x) =>
        reasonText(x, (k) => titles.get(k) ?? k),
      );
      const set = shortestUnlockSet(s.shape.plain, s.facts, ctx, key);
      const byKey = new Map(s.shape.steps.map((x) => [x.key, x]));
      return {
        key,
        locked: true,
        reasons,
        unlock_set: set
          ? s.shape.steps
              .filter((x) => set.includes(x.key))
              .map((x) => ({ key: x.key, title: titles.get(x.key)!, kind: byKey.get(x.key)!.kind }))
          : null,
      };
    },

    /** A mentor (the quest's managers) unlocks or skips a step for one enrolled student. */
    async grant(
      caller: LearningCaller,
      questId: number,
      b: { profile_id: number; step_key: string; kind: 'unlock' | 'skip'; reason: string },
    ) {
      const q = await o.quests.row(questId);
      if (!q || !runsContent(caller, q)) throw new NotFoundError();
      const [r] = await db
        .select()
        .from(myQuests)
        .where(and(eq(myQuests.quest_id, questId), eq(myQuests.profile_id, b.profile_id)));
      if (!r || r.status === 'Dropped') throw new NotFoundError();
      const shape = (await standing.shapes([questId])).get(questId)!;
      const step = shape.steps.find((s) => s.key === b.step_key);
      if (!step) throw new ValidationError({ step_key: Q.stepUnknown }, Q.stepUnknown);
      const found = await standing.items([step]);
      await notifyingTransaction(db, o.notifier, async (tx, notify) => {
        await tx
          .insert(questStepGrants)
          .values({
            my_quest_id: r.id,
            step_key: b.step_key,
            kind: b.kind,
            reason: b.reason,
            by_profile_id: caller.profileId,
          })
          .onConflictDoNothing();
        await notify({
          kind: 'quest',
          profile_ids: [r.profile_id],
          message: clip(Q.unlockedTitle(found.get(`${step.kind}:${step.ref_id}`)?.title ?? b.step_key, q.title)),
          targets: { quest_id: q.id },
          performer_profile_id: caller.profileId,
        });
      });
      await settle([r]);
      return { profile_id: b.profile_id, step_key: b.step_key, kind: b.kind };
    },

    /** Enrolled students whose standing may have changed: progress and completion recorded (a background sweep). */
    async sweep(limit = 500) {
      const rows = await db
        .select()
        .from(myQuests)
        .where(eq(myQuests.status, 'Enrolled'))
        .orderBy(sql`${myQuests.updated_at} asc`)
        .limit(limit);
      await settle(rows);
      if (rows.length)
        await db
          .update(myQuests)
          .set({ updated_at: new Date() })
          .where(
            inArray(
              myQuests.id,
              rows.map((r) => r.id),
            ),
          );
      return rows.length;
    },
  };
}
export type LearnersService = ReturnType<typeof createLearnersService>;
export type { Enrolment };
