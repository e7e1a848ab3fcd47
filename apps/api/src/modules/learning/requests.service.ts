import {
  daysUntil,
  LEARNING_TEXTS as T,
  LEARNING_LIMITS as L,
  todayOf,
  type LearningKind,
  type LearningRequest,
  type MentorRequest,
  type MentorRequestsQuery,
} from '@lbd/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  educations,
  learningAccommodations,
  learningRequests,
  myLearnings,
  profiles,
  projects,
  resourceGroups,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { notifyingTransaction, type Notifier } from '../notifications';
import type { EnrolmentService } from './enrolment.service';
import { contentIdOf, noticeKind, standings } from './learning-state';
import { runsContent, mentorsProject, type LearningCaller } from './learning.policy';

type RequestRow = typeof learningRequests.$inferSelect;
/** What the rules and the list need of a project or path. */
interface ContentRow {
  title: string;
  org_id: number | null;
  created_by_profile_id: number | null;
  mentor_profile_ids: number[];
}

const toRequest = (r: RequestRow): LearningRequest => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  reason: r.reason,
  requested_date: r.requested_date,
  granted_date: r.granted_date,
  comment: r.comment,
  at: r.inserted_at.toISOString(),
});

/**
 * Skip and extension requests (skip_resource_group_unit, send_request_extension): the student asks with
 * a reason, a mentor approves, refuses or offers another date. An approval is this student's alone
 * (their own due date, never the item's), both sides are told, and every answer is audited. A standing
 * accommodation adds days to every item of a flagged student.
 */
