import { ACTIVITY_MESSAGES, type submitBodySchema } from '@lbd/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { createActivitiesRepo, type AssignmentRow, type MyAssignmentRow } from './activities.repo';
import { toAssignment, toMyAssignmentDetail, type FileLink } from './activities.mapper';
import { submissionDeadline, submitRefusal, type ActivityCaller } from './activities.policy';
import { runAllocation } from './allocation.run';
import { createPeerRepo } from './peer.repo';

type SubmitBody = z.output<typeof submitBodySchema>;

/** The student's side of activities: their enrolments, the detail screen, submitting (SPEC §3.5, §7.5). */
export function createMyActivitiesService({ db, clock, fileLink }: { db: Db; clock: () => Date; fileLink: FileLink }) {
  const repo = createActivitiesRepo(db);
  const peer = createPeerRepo(db);

  /** The caller's own enrolment; anyone else's is not found. */
  async function own(caller: ActivityCaller, myAssignmentId: number) {
    const my = await repo.myAssignment(myAssignmentId);
    if (!my || caller.profileId === null || my.profile_id !== caller.profileId) throw new NotFoundError();
    const a = await repo.byId(my.assignment_id);
    if (!a) throw new NotFoundError();
    return { my, a };
  }

  async function detail(my: MyAssignmentRow, a: AssignmentRow) {
    const [questions, submissions, stats] = await Promise.all([
      repo.questions(a.id),
      repo.submissions([my.id]),
      repo.stats([a.id]),
    ]);
    const fileIds = [...a.file_ids, ...submissions.flatMap((s) => s.file_ids)];
    const files = new Map((await repo.filesByIds(fileIds)).map((f) => [f.id, f]));
    const assignment = toAssignment(a, {
      questions,
      files: a.file_ids.flatMap((id) => {
        const f = files.get(id);
        return f && f.status === 'uploaded' ? [{ id: f.id, file: fileLink(f), filename: f.filename }] : [];
      }),
      stats: stats.get(a.id)!,
    });
    return toMyAssignmentDetail(my, a, assignment, submissions, files, fileLink);
  }

  return {
    own,

    async list(caller: ActivityCaller, query: { page: number; count: number }) {
      const page = pageRequest(query);
      const { rows, total } = await repo.myAssignmentsOfProfile(caller.profileId ?? -1, page);
      const data = rows.map(({ my, a }) => ({
        id: my.id,
        assignment_id: a.id,
        title: a.title,
        type: a.type,
        status: my.status,
        score: my.score,
        peer_score: my.peer_score,
        submission_deadline: submissionDeadline(a, my).toISOString(),
        peer_disable_at: a.peer_disable_at.toISOString(),
      }));
      return paged(data, total, page);
    },

    async get(caller: ActivityCaller, myAssignmentId: number) {
      const { my, a } = await own(caller, myAssignmentId);
      return detail(my, a);
    },

    /** The caller's enrolment in an activity, by the activity's id (the peer activity screen opens by it). */
    async byActivity(caller: ActivityCaller, assignmentId: number) {
      const my = caller.profileId === null ? null : await repo.myAssignmentOf(assignmentId, caller.profileId);
      const a = my ? await repo.byId(assignmentId) : null;
      if (!my || !a) throw new NotFoundError();
      return detail(my, a);
    },

    /**
     * Submit (or resubmit before the deadline): a new version is kept beside the old ones; the status
     * becomes Submitted. Sending the current version again (a retried click) writes nothing.
     */
    async submit(caller: ActivityCaller, body: SubmitBody) {
      const description = body.description.trim();
      if (!description && body.files.length === 0)
        throw new ValidationError({ description: ACTIVITY_MESSAGES.invalidData }, ACTIVITY_MESSAGES.invalidData);
      const { my, a } = await own(caller, body.my_assignment_id);
      if (body.assignment_que_id !== undefined) {
        const questions = await repo.questions(a.id);
        if (!questions.some((q) => q.id === body.assignment_que_id)) throw new NotFoundError();
      }
      if (body.files.length) {
        const files = await repo.filesByIds(body.files);
        const mine = files.filter(
          (f) => f.status === 'uploaded' && f.assignment_id === a.id && f.uploader_user_id === caller.userId,
        );
        if (mine.length !== new Set(body.files).size)
          throw new ValidationError({ files: ACTIVITY_MESSAGES.uploadFile }, ACTIVITY_MESSAGES.uploadFile);
      }
      await db.transaction(async (tx) => {
        const locked = await repo.lockMyAssignment(my.id, tx);
        if (!locked) throw new NotFoundError();
        const refusal = submitRefusal(clock(), a, locked);
        if (refusal) throw new ValidationError({}, ACTIVITY_MESSAGES[refusal]);
        const question = body.assignment_que_id ?? null;
        const current = (await repo.submissions([my.id], tx)).find((s) => s.assignment_question_id === question);
        const same =
          current && current.description === description && current.file_ids.join(',') === body.files.join(',');
        if (!same) {
          await repo.addSubmission(
            {
              my_assignment_id: my.id,
              assignment_question_id: question,
              description,
              file_ids: body.files,
              inserted_at: clock(),
            },
            tx,
          );
        }
        await repo.updateMyAssignment(my.id, { status: 'Submitted', submitted_at: clock() }, tx);
        // Once evaluators are allocated, newcomers to the pool get theirs at once.
        const first = locked.status === 'Enrolled' || locked.status === 'REDO';
        if (first && (await peer.allocations(a.id, tx)).length > 0) await runAllocation(tx, repo, peer, a);
      });
      return this.get(caller, my.id);
    },

    /** The student closes their own work: Submitted -> complete (no resubmission after it). */
    async updateStatus(caller: ActivityCaller, myAssignmentId: number, status: 'complete') {
      const { my } = await own(caller, myAssignmentId);
      if (my.status === status) return { id: my.id, status: my.status };
      if (my.status !== 'Submitted')
        throw new ValidationError({ status: ACTIVITY_MESSAGES.statusChange }, ACTIVITY_MESSAGES.statusChange);
      const row = await repo.updateMyAssignment(my.id, { status });
      return { id: row!.id, status: row!.status };
    },
  };
}

export type MyActivitiesService = ReturnType<typeof createMyActivitiesService>;
