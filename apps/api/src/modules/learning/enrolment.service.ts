import {
  PAYMENT_TEXTS,
  type PaymentItemKind,
  daysUntil,
  entryPoints,
  LEARNING_TEXTS as T,
  taskDaysLeft,
  todayOf,
  type LearningKind,
  type MyItem,
  type MyLearning,
  type MyLearningDetail,
  type PendingTask,
} from '@lbd/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { catalogueNames } from '../../db/catalogue-names';
import type { Db } from '../../db/client';
import {
  externalCourses,
  externalProjects,
  learningCompletions,
  learningRequests,
  myLearnings,
  orgs,
  profiles,
  projects,
  resourceGroups,
} from '../../db/schema';
import type { Tx } from '../../db/sql';
import { ConflictError, ForbiddenError, NotFoundError, PaymentRequiredError } from '../../lib/errors';
import type { PaidAccess } from '../../lib/paid-access';
import { notifyingTransaction, type NotificationEvent, type Notifier } from '../notifications';
import { personNames } from './content.repo';
import type { ContentService } from './content.service';
import {
  contentIdOf,
  enrolmentsOf,
  nextDue,
  noticeKind,
  standings,
  type ItemFacts,
  type MyLearningRow,
  type Standing,
} from './learning-state';
import { runsContent, mentorsProject, type LearningCaller } from './learning.policy';
import { batchStudents } from '../../lib/learning-content/batch';
import type { FileLinks } from './file-links';
import { loadThread, type SubmissionThreads } from './submissions';

type Runner = Db | Tx;
type Notify = (event: NotificationEvent) => Promise<void>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface EnrolmentDeps {
  db: Db;
  clock: () => Date;
  content: ContentService;
  files: FileLinks;
  notifier?: Notifier;
  /** Paid items: does the student hold them (the payments module answers). */
  paidAccess: PaidAccess;
}