export function createRequestsService({
  db,
  clock,
  enrolment,
  notifier,
}: {
  db: Db;
  clock: () => Date;
  enrolment: EnrolmentService;
  notifier?: Notifier;
}) {
  /** May this caller answer requests about this enrolment's item? */
  /** A project's mentors and managers answer its students; a path's managers answer theirs. */
  const mayAnswer = (caller: LearningCaller, kind: LearningKind, row: ContentRow) =>
    kind === 'project' ? mentorsProject(caller, row) : runsContent(caller, row);

  async function answers(caller: LearningCaller, e: typeof myLearnings.$inferSelect) {
    const row = await enrolment.contentRow(e.kind, contentIdOf(e));
    return row && mayAnswer(caller, e.kind, row) ? row : null;
  }

  /** The projects and paths behind these enrolments, read in one query per kind. */
  async function contentOf(enrolments: (typeof myLearnings.$inferSelect)[]) {
    const ids = (kind: LearningKind) => [...new Set(enrolments.filter((e) => e.kind === kind).map(contentIdOf))];
    const owner = (t: typeof projects | typeof resourceGroups) => ({
      id: t.id,
      title: t.title,
      org_id: t.org_id,
      created_by_profile_id: t.created_by_profile_id,
    });
    const projectIds = ids('project');
    const groupIds = ids('resource_group');
    const [ps, gs] = await Promise.all([
      projectIds.length
        ? db
            .select({ ...owner(projects), mentor_profile_ids: projects.mentor_profile_ids })
            .from(projects)
            .where(inArray(projects.id, projectIds))
        : [],
      groupIds.length
        ? db.select(owner(resourceGroups)).from(resourceGroups).where(inArray(resourceGroups.id, groupIds))
        : [],
    ]);
    const rows = new Map<string, ContentRow>();
    for (const p of ps) rows.set(`project:${p.id}`, p);
    for (const g of gs) rows.set(`resource_group:${g.id}`, { ...g, mentor_profile_ids: [] });
    return (e: typeof myLearnings.$inferSelect) => rows.get(`${e.kind}:${contentIdOf(e)}`);
  }

  async function ask(
    caller: LearningCaller,
    kind: LearningKind,
    myId: number,
    itemId: number,
    what: 'skip' | 'extension',
    reason: string,
    date?: string,
  ) {
    const e = await enrolment.ownEnrolment(caller, myId, kind);
    if (e.status !== 'Enrolled') throw new ConflictError(T.notEnrolled);
    const s = (await standings(db, [e])).get(e.id)!;
    const item = s.items.find((i) => i.id === itemId);
    if (!item) throw new NotFoundError();
    if (item.state === 'complete' || item.state === 'skipped') throw new ConflictError(T.completedStays);
    if (what === 'extension') {
      const now = clock();
      const current = item.due_date ?? todayOf(now);
      if (!date || date <= current || daysUntil(date, now) < 0)
        throw new ValidationError({ requested_date: T.dateAfterDue });
      if (daysUntil(date, now) - daysUntil(current, now) > L.extensionDaysMax)
        throw new ValidationError({ requested_date: `Ask for at most ${L.extensionDaysMax} more days` });
    }
    const row = (await enrolment.contentRow(kind, contentIdOf(e)))!;
    const name = (await enrolment.nameOf(caller.profileId)) ?? 'A student';
    try {
      return await notifyingTransaction(db, notifier, async (tx, notify) => {
        const [r] = await tx
          .insert(learningRequests)
          .values({ my_learning_id: e.id, item_id: itemId, kind: what, reason, requested_date: date ?? null })
          .returning();
        const to = enrolment.mentorsOf(row);
        if (to.length > 0)
          await notify({
            ...noticeKind(kind),
            profile_ids: to,
            message:
              what === 'skip'
                ? `${name} asks to skip ‘${item.title}’ in ${row.title}.`
                : `${name} asks for time until ${date} on ‘${item.title}’ in ${row.title}.`,
            targets: kind === 'project' ? { project_id: row.id } : { resource_group_id: row.id },
            performer_profile_id: caller.profileId,
          });
        return toRequest(r!);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(T.requestPending);
      throw e;
    }
  }

  return {
    skip: (caller: LearningCaller, b: { my_resource_group_id: number; item_id: number; reason: string }) =>
      ask(caller, 'resource_group', b.my_resource_group_id, b.item_id, 'skip', b.reason),
    extension: (
      caller: LearningCaller,
      b: { kind: LearningKind; my_learning_id: number; item_id: number; reason: string; requested_date: string },
    ) => ask(caller, b.kind, b.my_learning_id, b.item_id, 'extension', b.reason, b.requested_date),

    /**
     * GET /api/learning_requests: what students of the caller's projects and paths asked (a path's
     * author and its organisation's staff answer its requests), of one kind of content or one item.
     */
    async list(caller: LearningCaller, q: MentorRequestsQuery) {
      const page = pageRequest(q);
      const ofContent =
        q.content_id === undefined
          ? undefined
          : q.kind_of_content === 'project'
            ? eq(myLearnings.project_id, q.content_id)
            : eq(myLearnings.resource_group_id, q.content_id);
      const rows = await db
        .select({ r: learningRequests, e: myLearnings, student: profiles.full_name })
        .from(learningRequests)
        .innerJoin(myLearnings, eq(myLearnings.id, learningRequests.my_learning_id))
        .innerJoin(profiles, eq(profiles.id, myLearnings.profile_id))
        .where(
          and(
            eq(learningRequests.status, q.status),
            q.kind_of_content ? eq(myLearnings.kind, q.kind_of_content) : undefined,
            ofContent,
          ),
        )
        .orderBy(asc(learningRequests.inserted_at))
        .limit(2000);
      // Whom each belongs to is decided by the same rule as answering it.
      const content = await contentOf(rows.map((r) => r.e));
      const mine = rows.filter((r) => {
        const row = content(r.e);
        return row !== undefined && mayAnswer(caller, r.e.kind, row);
      });
      const pageRows = mine.slice(page.offset, page.offset + page.count);
      const s = await standings(
        db,
        pageRows.map((r) => r.e),
      );
      const data: MentorRequest[] = pageRows.map((r) => {
        const item = s.get(r.e.id)!.items.find((i) => i.id === r.r.item_id);
        return {
          ...toRequest(r.r),
          student: { profile_id: r.e.profile_id, name: r.student },
          kind_of_content: r.e.kind,
          content: { id: contentIdOf(r.e), title: content(r.e)?.title ?? '' },
          item: { id: r.r.item_id, title: item?.title ?? '', due_date: item?.due_date ?? null },
        };
      });
      return paged(data, mine.length, page);
    },

    /** PUT /api/learning_requests/{id}: approve, refuse, or offer another date. */
    async decide(
      caller: LearningCaller,
      userId: string,
      id: number,
      b: { decision: 'approve' | 'refuse' | 'offer'; date?: string; comment: string },
    ) {
      const [found] = await db
        .select({ r: learningRequests, e: myLearnings })
        .from(learningRequests)
        .innerJoin(myLearnings, eq(myLearnings.id, learningRequests.my_learning_id))
        .where(eq(learningRequests.id, id));
      if (!found) throw new NotFoundError();
      const row = await answers(caller, found.e);
      if (!row) throw new NotFoundError();
      if (b.decision === 'offer') {
        if (found.r.kind !== 'extension' || !b.date) throw new ValidationError({ date: T.dateRequired });
        if (daysUntil(b.date, clock()) < 0) throw new ValidationError({ date: T.dateAfterDue });
      }
      const status = b.decision === 'approve' ? 'Approved' : b.decision === 'refuse' ? 'Refused' : 'Offered';
      const granted =
        status === 'Approved' && found.r.kind === 'extension'
          ? found.r.requested_date
          : status === 'Offered'
            ? b.date!
            : null;
      const who = (await enrolment.nameOf(caller.profileId)) ?? 'Your mentor';
      return notifyingTransaction(db, notifier, async (tx, notify) => {
        const now = clock();
        const [r] = await tx
          .update(learningRequests)
          .set({
            status,
            granted_date: granted,
            comment: b.comment || null,
            decided_by_profile_id: caller.profileId,
            decided_at: now,
            updated_at: now,
          })
          .where(and(eq(learningRequests.id, id), eq(learningRequests.status, 'Pending')))
          .returning();
        if (!r) throw new ConflictError(T.requestDecided);
        await tx.insert(auditLog).values({
          actor_user_id: userId,
          action: `learning_request_${b.decision}`,
          target_type: 'learning_request',
          target_id: String(id),
          before: { status: 'Pending' },
          after: { status, granted_date: granted },
        });
        const what = found.r.kind === 'skip' ? 'skip' : 'extension';
        const message =
          status === 'Refused'
            ? `${who} did not approve your ${what} request for ${row.title}.`
            : what === 'skip'
              ? `${who} approved skipping an item of ${row.title}.`
              : `${who} gave you until ${granted} on an item of ${row.title}.`;
        await notify({
          ...noticeKind(found.e.kind),
          profile_ids: [found.e.profile_id],
          message,
          targets: found.e.kind === 'project' ? { my_project_id: found.e.id } : { resource_group_id: row.id },
          performer_profile_id: caller.profileId,
        });
        // A skip may have been the last thing between the student and completion.
        if (status === 'Approved' && what === 'skip') await enrolment.settle(tx, found.e.id, notify, caller.profileId);
        return toRequest(r);
      });
    },

    /** PUT /api/learning_accommodations/{profile_id}: admins, or the student's own institute. */
    async accommodate(caller: LearningCaller, userId: string, profileId: number, b: { days: number; reason: string }) {
      const [student] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.profile_type, 'STUDENT')));
      if (!student) throw new NotFoundError();
      if (!caller.isAdmin) {
        const [own] =
          caller.orgId === null || !caller.active
            ? []
            : await db
                .select({ id: educations.id })
                .from(educations)
                .where(and(eq(educations.profile_id, profileId), eq(educations.my_org_id, caller.orgId)))
                .limit(1);
        if (!own) throw new NotFoundError();
      }
      const [before] = await db
        .select()
        .from(learningAccommodations)
        .where(eq(learningAccommodations.profile_id, profileId));
      await db.transaction(async (tx) => {
        if (b.days === 0)
          await tx.delete(learningAccommodations).where(eq(learningAccommodations.profile_id, profileId));
        else
          await tx
            .insert(learningAccommodations)
            .values({ profile_id: profileId, days: b.days, reason: b.reason, set_by_profile_id: caller.profileId })
            .onConflictDoUpdate({
              target: learningAccommodations.profile_id,
              set: { days: b.days, reason: b.reason, set_by_profile_id: caller.profileId, updated_at: clock() },
            });
        await tx.insert(auditLog).values({
          actor_user_id: userId,
          action: 'learning_accommodation',
          target_type: 'profile',
          target_id: String(profileId),
          before: before ? { days: before.days } : null,
          after: { days: b.days },
        });
      });
      return { profile_id: profileId, days: b.days, reason: b.reason };
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
