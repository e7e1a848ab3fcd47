import {
  LEARNING_TEXTS as T,
  type EvaluateBody,
  type LearningSubmission,
  type ReviewItem,
  type SubmissionBody,
} from '@lbd/shared';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  learningCompletions,
  learningFiles,
  myLearnings,
  profiles,
  projects,
  projectSubmissions,
  projectTasks,
  submissionComments,
} from '../../db/schema';
import { whereAll, type Tx } from '../../db/sql';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { notifyingTransaction, type Notifier } from '../notifications';
import type { EnrolmentService } from './enrolment.service';
import type { FileLinks } from './file-links';
import { standings } from './learning-state';
import { mentorsProject, type LearningCaller } from './learning.policy';

type Runner = Db | Tx;
/** A project enrolment's submissions per task, newest version first, each with its thread. */
export type SubmissionThreads = Map<number, LearningSubmission[]>;

type SubmissionRow = typeof projectSubmissions.$inferSelect;

async function present(db: Runner, files: FileLinks, rows: SubmissionRow[]): Promise<LearningSubmission[]> {
  if (rows.length === 0) return [];
  const attached = await files.ofSubmissions(
    db,
    rows.map((r) => r.id),
  );
  const comments = await db
    .select({ c: submissionComments, name: profiles.full_name })
    .from(submissionComments)
    .leftJoin(profiles, eq(profiles.id, submissionComments.author_profile_id))
    .where(
      inArray(
        submissionComments.submission_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(submissionComments.inserted_at), asc(submissionComments.id));
  const reviewers = [...new Set(rows.flatMap((r) => (r.reviewed_by_profile_id ? [r.reviewed_by_profile_id] : [])))];
  const names = reviewers.length
    ? new Map(
        (
          await db
            .select({ id: profiles.id, name: profiles.full_name })
            .from(profiles)
            .where(inArray(profiles.id, reviewers))
        ).map((p) => [p.id, p.name]),
      )
    : new Map<number, string>();
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    text: r.text,
    links: r.links,
    status: r.status,
    score: r.score,
    submitted_at: r.inserted_at.toISOString(),
    reviewed_at: r.reviewed_at ? r.reviewed_at.toISOString() : null,
    reviewer:
      r.reviewed_by_profile_id && names.has(r.reviewed_by_profile_id)
        ? { profile_id: r.reviewed_by_profile_id, name: names.get(r.reviewed_by_profile_id)! }
        : null,
    files: attached.get(r.id) ?? [],
    comments: comments
      .filter((c) => c.c.submission_id === r.id)
      .map((c) => ({
        id: c.c.id,
        author: { profile_id: c.c.author_profile_id ?? 0, name: c.name ?? 'Deleted user' },
        body: c.c.body,
        at: c.c.inserted_at.toISOString(),
      })),
  }));
}

export async function loadThread(db: Runner, files: FileLinks, myLearningId: number): Promise<SubmissionThreads> {
  const rows = await db
    .select()
    .from(projectSubmissions)
    .where(eq(projectSubmissions.my_learning_id, myLearningId))
    .orderBy(asc(projectSubmissions.task_id), desc(projectSubmissions.version));
  const all = await present(db, files, rows);
  const out: SubmissionThreads = new Map();
  rows.forEach((r, n) => out.set(r.task_id, [...(out.get(r.task_id) ?? []), all[n]!]));
  return out;
}

