import { jobDaysLeft, type ApplicationStatus, type JobCard, type JobDetail } from '@lbd/shared';
import type { CatalogueNames } from '../../db/catalogue-names';
import type { JobCardRow, JobRow } from './jobs.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: string | null) => (v === null ? null : Number(v));

/** Pick the named rows for these ids, in the job's order, skipping ids no longer in the catalogue. */
function pick<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/** A job as a list card. */
export function toJobCard(row: JobCardRow, names: Pick<CatalogueNames, 'skills'>, now: Date): JobCard {
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    status: row.status,
    title: row.title,
    org: { id: row.org_id, full_name: row.org_name, logo_url: row.org_logo_url },
    location: row.location,
    is_remote: row.is_remote,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    stipend: row.stipend,
    currency: row.currency,
    duration_months: row.duration_months,
    open_positions: row.open_positions,
    apply_by: row.apply_by,
    days_left: jobDaysLeft(row, now),
    published_at: iso(row.published_at),
    skills: pick(row.skill_ids, names.skills),
  };
}

/** A job in full, for its page. */
export function toJobDetail(
  row: JobRow,
  names: CatalogueNames,
  now: Date,
  viewer: { canManage: boolean; myApplication: { id: number; status: ApplicationStatus } | null; invited?: boolean },
): JobDetail {
  return {
    ...toJobCard(row, names, now),
    description: row.description,
    job_roles: pick(row.job_role_ids, names.jobRoles),
    criteria: {
      degrees: pick(row.degree_ids, names.degrees),
      specializations: pick(row.specialization_ids, names.specializations),
      min_cgpa: num(row.min_cgpa),
      min_percentage: num(row.min_percentage),
      max_backlogs: row.max_backlogs,
      graduation_years: row.graduation_years,
    },
    closed_at: iso(row.closed_at),
    inserted_at: row.inserted_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    can_manage: viewer.canManage,
    my_application: viewer.myApplication,
    invited: viewer.invited ?? false,
  };
}
