import type { InstituteSplitField } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { heldSkills } from '../../db/portfolio-skills';
import { containsPattern } from '../../db/sql';
import {
  clubMembers,
  degrees,
  eventEnrollments,
  jobApplications,
  orgs,
  profiles,
  skills,
  specializations,
} from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { PLACED, scopedCtes, scorePercent, type StudentFilter } from './institute-scope';

/*
 * Read-only SQL over profiles, portfolios, applications and registrations: an institute's students in
 * numbers. Every query starts from the same scoped student set (`students`), so the splits add up to
 * the counters. Nothing here writes.
 */

export interface CountersRow {
  students: number;
  batches: number;
  branches: number;
  applications: number;
  offers: number;
  placed_students: number;
  companies_hiring: number;
  event_registrations: number;
  club_memberships: number;
}

export interface SplitDbRow {
  key: string | null;
  label: string | null;
  students: number;
  placed: number;
  offers: number;
}

const SPLITS: Record<InstituteSplitField, { key: SQL; label: SQL; join: SQL; order: SQL }> = {
  degree: {
    key: sql`d.id::text`,
    label: sql`d.name`,
    join: sql`left join ${degrees} d on d.id = st.degree_id`,
    order: sql`count(*) desc, d.name`,
  },
  branch: {
    key: sql`b.id::text`,
    label: sql`b.name`,
    join: sql`left join ${specializations} b on b.id = st.specialization_id`,
    order: sql`count(*) desc, b.name`,
  },
  batch: {
    key: sql`st.graduation_year::text`,
    label: sql`st.graduation_year::text`,
    join: sql``,
    order: sql`min(st.graduation_year) nulls last`,
  },
};

const PERCENT = scorePercent('s');

export interface OrgStudentRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  degree: string | null;
  branch: string | null;
  batch: number | null;
  format: string | null;
  score: string | number | null;
  backlogs: number | null;
  offers: number;
  placed: boolean;
}

