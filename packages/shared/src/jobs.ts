import { z } from 'zod';
import { countParam, pageParam, queryId, searchText } from './api';
import { CGPA_RANGE, FIRST_YEAR, PERCENTAGE_RANGE, YEARS_AHEAD } from './constants';
import { currentYear, validateDate } from './portfolio/dates';
import { DATE_MESSAGES } from './portfolio/messages';
import {
  JOB_POSTING_TYPES,
  APPLICATION_STATUSES,
  ORG_APPLICATION_STATUSES,
  JOB_TEXTS,
  JOB_LIMITS,
  JOB_REMOTE_CHOICES,
  JOB_SORTS,
  type JobPostingType,
} from './jobs-constants';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/*
 * The jobs and internships contract (SPEC §4.4, §7.4): enumerations, texts, the application status
 * pipeline, request bodies and list queries. Responses are in jobs-responses.ts, display helpers
 * (days left, pay) in jobs-format.ts. Money is integer paise (INR); list filters take rupees.
 */

const id = z.number().int().positive().max(2_147_483_647);

const text = (label: string, max: number) =>
  z
    .string({ error: JOB_TEXTS.empty(label) })
    .trim()
    .min(1, JOB_TEXTS.empty(label))
    .max(max, JOB_TEXTS.tooLong(label, max));

const ids = (label: string, max: number) => z.array(id).max(max, JOB_TEXTS.tooMany(label, max));

const bounded = (label: string, min: number, max: number, int = false) =>
  (int ? z.number().int(JOB_TEXTS.between(label, min, max)) : z.number({ error: JOB_TEXTS.between(label, min, max) }))
    .min(min, JOB_TEXTS.between(label, min, max))
    .max(max, JOB_TEXTS.between(label, min, max));

const paise = (label: string) => bounded(label, 0, JOB_LIMITS.moneyPaise, true);

