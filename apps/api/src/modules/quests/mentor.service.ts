import {
  QUEST_TEXTS as Q,
  scorecardScore,
  type QuestDashboard,
  type QuestStatsRow,
  type QuestStudent,
  type Scorecard,
} from '@lbd/shared';
import { and, desc, eq, getTableColumns, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { myQuests, profiles, questCohorts, questScorecardSends, quests } from '../../db/schema';
import { containsPattern, whereAll } from '../../db/sql';
import { NotFoundError } from '../../lib/errors';
import { runsContent, type LearningCaller } from '../../lib/learning-content/policy';
import { managedRows } from '../../lib/learning-content/visibility';
import type { Mailer } from '../../lib/mailer';
import type { Snapshots } from '../../lib/snapshots';
import { paged, pageRequest } from '../../lib/paging';
import { clip, notifyingTransaction, type Notifier } from '../notifications';
import type { LearnersService } from './learners.service';
import type { QuestsService } from './quests.service';
import type { Standing, StandingService } from './standing';

/** A student who has not moved for this many days, behind the cohort, is at risk. */
export const STALL_DAYS = 14;
/** A nudge reaches a student at most once a day. */
const NUDGE_GAP_MS = 24 * 3600_000;
/** A scorecard is not sent again within a minute (a double click), even when asked. */
const RESEND_GAP_MS = 60_000;

type MyQuestRow = typeof myQuests.$inferSelect;

const median = (xs: number[]) => {
  if (xs.length === 0) return null;
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
};
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
const one = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** Score of one step for the scorecard: its best (quiz, graded work), in percent. */
const totalOf = (s: Standing) => {
  const scores = s.shape.steps.flatMap((st) => {
    const v = s.work.get(st.key)?.best_percent;
    return v === null || v === undefined ? [] : [v];
  });
  return scores.length ? one(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
};

/** The mentor's views of a quest: its dashboard, its students, nudges, the stats list and scorecards. */
export function createQuestMentorService(o: {
  db: Db;
  clock: () => Date;
  standing: StandingService;
  quests: QuestsService;
  learners: LearnersService;
  notifier?: Notifier;
  mailer: Mailer;
  renderPdf: (card: Scorecard) => Promise<Buffer>;
  /** The dashboard is kept a short while per quest and cohort (lib/snapshots.ts). */
  snapshots: Snapshots;
}) {
  const { db, standing } = o;

  async function managed(caller: LearningCaller, questId: number) {
    const q = await o.quests.row(questId);
    if (!q || !runsContent(caller, q)) throw new NotFoundError();
    return q;
  }

  async function enrolled(questId: number, cohortId?: number) {
    return db
      .select()
      .from(myQuests)
      .where(
        and(
          eq(myQuests.quest_id, questId),
          ne(myQuests.status, 'Dropped'),
          cohortId ? eq(myQuests.cohort_id, cohortId) : undefined,
        ),
      );
  }

  async function names(ids: number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: profiles.id, name: profiles.full_name })
      .from(profiles)
      .where(inArray(profiles.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** A cohort's students and their standings (the rank compares them), computed once per call. */
  type Peers = { peers: MyQuestRow[]; all: Map<number, Standing> };
  async function peersOf(questId: number, cohortId: number | null): Promise<Peers> {
    const peers = await enrolled(questId, cohortId ?? undefined);
    return { peers, all: await standing.standings(peers) };
  }

  /** One student's scorecard; `cohorts` keeps each cohort's standings across the cards of one send. */
  async function scorecard(
    questId: number,
    r: MyQuestRow,
    cohorts = new Map<number | null, Peers>(),
  ): Promise<Scorecard> {
    const q = (await o.quests.row(questId))!;
    let known = cohorts.get(r.cohort_id);
    if (!known) cohorts.set(r.cohort_id, (known = await peersOf(questId, r.cohort_id)));
    const { peers, all } = known;
    // A student who left is not among the cohort's, and still has a scorecard.
    const mine = all.get(r.id) ?? (await standing.standings([r])).get(r.id)!;
    const found = await standing.items(mine.shape.steps);
    const totals = peers.map((p) => totalOf(all.get(p.id)!)).filter((t): t is number => t !== null);
    const total = totalOf(mine);
    const [name] = [(await names([r.profile_id])).get(r.profile_id) ?? ''];
    const [cohort] = r.cohort_id ? await db.select().from(questCohorts).where(eq(questCohorts.id, r.cohort_id)) : [];
    return {
      quest_id: questId,
      title: q.title,
      student: { profile_id: r.profile_id, name },
      cohort: cohort ? { id: cohort.id, name: cohort.name } : null,
      status: r.status,
      progress: r.status === 'Completed' ? 100 : mine.progress,
      steps: mine.shape.steps.map((st) => {
        const w = mine.work.get(st.key);
        return {
          key: st.key,
          title: found.get(`${st.kind}:${st.ref_id}`)?.title ?? 'Item not available',
          kind: st.kind,
          state: mine.status.get(st.key)!.state,
          score: one(w?.best_percent ?? null),
          mentor_score: one(w?.mentor_percent ?? null),
          peer_score: one(w?.peer_percent ?? null),
        };
      }),
      total,
      rank: total === null ? null : totals.filter((t) => t > total).length + 1,
      cohort_size: peers.length,
      percentile:
        total === null || totals.length === 0
          ? null
          : one((totals.filter((t) => t < total).length * 100) / totals.length),
      generated_at: o.clock().toISOString(),
    };
  }

  /** The enrolment a scorecard is for: the student's own, or (managers) any enrolled student's. */
  async function cardRow(caller: LearningCaller, questId: number, profileId?: number) {
    const q = await o.quests.row(questId);
    if (!q) throw new NotFoundError();
    const self = caller.profileType === 'STUDENT' && (profileId === undefined || profileId === caller.profileId);
    if (!self && !runsContent(caller, q)) throw new NotFoundError();
    const who = self ? caller.profileId! : profileId;
    if (!who) throw new NotFoundError();
    const [r] = await db
      .select()
      .from(myQuests)
      .where(and(eq(myQuests.quest_id, questId), eq(myQuests.profile_id, who)));
    if (!r) throw new NotFoundError();
    return r;
  }

  /** The dashboard of one quest (and cohort), computed from every enrolled student's standing. */
  async function computeDashboard(q: { id: number; title: string }, cohortId?: number): Promise<QuestDashboard> {
    const started = performance.now();
    const questId = q.id;
    const [rows, cohorts] = await Promise.all([
      enrolled(questId),
      db.select().from(questCohorts).where(eq(questCohorts.quest_id, questId)).orderBy(questCohorts.starts_on),
    ]);
    const shape = (await standing.shapes([questId])).get(questId)!;
    const inScope = cohortId ? rows.filter((r) => r.cohort_id === cohortId) : rows;
    const s = await standing.standings(inScope, new Map([[questId, shape]]));
    const found = await standing.items(shape.steps);
    const people = await names(inScope.map((r) => r.profile_id));
    const today = inScope.length ? s.get(inScope[0]!.id)!.today : '';
    // Where each student stands: the first step (in the quest's order) not complete.
    const furthest = new Map<number, string | null>();
    for (const r of inScope) {
      const st = s.get(r.id)!;
      furthest.set(r.id, shape.steps.find((x) => !st.status.get(x.key)!.complete)?.key ?? null);
    }
    const idle = (r: MyQuestRow) => {
      const last = s.get(r.id)!.lastOn ?? r.enrolled_on;
      return daysBetween(last, today);
    };
    const medianProgress = median(inScope.map((r) => s.get(r.id)!.progress)) ?? 0;
    const funnel = shape.steps.map((st) => {
      let unlocked = 0;
      let startedN = 0;
      let complete = 0;
      let skipped = 0;
      let stalled = 0;
      let here = 0;
      const days: number[] = [];
      for (const r of inScope) {
        const x = s.get(r.id)!;
        const status = x.status.get(st.key)!;
        const w = x.work.get(st.key);
        if (status.unlocked) unlocked++;
        if (x.facts.get(st.key)!.started_on) startedN++;
        if (status.complete) complete++;
        if (status.state === 'skipped') skipped++;
        if (r.status === 'Enrolled' && furthest.get(r.id) === st.key) {
          here++;
          if (idle(r) >= STALL_DAYS) stalled++;
        }
        if (status.complete && w?.started_on && w.last_on) days.push(Math.max(0, daysBetween(w.started_on, w.last_on)));
      }
      return {
        key: st.key,
        title: found.get(`${st.kind}:${st.ref_id}`)?.title ?? 'Item not available',
        kind: st.kind,
        unlocked,
        started: startedN,
        complete,
        skipped,
        here,
        stalled,
        median_days: median(days),
      };
    });
    const atRisk = inScope
      .filter((r) => r.status === 'Enrolled')
      .flatMap((r) => {
        const x = s.get(r.id)!;
        const days = idle(r);
        if (days < STALL_DAYS && x.progress >= medianProgress / 2) return [];
        const reason =
          days >= STALL_DAYS
            ? `No activity for ${days} days`
            : `Progress ${x.progress}% against the median ${medianProgress}%`;
        return [
          {
            profile_id: r.profile_id,
            name: people.get(r.profile_id) ?? '',
            progress: x.progress,
            last_activity_on: x.lastOn,
            reason,
          },
        ];
      })
      .sort((a, b) => a.progress - b.progress)
      .slice(0, 100);
    return {
      quest_id: questId,
      title: q.title,
      enrolled: inScope.length,
      completed: inScope.filter((r) => r.status === 'Completed').length,
      cohorts: cohorts.map((c) => ({
        id: c.id,
        name: c.name,
        enrolled: rows.filter((r) => r.cohort_id === c.id).length,
        completed: rows.filter((r) => r.cohort_id === c.id && r.status === 'Completed').length,
      })),
      funnel,
      at_risk: atRisk,
      computed_ms: Math.round(performance.now() - started),
    };
  }

  return {
    async dashboard(caller: LearningCaller, questId: number, cohortId?: number) {
      const q = await managed(caller, questId);
      return o.snapshots(`quest:${questId}:${cohortId ?? 'all'}`, () => computeDashboard(q, cohortId));
    },
    computeDashboard,

    /** get_all_students/{id}?type=quest&data_group_id: the quest's students with progress and score. */
    async students(caller: LearningCaller, questId: number, cohortId?: number): Promise<QuestStudent[]> {
      await managed(caller, questId);
      const rows = await enrolled(questId, cohortId);
      const s = await standing.standings(rows);
      const people = await names(rows.map((r) => r.profile_id));
      return rows
        .map((r) => {
          const x = s.get(r.id)!;
          return {
            profile_id: r.profile_id,
            my_quest_id: r.id,
            name: people.get(r.profile_id) ?? '',
            status: r.status,
            cohort_id: r.cohort_id,
            progress: r.status === 'Completed' ? 100 : x.progress,
            steps_done: x.done,
            score: totalOf(x),
            last_activity_on: x.lastOn,
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async nudge(caller: LearningCaller, questId: number, profileIds: number[], message: string) {
      const q = await managed(caller, questId);
      const rows = (await enrolled(questId)).filter(
        (r) => r.status === 'Enrolled' && profileIds.includes(r.profile_id),
      );
      const now = o.clock();
      const due = rows.filter((r) => !r.last_nudged_at || now.getTime() - r.last_nudged_at.getTime() >= NUDGE_GAP_MS);
      if (due.length === 0) return { sent: 0 };
      await notifyingTransaction(db, o.notifier, async (tx, notify) => {
        await tx
          .update(myQuests)
          .set({ last_nudged_at: now })
          .where(
            inArray(
              myQuests.id,
              due.map((r) => r.id),
            ),
          );
        await notify({
          kind: 'quest',
          profile_ids: due.map((r) => r.profile_id),
          message: clip(message ? `${Q.nudgeTitle(q.title)}: ${message}` : Q.nudgeTitle(q.title)),
          targets: { quest_id: q.id },
          performer_profile_id: caller.profileId,
        });
      });
      return { sent: due.length };
    },

    async stats(caller: LearningCaller, query: { query?: string; page: number; count: number }) {
      const page = pageRequest(query);
      const where = whereAll(
        managedRows(quests, caller),
        query.query && ilike(quests.title, containsPattern(query.query)),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...getTableColumns(quests),
            step_count: sql<number>`(select count(*)::int from quest_steps s where s.quest_id = quests.id)`,
            enrolled: sql<number>`(select count(*)::int from my_quests m where m.quest_id = quests.id and m.status <> 'Dropped')`,
            completed: sql<number>`(select count(*)::int from my_quests m where m.quest_id = quests.id and m.status = 'Completed')`,
            median_progress: sql<number>`coalesce((select percentile_disc(0.5) within group (order by m.progress)::int from my_quests m where m.quest_id = quests.id and m.status <> 'Dropped'), 0)`,
            at_risk: sql<number>`(select count(*)::int from my_quests m where m.quest_id = quests.id and m.status = 'Enrolled' and coalesce(m.last_activity_on, m.enrolled_on) <= to_char((now() at time zone 'Asia/Kolkata') - interval '${sql.raw(String(STALL_DAYS))} days', 'YYYY-MM-DD'))`,
          })
          .from(quests)
          .where(where)
          .orderBy(desc(quests.updated_at), desc(quests.id))
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(quests)
          .where(where),
      ]);
      const data: QuestStatsRow[] = rows.map((r) => ({
        id: r.id,
        title: r.title,
        status: r.status,
        step_count: r.step_count,
        enrolled: r.enrolled,
        completed: r.completed,
        median_progress: r.median_progress,
        at_risk: r.at_risk,
      }));
      return paged(data, total?.n ?? 0, page);
    },

    async scorecard(caller: LearningCaller, questId: number, profileId?: number) {
      return scorecard(questId, await cardRow(caller, questId, profileId));
    },
    async scorecardPdf(caller: LearningCaller, questId: number, profileId?: number) {
      const card = await scorecard(questId, await cardRow(caller, questId, profileId));
      return { bytes: await o.renderPdf(card), fileName: `scorecard-${questId}-${card.student.profile_id}.pdf` };
    },

    /** Admin send_score_card for a quest: each student (or one) once; again only with `resend`. */
    async sendScorecards(caller: LearningCaller, questId: number, profileId: number | undefined, resend: boolean) {
      await managed(caller, questId);
      const rows = (await enrolled(questId)).filter((r) => profileId === undefined || r.profile_id === profileId);
      if (profileId !== undefined && rows.length === 0) throw new NotFoundError();
      const emails = new Map(
        (
          await db
            .select({ id: profiles.id, email: profiles.email })
            .from(profiles)
            .where(inArray(profiles.id, rows.length ? rows.map((r) => r.profile_id) : [0]))
        ).map((p) => [p.id, p.email]),
      );
      let sent = 0;
      let skipped = 0;
      const cohorts = new Map<number | null, Peers>();
      for (const r of rows) {
        const to = emails.get(r.profile_id);
        if (!to) continue;
        const [last] = await db
          .select()
          .from(questScorecardSends)
          .where(eq(questScorecardSends.my_quest_id, r.id))
          .orderBy(desc(questScorecardSends.id))
          .limit(1);
        const now = o.clock();
        if (last && (!resend || now.getTime() - last.inserted_at.getTime() < RESEND_GAP_MS)) {
          skipped++;
          continue;
        }
        const card = await scorecard(questId, r, cohorts);
        const text = [
          `Scorecard: ${card.title}`,
          `${card.student.name}${card.cohort ? ` (${card.cohort.name})` : ''}`,
          '',
          ...card.steps.map((st) => `${st.title}: ${scorecardScore(st.score)}`),
          '',
          `Total: ${scorecardScore(card.total)}`,
          `Rank: ${card.rank === null ? '—' : `${card.rank} of ${card.cohort_size}`}`,
          `Percentile: ${scorecardScore(card.percentile)}`,
        ].join('\n');
        const slot = String((last ? Number(last.slot) : 0) + 1);
        const ok = await db.transaction(async (tx) => {
          const [claim] = await tx
            .insert(questScorecardSends)
            .values({ my_quest_id: r.id, slot, inserted_at: now })
            .onConflictDoNothing()
            .returning({ id: questScorecardSends.id });
          if (!claim) return false;
          const emailId = await o.mailer.send(
            { to, kind: 'quest_scorecard', subject: `Scorecard: ${card.title}`, text },
            tx,
          );
          await tx.update(questScorecardSends).set({ email_id: emailId }).where(eq(questScorecardSends.id, claim.id));
          return true;
        });
        if (ok) sent++;
        else skipped++;
      }
      return { sent, skipped };
    },
  };
}
export type QuestMentorService = ReturnType<typeof createQuestMentorService>;