/** A student's enrolment in projects and learning paths: joining, progress, completing, finished work in the portfolio. */
export function createEnrolmentService({ db, clock, content, files, notifier, paidAccess }: EnrolmentDeps) {
  const itemKind = (kind: LearningKind): PaymentItemKind => (kind === 'project' ? 'project' : 'learning_path');
  /** A paid item is started and worked on only with access held now (bought, not ended or refunded). */
  async function mustHold(profileId: number, kind: LearningKind, row: { id: number; price_paise: number }) {
    if (row.price_paise > 0 && !(await paidAccess.holds(profileId, itemKind(kind), row.id)))
      throw new PaymentRequiredError(PAYMENT_TEXTS.paidItem, { kind: itemKind(kind), id: row.id });
  }

  const table = (kind: LearningKind) => (kind === 'project' ? projects : resourceGroups);
  const column = (kind: LearningKind) => (kind === 'project' ? myLearnings.project_id : myLearnings.resource_group_id);

  async function contentRow(kind: LearningKind, id: number, runner: Runner = db) {
    const t = table(kind) as typeof projects;
    const [row] = await runner.select().from(t).where(eq(t.id, id));
    return row as
      (typeof projects.$inferSelect & Partial<Pick<typeof resourceGroups.$inferSelect, 'certificate'>>) | undefined;
  }

  /** Who hears about a student's work and answers their requests: a project's mentors, else the author. */
  function mentorsOf(row: { mentor_profile_ids?: number[]; created_by_profile_id: number | null }): number[] {
    const named = row.mentor_profile_ids ?? [];
    if (named.length > 0) return named;
    return row.created_by_profile_id ? [row.created_by_profile_id] : [];
  }

  async function nameOf(profileId: number | null, runner: Runner = db) {
    if (profileId === null) return null;
    const [p] = await runner.select({ name: profiles.full_name }).from(profiles).where(eq(profiles.id, profileId));
    return p?.name ?? null;
  }

  /** The caller's own enrolment (404 for anyone else's). */
  async function ownEnrolment(caller: LearningCaller, id: number, kind: LearningKind, runner: Runner = db) {
    const [row] = await runner.select().from(myLearnings).where(eq(myLearnings.id, id));
    if (!row || row.kind !== kind || row.profile_id !== caller.profileId) throw new NotFoundError();
    return row;
  }

  function toMyLearning(s: Standing, title: string, skills: { id: number; name: string }[], now: Date): MyLearning {
    const e = s.enrolment;
    return {
      id: e.id,
      kind: e.kind,
      content_id: contentIdOf(e),
      title,
      status: e.status,
      progress: s.progress,
      done: s.done,
      total: s.total,
      enrolled_on: e.enrolled_on,
      completed_at: iso(e.completed_at),
      skills,
      next_due: e.status === 'Enrolled' ? nextDue(s, now) : null,
    };
  }

  /** Titles and skills of the content behind these enrolments. */
  async function titlesOf(rows: MyLearningRow[]) {
    const projectIds = rows.filter((r) => r.kind === 'project').map(contentIdOf);
    const groupIds = rows.filter((r) => r.kind === 'resource_group').map(contentIdOf);
    const columns = (t: typeof projects | typeof resourceGroups) => ({
      id: t.id,
      title: t.title,
      skill_ids: t.skill_ids,
    });
    const [ps, gs] = await Promise.all([
      projectIds.length ? db.select(columns(projects)).from(projects).where(inArray(projects.id, projectIds)) : [],
      groupIds.length
        ? db.select(columns(resourceGroups)).from(resourceGroups).where(inArray(resourceGroups.id, groupIds))
        : [],
    ]);
    // Only the titles and the skills' names (kept in memory by the catalogue), not whole cards.
    const { skills } = await catalogueNames(db).names({ skillIds: [...ps, ...gs].flatMap((x) => x.skill_ids) });
    const skillName = new Map(skills.map((k) => [k.id, k.display_name]));
    const named = (x: { title: string; skill_ids: number[] }) => ({
      title: x.title,
      skills: x.skill_ids.flatMap((id) => (skillName.has(id) ? [{ id, name: skillName.get(id)! }] : [])),
    });
    const out = new Map<string, { title: string; skills: { id: number; name: string }[] }>();
    for (const p of ps) out.set(`project:${p.id}`, named(p));
    for (const g of gs) out.set(`resource_group:${g.id}`, named(g));
    return (r: MyLearningRow) => out.get(`${r.kind}:${contentIdOf(r)}`) ?? { title: '', skills: [] };
  }

  async function listOf(rows: MyLearningRow[]): Promise<MyLearning[]> {
    const [s, titles] = await Promise.all([standings(db, rows), titlesOf(rows)]);
    const now = clock();
    return rows.map((r) => {
      const t = titles(r);
      return toMyLearning(s.get(r.id)!, t.title, t.skills, now);
    });
  }

  /**
   * After a completion: when every required item is done, the enrolment is Completed and the finished
   * work becomes a verified portfolio entry (once). In the caller's transaction.
   */
  async function settle(tx: Tx, enrolmentId: number, notify: Notify, reviewerId: number | null): Promise<void> {
    const [e] = await tx.select().from(myLearnings).where(eq(myLearnings.id, enrolmentId)).for('update');
    if (!e || e.status !== 'Enrolled') return;
    const s = (await standings(tx, [e])).get(e.id)!;
    if (!s.complete) return;
    const now = clock();
    const row = (await contentRow(e.kind, contentIdOf(e), tx))!;
    const verifier =
      (await nameOf(reviewerId ?? mentorsOf(row)[0] ?? row.created_by_profile_id, tx)) ?? 'Learn By Doing';
    const [org] = row.org_id ? await tx.select({ name: orgs.full_name }).from(orgs).where(eq(orgs.id, row.org_id)) : [];
    const source = org?.name ?? verifier;
    const verified = {
      verified_by_name: verifier.slice(0, 100),
      verified_by_org: (org?.name ?? 'Learn By Doing').slice(0, 200),
      verified_at: now,
    };
    const base = {
      profile_id: e.profile_id,
      status: 'complete',
      desc: (row.summary || row.title).slice(0, 1000),
      skill_ids: row.skill_ids,
      job_role_ids: row.job_role_ids,
      life_skill_ids: row.life_skill_ids,
      title: row.title.slice(0, 200),
      date: todayOf(now),
      source: source.slice(0, 200),
      ...verified,
    };
    let entryId: number | null = null;
    if (e.kind === 'project') {
      const duration = row.duration_weeks ?? 1;
      const [entry] = await tx
        .insert(externalProjects)
        .values({ ...base, duration, points: entryPoints({ card: 'projects', status: 'complete', duration }).points })
        .onConflictDoNothing()
        .returning({ id: externalProjects.id });
      entryId = entry?.id ?? null;
    } else {
      const minutes = s.items.length === 0 ? 0 : await groupMinutes(tx, row.id);
      const hours = Math.max(1, Math.ceil(minutes / 60));
      const [entry] = await tx
        .insert(externalCourses)
        .values({
          ...base,
          kind: 'course',
          type: 'Online course',
          duration: hours,
          points: entryPoints({ card: 'courses', status: 'complete', duration: hours }).points,
        })
        .onConflictDoNothing()
        .returning({ id: externalCourses.id });
      entryId = entry?.id ?? null;
    }
    await tx
      .update(myLearnings)
      .set({ status: 'Completed', completed_at: now, portfolio_entry_id: entryId, updated_at: now })
      .where(eq(myLearnings.id, e.id));
    await notify({
      ...noticeKind(e.kind),
      profile_ids: [e.profile_id],
      message: `You completed ${row.title}. It is in your portfolio, verified by ${verifier}.`,
      targets: e.kind === 'project' ? { my_project_id: e.id } : { resource_group_id: row.id },
      performer_profile_id: reviewerId,
    });
  }

  async function groupMinutes(tx: Runner, groupId: number) {
    const rows = await tx.execute(
      sql`select coalesce(sum(r.duration), 0)::int as m from resource_group_items i join resources r on r.id = i.resource_id where i.resource_group_id = ${groupId}`,
    );
    return (rows as unknown as { rows: { m: number }[] }).rows[0]?.m ?? 0;
  }

  /** One enrolment's page; `known` is its standing when the caller has just read it. */
  async function detail(e: MyLearningRow, known?: Standing): Promise<MyLearningDetail> {
    const s = known ?? (await standings(db, [e])).get(e.id)!;
    const row = (await contentRow(e.kind, contentIdOf(e)))!;
    const now = clock();
    const resourceIds = s.items.flatMap((i) => (i.resource_id ? [i.resource_id] : []));
    const [cards, threads, requests, titles, mentors] = await Promise.all([
      resourceIds.length ? content.resources.cards(resourceIds) : new Map(),
      e.kind === 'project' ? loadThread(db, files, e.id) : (new Map() as SubmissionThreads),
      db
        .select()
        .from(learningRequests)
        .where(eq(learningRequests.my_learning_id, e.id))
        .orderBy(desc(learningRequests.inserted_at)),
      titlesOf([e]),
      personNames(db, mentorsOf(row)),
    ]);
    const t = titles(e);
    const items: MyItem[] = s.items.map((i) => itemOf(i, cards, threads, requests, now));
    return {
      ...toMyLearning(s, t.title, t.skills, now),
      description: row.description,
      mentors: mentorsOf(row).flatMap((id) => (mentors.has(id) ? [{ profile_id: id, name: mentors.get(id)! }] : [])),
      items,
      portfolio_entry_id: e.portfolio_entry_id,
    };
  }

  function itemOf(
    i: ItemFacts,
    cards: Map<number, MyItem['resource']>,
    threads: SubmissionThreads,
    requests: (typeof learningRequests.$inferSelect)[],
    now: Date,
  ): MyItem {
    const days = i.due_date ? daysUntil(i.due_date, now) : null;
    return {
      id: i.id,
      seq: i.seq,
      title: i.title,
      kind: i.kind,
      required: i.required,
      state: i.state,
      due_date: i.due_date,
      days_left: days,
      days_left_text: i.state === 'complete' || i.state === 'skipped' ? '' : taskDaysLeft(days),
      resource: i.resource_id ? (cards.get(i.resource_id) ?? null) : null,
      assignment: i.assignment_id ? { id: i.assignment_id, title: i.title } : null,
      description: i.description,
      submissions: threads.get(i.id) ?? [],
      requests: requests
        .filter((r) => r.item_id === i.id)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          status: r.status,
          reason: r.reason,
          requested_date: r.requested_date,
          granted_date: r.granted_date,
          comment: r.comment,
          at: r.inserted_at.toISOString(),
        })),
    };
  }

  /** Enrol (or mark interest): a published item, once per student; a Dropped enrolment comes back with its completions. */
  async function join(
    tx: Tx,
    kind: LearningKind,
    contentId: number,
    profileId: number,
    status: 'Interested' | 'Enrolled',
    by: number | null,
  ) {
    const now = clock();
    const [existing] = await tx
      .select()
      .from(myLearnings)
      .where(and(eq(myLearnings.profile_id, profileId), eq(column(kind), contentId)))
      .for('update');
    if (existing) {
      if (existing.status === 'Completed' || existing.status === status) return { row: existing, changed: false };
      if (existing.status === 'Enrolled' && status === 'Interested') return { row: existing, changed: false };
      const [row] = await tx
        .update(myLearnings)
        .set({
          status,
          enrolled_on: status === 'Enrolled' ? todayOf(now) : existing.enrolled_on,
          enrolled_by_profile_id: by,
          updated_at: now,
          last_activity_at: now,
        })
        .where(eq(myLearnings.id, existing.id))
        .returning();
      return { row: row!, changed: true };
    }
    const [row] = await tx
      .insert(myLearnings)
      .values({
        profile_id: profileId,
        kind,
        project_id: kind === 'project' ? contentId : null,
        resource_group_id: kind === 'resource_group' ? contentId : null,
        status,
        enrolled_on: status === 'Enrolled' ? todayOf(now) : null,
        enrolled_by_profile_id: by,
        last_activity_at: now,
      })
      .returning();
    return { row: row!, changed: true };
  }

  return {
    /** POST /api/projects/{id}/enrol, /api/resource_groups/{id}/enrol (free items; paid ones come with payments). */
    async enrol(caller: LearningCaller, kind: LearningKind, contentId: number, status: 'Interested' | 'Enrolled') {
      const row = await contentRow(kind, contentId);
      if (!row || row.status !== 'published') throw new NotFoundError();
      if (status === 'Enrolled') await mustHold(caller.profileId!, kind, row);
      const result = await db.transaction(async (tx) => {
        const joined = await join(tx, kind, contentId, caller.profileId!, status, caller.profileId);
        // Re-enrolling where everything is already done completes it at once.
        await settle(tx, joined.row.id, async () => undefined, null);
        return joined;
      });
      const [fresh] = await db.select().from(myLearnings).where(eq(myLearnings.id, result.row.id));
      return (await listOf([fresh!]))[0]!;
    },

    /** DELETE .../enrol: leave; completions are kept for a return. Completed work stays completed. */
    async unenrol(caller: LearningCaller, kind: LearningKind, contentId: number) {
      const [row] = await db
        .select()
        .from(myLearnings)
        .where(and(eq(myLearnings.profile_id, caller.profileId!), eq(column(kind), contentId)));
      if (!row || row.status === 'Dropped') throw new NotFoundError(T.notEnrolled);
      if (row.status === 'Completed') throw new ConflictError(T.completedStays);
      const [out] = await db
        .update(myLearnings)
        .set({ status: 'Dropped', updated_at: clock() })
        .where(eq(myLearnings.id, row.id))
        .returning();
      return (await listOf([out!]))[0]!;
    },

    /** POST /api/learning_enrolments: those who manage (or mentor) an item enrol students: a list, or an institute's batch. */
    async enrolStudents(
      caller: LearningCaller,
      b: { kind: LearningKind; content_id: number; profile_ids: number[]; batch?: number; org_id?: number },
    ) {
      const row = await contentRow(b.kind, b.content_id);
      const may = row && (b.kind === 'project' ? mentorsProject(caller, row) : runsContent(caller, row));
      if (!row || !may) throw new NotFoundError();
      if (row.status !== 'published') throw new ConflictError(T.notOpen);
      if (row.price_paise > 0) throw new ConflictError(T.paidSeatsNotYet);
      let ids = [...new Set(b.profile_ids)];
      if (b.batch !== undefined) {
        const orgId = caller.isAdmin ? b.org_id : caller.profileType === 'INSTITUTION' ? caller.orgId : null;
        if (!orgId) throw new ForbiddenError();
        ids = [...new Set([...ids, ...(await batchStudents(db, orgId, b.batch))])];
      }
      const students = ids.length
        ? await db
            .select({ id: profiles.id })
            .from(profiles)
            .where(and(inArray(profiles.id, ids), eq(profiles.profile_type, 'STUDENT'), eq(profiles.active, true)))
        : [];
      const valid = new Set(students.map((s) => s.id));
      let enrolled = 0;
      let already = 0;
      await notifyingTransaction(db, notifier, async (tx, notify) => {
        const fresh: number[] = [];
        for (const id of ids) {
          if (!valid.has(id)) continue;
          const r = await join(tx, b.kind, b.content_id, id, 'Enrolled', caller.profileId);
          if (r.changed) {
            enrolled += 1;
            fresh.push(id);
          } else already += 1;
        }
        if (fresh.length > 0)
          await notify({
            ...noticeKind(b.kind),
            profile_ids: fresh,
            message: `You have been enrolled in ${row.title}.`,
            targets: b.kind === 'project' ? { project_id: row.id } : { resource_group_id: row.id },
            performer_profile_id: caller.profileId,
          });
      });
      return { enrolled, already, skipped: ids.length - enrolled - already };
    },

    /** GET /api/get_my_learnings, /api/my_profile/my_projects, /api/my_profile/my_resource_groups. */
    async mine(caller: LearningCaller, filter: { kind?: LearningKind; status?: MyLearningRow['status'] }) {
      return listOf(await enrolmentsOf(db, caller.profileId!, filter));
    },

    /** GET /api/my_profile/my_projects/{id}, /api/my_profile/my_resource_groups/{id}. */
    async myDetail(caller: LearningCaller, kind: LearningKind, id: number) {
      const e = await ownEnrolment(caller, id, kind);
      // Finished work stays readable; ongoing paid work needs access held now.
      if (e.status === 'Enrolled') await mustHold(caller.profileId!, kind, (await contentRow(kind, contentIdOf(e)))!);
      const s = (await standings(db, [e])).get(e.id)!;
      // An activity done elsewhere (the activities screens) may have finished the project meanwhile.
      if (e.status !== 'Enrolled' || !s.complete) return detail(e, s);
      await notifyingTransaction(db, notifier, (tx, notify) => settle(tx, e.id, notify, null));
      const [fresh] = await db.select().from(myLearnings).where(eq(myLearnings.id, id));
      return detail(fresh!);
    },

    /** Mark a path's resource or a project's reading as done (never undone). */
    async complete(caller: LearningCaller, kind: LearningKind, id: number, itemId: number) {
      const e = await ownEnrolment(caller, id, kind);
      if (e.status !== 'Enrolled' && e.status !== 'Completed') throw new ConflictError(T.notEnrolled);
      if (e.status === 'Enrolled') await mustHold(caller.profileId!, kind, (await contentRow(kind, contentIdOf(e)))!);
      const s = (await standings(db, [e])).get(e.id)!;
      const item = s.items.find((i) => i.id === itemId);
      if (!item) throw new NotFoundError();
      if (item.kind === 'deliverable' || item.kind === 'activity') throw new ConflictError(T.notADeliverable);
      await notifyingTransaction(db, notifier, async (tx, notify) => {
        await tx.insert(learningCompletions).values({ my_learning_id: e.id, item_id: itemId }).onConflictDoNothing();
        await tx.update(myLearnings).set({ last_activity_at: clock() }).where(eq(myLearnings.id, e.id));
        await settle(tx, e.id, notify, null);
      });
      return this.myDetail(caller, kind, id);
    },

    /** GET /api/pending_tasks (every open item with a due date, soonest first) or one item's (by_intervention). */
    async pending(caller: LearningCaller, only?: { kind: LearningKind; id: number }): Promise<PendingTask[]> {
      const rows = (await enrolmentsOf(db, caller.profileId!, { kind: only?.kind, status: 'Enrolled' })).filter(
        (r) => !only || contentIdOf(r) === only.id,
      );
      const [s, titles] = await Promise.all([standings(db, rows), titlesOf(rows)]);
      const now = clock();
      const out: PendingTask[] = [];
      for (const r of rows) {
        for (const i of s.get(r.id)!.items) {
          if (i.due_date === null || i.state === 'complete' || i.state === 'skipped') continue;
          const days = daysUntil(i.due_date, now);
          out.push({
            kind: r.kind,
            my_learning_id: r.id,
            content_id: contentIdOf(r),
            content_title: titles(r).title,
            item_id: i.id,
            item_title: i.title,
            state: i.state,
            due_date: i.due_date,
            days_left: days,
            days_left_text: taskDaysLeft(days),
            path:
              r.kind === 'project'
                ? `/myProjects/${r.id}`
                : i.resource_id
                  ? `/myLearning/${r.id}/resources/${i.resource_id}`
                  : `/myLearning/${r.id}`,
          });
        }
      }
      return out.sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.item_id - b.item_id));
    },

    settle,
    ownEnrolment,
    contentRow,
    mentorsOf,
    nameOf,
  };
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