/** A calendar date 'YYYY-MM-DD' between 1970 and the current year plus 15 (SPEC §5.1, §9). */
export const jobDate = (label: string) =>
  z.string().superRefine((value, ctx) => {
    const problem = DAY_PATTERN.test(value) ? validateDate(value, { label, now: new Date() }) : DATE_MESSAGES.invalid;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const graduationYear = z
  .number()
  .int()
  .min(FIRST_YEAR, JOB_TEXTS.between('Graduation year', FIRST_YEAR, 2100))
  .max(2100, JOB_TEXTS.between('Graduation year', FIRST_YEAR, 2100))
  .refine((y) => y <= currentYear(new Date()) + YEARS_AHEAD, 'Please enter a valid year');

/** Every field of a job; a draft needs only a title and a type, publishing checks the rest. */
const jobFields = z.object({
  title: text('Title', JOB_LIMITS.title),
  type: z.enum(JOB_POSTING_TYPES, { error: 'Please select a job type' }),
  description: z.string().trim().max(JOB_LIMITS.description, JOB_TEXTS.tooLong('Description', JOB_LIMITS.description)),
  location: z.string().trim().max(JOB_LIMITS.location, JOB_TEXTS.tooLong('Location', JOB_LIMITS.location)),
  is_remote: z.boolean(),
  skill_ids: ids('skills', JOB_LIMITS.skills),
  job_role_ids: ids('career paths', JOB_LIMITS.jobRoles),
  degree_ids: ids('degrees', JOB_LIMITS.degrees),
  specialization_ids: ids('specializations', JOB_LIMITS.specializations),
  min_cgpa: bounded('CGPA', CGPA_RANGE.min, CGPA_RANGE.max).nullable(),
  min_percentage: bounded('Percentage', PERCENTAGE_RANGE.min, PERCENTAGE_RANGE.max).nullable(),
  max_backlogs: bounded('Backlogs', 0, JOB_LIMITS.backlogs, true).nullable(),
  graduation_years: z.array(graduationYear).max(JOB_LIMITS.graduationYears, JOB_TEXTS.tooMany('years', 10)),
  /** Yearly pay of a job in paise. */
  salary_min: paise('Minimum salary').nullable(),
  salary_max: paise('Maximum salary').nullable(),
  /** Monthly stipend of an internship in paise. */
  stipend: paise('Stipend').nullable(),
  open_positions: bounded('Open positions', 1, JOB_LIMITS.openPositions, true),
  apply_by: jobDate('Apply By').nullable(),
  duration_months: bounded('Duration', 1, JOB_LIMITS.durationMonths, true).nullable(),
});

const salaryInOrder = (v: { salary_min?: number | null; salary_max?: number | null }, ctx: z.RefinementCtx) => {
  if (v.salary_min != null && v.salary_max != null && v.salary_max < v.salary_min) {
    ctx.addIssue({ code: 'custom', path: ['salary_max'], message: JOB_TEXTS.salaryOrder });
  }
};

/** POST /api/jobs: a new draft. Admins name the organisation; companies and institutions post as their own. */
export const createJobBodySchema = jobFields
  .partial()
  .required({ title: true, type: true })
  .extend({ org_id: id.optional() })
  .superRefine(salaryInOrder);
export type CreateJobBody = z.infer<typeof createJobBodySchema>;

/** PUT /api/jobs/{id}: the fields to change. */
export const updateJobBodySchema = jobFields.partial().superRefine(salaryInOrder);
export type UpdateJobBody = z.infer<typeof updateJobBodySchema>;

/** POST /api/jobs/{id}/apply, JSON or form-encoded (SPEC §7.4). */
export const applyBodySchema = z
  .object({
    cover_note: z
      .string()
      .trim()
      .max(JOB_LIMITS.coverNote, JOB_TEXTS.tooLong('Cover note', JOB_LIMITS.coverNote))
      .optional(),
    job_id: queryId.optional(),
  })
  // No body at all is fine too.
  .nullish();

/** POST /api/modify_job_applicants. */
export const modifyApplicantsBodySchema = z.object({
  job_id: id,
  application_ids: z
    .array(id)
    .min(1, 'Please select at least one applicant')
    .max(JOB_LIMITS.bulkApplications, JOB_TEXTS.tooMany('applicants', JOB_LIMITS.bulkApplications)),
  status: z.enum(ORG_APPLICATION_STATUSES, { error: 'Please select a valid status' }),
  note: z.string().trim().max(JOB_LIMITS.note, JOB_TEXTS.tooLong('Note', JOB_LIMITS.note)).optional(),
});
export type ModifyApplicantsBody = z.infer<typeof modifyApplicantsBodySchema>;

/** POST /api/v2/update_job_open_positions. */
export const openPositionsBodySchema = z.object({
  job_id: id,
  open_positions: bounded('Open positions', 1, JOB_LIMITS.openPositions, true),
});

/** Ids in a query string, as `x[]=1&x[]=2`, `x=1&x=2` or `x=1,2`. */
export const queryIds = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : String(v).split(',')).filter((s) => s !== '')),
  z.array(queryId).max(100).optional(),
);

const paging = { page: pageParam, count: countParam };
const rupees = z.coerce.number().int().min(0).max(JOB_LIMITS.moneyRupees);

/**
 * What the public lists and search narrow and order by (SPEC §7.4's min, max, org_ids[], days and
 * title, and our location, remote, skills and sort). Every filter is optional.
 */
const jobFilterFields = {
  /** Least pay in rupees (yearly salary for jobs, monthly stipend for internships). */
  min: rupees.optional(),
  max: rupees.optional(),
  'org_ids[]': queryIds,
  org_ids: queryIds,
  /** Posted within this many days. */
  days: z.coerce.number().int().min(1).max(365).optional(),
  /** Part of the title. */
  title: searchText.optional(),
  /** Part of the place ('pune' finds 'Pune or Hyderabad'). */
  location: searchText.optional(),
  /** 'true': remote jobs only; 'false': jobs at a place only. */
  remote: z.enum(JOB_REMOTE_CHOICES).optional(),
  /** Jobs asking for any of these skills. */
  'skill_ids[]': queryIds,
  skill_ids: queryIds,
  /** newest (default), apply_by (nearest first) or pay (highest first). */
  sort: z.enum(JOB_SORTS).optional(),
};

