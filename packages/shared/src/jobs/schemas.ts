import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId, searchText } from '../api';
import { CGPA_RANGE, FIRST_YEAR, PERCENTAGE_RANGE, YEARS_AHEAD } from '../constants';
import { currentYear, validateDate } from '../portfolio/dates';
import { DATE_MESSAGES } from '../portfolio/messages';
import {
  APPLICATION_STATUSES,
  JOB_INVITATION_LIMITS,
  JOB_LIMITS,
  JOB_POSTING_TYPES,
  JOB_REMOTE_CHOICES,
  JOB_SORTS,
  JOB_STATUSES,
  ORG_APPLICATION_STATUSES,
} from './constants';
import { JOB_INVITATION_TEXTS, JOB_TEXTS } from './messages';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/*
 * The jobs and internships contract (SPEC §4.4, §7.4): enumerations, texts, the application status
 * pipeline, request bodies and list queries. Responses are below, display helpers
 * (days left, pay) in format.ts. Money is integer paise (INR); list filters take rupees.
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

const rowId = z.number().int();
const named = z.object({ id: rowId, name: z.string() });

/** One criterion of a job and whether the student meets it, e.g. { name: 'CGPA', met: false, detail: 'CGPA 6.8, needs 7.0' }. */
export const eligibilityCriterionSchema = z.object({ name: z.string(), met: z.boolean(), detail: z.string() });
/** GET /api/calculate_eligibility_percentage: percent = criteria met / criteria set * 100 (100 with none set). */
export const eligibilitySchema = z.object({ percent: z.number().int(), criteria: z.array(eligibilityCriterionSchema) });
export type Eligibility = z.infer<typeof eligibilitySchema>;
export type EligibilityCriterion = z.infer<typeof eligibilityCriterionSchema>;

/** A job in a list. Money in paise; days_left is null for a draft without an apply-by date. */
export const jobCardSchema = z.object({
  id: rowId,
  uuid: z.string(),
  type: z.enum(JOB_POSTING_TYPES),
  status: z.enum(JOB_STATUSES),
  title: z.string(),
  org: z.object({ id: rowId, full_name: z.string(), logo_url: z.string().nullable() }),
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
  skills: z.array(z.object({ id: rowId, display_name: z.string() })),
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
  my_application: z.object({ id: rowId, status: z.enum(APPLICATION_STATUSES) }).nullable(),
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
  job_id: rowId,
  application_status: z.enum(APPLICATION_STATUSES).nullable(),
  eligibility_percent: z.number().int(),
  unmet: z.array(z.string()),
});
export type JobMark = z.infer<typeof jobMarkSchema>;
export const jobMarksResponseSchema = z.object({ data: z.array(jobMarkSchema) });

/** GET /api/list/job_orgs: an organisation with open published jobs of the type asked. */
export const jobOrgSchema = z.object({ id: rowId, full_name: z.string() });
export type JobOrg = z.infer<typeof jobOrgSchema>;
export const jobOrgsResponseSchema = z.object({ data: z.array(jobOrgSchema) });
export const recommendedJobSchema = jobCardSchema.extend({ score: z.number(), reason: z.string() });
export const recommendedJobsResponseSchema = listEnvelope(recommendedJobSchema);

