import {
  APPLICATION_STATUS_LABELS,
  daysLeft,
  JOB_TEXTS,
  type ApplicationStatus,
  type Eligibility,
  type JobDetail,
  type JobPostingType,
  type UpdateJobBody,
} from '@lbd/shared/jobs';
import { formatDay, formatIndiaDate, formatIndiaDateTime } from '@lbd/shared/portfolio';
import { wholeNumber, type ListFilters } from './list-request';

/** Pure helpers of the jobs pages: list filters to query, days left, eligibility rows, the job form. */

export { EMPTY_FILTERS, isFiltered, listParams, type JobsKind, type ListFilters } from './list-request';

/** A message for a pay filter that is not a whole number of rupees, or min above max; null when fine. */
export function filterProblem(f: ListFilters): string | null {
  for (const [label, text] of [
    ['Minimum', f.min],
    ['Maximum', f.max],
  ] as const) {
    if (text.trim() && wholeNumber(text) === undefined) return `${label} pay should be a whole number of rupees`;
  }
  const min = wholeNumber(f.min);
  const max = wholeNumber(f.max);
  if (min !== undefined && max !== undefined && max < min) return 'Maximum pay should be at least the minimum';
  return null;
}

/** Time left to apply as weeks and days, 'Last Day' on the day itself, 'Closed' after (SPEC §9). */
export function daysLeftText(applyBy: string | null, now: Date = new Date()): string | null {
  return applyBy ? daysLeft(applyBy, now) : null;
}

/** How urgent the days-left chip looks: the last day and the final week stand out. */
export function daysLeftTone(text: string | null): 'error' | 'warning' | 'default' {
  if (text === JOB_TEXTS.lastDay || text === JOB_TEXTS.closed) return 'error';
  if (text && !text.includes('week')) return 'warning';
  return 'default';
}

/** What the eligibility percentage means, under it wherever it shows. */
export const ELIGIBILITY_MEANING =
  "The percentage is the share of this job's criteria you meet (degree, specialization, graduation year, CGPA or percentage, backlogs). Applying needs all of them: 100%.";

export interface EligibilityRow {
  name: string;
  met: boolean;
  /** 'Met' or 'Not met', for screen readers and the chip. */
  state: string;
  detail: string;
}

/**
 * Before Apply: why the student cannot apply yet, in the words the server's 'Ineligible' answer uses
 * (the unmet criteria's details); null when they meet every criterion.
 */
export function ineligibleReason(e: Eligibility): string | null {
  const unmet = e.criteria.filter((c) => !c.met).map((c) => c.detail);
  return e.percent >= 100 || unmet.length === 0 ? null : JOB_TEXTS.ineligibleMessage(unmet);
}

/** One row per criterion, unmet ones first, and a one-line summary. */
export function eligibilityRows(e: Eligibility): { summary: string; rows: EligibilityRow[]; eligible: boolean } {
  const rows = e.criteria
    .map((c) => ({ name: c.name, met: c.met, state: c.met ? 'Met' : 'Not met', detail: c.detail }))
    .sort((a, b) => Number(a.met) - Number(b.met));
  const met = rows.filter((r) => r.met).length;
  const summary =
    rows.length === 0
      ? 'This job sets no criteria: everyone can apply.'
      : `You meet ${met} of ${rows.length} ${rows.length === 1 ? 'criterion' : 'criteria'}.`;
  return { summary, rows, eligible: e.percent >= 100 };
}

export const TYPE_LABELS: Record<JobPostingType, string> = {
  Job_Fulltime: 'Full time',
  Job_Parttime: 'Part time',
  Internship: 'Internship',
};

export const STATUS_LABELS: Record<ApplicationStatus, string> = APPLICATION_STATUS_LABELS;

/** Where a job or internship lives on the site. */
export const jobPath = (job: { id: number; type: JobPostingType }) =>
  `/${job.type === 'Internship' ? 'internships' : 'jobs'}/${job.id}`;

/**
 * Dates in en-IN ('21 Nov 2026'); times with a 12-hour clock ('21 Nov 2026, 4:05 pm'): a calendar date
 * as that day, an instant as India's day (the shared date rule; the browser's own zone plays no part).
 */
