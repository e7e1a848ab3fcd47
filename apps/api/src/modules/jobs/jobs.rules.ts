import { JOB_TEXTS, validateDate, type CreateJobBody, type JobPostingType, type UpdateJobBody } from '@lbd/shared';

/** What publishing looks at. */
export interface PublishableJob {
  type: JobPostingType;
  title: string;
  description: string;
  location: string;
  is_remote: boolean;
  apply_by: string | null;
  duration_months: number | null;
}

/**
 * Field problems that keep a job from being published (SPEC §4.4): a title, a description, a
 * location unless remote, an apply-by date after today, and a duration for an internship.
 */
export function publishProblems(job: PublishableJob, now: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!job.title.trim()) fields.title = JOB_TEXTS.empty('Title');
  if (!job.description.trim()) fields.description = JOB_TEXTS.empty('Description');
  if (!job.is_remote && !job.location.trim()) fields.location = JOB_TEXTS.locationOrRemote;
  const date = validateDate(job.apply_by, { label: 'Apply By', now, mustBeFuture: true });
  if (date) fields.apply_by = date;
  if (job.type === 'Internship' && job.duration_months === null) fields.duration_months = JOB_TEXTS.empty('Duration');
  return fields;
}

type JobValues = Omit<CreateJobBody, 'org_id'> | UpdateJobBody;

/**
 * Keep only the pay that fits the type: a yearly salary for jobs, a monthly stipend and a duration
 * for internships. Catalogue id lists are de-duplicated; graduation years are sorted.
 */
export function normaliseJob<T extends JobValues>(values: T, type: JobPostingType): T {
  const out = { ...values };
  if (type === 'Internship') {
    if ('salary_min' in out) out.salary_min = null;
    if ('salary_max' in out) out.salary_max = null;
  } else {
    if ('stipend' in out) out.stipend = null;
    if ('duration_months' in out) out.duration_months = null;
  }
  for (const key of ['skill_ids', 'job_role_ids', 'degree_ids', 'specialization_ids'] as const) {
    if (out[key]) out[key] = [...new Set(out[key])];
  }
  if (out.graduation_years) out.graduation_years = [...new Set(out.graduation_years)].sort((a, b) => a - b);
  return out;
}

/** Numbers as the numeric columns store them. */
export const numericText = (v: number | null | undefined) =>
  v === undefined ? undefined : v === null ? null : String(v);
