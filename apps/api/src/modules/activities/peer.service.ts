import { randomUUID } from 'node:crypto';
import { ACTIVITY_MESSAGES, checkPeerScore, IDENTICAL_COMMENT_SECONDS, type PeerAssessmentType } from '@lbd/shared';
import type { z } from 'zod';
import type { peerAssessmentBodySchema, peerCommentBodySchema } from '@lbd/shared';
import type { Db } from '../../db/client';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Tx } from '../../db/sql';
import { createActivitiesRepo, type AssignmentRow, type MyAssignmentRow } from './activities.repo';
import { filesInOrder, toFile, type FileLink } from './activities.mapper';
import { isRateable, managesAssignment, within, type ActivityCaller } from './activities.policy';
import { createPeerRepo, type AssessmentRow } from './peer.repo';
import { peerResult } from './scoring';

type AssessmentBody = z.output<typeof peerAssessmentBodySchema>;
type CommentBody = z.output<typeof peerCommentBodySchema>;
type MessageKey = keyof typeof ACTIVITY_MESSAGES;

const refuse = (key: MessageKey, field = 'base') =>
  new ValidationError({ [field]: ACTIVITY_MESSAGES[key] }, ACTIVITY_MESSAGES[key]);

/** Identical comments and replies posted after this instant are taken for retries of the one now. */
const retryWindowStart = (now: Date) => new Date(now.getTime() - IDENTICAL_COMMENT_SECONDS * 1000);

export interface PeerContext {
  a: AssignmentRow;
  /** The caller's own enrolment (students), null for the activity's managers. */
  mine: MyAssignmentRow | null;
  manager: boolean;
}

