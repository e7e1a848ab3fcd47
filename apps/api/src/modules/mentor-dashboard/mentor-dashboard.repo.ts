import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/*
 * Read-only queries of the mentor dashboard over the activities tables: the activities a mentor wrote
 * (created_by_profile_id), their enrolments and the students' last work on each.
 */

export interface EnrolmentRow {
  profile_id: number;
  name: string;
  assignment_id: number;
  title: string;
  status: string;
  score: number | null;
  mentor_assessment_score: number;
  deadline: Date;
  peer_disable_at: Date;
  active: boolean;
  submitted_at: Date | null;
  mentor_evaluated_at: Date | null;
  last_active_at: Date;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

export function createMentorDashboardRepo(db: Db) {
  return {
    /** How many activities the mentor wrote, and how many still take submissions. */
    async activityCounts(mentorId: number, now: Date) {
      const [row] = rowsOf<{ activities: number; open_activities: number }>(
        await db.execute(sql`
          select count(*)::int as activities,
                 (count(*) filter (where active and disable_at > ${now}))::int as open_activities
          from assignments where created_by_profile_id = ${mentorId}`),
      );
      return row!;
    },

    /** Every enrolment in the mentor's activities with the student's last work on it. */
    async enrolments(mentorId: number): Promise<EnrolmentRow[]> {
      const rows = rowsOf<EnrolmentRow>(
        await db.execute(sql`
          select m.profile_id, trim(p.first_name || ' ' || coalesce(p.last_name, '')) as name,
                 a.id as assignment_id, a.title, m.status, m.score::float as score,
                 a.mentor_assessment_score::float as mentor_assessment_score,
                 greatest(a.disable_at, coalesce(m.extended_deadline, a.disable_at)) as deadline,
                 a.peer_disable_at, a.active, m.submitted_at, m.mentor_evaluated_at,
                 greatest(
                   m.inserted_at, coalesce(m.submitted_at, m.inserted_at),
                   coalesce((select max(e.inserted_at) from peer_activity_assessments e
                             where e.assignment_id = a.id and e.reviewer_profile_id = m.profile_id), m.inserted_at),
                   coalesce((select max(c.inserted_at) from peer_comments c
                             join peer_activity_assessments e on e.id = c.peer_activity_assessment_id
                             where e.assignment_id = a.id and c.profile_id = m.profile_id), m.inserted_at)
                 ) as last_active_at
          from my_assignments m
          join assignments a on a.id = m.assignment_id
          join profiles p on p.id = m.profile_id
          where a.created_by_profile_id = ${mentorId}
          order by a.id, m.id`),
      );
      return rows.map((r) => ({
        ...r,
        score: r.score === null ? null : Number(r.score),
        mentor_assessment_score: Number(r.mentor_assessment_score),
        deadline: new Date(r.deadline),
        peer_disable_at: new Date(r.peer_disable_at),
        submitted_at: date(r.submitted_at),
        mentor_evaluated_at: date(r.mentor_evaluated_at),
        last_active_at: new Date(r.last_active_at),
      }));
    },
  };
}
