import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  myAssignments,
  peerActivityAssessments,
  peerComments,
  peerEvaluatorAllocations,
  profiles,
} from '../../db/schema';
import type { Tx } from '../../db/sql';

export type AssessmentRow = typeof peerActivityAssessments.$inferSelect;
export type NewAssessment = typeof peerActivityAssessments.$inferInsert;

export function createPeerRepo(db: Db) {
  return {
    async assessment(id: number, tx: Tx | Db = db) {
      const [row] = await tx.select().from(peerActivityAssessments).where(eq(peerActivityAssessments.id, id));
      return row ?? null;
    },

    /** Comments and evaluations of one submission, oldest first, with the reviewer's name. */
    assessmentsOf(myAssignmentId: number, tx: Tx | Db = db) {
      return tx
        .select({ a: peerActivityAssessments, name: profiles.full_name })
        .from(peerActivityAssessments)
        .innerJoin(profiles, eq(profiles.id, peerActivityAssessments.reviewer_profile_id))
        .where(eq(peerActivityAssessments.my_assignment_id, myAssignmentId))
        .orderBy(asc(peerActivityAssessments.inserted_at), asc(peerActivityAssessments.id));
    },

    /** Every evaluation in an activity (for scores, progress and agreement). */
    evaluationsOfActivity(assignmentId: number, tx: Tx | Db = db) {
      return tx
        .select()
        .from(peerActivityAssessments)
        .where(
          and(
            eq(peerActivityAssessments.assignment_id, assignmentId),
            eq(peerActivityAssessments.type, 'PEER EVALUATION'),
          ),
        )
        .orderBy(asc(peerActivityAssessments.id));
    },

    async byRequestId(reviewerId: number, requestId: string, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(peerActivityAssessments)
        .where(
          and(
            eq(peerActivityAssessments.reviewer_profile_id, reviewerId),
            eq(peerActivityAssessments.client_request_id, requestId),
          ),
        );
      return row ?? null;
    },

    async evaluationBy(myAssignmentId: number, reviewerId: number, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(peerActivityAssessments)
        .where(
          and(
            eq(peerActivityAssessments.my_assignment_id, myAssignmentId),
            eq(peerActivityAssessments.reviewer_profile_id, reviewerId),
            eq(peerActivityAssessments.type, 'PEER EVALUATION'),
          ),
        );
      return row ?? null;
    },

    /** Insert unless this reviewer already sent this request id; answers the row either way. */
    async insertAssessment(values: NewAssessment, tx: Tx | Db = db) {
      const [row] = await tx.insert(peerActivityAssessments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** `now` is the service's clock: updated_at is shown as the review's time. */
    async updateAssessment(id: number, values: Partial<NewAssessment>, now: Date, tx: Tx | Db = db) {
      const [row] = await tx
        .update(peerActivityAssessments)
        .set({ ...values, updated_at: now })
        .where(eq(peerActivityAssessments.id, id))
        .returning();
      return row ?? null;
    },

    replies(assessmentIds: number[], tx: Tx | Db = db) {
      if (assessmentIds.length === 0) return Promise.resolve([]);
      return tx
        .select({ r: peerComments, name: profiles.full_name })
        .from(peerComments)
        .innerJoin(profiles, eq(profiles.id, peerComments.profile_id))
        .where(inArray(peerComments.peer_activity_assessment_id, assessmentIds))
        .orderBy(asc(peerComments.inserted_at), asc(peerComments.id));
    },

    /** Lock a comment or evaluation while a reply to it is written (identical retries wait, then match). */
    async lockAssessment(id: number, tx: Tx) {
      const [row] = await tx
        .select({ id: peerActivityAssessments.id })
        .from(peerActivityAssessments)
        .where(eq(peerActivityAssessments.id, id))
        .for('update');
      return row ?? null;
    },

    /** The same comment by the same reviewer on the same submission, posted in (since, until]. */
    async identicalComment(
      reviewerId: number,
      myAssignmentId: number,
      comments: string,
      since: Date,
      until: Date,
      tx: Tx | Db = db,
    ) {
      const [row] = await tx
        .select()
        .from(peerActivityAssessments)
        .where(
          and(
            eq(peerActivityAssessments.my_assignment_id, myAssignmentId),
            eq(peerActivityAssessments.reviewer_profile_id, reviewerId),
            eq(peerActivityAssessments.type, 'PEER LEARNING'),
            eq(peerActivityAssessments.comments, comments),
            gt(peerActivityAssessments.inserted_at, since),
            lte(peerActivityAssessments.inserted_at, until),
          ),
        )
        .orderBy(asc(peerActivityAssessments.id))
        .limit(1);
      return row ?? null;
    },

    /** The same reply by the same profile on the same comment, posted in (since, until]. */
    async identicalReply(
      profileId: number,
      assessmentId: number,
      comment: string,
      since: Date,
      until: Date,
      tx: Tx | Db = db,
    ) {
      const [row] = await tx
        .select()
        .from(peerComments)
        .where(
          and(
            eq(peerComments.peer_activity_assessment_id, assessmentId),
            eq(peerComments.profile_id, profileId),
            eq(peerComments.comment, comment),
            gt(peerComments.inserted_at, since),
            lte(peerComments.inserted_at, until),
          ),
        )
        .orderBy(asc(peerComments.id))
        .limit(1);
      return row ?? null;
    },

    /** Insert a reply unless this profile already sent this request id; answers the row either way. */
    async insertReply(values: typeof peerComments.$inferInsert, tx: Tx | Db = db) {
      const [row] = await tx.insert(peerComments).values(values).onConflictDoNothing().returning();
      if (row) return row;
      const [first] = await tx
        .select()
        .from(peerComments)
        .where(
          and(
            eq(peerComments.profile_id, values.profile_id),
            eq(peerComments.client_request_id, values.client_request_id!),
          ),
        );
      return first!;
    },

    allocations(assignmentId: number, tx: Tx | Db = db) {
      return tx.select().from(peerEvaluatorAllocations).where(eq(peerEvaluatorAllocations.assignment_id, assignmentId));
    },

    addAllocations(
      assignmentId: number,
      rows: { submissionId: number; evaluatorId: number }[],
      source: 'auto' | 'manual',
      tx: Tx | Db = db,
    ) {
      if (rows.length === 0) return Promise.resolve([]);
      return tx
        .insert(peerEvaluatorAllocations)
        .values(
          rows.map((r) => ({
            assignment_id: assignmentId,
            my_assignment_id: r.submissionId,
            evaluator_profile_id: r.evaluatorId,
            source,
          })),
        )
        .onConflictDoNothing()
        .returning();
    },

    /** What one profile has reviewed or commented, newest first (peer_review_history). */
    historyOf(profileId: number, assignmentId?: number) {
      return db
        .select({ a: peerActivityAssessments, author: profiles.full_name })
        .from(peerActivityAssessments)
        .innerJoin(myAssignments, eq(myAssignments.id, peerActivityAssessments.my_assignment_id))
        .innerJoin(profiles, eq(profiles.id, myAssignments.profile_id))
        .where(
          and(
            eq(peerActivityAssessments.reviewer_profile_id, profileId),
            assignmentId ? eq(peerActivityAssessments.assignment_id, assignmentId) : undefined,
          ),
        )
        .orderBy(desc(peerActivityAssessments.inserted_at), desc(peerActivityAssessments.id))
        .limit(200);
    },

    /** Lock the reviewed enrolment while its peer score is recomputed. */
    async setPeerScore(myAssignmentId: number, peerScore: number | null, tx: Tx | Db = db) {
      await tx
        .update(myAssignments)
        .set({ peer_score: peerScore, updated_at: sql`now()` })
        .where(eq(myAssignments.id, myAssignmentId));
    },
  };
}

export type PeerRepo = ReturnType<typeof createPeerRepo>;
