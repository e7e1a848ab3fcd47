import { z } from 'zod';
import { listEnvelope } from './api';
import { APPLICATION_STATUSES, JOB_STATUSES, JOB_POSTING_TYPES } from './jobs-constants';

const id = z.number().int();
const named = z.object({ id, name: z.string() });

/** One criterion of a job and whether the student meets it, e.g. { name: 'CGPA', met: false, detail: 'CGPA 6.8, needs 7.0' }. */
export const eligibilityCriterionSchema = z.object({ name: z.string(), met: z.boolean(), detail: z.string() });
/** GET /api/calculate_eligibility_percentage: percent = criteria met / criteria set * 100 (100 with none set). */
export const eligibilitySchema = z.object({ percent: z.number().int(), criteria: z.array(eligibilityCriterionSchema) });
export type Eligibility = z.infer<typeof eligibilitySchema>;
export type EligibilityCriterion = z.infer<typeof eligibilityCriterionSchema>;

/** A job in a list. Money in paise; days_left is null for a draft without an apply-by date. */
export const jobCardSchema = z.object({
  id,
  uuid: z.string(),
  type: z.enum(JOB_POSTING_TYPES),
  status: z.enum(JOB_STATUSES),
  title: z.string(),
  org: z.object({ id, full_name: z.string(), logo_url: z.string().nullable() }),
  location: z.string(),
  is_remote: z.boolean(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  stipend: z.number().int().nullable(),
  currency: z.string(),
  duration_months: z.number().int().nullable(),
  open_positions: z.number().int(),
  apply_by: z.string().nullable(),
  days_left: z.string().nullable(),
  published_at: z.string().nullable(),
  skills: z.array(z.object({ id, display_name: z.string() })),
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobCriteriaSchema = z.object({
  degrees: z.array(named),
  specializations: z.array(named),
  min_cgpa: z.number().nullable(),
  min_percentage: z.number().nullable(),
  max_backlogs: z.number().int().nullable(),
  graduation_years: z.array(z.number().int()),
});

/** GET /api/jobs/{id}. can_manage: the caller may edit it; my_application: the calling student's, if any. */
export const jobDetailSchema = jobCardSchema.extend({
  description: z.string(),
  job_roles: z.array(named),
  criteria: jobCriteriaSchema,
  closed_at: z.string().nullable(),
  inserted_at: z.string(),
  updated_at: z.string(),
  can_manage: z.boolean(),
  my_application: z.object({ id, status: z.enum(APPLICATION_STATUSES) }).nullable(),
  /** The calling student was invited to apply by the organisation. */
  invited: z.boolean(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobCardsResponseSchema = listEnvelope(jobCardSchema);

/**
 * GET /api/my_profile/job_marks: the calling student's standing on each asked job that is published
 * (others are left out): their application's status, if any, and how far they meet its criteria, with
 * the names of the criteria they do not meet ('CGPA', 'Degree'), as the eligibility check names them.
 */
export const jobMarkSchema = z.object({
  job_id: id,
  application_status: z.enum(APPLICATION_STATUSES).nullable(),
  eligibility_percent: z.number().int(),
  unmet: z.array(z.string()),
});
export type JobMark = z.infer<typeof jobMarkSchema>;
export const jobMarksResponseSchema = z.object({ data: z.array(jobMarkSchema) });

/** GET /api/list/job_orgs: an organisation with open published jobs of the type asked. */
export const jobOrgSchema = z.object({ id, full_name: z.string() });
export type JobOrg = z.infer<typeof jobOrgSchema>;
export const jobOrgsResponseSchema = z.object({ data: z.array(jobOrgSchema) });
export const recommendedJobSchema = jobCardSchema.extend({ score: z.number(), reason: z.string() });
export const recommendedJobsResponseSchema = listEnvelope(recommendedJobSchema);

/** A student's own application with its job (GET /api/my_profile/my_jobs). */
export const myApplicationSchema = z.object({
  id,
  status: z.enum(APPLICATION_STATUSES),
  eligibility_percent: z.number().int(),
  cover_note: z.string().nullable(),
  applied_at: z.string(),
  updated_at: z.string(),
  /** The organisation had invited the student to apply. */
  invited: z.boolean(),
  job: jobCardSchema,
});
export const myApplicationsResponseSchema = listEnvelope(myApplicationSchema);

/** A row of GET /api/job_applicants (and of the spreadsheet). */
export const applicantRowSchema = z.object({
  id,
  profile_id: id,
  student_name: z.string(),
  email: z.string().nullable(),
  institute: z.string().nullable(),
  degree: z.string().nullable(),
  specialization: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  eligibility_percent: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  cover_note: z.string().nullable(),
  applied_at: z.string(),
  /** With its country code ('+91 9876543210'); null when the student gave none. */
  phone: z.string().nullable(),
  /** The latest portfolio degree's score as written (a CGPA or a percentage), and as a CGPA. */
  score_format: z.enum(['GPA', 'Numeric']).nullable(),
  score: z.number().nullable(),
  cgpa: z.number().nullable(),
  /** Backlogs on the latest degree; null without a degree in the portfolio. */
  backlogs: z.number().int().nullable(),
  /** Every skill the applicant's portfolio shows, by name, A to Z. */
  skills: z.array(z.string()),
});
export type ApplicantRow = z.infer<typeof applicantRowSchema>;
export const applicantsResponseSchema = listEnvelope(applicantRowSchema);

/** GET /api/job_applications: one application to any of the caller organisation's jobs, with its job. */
export const orgApplicationRowSchema = applicantRowSchema.extend({ job: z.object({ id, title: z.string() }) });
export type OrgApplicationRow = z.infer<typeof orgApplicationRowSchema>;
export const orgApplicationsResponseSchema = listEnvelope(orgApplicationRowSchema);

export const applicationLogSchema = z.object({
  id,
  application_id: id,
  from_status: z.enum(APPLICATION_STATUSES).nullable(),
  to_status: z.enum(APPLICATION_STATUSES),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});

/** Applications per status of one job. */
export const applicationStatsSchema = z.object({
  total: z.number().int(),
  applied: z.number().int(),
  shortlisted: z.number().int(),
  rejected: z.number().int(),
  selected: z.number().int(),
  withdrawn: z.number().int(),
});

/** GET /api/v2/job_applicants: a page of applicants and the job's counts by status (the tabs) in one answer. */
export const applicantsWithStatsResponseSchema = applicantsResponseSchema.extend({ stats: applicationStatsSchema });
export type ApplicationStats = z.infer<typeof applicationStatsSchema>;

/** GET /api/show_job_summary. */
export const jobSummarySchema = z.object({
  id,
  title: z.string(),
  type: z.enum(JOB_POSTING_TYPES),
  status: z.enum(JOB_STATUSES),
  apply_by: z.string().nullable(),
  days_left: z.string().nullable(),
  open_positions: z.number().int(),
  positions_left: z.number().int(),
  applications: applicationStatsSchema,
  /** The org's name, for a viewer who did not post it. */
  org_name: z.string(),
  /**
   * 'owner': the posting organisation (or an admin) sees every applicant and moves them along;
   * 'institution': a college follows its own students' applications to another organisation's job, read
   * only (the counts and the list are of its students).
   */
  viewer: z.enum(['owner', 'institution']),
});
