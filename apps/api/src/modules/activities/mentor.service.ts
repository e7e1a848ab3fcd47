import {
  ACTIVITY_MESSAGES,
  oneDecimal,
  todayOf,
  type MentorStudentRow,
  type QueueReason,
  type ReviewerAgreement,
} from '@lbd/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityEmails } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Email, Mailer } from '../../lib/mailer';
import { createActivitiesRepo, type AssignmentRow } from './activities.repo';
import { canAuthor, isRateable, managesAssignment, submissionDeadline, type ActivityCaller } from './activities.policy';
import { runAllocation } from './allocation.run';
import { createPeerRepo } from './peer.repo';
import { finalScore, peerResult, reviewerAgreement } from './scoring';
import type { ScoreCard } from './score-card.pdf';

const refuse = (key: keyof typeof ACTIVITY_MESSAGES, field = 'base') =>
  new ValidationError({ [field]: ACTIVITY_MESSAGES[key] }, ACTIVITY_MESSAGES[key]);

/** en-IN, 12-hour clock, India time (SPEC §4.6), for emails. */
const inIndia = (d: Date) =>
  d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short', hour12: true });

/** An activity's enrolments as the dashboard reads them (with each student's email, never sent out). */
interface Board {
  students: (MentorStudentRow & { email: string | null })[];
  agreement: ReviewerAgreement[];
}

type ActivityEmailKind = (typeof activityEmails.$inferInsert)['kind'];

/** A resend of a score card within this many seconds of the last send is taken for a retry. */
export const SCORE_CARD_RESEND_SECONDS = 60;

/**
 * The mentor's side: the activity dashboard and statistics, the mentor's queue (computed on read),
 * mentor scores, extensions, reminders, evaluator allocation and score cards (SPEC §7.5, §7.6).
 */