export function createInstituteDashboardRepo(db: Db) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  return {
    async counters(f: StudentFilter): Promise<CountersRow> {
      const [row] = await rows<CountersRow>(sql`
        with ${scopedCtes(f)}
        select
          (select count(*) from st)::int as students,
          (select count(distinct graduation_year) from st)::int as batches,
          (select count(distinct specialization_id) from st)::int as branches,
          (select count(*) from ${jobApplications} a where a.profile_id in (select id from s))::int as applications,
          (select count(*) from o)::int as offers,
          (select count(*) from st where ${PLACED})::int as placed_students,
          (select count(distinct org_id) from o)::int as companies_hiring,
          (select count(*) from ${eventEnrollments} r where r.profile_id in (select id from s))::int as event_registrations,
          (select count(*) from ${clubMembers} m where m.profile_id in (select id from s))::int as club_memberships`);
      return row!;
    },

    /** The institute's mentors: active advisors it has accepted. */
    async mentorCount(orgId: number): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`
        select count(*)::int as n from ${profiles}
        where ${profiles.my_org_id} = ${orgId} and ${profiles.profile_type} = 'ADVISOR'
          and ${profiles.active} and ${profiles.org_membership} = 'MEMBER'`);
      return row?.n ?? 0;
    },

    /** Students, placed students and offers per degree, branch or batch (null key: not given). */
    async split(f: StudentFilter, field: InstituteSplitField): Promise<SplitDbRow[]> {
      const s = SPLITS[field];
      return rows<SplitDbRow>(sql`
        with ${scopedCtes(f)}
        select ${s.key} as key, ${s.label} as label, count(*)::int as students,
          count(*) filter (where ${PLACED})::int as placed, coalesce(sum(st.offers), 0)::int as offers
        from st ${s.join}
        group by 1, 2
        order by ${s.order}`);
    },

    /** Students per ten points of their latest degree's score as a percentage (bucket null: no score). */
    async academicBuckets(f: StudentFilter): Promise<{ bucket: number | null; students: number }[]> {
      return rows(sql`
        with ${scopedCtes(f)}
        select case when ${PERCENT} is null then null
            else least(greatest(floor(${PERCENT} / 10), 0), 9)::int end as bucket,
          count(*)::int as students
        from s group by 1`);
    },

    /** The skills most of the scoped students show, with how many show each. */
    async topSkills(f: StudentFilter, limit: number) {
      return rows<{ id: number; name: string; students: number }>(sql`
        with ${scopedCtes(f)}
        select k.id, k.display_name as name, count(*)::int as students
        from (${heldSkills(sql`select id from s`)}) h join ${skills} k on k.id = h.skill_id
        group by k.id, k.display_name
        order by count(*) desc, k.display_name asc
        limit ${limit}`);
    },

    /** Placed and not placed students, offers, and the salary figures of offers naming a salary (paise a year). */
    async placement(f: StudentFilter) {
      // An offer's salary: the middle of the job's range, or the one end it names.
      const [row] = await rows<{
        students: number;
        offers: number;
        placed_students: number;
        placed_with_offer: number;
        offers_with_salary: number;
        companies_total: number;
        median: string | number | null;
        mean: string | number | null;
        max: string | number | null;
      }>(sql`
        with ${scopedCtes(f)},
        pay as (
          select case when salary_min is not null and salary_max is not null then (salary_min + salary_max) / 2.0
            else coalesce(salary_max, salary_min) end as paise
          from o
        )
        select
          (select count(*) from st)::int as students,
          (select count(*) from o)::int as offers,
          (select count(*) from st where ${PLACED})::int as placed_students,
          (select count(*) from st where st.offers > 0)::int as placed_with_offer,
          (select count(paise) from pay)::int as offers_with_salary,
          (select count(distinct org_id) from o)::int as companies_total,
          (select percentile_cont(0.5) within group (order by paise) from pay where paise is not null) as median,
          (select avg(paise) from pay) as mean,
          (select max(paise) from pay) as max`);
      return row!;
    },

    /** The companies that selected the scoped students, most offers first (at most `limit`; placement counts them all). */
    async hiringCompanies(f: StudentFilter, limit: number) {
      return rows<{ org_id: number; name: string; offers: number; students: number }>(sql`
        with ${scopedCtes(f)}
        select g.id as org_id, g.full_name as name, count(*)::int as offers, count(distinct o.profile_id)::int as students
        from o join ${orgs} g on g.id = o.org_id
        group by g.id, g.full_name
        order by count(*) desc, g.full_name
        limit ${limit}`);
    },

    /** The scoped students themselves, by name (a search matches name or email), one page and the total. */
    async students(f: StudentFilter, q: string | undefined, page: PageRequest) {
      const match = q
        ? sql`where lower(p.full_name) like ${containsPattern(q)} or lower(p.email) like ${containsPattern(q)}`
        : sql``;
      const [page_, total] = await Promise.all([
        rows<OrgStudentRow>(sql`
          with ${scopedCtes(f)}
          select p.id, p.full_name as name, p.email, p.phone, d.name as degree, b.name as branch,
            p.graduation_year as batch, st.format, st.score, st.backlogs, st.offers, ${PLACED} as placed
          from st join ${profiles} p on p.id = st.id
          left join ${degrees} d on d.id = p.degree_id
          left join ${specializations} b on b.id = p.specialization_id
          ${match}
          order by lower(p.full_name), p.id
          limit ${page.count} offset ${page.offset}`),
        rows<{ n: number }>(
          sql`with ${scopedCtes(f)} select count(*)::int as n from st join ${profiles} p on p.id = st.id ${match}`,
        ),
      ]);
      return { rows: page_, total: total[0]?.n ?? 0 };
    },
  };
}

export type InstituteDashboardRepo = ReturnType<typeof createInstituteDashboardRepo>;
