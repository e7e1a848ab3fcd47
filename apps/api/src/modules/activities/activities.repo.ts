import { and, asc, count, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activityFiles,
  assignmentQuestions,
  assignments,
  assignmentSubmissions,
  degrees,
  myAssignments,
  orgs,
  peerActivityAssessments,
  profiles,
} from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import type { Tx } from '../../db/sql';

export type AssignmentRow = typeof assignments.$inferSelect;
export type NewAssignment = typeof assignments.$inferInsert;
export type MyAssignmentRow = typeof myAssignments.$inferSelect;
export type FileRow = typeof activityFiles.$inferSelect;
export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;

export interface AssignmentFilter {
  /** Only activities this advisor authored (admins see all). */
  authorProfileId?: number;
  query?: string;
  peerEvaluation?: boolean;
  active?: boolean;
}

export function createActivitiesRepo(db: Db) {
  const filterWhere = (f: AssignmentFilter): SQL | undefined =>
    and(
      f.authorProfileId !== undefined ? eq(assignments.created_by_profile_id, f.authorProfileId) : undefined,
      f.query ? ilike(assignments.title, `%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      f.peerEvaluation !== undefined ? eq(assignments.peer_evaluation, f.peerEvaluation) : undefined,
      f.active !== undefined ? eq(assignments.active, f.active) : undefined,
    );

  return {
    /** A new activity with its questions; null when its client request id was already used by this user. */
    async insert(values: NewAssignment, questions: string[], tx: Tx | Db = db) {
      const [row] = await tx
        .insert(assignments)
        .values(values)
        .onConflictDoNothing({ target: [assignments.created_by_user_id, assignments.client_request_id] })
        .returning();
      if (!row) return null;
      await replaceQuestions(tx, row.id, questions);
      return row;
    },

    /** The activity a user's earlier create with this request id made. */
    async byRequestId(userId: string, requestId: string) {
      const [row] = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(and(eq(assignments.created_by_user_id, userId), eq(assignments.client_request_id, requestId)));
      return row ?? null;
    },

    async update(id: number, values: Partial<NewAssignment>, questions: string[], tx: Tx | Db = db) {
      const [row] = await tx
        .update(assignments)
        .set({ ...values, updated_at: new Date() })
        .where(eq(assignments.id, id))
        .returning();
      if (row) await replaceQuestions(tx, id, questions);
      return row ?? null;
    },

    async setFlags(id: number, values: Partial<Pick<NewAssignment, 'final_evaluation' | 'enable_reviews'>>) {
      const [row] = await db
        .update(assignments)
        .set({ ...values, updated_at: new Date() })
        .where(eq(assignments.id, id))
        .returning();
      return row ?? null;
    },

    async byId(id: number, tx: Tx | Db = db) {
      const [row] = await tx.select().from(assignments).where(eq(assignments.id, id));
      return row ?? null;
    },

    questions(assignmentId: number, tx: Tx | Db = db) {
      return tx
        .select({ id: assignmentQuestions.id, seq: assignmentQuestions.seq, question: assignmentQuestions.question })
        .from(assignmentQuestions)
        .where(eq(assignmentQuestions.assignment_id, assignmentId))
        .orderBy(asc(assignmentQuestions.seq), asc(assignmentQuestions.id));
    },

    async list(f: AssignmentFilter, page: PageRequest) {
      const where = filterWhere(f);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(assignments)
          .where(where)
          .orderBy(desc(assignments.inserted_at), desc(assignments.id))
          .limit(page.count)
          .offset(page.offset),
        db.select({ n: count() }).from(assignments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Enrolled count, number of peer evaluations and their mean score, per activity. */
    async stats(ids: number[]) {
      const out = new Map<number, { enrolled: number; reviews: number; rating: number | null }>();
      if (ids.length === 0) return out;
      const enrolled = await db
        .select({ id: myAssignments.assignment_id, n: count() })
        .from(myAssignments)
        .where(inArray(myAssignments.assignment_id, ids))
        .groupBy(myAssignments.assignment_id);
      const reviews = await db
        .select({
          id: peerActivityAssessments.assignment_id,
          n: count(),
          mean: sql<string | null>`avg(${peerActivityAssessments.peer_assessment_score})`,
        })
        .from(peerActivityAssessments)
        .where(
          and(
            inArray(peerActivityAssessments.assignment_id, ids),
            eq(peerActivityAssessments.type, 'PEER EVALUATION'),
            eq(peerActivityAssessments.status, 'Submitted'),
          ),
        )
        .groupBy(peerActivityAssessments.assignment_id);
      for (const id of ids) out.set(id, { enrolled: 0, reviews: 0, rating: null });
      for (const e of enrolled) out.get(e.id)!.enrolled = e.n;
      for (const r of reviews) {
        const s = out.get(r.id)!;
        s.reviews = r.n;
        s.rating = r.mean === null ? null : Math.round(Number(r.mean) * 10) / 10;
      }
      return out;
    },

    /** Student profiles among these ids and emails (others are left out). */
    studentsByIdsOrEmails(ids: number[], emails: string[]) {
      if (ids.length === 0 && emails.length === 0) return Promise.resolve([]);
      const lowered = emails.map((e) => e.toLowerCase());
      return db
        .select({ id: profiles.id, email: profiles.email })
        .from(profiles)
        .where(
          and(
            eq(profiles.profile_type, 'STUDENT'),
            sql`(${ids.length ? inArray(profiles.id, ids) : sql`false`} or ${
              lowered.length ? inArray(sql`lower(${profiles.email})`, lowered) : sql`false`
            })`,
          ),
        );
    },

    /**
     * A batch in one statement: active students whose profile names this institute and graduation year
     * (and this degree when given): the profile is the one record of a student's institute and batch, as
     * the institute's dashboards read it (a portfolio degree may be from an earlier college). Uses
     * profiles_my_org_idx. At most `limit` ids, in id order.
     */
    async studentsOfBatch(batch: { institute_id: number; year: number; degree_id?: number }, limit: number) {
      return (await this.batchQuery(batch, limit)).map((r) => r.id);
    },

    /** The statement of studentsOfBatch (tests EXPLAIN it). */
    batchQuery(batch: { institute_id: number; year: number; degree_id?: number }, limit: number) {
      return db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            eq(profiles.my_org_id, batch.institute_id),
            eq(profiles.graduation_year, batch.year),
            batch.degree_id === undefined ? undefined : eq(profiles.degree_id, batch.degree_id),
            eq(profiles.profile_type, 'STUDENT'),
            eq(profiles.active, true),
          ),
        )
        .orderBy(asc(profiles.id))
        .limit(limit);
    },

    async instituteExists(id: number) {
      const [row] = await db
        .select({ id: orgs.id })
        .from(orgs)
        .where(and(eq(orgs.id, id), eq(orgs.org_type, 'INSTITUTION')));
      return row !== undefined;
    },

    async degreeExists(id: number) {
      const [row] = await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.id, id));
      return row !== undefined;
    },

    /** Enrol these profiles; answers the new enrolments (existing ones are left as they are). */
    enrol(assignmentId: number, profileIds: number[], tx: Tx | Db = db) {
      if (profileIds.length === 0) return Promise.resolve([]);
      return tx
        .insert(myAssignments)
        .values(profileIds.map((profile_id) => ({ assignment_id: assignmentId, profile_id })))
        .onConflictDoNothing()
        .returning({ id: myAssignments.id, profile_id: myAssignments.profile_id });
    },

    async myAssignment(id: number, tx: Tx | Db = db) {
      const [row] = await tx.select().from(myAssignments).where(eq(myAssignments.id, id));
      return row ?? null;
    },

    async myAssignmentOf(assignmentId: number, profileId: number, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(myAssignments)
        .where(and(eq(myAssignments.assignment_id, assignmentId), eq(myAssignments.profile_id, profileId)));
      return row ?? null;
    },

    /** Lock an enrolment for a write that depends on its status. */
    async lockMyAssignment(id: number, tx: Tx) {
      const [row] = await tx.select().from(myAssignments).where(eq(myAssignments.id, id)).for('update');
      return row ?? null;
    },

    async updateMyAssignment(id: number, values: Partial<typeof myAssignments.$inferInsert>, tx: Tx | Db = db) {
      const [row] = await tx
        .update(myAssignments)
        .set({ ...values, updated_at: new Date() })
        .where(eq(myAssignments.id, id))
        .returning();
      return row ?? null;
    },

    async myAssignmentsOfProfile(profileId: number, page: PageRequest) {
      const where = eq(myAssignments.profile_id, profileId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ my: myAssignments, a: assignments })
          .from(myAssignments)
          .innerJoin(assignments, eq(assignments.id, myAssignments.assignment_id))
          .where(where)
          .orderBy(desc(myAssignments.inserted_at), desc(myAssignments.id))
          .limit(page.count)
          .offset(page.offset),
        db.select({ n: count() }).from(myAssignments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    enrolments(assignmentId: number, tx: Tx | Db = db) {
      return tx
        .select({
          my: myAssignments,
          name: profiles.full_name,
          email: profiles.email,
        })
        .from(myAssignments)
        .innerJoin(profiles, eq(profiles.id, myAssignments.profile_id))
        .where(eq(myAssignments.assignment_id, assignmentId))
        .orderBy(asc(myAssignments.id));
    },

    addSubmission(values: typeof assignmentSubmissions.$inferInsert, tx: Tx | Db = db) {
      return tx.insert(assignmentSubmissions).values(values).returning();
    },

    /** Every version of these enrolments' submissions, newest first. */
    submissions(myAssignmentIds: number[], tx: Tx | Db = db) {
      if (myAssignmentIds.length === 0) return Promise.resolve([] as SubmissionRow[]);
      return tx
        .select()
        .from(assignmentSubmissions)
        .where(inArray(assignmentSubmissions.my_assignment_id, myAssignmentIds))
        .orderBy(desc(assignmentSubmissions.inserted_at), desc(assignmentSubmissions.id));
    },

    filesByIds(ids: number[], tx: Tx | Db = db) {
      if (ids.length === 0) return Promise.resolve([] as FileRow[]);
      return tx.select().from(activityFiles).where(inArray(activityFiles.id, ids));
    },

    /** Reservations (step 1 of an upload) never confirmed, made at or before `before`, oldest first. */
    async expiredPendingFiles(before: Date, limit: number) {
      return db
        .select({ id: activityFiles.id })
        .from(activityFiles)
        .where(and(eq(activityFiles.status, 'pending'), lte(activityFiles.inserted_at, before)))
        .orderBy(asc(activityFiles.inserted_at))
        .limit(limit);
    },

    /** Delete a reservation still pending and made at or before `before`; answers its storage key. */
    async deleteExpiredPendingFile(id: number, before: Date, tx: Tx | Db = db) {
      const [row] = await tx
        .delete(activityFiles)
        .where(
          and(eq(activityFiles.id, id), eq(activityFiles.status, 'pending'), lte(activityFiles.inserted_at, before)),
        )
        .returning({ storage_key: activityFiles.storage_key });
      return row?.storage_key ?? null;
    },

    async insertFile(values: typeof activityFiles.$inferInsert) {
      const [row] = await db.insert(activityFiles).values(values).returning();
      if (!row) throw new Error('file insert returned nothing');
      return row;
    },

    async pendingFile(assignmentId: number, uploaderUserId: string, filename: string) {
      const [row] = await db
        .select()
        .from(activityFiles)
        .where(
          and(
            eq(activityFiles.assignment_id, assignmentId),
            eq(activityFiles.uploader_user_id, uploaderUserId),
            eq(activityFiles.filename, filename),
          ),
        )
        .orderBy(desc(activityFiles.id))
        .limit(1);
      return row ?? null;
    },

    async fileByUuid(uuid: string) {
      const [row] = await db.select().from(activityFiles).where(eq(activityFiles.uuid, uuid));
      return row ?? null;
    },

    /** Confirm a reservation; null when the cleanup removed it meanwhile. */
    async markUploaded(id: number, contentType: string, size: number) {
      const [row] = await db
        .update(activityFiles)
        .set({ status: 'uploaded', content_type: contentType, size, updated_at: new Date() })
        .where(and(eq(activityFiles.id, id), eq(activityFiles.status, 'pending')))
        .returning();
      return row ?? null;
    },
  };
}

/** Keep question ids stable across edits (submissions point at them): update by position, add or drop the rest. */
async function replaceQuestions(tx: Tx | Db, assignmentId: number, questions: string[]) {
  const existing = await tx
    .select({ id: assignmentQuestions.id })
    .from(assignmentQuestions)
    .where(eq(assignmentQuestions.assignment_id, assignmentId))
    .orderBy(asc(assignmentQuestions.seq), asc(assignmentQuestions.id));
  for (const [i, question] of questions.entries()) {
    const row = existing[i];
    if (row)
      await tx
        .update(assignmentQuestions)
        .set({ seq: i + 1, question })
        .where(eq(assignmentQuestions.id, row.id));
    else await tx.insert(assignmentQuestions).values({ assignment_id: assignmentId, seq: i + 1, question });
  }
  const surplus = existing.slice(questions.length).map((r) => r.id);
  if (surplus.length) await tx.delete(assignmentQuestions).where(inArray(assignmentQuestions.id, surplus));
}

export type ActivitiesRepo = ReturnType<typeof createActivitiesRepo>;