/** Deliverables: the student's versions, the mentor's queue and review, the conversation on each. */
export function createSubmissionsService({
  db,
  clock,
  enrolment,
  files,
  notifier,
}: {
  db: Db;
  clock: () => Date;
  enrolment: EnrolmentService;
  files: FileLinks;
  notifier?: Notifier;
}) {
  async function submissionWithProject(id: number, runner: Runner = db) {
    const [row] = await runner
      .select({ s: projectSubmissions, e: myLearnings, p: projects, t: projectTasks })
      .from(projectSubmissions)
      .innerJoin(myLearnings, eq(myLearnings.id, projectSubmissions.my_learning_id))
      .innerJoin(projects, eq(projects.id, myLearnings.project_id))
      .innerJoin(projectTasks, eq(projectTasks.id, projectSubmissions.task_id))
      .where(eq(projectSubmissions.id, id));
    return row;
  }

  const one = async (id: number, runner: Runner = db) => {
    const [row] = await runner.select().from(projectSubmissions).where(eq(projectSubmissions.id, id));
    return (await present(runner, files, [row!]))[0]!;
  };

  return {
    /** A new version of a deliverable: not while the last waits for review, nor once accepted. */
    async submit(caller: LearningCaller, myProjectId: number, taskId: number, body: SubmissionBody) {
      const e = await enrolment.ownEnrolment(caller, myProjectId, 'project');
      if (e.status !== 'Enrolled') throw new ConflictError(T.notEnrolled);
      const [task] = await db
        .select()
        .from(projectTasks)
        .where(and(eq(projectTasks.id, taskId), eq(projectTasks.project_id, e.project_id!)));
      if (!task) throw new NotFoundError();
      if (task.kind !== 'deliverable') throw new ConflictError(T.notADeliverable);
      const project = (await enrolment.contentRow('project', e.project_id!))!;
      const studentName = (await enrolment.nameOf(caller.profileId)) ?? 'A student';
      await notifyingTransaction(db, notifier, async (tx, notify) => {
        // One submission at a time per student and task, whoever clicks twice.
        await tx.execute(sql`select 1 from ${myLearnings} where ${myLearnings.id} = ${e.id} for update`);
        const [last] = await tx
          .select()
          .from(projectSubmissions)
          .where(and(eq(projectSubmissions.my_learning_id, e.id), eq(projectSubmissions.task_id, taskId)))
          .orderBy(desc(projectSubmissions.version))
          .limit(1);
        if (last?.status === 'Submitted') throw new ConflictError(T.awaitingReview);
        if (last?.status === 'Accepted') throw new ConflictError(T.alreadyAccepted);
        const now = clock();
        const [version] = await tx
          .insert(projectSubmissions)
          .values({
            my_learning_id: e.id,
            task_id: taskId,
            version: (last?.version ?? 0) + 1,
            text: body.text ?? '',
            links: body.links ?? [],
          })
          .returning({ id: projectSubmissions.id });
        // The version takes its files: the student's confirmed uploads of this task that no version holds.
        const fileIds = [...new Set(body.file_ids ?? [])];
        if (fileIds.length > 0) {
          const taken = await tx
            .update(learningFiles)
            .set({ submission_id: version!.id, updated_at: now })
            .where(
              and(
                inArray(learningFiles.id, fileIds),
                eq(learningFiles.purpose, 'submission'),
                eq(learningFiles.my_learning_id, e.id),
                eq(learningFiles.task_id, taskId),
                eq(learningFiles.status, 'uploaded'),
                isNull(learningFiles.submission_id),
              ),
            )
            .returning({ id: learningFiles.id });
          if (taken.length !== fileIds.length) throw new ValidationError({ file_ids: T.fileGone }, T.fileGone);
        }
        await tx.update(myLearnings).set({ last_activity_at: now }).where(eq(myLearnings.id, e.id));
        const to = enrolment.mentorsOf(project);
        if (to.length > 0)
          await notify({
            kind: 'project',
            profile_ids: to,
            message: `${studentName} submitted ‘${task.title}’ in ${project.title}.`,
            targets: { project_id: project.id },
            performer_profile_id: caller.profileId,
          });
      });
      return enrolment.myDetail(caller, 'project', myProjectId);
    },

    /** GET /api/project_reviews: submissions of the projects the caller mentors or manages, oldest first. */
    async queue(
      caller: LearningCaller,
      q: { project_id?: number; status: LearningSubmission['status']; page: number; count: number },
    ) {
      const page = pageRequest(q);
      const manages = caller.isAdmin
        ? undefined
        : or(
            caller.profileId === null ? undefined : eq(projects.created_by_profile_id, caller.profileId),
            caller.profileId === null ? undefined : sql`${caller.profileId} = any(${projects.mentor_profile_ids})`,
            (caller.profileType === 'COMPANY' || caller.profileType === 'INSTITUTION') && caller.orgId !== null
              ? eq(projects.org_id, caller.orgId)
              : undefined,
          );
      if (!caller.isAdmin && !caller.active) return paged([], 0, page);
      const where = whereAll(
        manages ?? undefined,
        eq(projectSubmissions.status, q.status),
        q.project_id !== undefined && eq(projects.id, q.project_id),
      );
      const base = db
        .select({ s: projectSubmissions, e: myLearnings, p: projects, t: projectTasks, student: profiles.full_name })
        .from(projectSubmissions)
        .innerJoin(myLearnings, eq(myLearnings.id, projectSubmissions.my_learning_id))
        .innerJoin(projects, eq(projects.id, myLearnings.project_id))
        .innerJoin(projectTasks, eq(projectTasks.id, projectSubmissions.task_id))
        .innerJoin(profiles, eq(profiles.id, myLearnings.profile_id))
        .where(where);
      const [rows, [total]] = await Promise.all([
        base
          .orderBy(asc(projectSubmissions.inserted_at), asc(projectSubmissions.id))
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(projectSubmissions)
          .innerJoin(myLearnings, eq(myLearnings.id, projectSubmissions.my_learning_id))
          .innerJoin(projects, eq(projects.id, myLearnings.project_id))
          .where(where),
      ]);
      const presented = await present(
        db,
        files,
        rows.map((r) => r.s),
      );
      const items: ReviewItem[] = rows.map((r, n) => ({
        submission: presented[n]!,
        my_project_id: r.e.id,
        student: { profile_id: r.e.profile_id, name: r.student },
        project: { id: r.p.id, title: r.p.title },
        task: { id: r.t.id, title: r.t.title },
      }));
      return paged(items, total?.n ?? 0, page);
    },

    /** POST /api/admin/evaluate_my_project: accept (the task is complete), ask for changes, or reject; with a score. */
    async evaluate(caller: LearningCaller, b: EvaluateBody) {
      const found = await submissionWithProject(b.submission_id);
      if (!found || !mentorsProject(caller, found.p)) throw new NotFoundError();
      const status = b.decision === 'accept' ? 'Accepted' : b.decision === 'changes' ? 'Changes requested' : 'Rejected';
      const reviewer = (await enrolment.nameOf(caller.profileId)) ?? 'Your mentor';
      await notifyingTransaction(db, notifier, async (tx, notify) => {
        const now = clock();
        const changed = await tx
          .update(projectSubmissions)
          .set({
            status,
            score: b.score ?? null,
            reviewed_by_profile_id: caller.profileId,
            reviewed_at: now,
            updated_at: now,
          })
          .where(and(eq(projectSubmissions.id, b.submission_id), eq(projectSubmissions.status, 'Submitted')))
          .returning({ id: projectSubmissions.id });
        if (changed.length === 0) throw new ConflictError(T.reviewDone);
        if (b.comment)
          await tx
            .insert(submissionComments)
            .values({ submission_id: b.submission_id, author_profile_id: caller.profileId, body: b.comment });
        if (status === 'Accepted')
          await tx
            .insert(learningCompletions)
            .values({ my_learning_id: found.e.id, item_id: found.t.id, completed_at: now })
            .onConflictDoNothing();
        const said =
          status === 'Accepted'
            ? 'accepted'
            : status === 'Changes requested'
              ? 'asked for changes to'
              : 'did not accept';
        await notify({
          kind: 'project',
          profile_ids: [found.e.profile_id],
          message: `${reviewer} ${said} ‘${found.t.title}’ in ${found.p.title}.`,
          targets: { my_project_id: found.e.id, project_id: found.p.id },
          performer_profile_id: caller.profileId,
        });
        if (status === 'Accepted') await enrolment.settle(tx, found.e.id, notify, caller.profileId);
      });
      return one(b.submission_id);
    },

    /** POST /api/project_submissions/{id}/comments: the student or the project's mentors. */
    async comment(caller: LearningCaller, id: number, body: string) {
      const found = await submissionWithProject(id);
      if (!found) throw new NotFoundError();
      const isStudent = found.e.profile_id === caller.profileId;
      if (!isStudent && !mentorsProject(caller, found.p)) throw new NotFoundError();
      const name = (await enrolment.nameOf(caller.profileId)) ?? 'Someone';
      await notifyingTransaction(db, notifier, async (tx, notify) => {
        await tx.insert(submissionComments).values({ submission_id: id, author_profile_id: caller.profileId, body });
        const to = isStudent ? enrolment.mentorsOf(found.p) : [found.e.profile_id];
        if (to.length > 0)
          await notify({
            kind: 'project',
            profile_ids: to.filter((p) => p !== caller.profileId),
            message: `${name} commented on ‘${found.t.title}’ in ${found.p.title}.`,
            targets: isStudent ? { project_id: found.p.id } : { my_project_id: found.e.id, project_id: found.p.id },
            performer_profile_id: caller.profileId,
          });
      });
      return one(id);
    },

    standingsOf: (rows: (typeof myLearnings.$inferSelect)[]) => standings(db, rows),
  };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