export const formatDate = (iso: string) => (iso.length === 10 ? formatDay(iso) : formatIndiaDate(iso));
export const formatDateTime = (iso: string) => formatIndiaDateTime(iso);

/** The create-job form's values: text boxes hold strings; money is in rupees. */
export interface JobFormValues {
  title: string;
  type: JobPostingType;
  description: string;
  location: string;
  is_remote: boolean;
  skills: { id: number; label: string }[];
  job_roles: { id: number; label: string }[];
  degrees: { id: number; label: string }[];
  specializations: { id: number; label: string }[];
  min_cgpa: string;
  min_percentage: string;
  max_backlogs: string;
  graduation_years: string;
  salary_min: string;
  salary_max: string;
  stipend: string;
  open_positions: string;
  apply_by: string;
  duration_months: string;
}

const rupeesOf = (paise: number | null) => (paise === null ? '' : String(Math.round(paise / 100)));
const text = (n: number | null) => (n === null ? '' : String(n));

export function jobToForm(job: JobDetail): JobFormValues {
  const named = (rows: { id: number; name: string }[]) => rows.map((r) => ({ id: r.id, label: r.name }));
  return {
    title: job.title,
    type: job.type,
    description: job.description,
    location: job.location,
    is_remote: job.is_remote,
    skills: job.skills.map((s) => ({ id: s.id, label: s.display_name })),
    job_roles: named(job.job_roles),
    degrees: named(job.criteria.degrees),
    specializations: named(job.criteria.specializations),
    min_cgpa: text(job.criteria.min_cgpa),
    min_percentage: text(job.criteria.min_percentage),
    max_backlogs: text(job.criteria.max_backlogs),
    graduation_years: job.criteria.graduation_years.join(', '),
    salary_min: rupeesOf(job.salary_min),
    salary_max: rupeesOf(job.salary_max),
    stipend: rupeesOf(job.stipend),
    open_positions: String(job.open_positions),
    apply_by: job.apply_by ?? '',
    duration_months: text(job.duration_months),
  };
}

/** A number box: '' is null; anything else is a number (NaN lets the shared schema say what is wrong). */
const num = (value: string): number | null => (value.trim() === '' ? null : Number(value.replace(/,/g, '')));
const paiseOf = (value: string): number | null => {
  const n = num(value);
  return n === null ? null : Number.isFinite(n) ? Math.round(n * 100) : n;
};

/** The PUT body of the form; the shared updateJobBodySchema checks it with its own messages. */
export function formToBody(v: JobFormValues): UpdateJobBody {
  const internship = v.type === 'Internship';
  const years = v.graduation_years
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((y) => Number(y));
  return {
    title: v.title,
    type: v.type,
    description: v.description,
    location: v.location,
    is_remote: v.is_remote,
    skill_ids: v.skills.map((s) => s.id),
    job_role_ids: v.job_roles.map((s) => s.id),
    degree_ids: v.degrees.map((s) => s.id),
    specialization_ids: v.specializations.map((s) => s.id),
    min_cgpa: num(v.min_cgpa),
    min_percentage: num(v.min_percentage),
    max_backlogs: num(v.max_backlogs),
    graduation_years: years,
    salary_min: internship ? null : paiseOf(v.salary_min),
    salary_max: internship ? null : paiseOf(v.salary_max),
    stipend: internship ? paiseOf(v.stipend) : null,
    open_positions: num(v.open_positions) ?? Number.NaN,
    apply_by: v.apply_by.trim() || null,
    duration_months: internship ? num(v.duration_months) : null,
  };
}

/** A server or schema message on a money field speaks of paise-free rupees already; field keys match the form. */
export function formFieldOf(key: string): keyof JobFormValues | null {
  const map: Record<string, keyof JobFormValues> = {
    skill_ids: 'skills',
    job_role_ids: 'job_roles',
    degree_ids: 'degrees',
    specialization_ids: 'specializations',
  };
  const base = key.split('.')[0]!;
  return map[base] ?? (base as keyof JobFormValues);
}