export function createMentorService({
  db,
  clock,
  mailer,
  renderScoreCard,
}: {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  renderScoreCard: (card: ScoreCard) => Promise<Buffer>;
}) {
  const repo = createActivitiesRepo(db);
  const peer = createPeerRepo(db);

  async function managed(caller: ActivityCaller, id: number) {
    if (!canAuthor(caller)) throw new ForbiddenError();
    const a = await repo.byId(id);
    if (!a || !managesAssignment(caller, a)) throw new NotFoundError();
    return a;
  }

  /** Every enrolment of an activity with its reviews, scores and queue state. */
  async function board(a: AssignmentRow): Promise<Board> {
    const [enrolments, evaluations, allocations] = await Promise.all([
      repo.enrolments(a.id),
      peer.evaluationsOfActivity(a.id),
      peer.allocations(a.id),
    ]);
    const now = clock();
    const standing = evaluations.filter((e) => e.status === 'Submitted' && e.peer_assessment_score !== null);
    const nameOf = new Map(enrolments.map(({ my, name }) => [my.profile_id, name]));
    const evaluatorsOf = (myId: number) =>
      allocations
        .filter((x) => x.my_assignment_id === myId)
        .map((x) => {
          const done = standing.find(
            (e) => e.my_assignment_id === myId && e.reviewer_profile_id === x.evaluator_profile_id,
          );
          return {
            profile_id: x.evaluator_profile_id,
            name: nameOf.get(x.evaluator_profile_id) ?? '',
            source: x.source,
            evaluated: done !== undefined,
            score: done?.peer_assessment_score ?? null,
          };
        })
        .sort((x, y) => x.name.localeCompare(y.name));
    const students = enrolments.map(({ my, name, email }) => {
      const scores = standing.filter((e) => e.my_assignment_id === my.id).map((e) => e.peer_assessment_score!);
      const result = peerResult(scores, a);
      const openAppeals = evaluations.filter(
        (e) => e.my_assignment_id === my.id && e.appealed_at !== null && e.appeal_resolved_at === null,
      ).length;
      const submitted = isRateable(my.status);
      const reasons: QueueReason[] = [];
      // After the evaluation window, a submission short of N reviews waits for the mentor, not for peers.
      if (a.peer_evaluation && submitted && now >= a.peer_disable_at && result.count < a.evaluators_per_submission)
        reasons.push('under_reviewed');
      if (result.flagged) reasons.push('flagged');
      if (openAppeals > 0) reasons.push('appealed');
      return {
        my_assignment_id: my.id,
        profile_id: my.profile_id,
        name,
        email,
        status: my.status,
        submitted_at: my.submitted_at?.toISOString() ?? null,
        submission_deadline: submissionDeadline(a, my).toISOString(),
        extended_deadline: my.extended_deadline?.toISOString() ?? null,
        reviews_done: result.count,
        reviews_required: a.evaluators_per_submission,
        evaluators_allocated: allocations.filter((x) => x.my_assignment_id === my.id).length,
        evaluators: evaluatorsOf(my.id),
        reviews_given: standing.filter((e) => e.reviewer_profile_id === my.profile_id).length,
        peer_scores: scores,
        aggregate: result.aggregate,
        peer_score: my.peer_score,
        spread: result.spread,
        flagged: result.flagged,
        open_appeals: openAppeals,
        score: my.score,
        final_score: finalScore(my.score, my.peer_score, a.final_evaluation),
        queue_reasons: reasons,
        in_mentor_queue: reasons.length > 0 && (my.mentor_evaluated_at === null || openAppeals > 0),
      };
    });
    const aggregates = new Map(students.map((s) => [s.my_assignment_id, s.aggregate]));
    const agreement = reviewerAgreement(
      standing.map((e) => ({
        reviewerId: e.reviewer_profile_id,
        submissionId: e.my_assignment_id,
        score: e.peer_assessment_score!,
      })),
      aggregates,
      a.mentor_assessment_score,
    ).map((r) => ({ ...r, name: nameOf.get(r.reviewer_id) ?? '' }));
    return { students, agreement };
  }

  /**
   * Claim the send (assignment, profile, kind, slot) and write its email in one transaction; answers
   * false when it was claimed before (the email was sent then). A failed send claims nothing.
   */
  async function sendOnce(
    assignmentId: number,
    profileId: number,
    kind: ActivityEmailKind,
    slot: string,
    now: Date,
    email: Email,
  ) {
    return db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(activityEmails)
        .values({ assignment_id: assignmentId, profile_id: profileId, kind, slot, inserted_at: now })
        .onConflictDoNothing()
        .returning({ id: activityEmails.id });
      if (!claim) return false;
      const emailId = await mailer.send(email, tx);
      await tx.update(activityEmails).set({ email_id: emailId }).where(eq(activityEmails.id, claim.id));
      return true;
    });
  }

  async function lastSend(assignmentId: number, profileId: number, kind: ActivityEmailKind) {
    const [row] = await db
      .select({ slot: activityEmails.slot, inserted_at: activityEmails.inserted_at })
      .from(activityEmails)
      .where(
        and(
          eq(activityEmails.assignment_id, assignmentId),
          eq(activityEmails.profile_id, profileId),
          eq(activityEmails.kind, kind),
        ),
      )
      .orderBy(desc(activityEmails.id))
      .limit(1);
    return row ?? null;
  }

  async function enrolmentManaged(caller: ActivityCaller, myAssignmentId: number) {
    const my = await repo.myAssignment(myAssignmentId);
    if (!my) throw new NotFoundError();
    const a = await managed(caller, my.assignment_id);
    return { my, a };
  }

  return {
    /** /activityDashboard/{id}: submissions, reviews done vs required, flagged and appealed, scores, agreement. */
    async dashboard(caller: ActivityCaller, id: number) {
      const a = await managed(caller, id);
      const { students, agreement } = await board(a);
      return {
        assignment_id: a.id,
        title: a.title,
        final_evaluation: a.final_evaluation,
        enable_reviews: a.enable_reviews,
        peer_disable_at: a.peer_disable_at.toISOString(),
        students: students.map(({ email: _e, ...s }) => s),
        mentor_queue: students.filter((s) => s.in_mentor_queue).map((s) => s.my_assignment_id),
        reviewer_agreement: agreement,
      };
    },

    /** get_all_students/{id}: the enrolled students with status and scores. */
    async students(caller: ActivityCaller, id: number) {
      const a = await managed(caller, id);
      return (await board(a)).students.map((s) => ({
        profile_id: s.profile_id,
        my_assignment_id: s.my_assignment_id,
        name: s.name,
        status: s.status,
        score: s.score,
        peer_score: s.peer_score,
        final_score: s.final_score,
      }));
    },

    /** /assignmentStatsDashboard: one line per activity the caller manages. */
    async stats(caller: ActivityCaller) {
      if (!canAuthor(caller)) throw new ForbiddenError();
      const { rows } = await repo.list(
        { authorProfileId: caller.isAdmin ? undefined : (caller.profileId ?? -1) },
        { page: 1, count: 100, offset: 0 },
      );
      return Promise.all(
        rows.map(async (a) => {
          const { students } = await board(a);
          const submitted = students.filter((s) => isRateable(s.status));
          return {
            assignment_id: a.id,
            title: a.title,
            enrolled: students.length,
            submitted: submitted.length,
            reviews_done: submitted.reduce((n, s) => n + Math.min(s.reviews_done, s.reviews_required), 0),
            reviews_required: submitted.length * a.evaluators_per_submission,
            flagged: students.filter((s) => s.flagged).length,
            appealed: students.filter((s) => s.open_appeals > 0).length,
            in_mentor_queue: students.filter((s) => s.in_mentor_queue).length,
            mean_final_score: mean(students.map((s) => s.final_score)),
          };
        }),
      );
    },

    /** validate_peer_student: is this profile a student enrolled in the activity? */
    async validateStudent(caller: ActivityCaller, assignmentId: number, profileId: number) {
      await managed(caller, assignmentId);
      const my = await repo.myAssignmentOf(assignmentId, profileId);
      return { valid: my !== null, my_assignment_id: my?.id ?? null, status: my?.status ?? null };
    },

    async setFlag(
      caller: ActivityCaller,
      assignmentId: number,
      flag: 'final_evaluation' | 'enable_reviews',
      value: boolean,
    ) {
      await managed(caller, assignmentId);
      const row = await repo.setFlags(assignmentId, { [flag]: value });
      return { assignment_id: row!.id, final_evaluation: row!.final_evaluation, enable_reviews: row!.enable_reviews };
    },

    /** The mentor scores a submission (complete) or sends it back (REDO); open appeals on it are resolved. */
    async evaluate(caller: ActivityCaller, myAssignmentId: number, rawScore: number, status: 'complete' | 'REDO') {
      const { my, a } = await enrolmentManaged(caller, myAssignmentId);
      if (my.status === 'Enrolled') throw refuse('notEvaluable');
      if (!Number.isFinite(rawScore) || rawScore < 0 || rawScore > a.mentor_assessment_score)
        throw refuse('enterScore', 'score');
      const now = clock();
      await db.transaction(async (tx) => {
        await repo.updateMyAssignment(my.id, { score: oneDecimal(rawScore), status, mentor_evaluated_at: now }, tx);
        for (const e of (await peer.evaluationsOfActivity(a.id, tx)).filter(
          (x) => x.my_assignment_id === my.id && x.appealed_at && !x.appeal_resolved_at,
        ))
          await peer.updateAssessment(e.id, { appeal_resolved_at: now }, now, tx);
      });
      const { students } = await board(a);
      const { email: _e, ...row } = students.find((s) => s.my_assignment_id === my.id)!;
      return row;
    },

    /** send_request_extension: one student's own later deadline (emailed to them). */
    async extend(caller: ActivityCaller, myAssignmentId: number, until: Date) {
      const { my, a } = await enrolmentManaged(caller, myAssignmentId);
      if (until <= a.disable_at) throw refuse('extensionBeforeDeadline', 'extended_deadline');
      // The same extension again (a retry) changes nothing and emails nobody.
      if (my.extended_deadline?.getTime() === until.getTime())
        return { my_assignment_id: my.id, extended_deadline: until.toISOString() };
      await db.transaction(async (tx) => {
        await repo.updateMyAssignment(my.id, { extended_deadline: until }, tx);
        const student = (await repo.enrolments(a.id, tx)).find((e) => e.my.id === my.id);
        if (student?.email)
          await mailer.send(
            {
              to: student.email,
              kind: 'activity_extension',
              subject: `More time for ${a.title}`,
              text: `Hello ${student.name},\n\nYour submission deadline for "${a.title}" is now ${inIndia(until)}.\n`,
            },
            tx,
          );
      });
      return { my_assignment_id: my.id, extended_deadline: until.toISOString() };
    },

    /**
     * Remind students who have not submitted, and those who owe peer evaluations while the window is
     * open: at most one reminder per student and activity a day (India date), so a second call that
     * day (a retry, a double click, another mentor) skips them.
     */
    async remind(caller: ActivityCaller, assignmentId: number) {
      const a = await managed(caller, assignmentId);
      const { students } = await board(a);
      const now = clock();
      const day = todayOf(now);
      const evaluationOpen = a.peer_evaluation && now >= a.peer_enable_at && now < a.peer_disable_at;
      const submittedCount = students.filter((s) => isRateable(s.status)).length;
      let sent = 0;
      let skipped = 0;
      for (const s of students) {
        if (!s.email) continue;
        const deadline = new Date(s.submission_deadline);
        const mustSubmit = (s.status === 'Enrolled' || s.status === 'REDO') && now < deadline;
        const owed = Math.min(a.evaluators_per_submission, Math.max(0, submittedCount - 1));
        const mustEvaluate = evaluationOpen && isRateable(s.status) && s.reviews_given < owed;
        if (!mustSubmit && !mustEvaluate) continue;
        const text = mustSubmit
          ? `Hello ${s.name},\n\nPlease submit "${a.title}" before ${inIndia(deadline)}.\n`
          : `Hello ${s.name},\n\nPlease evaluate your peers' submissions for "${a.title}" before ${inIndia(a.peer_disable_at)}.\n`;
        const email = { to: s.email, kind: 'activity_reminder', subject: `Reminder: ${a.title}`, text };
        if (await sendOnce(a.id, s.profile_id, 'reminder', day, now, email)) sent++;
        else skipped++;
      }
      return { sent, skipped };
    },

    /**
     * auto_enroll (the activity's mentor, or an admin): allocate evaluators to every submission; run
     * again later to add late submitters.
     */
    async autoEnroll(caller: ActivityCaller, assignmentId: number) {
      const a = await managed(caller, assignmentId);
      return db.transaction(async (tx) => {
        const { added, shortfall } = await runAllocation(tx, repo, peer, a);
        return {
          added: added.map((x) => ({ my_assignment_id: x.submissionId, evaluator_profile_id: x.evaluatorId })),
          shortfall: shortfall.map((x) => ({ my_assignment_id: x.submissionId, missing: x.missing })),
        };
      });
    },

    /** manual_enroll_peer_evaluators: add evaluators to one submission (enrolled students, never its author). */
    async manualEnroll(caller: ActivityCaller, myAssignmentId: number, evaluatorIds: number[]) {
      const { my } = await enrolmentManaged(caller, myAssignmentId);
      const enrolled = new Set((await repo.enrolments(my.assignment_id)).map(({ my: e }) => e.profile_id));
      const bad = evaluatorIds.filter((id) => !enrolled.has(id) || id === my.profile_id);
      if (bad.length)
        throw refuse(bad.includes(my.profile_id) ? 'ownSubmission' : 'notStudents', 'evaluator_profile_ids');
      const rows = await peer.addAllocations(
        my.assignment_id,
        evaluatorIds.map((evaluatorId) => ({ submissionId: my.id, evaluatorId })),
        'manual',
      );
      return {
        added: rows.map((r) => ({
          my_assignment_id: r.my_assignment_id,
          evaluator_profile_id: r.evaluator_profile_id,
        })),
      };
    },

    /** admin techops_allocation: who reviews whom in one activity, what each has done, what is still missing. */
    async allocationSheet(caller: ActivityCaller, assignmentId: number) {
      const a = await managed(caller, assignmentId);
      const { students } = await board(a);
      const submitted = students.filter((s) => s.status !== 'Enrolled');
      const reviewers = new Map<number, { profile_id: number; name: string; allocated: number; evaluated: number }>();
      for (const s of submitted)
        for (const e of s.evaluators) {
          const r = reviewers.get(e.profile_id) ?? {
            profile_id: e.profile_id,
            name: e.name,
            allocated: 0,
            evaluated: 0,
          };
          r.allocated++;
          if (e.evaluated) r.evaluated++;
          reviewers.set(e.profile_id, r);
        }
      return {
        assignment_id: a.id,
        title: a.title,
        evaluators_per_submission: a.evaluators_per_submission,
        peer_enable_at: a.peer_enable_at.toISOString(),
        peer_disable_at: a.peer_disable_at.toISOString(),
        submissions: submitted.map((s) => ({
          my_assignment_id: s.my_assignment_id,
          profile_id: s.profile_id,
          name: s.name,
          status: s.status,
          evaluators: s.evaluators,
          reviews_done: s.reviews_done,
          reviews_required: s.reviews_required,
          unallocated: Math.max(0, a.evaluators_per_submission - s.evaluators.length),
        })),
        reviewers: [...reviewers.values()].sort((x, y) => x.name.localeCompare(y.name)),
      };
    },

    /** The score card of one student in one activity (not found unless they are enrolled in it). */
    scoreCard(a: AssignmentRow, profileId: number, students: Board['students']): ScoreCard {
      const s = students.find((x) => x.profile_id === profileId);
      if (!s) throw new NotFoundError();
      return {
        title: a.title,
        student: s.name,
        email: s.email,
        status: s.status,
        mentor_score: s.score,
        mentor_out_of: a.mentor_assessment_score,
        peer_score: s.peer_score,
        peer_out_of: a.peer_assessment_score,
        peer_scores: s.peer_scores,
        scoring_method: a.scoring_method,
        final_score: s.final_score,
        max_score: a.max_score,
        issued_at: clock(),
      };
    },

    /** download_score_card (the activity's mentor, or an admin): one student's score card as a PDF. */
    async downloadScoreCard(caller: ActivityCaller, assignmentId: number, profileId: number) {
      const a = await managed(caller, assignmentId);
      const card = this.scoreCard(a, profileId, (await board(a)).students);
      return { bytes: await renderScoreCard(card), fileName: `score_card_${assignmentId}_${profileId}.pdf` };
    },

    /**
     * send_score_card (the activity's mentor, or an admin): email the score card to one student, or every
     * student whose activity is complete. Each student gets it once; `resend` sends it again, but not twice
     * within SCORE_CARD_RESEND_SECONDS (a retried resend). Answers how many were sent and skipped.
     */
    async sendScoreCards(caller: ActivityCaller, assignmentId: number, profileId?: number, resend = false) {
      const a = await managed(caller, assignmentId);
      const targets = profileId
        ? [profileId]
        : (await repo.enrolments(a.id)).filter(({ my }) => my.status === 'complete').map(({ my }) => my.profile_id);
      const { students } = await board(a);
      let sent = 0;
      let skipped = 0;
      for (const id of targets) {
        const card = this.scoreCard(a, id, students);
        if (!card.email) continue;
        const now = clock();
        const last = await lastSend(a.id, id, 'score_card');
        const recent = last !== null && now.getTime() - last.inserted_at.getTime() < SCORE_CARD_RESEND_SECONDS * 1000;
        if (last !== null && (!resend || recent)) {
          skipped++;
          continue;
        }
        const slot = String((last ? Number(last.slot) : 0) + 1);
        const email = {
          to: card.email,
          kind: 'activity_score_card',
          subject: `Score card: ${a.title}`,
          text: scoreCardText(card),
        };
        if (await sendOnce(a.id, id, 'score_card', slot, now, email)) sent++;
        else skipped++;
      }
      return { sent, skipped };
    },
  };
}

const mean = (xs: (number | null)[]) => {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? oneDecimal(v.reduce((s, x) => s + x, 0) / v.length) : null;
};

const show = (n: number | null, of: number) => (n === null ? 'not scored yet' : `${n} / ${of}`);

export function scoreCardText(c: ScoreCard): string {
  return [
    `Hello ${c.student},`,
    '',
    `Your score card for "${c.title}":`,
    `Mentor score: ${show(c.mentor_score, c.mentor_out_of)}`,
    `Peer score: ${show(c.peer_score, c.peer_out_of)} (${c.scoring_method} of ${c.peer_scores.length} peer review(s): ${c.peer_scores.join(', ') || 'none'})`,
    `Final score: ${show(c.final_score, c.max_score)}`,
    '',
  ].join('\n');
}

export type MentorService = ReturnType<typeof createMentorService>;
