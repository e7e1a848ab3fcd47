/*
 * The jobs contract's enumerations, texts, application pipeline and limits (SPEC §4.4, §7.4): plain
 * values without zod, so pages that only show jobs load no schema code. The schemas are in schemas.ts.
 */
export const JOB_POSTING_TYPES = ['Job_Fulltime', 'Job_Parttime', 'Internship'] as const;
export type JobPostingType = (typeof JOB_POSTING_TYPES)[number];

export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job's status as its organisation reads it ('Our jobs', the job's page). */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
};

/**
 * The orders of the public lists and search: newest first (the default), the apply-by date nearest
 * first, or the best pay first (yearly salary for jobs, monthly stipend for internships).
 */
export const JOB_SORTS = ['newest', 'apply_by', 'pay'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<JobSort, string> = {
  newest: 'Newest first',
  apply_by: 'Apply by: soonest first',
  pay: 'Pay: highest first',
};

/** Where the job is done, as the lists filter it: anywhere, remote only, or at a place only. */
export const JOB_REMOTE_CHOICES = ['true', 'false'] as const;
export type JobRemoteChoice = (typeof JOB_REMOTE_CHOICES)[number];

export const APPLICATION_STATUSES = ['applied', 'shortlisted', 'rejected', 'selected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An application's status as people read it (pages, the applicants spreadsheet). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  selected: 'Selected',
  withdrawn: 'Withdrawn',
};

/**
 * Where an application may go next. The organisation moves it along the pipeline (a rejected
 * applicant may be reconsidered); only the student withdraws, and only before a decision.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['shortlisted', 'rejected', 'selected', 'withdrawn'],
  shortlisted: ['selected', 'rejected', 'withdrawn'],
  rejected: ['shortlisted'],
  selected: [],
  withdrawn: [],
};

/** Statuses an organisation may set through modify_job_applicants. */
export const ORG_APPLICATION_STATUSES = ['shortlisted', 'rejected', 'selected'] as const;
export type OrgApplicationStatus = (typeof ORG_APPLICATION_STATUSES)[number];

/** May an application move from one status to another, by the organisation or by the student? */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus, by: 'org' | 'student'): boolean {
  if (!APPLICATION_TRANSITIONS[from].includes(to)) return false;
  return by === 'student' ? to === 'withdrawn' : to !== 'withdrawn';
}

export const JOB_LIMITS = {
  title: 150,
  description: 10_000,
  location: 200,
  coverNote: 2000,
  note: 500,
  skills: 30,
  jobRoles: 10,
  degrees: 50,
  specializations: 100,
  graduationYears: 10,
  backlogs: 50,
  openPositions: 10_000,
  durationMonths: 36,
  /** ₹10 crore a year, in paise. */
  moneyPaise: 10_000_000_000,
  /** Rupees, for the list filters. */
  moneyRupees: 100_000_000,
  bulkApplications: 500,
  /** Jobs a student's marks (applied, eligible) are asked for at once: a page of a list. */
  marksPerCall: 50,
  /** Organisations the list's filter offers per answer. */
  filterOrgs: 20,
  /** Skills a list is filtered by. */
  filterSkills: 10,
} as const;

/**
 * A draft nobody has saved since it was created ('Post a Job' makes one and opens it) is swept this
 * long after its creation (the author who left it without saving discards it at once).
 */
export const UNTOUCHED_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * CGPA to percentage and back where a rule compares the other one: percentage = CGPA x 9.5, the
 * conversion most Indian universities (and CBSE) print on their transcripts.
 */
export const CGPA_TO_PERCENT = 9.5;

/** How a degree's score is written: a CGPA out of 10 ('GPA') or a percentage ('Numeric'). */
export type ScoreFormat = 'GPA' | 'Numeric';

/**
 * A degree's score as the portfolio stores it (format and a numeric text), read for people: the score
 * as written and the same as a CGPA (a percentage / 9.5, two decimals). No format or no score: nulls.
 */
export function academicScore(
  format: string | null,
  raw: string | number | null,
): { score_format: ScoreFormat | null; score: number | null; cgpa: number | null } {
  const f = format === 'GPA' || format === 'Numeric' ? format : null;
  const score = f === null || raw === null ? null : Number(raw);
  if (score === null || !Number.isFinite(score)) return { score_format: null, score: null, cgpa: null };
  return { score_format: f, score, cgpa: f === 'GPA' ? score : Math.round((score / CGPA_TO_PERCENT) * 100) / 100 };
}

/** '8.4 CGPA' or '84%': a score as written on the degree; '' without one. */
export const scoreText = (s: { score_format: ScoreFormat | null; score: number | null }): string =>
  s.score === null ? '' : s.score_format === 'GPA' ? `${s.score} CGPA` : `${s.score}%`;
export type MyJobsKind = 'jobs' | 'internships';
/** The posting types of a kind of my_jobs list. */
export const MY_JOBS_KIND_TYPES: Record<MyJobsKind, JobPostingType[]> = {
  jobs: ['Job_Fulltime', 'Job_Parttime'],
  internships: ['Internship'],
};

/*
 * Invited applicants (a company or institution asks students to apply to one of its open jobs), the
 * job's activity log and an institution's view of the jobs its students applied to (SPEC §7.4).
 */

export const JOB_INVITATION_LIMITS = { perRequest: 100, email: 254 } as const;