/** A student's own application with its job (GET /api/my_profile/my_jobs). */
export const myApplicationSchema = z.object({
  id: rowId,
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
  id: rowId,
  profile_id: rowId,
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
export const orgApplicationRowSchema = applicantRowSchema.extend({ job: z.object({ id: rowId, title: z.string() }) });
export type OrgApplicationRow = z.infer<typeof orgApplicationRowSchema>;
export const orgApplicationsResponseSchema = listEnvelope(orgApplicationRowSchema);

export const applicationLogSchema = z.object({
  id: rowId,
  application_id: rowId,
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
  id: rowId,
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

/** POST /api/job_invitations: students named by profile id or by email (as a list pasted in). */
export const inviteBodySchema = z
  .object({
    job_id: id,
    profile_ids: z.array(id).max(JOB_INVITATION_LIMITS.perRequest, JOB_INVITATION_TEXTS.tooMany).optional(),
    emails: z
      .array(
        z
          .string()
          .trim()
          .max(JOB_INVITATION_LIMITS.email, JOB_TEXTS.tooLong('Email', JOB_INVITATION_LIMITS.email))
          .pipe(z.email({ error: (issue) => JOB_INVITATION_TEXTS.invalidEmail(String(issue.input)) })),
      )
      .max(JOB_INVITATION_LIMITS.perRequest, JOB_INVITATION_TEXTS.tooMany)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const n = (v.profile_ids?.length ?? 0) + (v.emails?.length ?? 0);
    if (n === 0) ctx.addIssue({ code: 'custom', path: ['emails'], message: JOB_INVITATION_TEXTS.chooseStudents });
    if (n > JOB_INVITATION_LIMITS.perRequest)
      ctx.addIssue({ code: 'custom', path: ['emails'], message: JOB_INVITATION_TEXTS.tooMany });
  });
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** What an invitation request did: new invitations, students already invited, names not found. */
export const inviteResultSchema = z.object({
  invited: z.number().int(),
  already_invited: z.number().int(),
  /** Emails or profile ids that are not a student on Learn By Doing. */
  not_found: z.array(z.string()),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

/**
 * POST /api/job_invitations/preview (same body as an invitation): before sending, each student found
 * with how far they meet the job's criteria (each criterion met or not, the words the student sees).
 */
export const invitePreviewSchema = z.object({
  students: z.array(
    z.object({
      profile_id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      eligibility: eligibilitySchema,
    }),
  ),
  not_found: z.array(z.string()),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const invitedQuerySchema = z.object({ job_id: queryId, page: pageParam, count: countParam });

/** A row of GET /api/job_invited_applications: the invited student and whether they applied. */
export const invitedApplicantSchema = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  student_name: z.string(),
  email: z.string().nullable(),
  institute: z.string().nullable(),
  degree: z.string().nullable(),
  specialization: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  invited_at: z.string(),
  invited_by: z.string().nullable(),
  applied: z.boolean(),
  application_id: z.number().int().nullable(),
  application_status: z.enum(APPLICATION_STATUSES).nullable(),
});
export type InvitedApplicant = z.infer<typeof invitedApplicantSchema>;
export const invitedApplicantsResponseSchema = listEnvelope(invitedApplicantSchema);

/** GET /api/job_activity_log?job_id: every status change of the job's applications, newest first. */
export const jobActivityQuerySchema = invitedQuerySchema;
export const jobActivitySchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  student_name: z.string(),
  from_status: z.enum(APPLICATION_STATUSES).nullable(),
  to_status: z.enum(APPLICATION_STATUSES),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type JobActivity = z.infer<typeof jobActivitySchema>;
export const jobActivityResponseSchema = listEnvelope(jobActivitySchema);

/** GET /api/show_training_student_jobs: published jobs the institution's students applied to. */
export const trainingStudentJobsQuerySchema = z.object({ page: pageParam, count: countParam });
export const trainingStudentJobSchema = z.object({
  job: jobCardSchema,
  /** The institution's students with an application that is not withdrawn. */
  students_applied: z.number().int(),
  shortlisted: z.number().int(),
  selected: z.number().int(),
  last_applied_at: z.string(),
});
export type TrainingStudentJob = z.infer<typeof trainingStudentJobSchema>;
export const trainingStudentJobsResponseSchema = listEnvelope(trainingStudentJobSchema);

// The answers the job routes used to build inline (issue 22).
/** GET, PUT /api/jobs/{id}, publish and close: the job. */
export const jobDetailResponseSchema = z.object({ data: jobDetailSchema });
/** POST /api/modify_job_applicants: how many applications moved, and their statuses now. */
export const modifyApplicantsResponseSchema = z.object({
  data: z.object({
    updated: z.number().int(),
    applications: z.array(z.object({ id: z.number().int(), status: z.enum(APPLICATION_STATUSES) })),
  }),
});
export type ModifyApplicantsResult = z.infer<typeof modifyApplicantsResponseSchema>['data'];
/** GET /api/v2/job_applications_log. */
export const applicationLogResponseSchema = z.object({ data: z.array(applicationLogSchema) });
/** GET /api/v2/show_org_job_application_stats. */
export const applicationStatsResponseSchema = z.object({ data: applicationStatsSchema });
/** POST /api/v2/update_job_open_positions. */
export const openPositionsResponseSchema = z.object({
  data: z.object({ id: z.number().int(), open_positions: z.number().int() }),
});
/** GET /api/show_job_summary. */
export const jobSummaryResponseSchema = z.object({ data: jobSummarySchema });
/** POST /api/jobs/{id}/withdraw and friends: the application's status now. */
export const applicationStatusResponseSchema = z.object({
  data: z.object({ id: z.number().int(), status: z.enum(APPLICATION_STATUSES) }),
});
/** GET /api/calculate_eligibility_percentage. */
export const eligibilityResponseSchema = z.object({ data: eligibilitySchema });
/** POST /api/job_invitations and its preview. */
export const inviteResultResponseSchema = z.object({ data: inviteResultSchema });
export const invitePreviewResponseSchema = z.object({ data: invitePreviewSchema });
