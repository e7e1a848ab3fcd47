import { CGPA_TO_PERCENT, type InstituteDashboardKey, type InstituteScopeQuery } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  educations,
  institutePermissions,
  jobApplications,
  jobs,
  latestEducationFirst,
  profiles,
} from '../../db/schema';
import type { Actor } from '../../lib/access';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { collegeAdminMay, instituteScope, scopedBranch, type CollegeAdminRecord } from './institute-dashboard.policy';

/*
 * The students an institute's numbers are about, for this module and the others that count or list an
 * institute's students (shortlists, enrolment): who may ask (the policy), and the scoped student set
 * as SQL every query starts from.
 */

/** The students a call counts: one institute's active students, of one branch and one batch when set. */
export interface StudentFilter {
  orgId: number;
  specializationId: number | null;
  batch: number | null;
  /** Whether the caller may see the students' email and phone (a college admin's institute permissions). */
  contactDetails: boolean;
}

/**
 * The scoped students with their latest degree (`s`) and their offers (`o`: selections in full- and
 * part-time jobs), as the first two CTEs of a statement.
 */
export function scopedCtes(f: StudentFilter): SQL {
  const branch = f.specializationId === null ? sql`` : sql` and p.specialization_id = ${f.specializationId}`;
  const batch = f.batch === null ? sql`` : sql` and p.graduation_year = ${f.batch}`;
  return sql`s as (
      select p.id, p.degree_id, p.specialization_id, p.graduation_year,
        e.format, e.score, e.backlogs, coalesce(e.placed, false) as degree_placed
      from ${profiles} p
      left join lateral (
        select ${educations.format} as format, ${educations.score} as score, ${educations.backlogs} as backlogs,
          ${educations.placed} as placed
        from ${educations} where ${educations.profile_id} = p.id
        order by ${sql.join(latestEducationFirst, sql`, `)} limit 1
      ) e on true
      where p.my_org_id = ${f.orgId} and p.profile_type = 'STUDENT' and p.active${branch}${batch}
    ),
    o as (
      select a.profile_id, j.org_id, j.salary_min, j.salary_max
      from ${jobApplications} a join ${jobs} j on j.id = a.job_id
      where a.status = 'selected' and j.type <> 'Internship' and a.profile_id in (select id from s)
    ),
    oc as (select profile_id, count(*)::int as n from o group by profile_id),
    st as (
      select s.*, coalesce(oc.n, 0) as offers from s left join oc on oc.profile_id = s.id
    )`;
}

/** A student is placed with an offer on the platform or when their latest degree says so. */
export const PLACED = sql`(st.offers > 0 or st.degree_placed)`;

/**
 * A scoped student's latest degree score as a percentage (a CGPA times CGPA_TO_PERCENT), null without a
 * scored degree; `alias` names the CTE row (s, st, or one built on them).
 */
export const scorePercent = (alias: string): SQL => {
  const t = sql.raw(alias);
  return sql`(case ${t}.format when 'GPA' then ${t}.score * ${CGPA_TO_PERCENT} when 'Numeric' then ${t}.score end)`;
};

/** What a student's profile says about running its college's dashboard. */
async function collegeAdmin(db: Db, profileId: number): Promise<CollegeAdminRecord | null> {
  const [row] = rowsOf<CollegeAdminRecord>(
    await db.execute(sql`
      select ${profiles.active} as active, ${profiles.my_org_id} as org_id,
        ${profiles.specialization_id} as specialization_id,
        ${profiles.tpo_admin_dashboard} as tpo_admin_dashboard, ${profiles.dept_admin_dashboard} as dept_admin_dashboard,
        (select ip.dashboards from ${institutePermissions} ip where ip.org_id = ${profiles.my_org_id}) as dashboards
      from ${profiles} where ${profiles.id} = ${profileId}`),
  );
  return row ?? null;
}

/**
 * The students the caller may count for one dashboard, narrowed as asked: 403 for a student who runs no
 * dashboard, or whose institute's permissions leave this one out (and any other caller the policy
 * forbids), 404 for nobody's dashboard or another branch than a department admin's own.
 */
export async function resolveStudentFilter(
  db: Db,
  actor: Actor,
  q: InstituteScopeQuery,
  dashboard: InstituteDashboardKey,
): Promise<StudentFilter> {
  const p = actor.profile;
  const student = !actor.isAdmin && p?.profile_type === 'STUDENT' ? await collegeAdmin(db, p.id) : null;
  const scope = instituteScope(actor, student, q.org_id, dashboard);
  if (scope === 'forbidden') throw new ForbiddenError();
  if (scope === null) throw new NotFoundError();
  const branch = scopedBranch(scope, q.specialization_id);
  if (branch === 'none') throw new NotFoundError();
  const contactDetails = student === null || collegeAdminMay(student, 'student_contact');
  return { orgId: scope.orgId, specializationId: branch, batch: q.batch ?? null, contactDetails };
}

/** The snapshot key of a dashboard answer: what it is, whose students, and any further filter. */
export const snapshotKey = (what: string, f: StudentFilter, ...more: unknown[]): string =>
  JSON.stringify([what, f.orgId, f.specializationId, f.batch, ...more]);
