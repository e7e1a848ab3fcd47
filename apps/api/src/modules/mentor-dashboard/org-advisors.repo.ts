import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { PageRequest } from '../../lib/paging';

export interface OrgAdvisorRow {
  profile_id: number;
  name: string;
  designation: string | null;
  activities: number;
  open_activities: number;
  students: number;
  awaiting_evaluation: number;
  evaluated: number;
}

/** An organisation's accepted, active mentors with counts of the activities they wrote and their students' work. */
export function createOrgAdvisorsRepo(db: Db) {
  return {
    async list(orgId: number, now: Date, page: PageRequest) {
      const mentors = sql`from profiles p left join designations d on d.id = p.designation_id
        where p.my_org_id = ${orgId} and p.profile_type = 'ADVISOR' and p.active and p.org_membership = 'MEMBER'`;
      const [rows, total] = await Promise.all([
        db.execute(sql`
          select p.id as profile_id, p.full_name as name, d.name as designation,
            coalesce(a.activities, 0)::int as activities, coalesce(a.open_activities, 0)::int as open_activities,
            coalesce(m.students, 0)::int as students, coalesce(m.awaiting, 0)::int as awaiting_evaluation,
            coalesce(m.evaluated, 0)::int as evaluated
          from profiles p left join designations d on d.id = p.designation_id
          left join lateral (
            select count(*) as activities, count(*) filter (where x.active and x.disable_at > ${now}) as open_activities
            from assignments x where x.created_by_profile_id = p.id
          ) a on true
          left join lateral (
            select count(distinct e.profile_id) as students,
              count(*) filter (where e.status = 'Submitted' and e.mentor_evaluated_at is null) as awaiting,
              count(*) filter (where e.mentor_evaluated_at is not null) as evaluated
            from my_assignments e join assignments x on x.id = e.assignment_id
            where x.created_by_profile_id = p.id
          ) m on true
          where p.my_org_id = ${orgId} and p.profile_type = 'ADVISOR' and p.active and p.org_membership = 'MEMBER'
          order by p.full_name, p.id
          limit ${page.count} offset ${page.offset}`),
        db.execute(sql`select count(*)::int as n ${mentors}`),
      ]);
      return { rows: rowsOf<OrgAdvisorRow>(rows), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
    },
  };
}
