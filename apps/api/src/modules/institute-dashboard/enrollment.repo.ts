import { type EnrollmentGroup, type EnrollmentKind, type EnrollmentOf } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  assignments,
  clubMembers,
  clubs,
  eventEnrollments,
  events,
  myAssignments,
  orgs,
  profiles,
  specializations,
} from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { scopedCtes, type StudentFilter } from './institute-scope';

/*
 * Enrolments for the enrolment dashboards (issue 24 item 8): registrations for events, club
 * memberships and activity enrolments, as one row shape (profile_id, at, status, item_id, title,
 * org_id), either of the institute's scoped students anywhere, or of anyone in what the institute
 * itself runs (an activity belongs to its author's organisation).
 */

const ENROLMENTS: Record<EnrollmentKind, SQL> = {
  events: sql`select r.profile_id, r.inserted_at as at, r.status::text as status, e.id as item_id, e.title, e.org_id
    from ${eventEnrollments} r join ${events} e on e.id = r.event_id`,
  clubs: sql`select m.profile_id, m.joined_at as at, m.role::text as status, c.id as item_id, c.title, c.org_id
    from ${clubMembers} m join ${clubs} c on c.id = m.club_id`,
  activities: sql`select a.profile_id, a.inserted_at as at, a.status::text as status, s.id as item_id, s.title,
      author.my_org_id as org_id
    from ${myAssignments} a join ${assignments} s on s.id = a.assignment_id
    left join ${profiles} author on author.id = s.created_by_profile_id`,
};

/**
 * The CTEs `s` (scoped students) and `en` (the enrolments counted). Whose: the scoped students' own
 * ('students'), or every enrolment in the institute's own content ('own').
 */
function enrolmentCtes(f: StudentFilter, kind: EnrollmentKind, of: EnrollmentOf): SQL {
  // Own content narrowed by a branch or batch (always so for a department admin): only those students.
  const narrowOwn = f.specializationId !== null || f.batch !== null;
  const whose =
    of === 'students'
      ? sql`x.profile_id in (select id from s)`
      : sql`x.org_id = ${f.orgId}${narrowOwn ? sql` and x.profile_id in (select id from s)` : sql``}`;
  return sql`${scopedCtes(f)},
    en as (select x.* from (${ENROLMENTS[kind]}) x where ${whose})`;
}

const GROUPS: Record<EnrollmentGroup, { key: SQL; label: SQL; order: SQL }> = {
  batch: {
    key: sql`p.graduation_year::text`,
    label: sql`p.graduation_year::text`,
    order: sql`min(p.graduation_year) nulls last`,
  },
  branch: { key: sql`b.id::text`, label: sql`b.name`, order: sql`count(*) desc, b.name` },
  month: {
    key: sql`to_char(en.at at time zone 'Asia/Kolkata', 'YYYY-MM')`,
    label: sql`to_char(en.at at time zone 'Asia/Kolkata', 'YYYY-MM')`,
    order: sql`1`,
  },
};

export function createEnrollmentRepo(db: Db) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  return {
    /** Enrolments per group (months: only those since `since`), and how many in all. */
    async grouped(f: StudentFilter, kind: EnrollmentKind, of: EnrollmentOf, group: EnrollmentGroup, since: Date) {
      const g = GROUPS[group];
      const ctes = enrolmentCtes(f, kind, of);
      const [list, total] = await Promise.all([
        rows<{ key: string | null; label: string | null; count: number }>(sql`
          with ${ctes}
          select ${g.key} as key, ${g.label} as label, count(*)::int as count
          from en join ${profiles} p on p.id = en.profile_id
          left join ${specializations} b on b.id = p.specialization_id
          ${group === 'month' ? sql`where en.at >= ${since.toISOString()}::timestamptz` : sql``}
          group by 1, 2 order by ${g.order}`),
        rows<{ n: number }>(sql`with ${ctes} select count(*)::int as n from en`),
      ]);
      return { rows: list, total: total[0]?.n ?? 0 };
    },

    async listing(f: StudentFilter, kind: EnrollmentKind, of: EnrollmentOf, page: PageRequest) {
      const ctes = enrolmentCtes(f, kind, of);
      const [list, total] = await Promise.all([
        rows<{
          profile_id: number;
          name: string;
          branch: string | null;
          batch: number | null;
          item_id: number;
          title: string;
          org_name: string | null;
          status: string;
          at: Date | string;
        }>(sql`
          with ${ctes}
          select en.profile_id, p.full_name as name, b.name as branch, p.graduation_year as batch,
            en.item_id, en.title, g.full_name as org_name, en.status, en.at
          from en join ${profiles} p on p.id = en.profile_id
          left join ${specializations} b on b.id = p.specialization_id
          left join ${orgs} g on g.id = en.org_id
          order by en.at desc, en.item_id desc, en.profile_id
          limit ${page.count} offset ${page.offset}`),
        rows<{ n: number }>(sql`with ${ctes} select count(*)::int as n from en`),
      ]);
      return { rows: list, total: total[0]?.n ?? 0 };
    },
  };
}