/** Peer learning (comments, replies) and peer evaluation (scores with a rubric): SPEC §4.6, §5.3, §7.6. */
export function createPeerService({ db, clock, fileLink }: { db: Db; clock: () => Date; fileLink: FileLink }) {
  const repo = createActivitiesRepo(db);
  const peer = createPeerRepo(db);

  /** The caller's standing in an activity: its manager, or an enrolled student; anyone else gets 404. */
  async function context(caller: ActivityCaller, assignmentId: number): Promise<PeerContext> {
    const a = await repo.byId(assignmentId);
    if (!a) throw new NotFoundError();
    if (managesAssignment(caller, a)) return { a, mine: null, manager: true };
    const mine =
      caller.isStudent && caller.profileId !== null ? await repo.myAssignmentOf(a.id, caller.profileId) : null;
    if (!mine) throw new NotFoundError();
    return { a, mine, manager: false };
  }

  /** Why this caller may not evaluate this submission now, or null when they may. */
  function evaluationRefusal(
    now: Date,
    ctx: PeerContext,
    caller: ActivityCaller,
    target: MyAssignmentRow,
    allocated: { my_assignment_id: number; evaluator_profile_id: number }[],
    existing: AssessmentRow | null,
  ): MessageKey | null {
    const { a } = ctx;
    if (!a.peer_evaluation || now < a.peer_enable_at) return 'evaluationNotOpen';
    if (now >= a.peer_disable_at) return 'evaluationClosed';
    if (!a.enable_reviews) return 'reviewsDisabled';
    if (target.profile_id === caller.profileId) return 'ownSubmission';
    if (!isRateable(target.status)) return 'notEvaluable';
    const mineAllocated = allocated.some(
      (x) => x.my_assignment_id === target.id && x.evaluator_profile_id === caller.profileId,
    );
    if (allocated.length > 0 && !mineAllocated) return 'notAllocated';
    if (existing && existing.status === 'Submitted') return 'alreadyEvaluated';
    return null;
  }

  /** Evaluations are seen by the submission's author, their writer and the mentor; comments by everyone enrolled. */
  const visible = (ctx: PeerContext, caller: ActivityCaller, target: MyAssignmentRow, row: AssessmentRow) =>
    row.type === 'PEER LEARNING' ||
    ctx.manager ||
    target.profile_id === caller.profileId ||
    row.reviewer_profile_id === caller.profileId;

  async function reviewList(caller: ActivityCaller, targetId: number, type?: PeerAssessmentType, aid?: number) {
    const target = await repo.myAssignment(targetId);
    if (!target || (aid !== undefined && aid !== target.assignment_id)) throw new NotFoundError();
    const ctx = await context(caller, target.assignment_id);
    if (!ctx.manager && !ctx.a.enable_reviews && target.profile_id !== caller.profileId)
      throw refuse('reviewsDisabled');
    const rows = (await peer.assessmentsOf(target.id)).filter(
      ({ a }) => (!type || a.type === type) && visible(ctx, caller, target, a),
    );
    const replies = await peer.replies(rows.map(({ a }) => a.id));
    const files = new Map(
      (await repo.filesByIds(rows.flatMap(({ a }) => (a.rubric_file_id ? [a.rubric_file_id] : [])))).map((f) => [
        f.id,
        f,
      ]),
    );
    const own = caller.profileId === null ? null : await peer.evaluationBy(target.id, caller.profileId);
    const allocated = await peer.allocations(ctx.a.id);
    const allow =
      !ctx.manager && caller.isStudent && evaluationRefusal(clock(), ctx, caller, target, allocated, own) === null;
    return {
      allow_evaluation: allow,
      data: rows.map(({ a, name }) => {
        const f = a.rubric_file_id ? files.get(a.rubric_file_id) : undefined;
        return {
          id: a.id,
          type: a.type,
          peer_name: name,
          peer_profile_id: a.reviewer_profile_id,
          comments: a.comments,
          peer_assessment_score: a.peer_assessment_score,
          status: a.status,
          file: { data: f && f.status === 'uploaded' ? toFile(f, fileLink) : null },
          submitted_at: a.updated_at.toISOString(),
          my_activity_id: a.my_assignment_id,
          assignment_id: a.assignment_id,
          appealed: a.appealed_at !== null,
          replies: replies
            .filter(({ r }) => r.peer_activity_assessment_id === a.id)
            .map(({ r, name: n }) => ({
              id: r.id,
              peer_profile_name: n,
              profile_id: r.profile_id,
              comment: r.comment,
              submitted_at: r.inserted_at.toISOString(),
            })),
        };
      }),
    };
  }

  /** The submission's peer score from its standing evaluations (REDO ones do not count). */
  async function recompute(tx: Tx, a: AssignmentRow, targetId: number) {
    const scores = (await peer.evaluationsOfActivity(a.id, tx))
      .filter((e) => e.my_assignment_id === targetId && e.status === 'Submitted' && e.peer_assessment_score !== null)
      .map((e) => e.peer_assessment_score!);
    await peer.setPeerScore(targetId, peerResult(scores, a).peer_score, tx);
  }

  /** One comment or evaluation as the caller's list of its submission shows it; one they may not see is not found. */
  async function one(caller: ActivityCaller, id: number) {
    const row = await peer.assessment(id);
    if (!row) throw new NotFoundError();
    const found = (await reviewList(caller, row.my_assignment_id)).data.find((x) => x.id === id);
    if (!found) throw new NotFoundError();
    return found;
  }

  return {
    context,
    reviewList,

    /** GET peer_comment/{id}: one comment or evaluation with its replies (oldest first). */
    async thread(caller: ActivityCaller, id: number) {
      const { type, my_activity_id, assignment_id, replies } = await one(caller, id);
      return { id, type, my_activity_id, assignment_id, replies };
    },

    /** GET peer_evaluation/{id}: one evaluation, for its writer, the submission's author and the mentor. */
    async evaluation(caller: ActivityCaller, id: number) {
      const found = await one(caller, id);
      if (found.type !== 'PEER EVALUATION') throw new NotFoundError();
      return found;
    },

    /** The access check the peer activity screen posts on opening; failure sends the user to /unauthorized. */
    async accessCheck(caller: ActivityCaller, body: { assignment_id: number; profile_id: number }) {
      if (caller.profileId === null || body.profile_id !== caller.profileId) throw new ForbiddenError();
      const ctx = await context(caller, body.assignment_id).catch((e: unknown) => {
        throw e instanceof NotFoundError ? new ForbiddenError() : e;
      });
      return {
        allowed: true,
        role: ctx.manager ? ('mentor' as const) : ('student' as const),
        my_assignment_id: ctx.mine?.id ?? null,
      };
    },

    /**
     * Peer submissions of an activity (enrolled students and its mentor); own excluded for evaluation.
     * `only`: just that enrolment's (empty while it has submitted nothing); another activity's is not found.
     */
    async submissions(caller: ActivityCaller, assignmentId: number, type: PeerAssessmentType, only?: number) {
      const ctx = await context(caller, assignmentId);
      if (!ctx.manager && !ctx.a.enable_reviews) throw refuse('reviewsDisabled');
      const all = await repo.enrolments(ctx.a.id);
      if (only !== undefined && !all.some(({ my }) => my.id === only)) throw new NotFoundError();
      const enrolments = all.filter(
        ({ my }) =>
          (only === undefined || my.id === only) &&
          my.status !== 'Enrolled' &&
          !(type === 'PEER EVALUATION' && my.profile_id === caller.profileId),
      );
      const versions = await repo.submissions(enrolments.map(({ my }) => my.id));
      const current = new Map<number, (typeof versions)[number]>();
      // Each submission's current answer per question (null: the activity as a whole), newest first.
      const answers = new Map<number, Map<number | null, (typeof versions)[number]>>();
      for (const v of versions) {
        const have = current.get(v.my_assignment_id);
        // Newest first: keep the newest whole-activity version, else the newest answer.
        if (!have || (have.assignment_question_id !== null && v.assignment_question_id === null))
          current.set(v.my_assignment_id, v);
        const byQuestion = answers.get(v.my_assignment_id) ?? new Map<number | null, (typeof versions)[number]>();
        if (!byQuestion.has(v.assignment_question_id)) byQuestion.set(v.assignment_question_id, v);
        answers.set(v.my_assignment_id, byQuestion);
      }
      const questionOrder = new Map((await repo.questions(ctx.a.id)).map((q) => [q.id, q.seq]));
      const latest = [...answers.values()].flatMap((m) => [...m.values()]);
      const files = new Map((await repo.filesByIds(latest.flatMap((v) => v.file_ids))).map((f) => [f.id, f]));
      const allocated = await peer.allocations(ctx.a.id);
      const evaluations = await peer.evaluationsOfActivity(ctx.a.id);
      const now = clock();
      // The whole-activity answer first, then the questions in their order.
      const order = (q: number | null) => (q === null ? -1 : (questionOrder.get(q) ?? Number.MAX_SAFE_INTEGER));
      return enrolments
        .filter(({ my }) => current.has(my.id))
        .map(({ my, name }) => {
          const v = current.get(my.id)!;
          const own = evaluations.find(
            (e) => e.my_assignment_id === my.id && e.reviewer_profile_id === caller.profileId,
          );
          return {
            name,
            submission: v.description,
            files: filesInOrder(v.file_ids, files, fileLink),
            submitted_at: my.submitted_at?.toISOString() ?? null,
            peer_profile_id: my.profile_id,
            my_assignment_id: my.id,
            assignment_id: ctx.a.id,
            status: my.status,
            answers: [...(answers.get(my.id)?.values() ?? [])]
              .sort((x, y) => order(x.assignment_question_id) - order(y.assignment_question_id))
              .map((x) => ({
                assignment_que_id: x.assignment_question_id,
                description: x.description,
                files: filesInOrder(x.file_ids, files, fileLink),
              })),
            is_own: my.profile_id === caller.profileId,
            allow_evaluation:
              !ctx.manager &&
              caller.isStudent &&
              evaluationRefusal(now, ctx, caller, my, allocated, own ?? null) === null,
          };
        });
    },

    /** POST peer_activity_assessment: a comment (PEER LEARNING) or an evaluation (PEER EVALUATION). */
    async postAssessment(caller: ActivityCaller, body: AssessmentBody) {
      if (caller.profileId === null || body.peer_profile_id !== caller.profileId) throw new ForbiddenError();
      const requestId = body.client_request_id ?? randomUUID();
      const repeat = body.client_request_id ? await peer.byRequestId(caller.profileId, requestId) : null;
      if (repeat)
        return { ...(await reviewList(caller, repeat.my_assignment_id)), message: ACTIVITY_MESSAGES.commentPosted };
      const target = await repo.myAssignment(body.my_activity_id);
      if (!target || target.assignment_id !== body.activity_id) throw new NotFoundError();
      const ctx = await context(caller, body.activity_id);
      const { a } = ctx;
      const now = clock();
      const comments = body.comments.trim();

      if (body.type === 'PEER LEARNING') {
        if (!a.enable_reviews) throw refuse('reviewsDisabled');
        if (now < a.enable_at) throw refuse('notOpenYet');
        if (now >= a.disable_at) throw refuse('commentDeadline');
        if (target.profile_id === caller.profileId) throw refuse('ownComment');
        if (target.status === 'Enrolled') throw new NotFoundError();
        if (!comments) throw refuse('invalidData', 'comments');
        const reviewerId = caller.profileId;
        await db.transaction(async (tx) => {
          // Posts on one submission take turns, so an identical post just before (a double click
          // without a request id) is seen and answered instead of written again.
          await repo.lockMyAssignment(target.id, tx);
          if (await peer.identicalComment(reviewerId, target.id, comments, retryWindowStart(now), now, tx)) return;
          await peer.insertAssessment(
            {
              type: 'PEER LEARNING',
              assignment_id: a.id,
              my_assignment_id: target.id,
              reviewer_profile_id: reviewerId,
              comments,
              client_request_id: requestId,
              inserted_at: now,
              updated_at: now,
            },
            tx,
          );
        });
        return { ...(await reviewList(caller, target.id)), message: ACTIVITY_MESSAGES.commentPosted };
      }

      const existing = await peer.evaluationBy(target.id, caller.profileId);
      const refusal = evaluationRefusal(now, ctx, caller, target, await peer.allocations(a.id), existing);
      if (refusal === 'alreadyEvaluated') throw new ConflictError(ACTIVITY_MESSAGES.alreadyEvaluated);
      if (refusal) throw refuse(refusal);
      if (!comments) throw refuse('enterComment', 'comments');
      const checked = checkPeerScore(body.peer_assessment_score, a.mentor_assessment_score);
      if ('problem' in checked) throw new ValidationError({ peer_assessment_score: checked.problem }, checked.problem);
      const score = checked.score;
      const rubric = body.rubric_file ? (await repo.filesByIds([body.rubric_file]))[0] : undefined;
      if (
        !rubric ||
        rubric.status !== 'uploaded' ||
        rubric.assignment_id !== a.id ||
        rubric.uploader_user_id !== caller.userId
      )
        throw refuse('uploadFile', 'rubric_file');
      await db.transaction(async (tx) => {
        const values = {
          comments,
          peer_assessment_score: score,
          rubric_file_id: rubric.id,
          status: 'Submitted' as const,
          client_request_id: requestId,
        };
        if (existing) await peer.updateAssessment(existing.id, values, now, tx);
        else {
          const row = await peer.insertAssessment(
            {
              ...values,
              type: 'PEER EVALUATION',
              assignment_id: a.id,
              my_assignment_id: target.id,
              reviewer_profile_id: caller.profileId!,
            },
            tx,
          );
          // A concurrent double post lost the race to the unique key: the first one stands.
          if (!row) throw new ConflictError(ACTIVITY_MESSAGES.alreadyEvaluated);
        }
        await recompute(tx, a, target.id);
      });
      return { ...(await reviewList(caller, target.id)), message: ACTIVITY_MESSAGES.commentPosted };
    },

    /** POST peer_comment: a reply on a comment or evaluation, inside the comment window. */
    async reply(caller: ActivityCaller, body: CommentBody) {
      if (caller.profileId === null || body.profile_id !== caller.profileId) throw new ForbiddenError();
      const row = await peer.assessment(body.peer_activity_assessment_id);
      const target = row ? await repo.myAssignment(row.my_assignment_id) : null;
      if (!row || !target) throw new NotFoundError();
      const ctx = await context(caller, target.assignment_id);
      if (!visible(ctx, caller, target, row)) throw new NotFoundError();
      const now = clock();
      if (now < ctx.a.enable_at) throw refuse('notOpenYet');
      if (now >= ctx.a.disable_at) throw refuse('replyDeadline');
      const comment = body.comment.trim();
      if (!comment) throw refuse('invalidData', 'comment');
      const profileId = caller.profileId;
      const reply = await db.transaction(async (tx) => {
        // As for comments: an identical reply just before is a retry and is answered, not repeated.
        await peer.lockAssessment(row.id, tx);
        const same = await peer.identicalReply(profileId, row.id, comment, retryWindowStart(now), now, tx);
        if (same) return same;
        return peer.insertReply(
          {
            peer_activity_assessment_id: row.id,
            profile_id: profileId,
            comment,
            client_request_id: body.client_request_id ?? randomUUID(),
            inserted_at: now,
          },
          tx,
        );
      });
      return {
        message: ACTIVITY_MESSAGES.replyPosted,
        data: {
          id: reply.id,
          comment: reply.comment,
          profile_id: reply.profile_id,
          submitted_at: reply.inserted_at.toISOString(),
        },
      };
    },

    /**
     * Mark an evaluation REDO (it stops counting) or reset it to Submitted. Its writer may do so while
     * the evaluation window is open; the activity's mentor at any time.
     */
    async setStatus(caller: ActivityCaller, id: number, status: 'REDO' | 'Submitted') {
      const row = await peer.assessment(id);
      const target = row ? await repo.myAssignment(row.my_assignment_id) : null;
      if (!row || !target) throw new NotFoundError();
      const ctx = await context(caller, row.assignment_id);
      const isWriter = row.reviewer_profile_id === caller.profileId;
      if (!ctx.manager && !isWriter) throw new NotFoundError();
      if (row.type !== 'PEER EVALUATION') throw refuse('notEvaluation');
      if (!ctx.manager && !within(clock(), ctx.a.peer_enable_at, ctx.a.peer_disable_at))
        throw refuse('evaluationClosed');
      await db.transaction(async (tx) => {
        await peer.updateAssessment(id, { status }, clock(), tx);
        await recompute(tx, ctx.a, target.id);
      });
      return reviewList(caller, target.id);
    },

    /** The author appeals a review of their submission inside the comment window; it joins the mentor's queue. */
    async appeal(caller: ActivityCaller, id: number, reason: string) {
      const row = await peer.assessment(id);
      const target = row ? await repo.myAssignment(row.my_assignment_id) : null;
      if (!row || !target) throw new NotFoundError();
      const ctx = await context(caller, row.assignment_id);
      if (ctx.manager || target.profile_id !== caller.profileId)
        throw new AppError(403, 'FORBIDDEN', ACTIVITY_MESSAGES.appealOwnOnly);
      if (row.type !== 'PEER EVALUATION') throw refuse('notEvaluation');
      if (!within(clock(), ctx.a.enable_at, ctx.a.disable_at)) throw refuse('appealClosed');
      if (!row.appealed_at) {
        const now = clock();
        await peer.updateAssessment(id, { appealed_at: now, appeal_reason: reason.trim() }, now);
      }
      return reviewList(caller, target.id);
    },

    /** check_peer_evaluated: how many evaluations the student has given against what is asked of them. */
    async checkEvaluated(caller: ActivityCaller, assignmentId: number) {
      const ctx = await context(caller, assignmentId);
      if (ctx.manager) throw new ForbiddenError();
      const allocated = (await peer.allocations(assignmentId)).filter(
        (x) => x.evaluator_profile_id === caller.profileId,
      );
      const given = (await peer.evaluationsOfActivity(assignmentId)).filter(
        (e) => e.reviewer_profile_id === caller.profileId && e.status === 'Submitted',
      );
      const others = (await repo.enrolments(assignmentId)).filter(
        ({ my }) => my.profile_id !== caller.profileId && isRateable(my.status),
      ).length;
      const required = allocated.length > 0 ? allocated.length : Math.min(ctx.a.evaluators_per_submission, others);
      return { evaluated: given.length, required, is_evaluated: given.length >= required };
    },

    /** get_my_evaluation_details: what the student's submission received, and the maths of its peer score. */
    async myEvaluationDetails(caller: ActivityCaller, assignmentId: number) {
      const ctx = await context(caller, assignmentId);
      if (!ctx.mine) throw new ForbiddenError();
      const received = (await peer.evaluationsOfActivity(assignmentId)).filter(
        (e) => e.my_assignment_id === ctx.mine!.id && e.status === 'Submitted' && e.peer_assessment_score !== null,
      );
      const scores = received.map((e) => e.peer_assessment_score!);
      const result = peerResult(scores, ctx.a);
      return {
        my_assignment_id: ctx.mine.id,
        scores,
        scoring_method: ctx.a.scoring_method,
        aggregate: result.aggregate,
        peer_score: result.peer_score,
        reviews_received: result.count,
        reviews_required: ctx.a.evaluators_per_submission,
        score: ctx.mine.score,
        status: ctx.mine.status,
      };
    },

    /** peer_review_history: what the caller has written, newest first. */
    async history(caller: ActivityCaller, assignmentId?: number) {
      if (caller.profileId === null) throw new ForbiddenError();
      const rows = await peer.historyOf(caller.profileId, assignmentId);
      return rows.map(({ a, author }) => ({
        id: a.id,
        type: a.type,
        assignment_id: a.assignment_id,
        my_activity_id: a.my_assignment_id,
        author_name: author,
        comments: a.comments,
        peer_assessment_score: a.peer_assessment_score,
        status: a.status,
        submitted_at: a.updated_at.toISOString(),
      }));
    },
  };
}

export type PeerService = ReturnType<typeof createPeerService>;
