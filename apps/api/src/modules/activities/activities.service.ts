import {
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES,
  assignmentProblems,
  type createAssignmentBodySchema,
  type EnrolBatch,
  type filteredAssignmentsBodySchema,
} from '@lbd/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { NOTIFICATION_MESSAGES, notifyingTransaction, type Notifier } from '../notifications';
import { createActivitiesRepo, type AssignmentRow, type NewAssignment } from './activities.repo';
import { filesInOrder, toAssignment, type FileLink } from './activities.mapper';
import { canAuthor, managesAssignment, type ActivityCaller } from './activities.policy';

type AssignmentBody = z.output<typeof createAssignmentBodySchema>;
type FilterBody = z.output<typeof filteredAssignmentsBodySchema>;

export interface ActivitiesDeps {
  db: Db;
  clock: () => Date;
  fileLink: FileLink;
  /**
   * Records an 'activity' notification for the newly enrolled students in the enrolling transaction
   * (delivered through the outbox); without one (scripts), nobody is notified.
   */
  notifier?: Notifier;
}

/** Authoring activities and enrolling students (advisors and admins): SPEC §7.5. */
export function createActivitiesService(deps: ActivitiesDeps) {
  const { db, fileLink } = deps;
  const repo = createActivitiesRepo(db);

  async function present(rows: AssignmentRow[], withDetail: boolean) {
    const stats = await repo.stats(rows.map((r) => r.id));
    return Promise.all(
      rows.map(async (a) => {
        const [questions, files] = withDetail
          ? await Promise.all([repo.questions(a.id), repo.filesByIds(a.file_ids)])
          : [[], []];
        return toAssignment(a, {
          questions,
          files: filesInOrder(a.file_ids, new Map(files.map((f) => [f.id, f])), fileLink),
          stats: stats.get(a.id)!,
        });
      }),
    );
  }

  /** The activity this caller manages, else 404 (another mentor's activity does not exist for them). */
  async function managed(caller: ActivityCaller, id: number) {
    if (!canAuthor(caller)) throw new ForbiddenError();
    const a = await repo.byId(id);
    if (!a || !managesAssignment(caller, a)) throw new NotFoundError();
    return a;
  }

  /** The students of a batch; 422 for an unknown institute or degree, or a batch over the cap. */
  async function batchStudents(batch: EnrolBatch) {
    const [institute, degree] = await Promise.all([
      repo.instituteExists(batch.institute_id),
      batch.degree_id === undefined ? true : repo.degreeExists(batch.degree_id),
    ]);
    if (!institute)
      throw new ValidationError(
        { 'batch.institute_id': ACTIVITY_MESSAGES.unknownInstitute },
        ACTIVITY_MESSAGES.unknownInstitute,
      );
    if (!degree)
      throw new ValidationError(
        { 'batch.degree_id': ACTIVITY_MESSAGES.unknownDegree },
        ACTIVITY_MESSAGES.unknownDegree,
      );
    const ids = await repo.studentsOfBatch(batch, ACTIVITY_LIMITS.enrolByBatch + 1);
    if (ids.length > ACTIVITY_LIMITS.enrolByBatch)
      throw new ValidationError({ batch: ACTIVITY_MESSAGES.batchTooLarge }, ACTIVITY_MESSAGES.batchTooLarge);
    return ids;
  }

  /** Attached files must be finished uploads of this activity. */
  async function checkFiles(assignmentId: number | null, ids: number[]) {
    if (ids.length === 0) return;
    const rows = await repo.filesByIds(ids);
    const ok = rows.filter((f) => f.status === 'uploaded' && f.assignment_id === assignmentId);
    if (ok.length !== new Set(ids).size) throw new ValidationError({ files: ACTIVITY_MESSAGES.unknownFile });
  }

  const columns = (b: AssignmentBody): Omit<NewAssignment, 'created_by_profile_id' | 'created_by_user_id'> => ({
    title: b.title,
    type: b.type,
    description: b.description,
    file_ids: b.files,
    max_score: b.max_score,
    mentor_assessment_score: b.mentor_assessment_score,
    peer_assessment_score: b.peer_assessment_score,
    duration: b.duration,
    learning_path: b.learning_path,
    peer_evaluation: b.peer_evaluation,
    final_evaluation: b.final_evaluation,
    enable_at: new Date(b.enable_at),
    disable_at: new Date(b.disable_at),
    peer_enable_at: new Date(b.peer_enable_at),
    peer_disable_at: new Date(b.peer_disable_at),
    evaluators_per_submission: b.evaluators_per_submission,
    scoring_method: b.scoring_method,
    spread_threshold: b.spread_threshold,
    active: b.active,
  });

  return {
    repo,
    managed,

    /** Create an activity; files are attached by a later update (uploads belong to an activity). */
    async create(caller: ActivityCaller, body: AssignmentBody) {
      if (!canAuthor(caller)) throw new ForbiddenError();
      const problems = assignmentProblems(body);
      if (Object.keys(problems).length) throw new ValidationError(problems);
      if (body.files.length) await checkFiles(null, body.files);
      const requestId = body.client_request_id;
      if (requestId) {
        const earlier = await repo.byRequestId(caller.userId, requestId);
        if (earlier) return { id: earlier.id };
      }
      const row = await db.transaction((tx) =>
        repo.insert(
          {
            ...columns(body),
            created_by_profile_id: caller.profileId,
            created_by_user_id: caller.userId,
            client_request_id: requestId ?? null,
          },
          body.assignment_que.map((q) => q.question),
          tx,
        ),
      );
      // null: a concurrent retry of the same request made the activity first.
      if (row) return { id: row.id };
      const earlier = await repo.byRequestId(caller.userId, requestId!);
      if (!earlier) throw new Error('assignment insert conflicted but no earlier request was found');
      return { id: earlier.id };
    },

    async update(caller: ActivityCaller, id: number, body: AssignmentBody) {
      await managed(caller, id);
      const problems = assignmentProblems(body);
      if (Object.keys(problems).length) throw new ValidationError(problems);
      await checkFiles(id, body.files);
      await db.transaction((tx) =>
        repo.update(
          id,
          columns(body),
          body.assignment_que.map((q) => q.question),
          tx,
        ),
      );
      return this.get(caller, id);
    },

    async get(caller: ActivityCaller, id: number) {
      const a = await managed(caller, id);
      const [out] = await present([a], true);
      return out!;
    },

    async list(caller: ActivityCaller, filter: FilterBody) {
      if (!canAuthor(caller)) throw new ForbiddenError();
      const page = pageRequest(filter);
      const { rows, total } = await repo.list(
        {
          authorProfileId: caller.isAdmin ? undefined : (caller.profileId ?? -1),
          query: filter.query || undefined,
          peerEvaluation: filter.peer_evaluation,
          active: filter.active,
        },
        page,
      );
      const data = (await present(rows, false)).map(({ files: _f, assignment_que: _q, ...rest }) => rest);
      return paged(data, total, page);
    },

    /**
     * Enrol students by profile id, email and/or batch (institute, year of the degree's end, optional
     * degree); creates their my_assignment and notifies each newly enrolled student.
     */
    async enrol(
      caller: ActivityCaller,
      id: number,
      body: { profile_ids: number[]; emails: string[]; batch?: EnrolBatch },
    ) {
      const a = await managed(caller, id);
      const batch = body.batch ? await batchStudents(body.batch) : [];
      const found = await repo.studentsByIdsOrEmails(body.profile_ids, body.emails);
      const foundIds = new Set([...found.map((p) => p.id), ...batch]);
      const foundEmails = new Set(found.map((p) => p.email?.toLowerCase()));
      const notFound = [
        ...body.profile_ids.filter((p) => !foundIds.has(p)).map(String),
        ...body.emails.filter((e) => !foundEmails.has(e.toLowerCase())),
      ];
      const enrolled = await notifyingTransaction(db, deps.notifier, async (tx, notify) => {
        const rows = await repo.enrol(id, [...foundIds], tx);
        if (rows.length)
          await notify({
            kind: 'activity',
            assignment_id: id,
            profile_ids: rows.map((r) => r.profile_id),
            message: NOTIFICATION_MESSAGES.activityEnrolled(a.title),
            performer_profile_id: caller.profileId,
          });
        return rows;
      });
      const fresh = new Set(enrolled.map((r) => r.profile_id));
      return {
        enrolled: enrolled.map((r) => ({ profile_id: r.profile_id, my_assignment_id: r.id })),
        already_enrolled: [...foundIds].filter((p) => !fresh.has(p)),
        not_found: [...new Set(notFound)],
      };
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