/** GET /api/list/jobs_v1 and /api/list/jobs: published jobs of a type, newest first unless sorted. */
export const jobListQuerySchema = z.object({
  type: z.enum(JOB_POSTING_TYPES).optional(),
  ...jobFilterFields,
  ...paging,
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** GET /api/search/jobs: the words, and the lists' filters and orders. */
export const jobSearchQuerySchema = z.object({
  query: searchText.pipe(z.string().min(1, JOB_TEXTS.emptyQuery)),
  type: z.enum(JOB_POSTING_TYPES).optional(),
  ...jobFilterFields,
  ...paging,
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

/**
 * GET /api/show_org_jobs and /api/v2/show_org_jobs: the caller's jobs (of a type, or a kind: jobs
 * are full and part time), or with status=PUBLIC an organisation's published ones.
 */
export const orgJobsQuerySchema = z.object({
  org_id: queryId.optional(),
  status: z.enum(['draft', 'published', 'closed', 'PUBLIC']).optional(),
  type: z.enum(JOB_POSTING_TYPES).optional(),
  kind: z.enum(['jobs', 'internships']).optional(),
  ...paging,
});

/** GET /api/list/job_orgs: organisations with open published jobs of a type (or kind), by part of their name. */
export const jobOrgsQuerySchema = z.object({
  type: z.enum(JOB_POSTING_TYPES).optional(),
  kind: z.enum(['jobs', 'internships']).optional(),
  query: searchText.optional(),
});

/** DELETE /api/jobs/{id}: with if_untouched=true only a draft nobody saved since it was created goes. */
export const discardJobQuerySchema = z.object({ if_untouched: z.enum(['true', 'false']).optional() });

/** GET /api/my_profile/job_marks?job_ids=1,2: the calling student's standing on these jobs (a page of cards). */
export const jobMarksQuerySchema = z.object({
  job_ids: z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : String(v).split(',')).filter((s) => s !== '')),
    z.array(queryId).min(1).max(JOB_LIMITS.marksPerCall, JOB_TEXTS.tooMany('jobs', JOB_LIMITS.marksPerCall)),
  ),
});

export const jobIdQuerySchema = z.object({ job_id: queryId });
export const applicationIdQuerySchema = z.object({ application_id: queryId });
export const recommendedJobsQuerySchema = z.object({ type: z.enum(JOB_POSTING_TYPES).optional(), ...paging });
/** A student's applications: of one type, or of a kind (jobs: full and part time; internships). */
export const myJobsQuerySchema = z.object({
  type: z.enum(JOB_POSTING_TYPES).optional(),
  kind: z.enum(['jobs', 'internships']).optional(),
  ...paging,
});
export type MyJobsKind = 'jobs' | 'internships';
/** The posting types of a kind of my_jobs list. */
export const MY_JOBS_KIND_TYPES: Record<MyJobsKind, JobPostingType[]> = {
  jobs: ['Job_Fulltime', 'Job_Parttime'],
  internships: ['Internship'],
};

/** GET /api/job_applicants: companies filter by the applicants' institutes (org_ids), institutions by specialization. */
export const applicantsQuerySchema = z.object({
  job_id: queryId,
  status: z.enum(APPLICATION_STATUSES).optional(),
  'org_ids[]': queryIds,
  org_ids: queryIds,
  'specialization_ids[]': queryIds,
  specialization_ids: queryIds,
  ...paging,
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;

/** GET /api/job_applications: applications to all the caller organisation's jobs, newest first. */
export const orgApplicationsQuerySchema = z.object({ status: z.enum(APPLICATION_STATUSES).optional(), ...paging });
export type OrgApplicationsQuery = z.infer<typeof orgApplicationsQuerySchema>;

export const xlsxQuerySchema = z.object({ job_id: queryId, status: z.enum(APPLICATION_STATUSES).optional() });
