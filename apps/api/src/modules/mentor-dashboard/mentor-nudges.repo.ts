import { NUDGE_RETURN_DAYS, type AtRiskReason } from '@lbd/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { assignments, mentorNudges, myAssignments, PORTFOLIO_ENTRY_TABLES, profiles } from '../../db/schema';
import type { Tx } from '../../db/sql';

export interface NudgeRow {
  id: number;
  profile_id: number;
  assignment_id: number | null;
  reason: AtRiskReason;
  sent_at: Date;
  came_back_at: Date | null;
}

/** A student's enrolment in an activity the mentor wrote: what makes the mentor theirs. */
export interface MenteeEnrolment {
  my_assignment_id: number;
  assignment_id: number;
  title: string;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/*
 * The student's work that counts as coming back, each with a time written once: submission versions,
 * peer reviews and peer comments they wrote, portfolio entries they added (see db/schema/mentor-nudges.ts).
 * `n` is the nudge; each part answers its first time inside (sent_at, sent_at + the days].
 */
const inWindow = (column: string) =>
  `${column} > n.sent_at and ${column} <= n.sent_at + make_interval(days => ${NUDGE_RETURN_DAYS})`;
const FIRST_WORK_AFTER = [
  `(select min(s.inserted_at) from assignment_submissions s join my_assignments m on m.id = s.my_assignment_id
     where m.profile_id = n.student_profile_id and ${inWindow('s.inserted_at')})`,
  `(select min(e.inserted_at) from peer_activity_assessments e
     where e.reviewer_profile_id = n.student_profile_id and ${inWindow('e.inserted_at')})`,
  `(select min(c.inserted_at) from peer_comments c where c.profile_id = n.student_profile_id and ${inWindow('c.inserted_at')})`,
  ...PORTFOLIO_ENTRY_TABLES.map(
    (t) =>
      `(select min(x.inserted_at) from ${t} x where x.profile_id = n.student_profile_id and ${inWindow('x.inserted_at')})`,
  ),
];
/** least() skips nulls: the earliest of the parts, or null when the student did nothing in the window. */
const CAME_BACK_AT = sql.raw(`least(${FIRST_WORK_AFTER.join(',\n')})`);

/** Queries of the mentor's nudges and of the enrolments that make a student the mentor's mentee. */
export function createMentorNudgesRepo(db: Db) {
  return {
    /**
     * The student's enrolment in an activity the mentor wrote (that one activity when given), or
     * undefined when the mentor does not mentor them: the at-risk list's rule.
     */
    async menteeEnrolment(
      mentorId: number,
      studentId: number,
      assignmentId: number | null,
    ): Promise<MenteeEnrolment | undefined> {
      const [row] = await db
        .select({ my_assignment_id: myAssignments.id, assignment_id: assignments.id, title: assignments.title })
        .from(myAssignments)
        .innerJoin(assignments, eq(assignments.id, myAssignments.assignment_id))
        .where(
          and(
            eq(assignments.created_by_profile_id, mentorId),
            eq(myAssignments.profile_id, studentId),
            assignmentId === null ? undefined : eq(assignments.id, assignmentId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The mentor's name, as notifications name people. */
    async nameOf(profileId: number, tx: Tx): Promise<string | null> {
      const [row] = await tx.select({ name: profiles.full_name }).from(profiles).where(eq(profiles.id, profileId));
      return row?.name ?? null;
    },

    /** Holds the mentor's profile row to the end of the transaction: one nudge of theirs at a time. */
    async lockMentor(mentorId: number, tx: Tx): Promise<void> {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, mentorId)).for('update');
    },

    /** When the mentor last nudged this student, or null. */
    async lastSentAt(mentorId: number, studentId: number, tx: Tx): Promise<Date | null> {
      const [row] = await tx
        .select({ sent_at: mentorNudges.sent_at })
        .from(mentorNudges)
        .where(and(eq(mentorNudges.mentor_profile_id, mentorId), eq(mentorNudges.student_profile_id, studentId)))
        .orderBy(desc(mentorNudges.sent_at))
        .limit(1);
      return row?.sent_at ?? null;
    },

    async insert(
      values: {
        mentor_profile_id: number;
        student_profile_id: number;
        assignment_id: number | null;
        reason: AtRiskReason;
        sent_at: Date;
      },
      tx: Tx,
    ): Promise<number> {
      const [row] = await tx.insert(mentorNudges).values(values).returning({ id: mentorNudges.id });
      return row!.id;
    },

    /** The mentor's latest nudge of each student they nudged, with the student's first work after it. */
    async latestPerStudent(mentorId: number): Promise<NudgeRow[]> {
      const rows = rowsOf<NudgeRow>(
        await db.execute(sql`
          select n.id, n.student_profile_id as profile_id, n.assignment_id, n.reason, n.sent_at,
                 ${CAME_BACK_AT} as came_back_at
          from (select distinct on (student_profile_id) id, student_profile_id, assignment_id, reason, sent_at
                from mentor_nudges where mentor_profile_id = ${mentorId}
                order by student_profile_id, sent_at desc, id desc) n`),
      );
      return rows.map((r) => ({ ...r, sent_at: new Date(r.sent_at), came_back_at: date(r.came_back_at) }));
    },
  };
}

export type MentorNudgesRepo = ReturnType<typeof createMentorNudgesRepo>;
