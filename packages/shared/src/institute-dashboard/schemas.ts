import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId, searchText, snapshotEnvelope } from '../api';
import {
  ENROLLMENT_GROUPS,
  ENROLLMENT_KINDS,
  ENROLLMENT_OF,
  INSTITUTE_SPLIT_FIELDS,
  TOP_SKILLS_DEFAULT,
  TOP_SKILLS_MAX,
} from './constants';

const count = z.number().int();

/**
 * Which students a widget counts: the caller's institute (an admin names one with `org_id`), narrowed
 * to one batch (graduation year) and one branch (specialization) when asked. A department admin is
 * always narrowed to their own branch.
 */
export const instituteScopeQuerySchema = z.object({
  org_id: queryId.optional(),
  batch: z.coerce.number().int().min(1950).max(2100).optional(),
  specialization_id: queryId.optional(),
});
export type InstituteScopeQuery = z.infer<typeof instituteScopeQuerySchema>;

/** GET /api/fetch_counters. */
export const instituteCountersSchema = z.object({
  students: count,
  batches: count,
  branches: count,
  mentors: count,
  applications: count,
  /** Selections in full- and part-time jobs (a student may hold several). */
  offers: count,
  /** Students with at least one offer or whose latest degree says placed: each counts once. */
  placed_students: count,
  companies_hiring: count,
  event_registrations: count,
  club_memberships: count,
});
export type InstituteCounters = z.infer<typeof instituteCountersSchema>;
export const instituteCountersResponseSchema = snapshotEnvelope(instituteCountersSchema);

/** GET /api/split_based_on_field?field (and split_by_degree, split_by_branch, split_by_batch). */
export const instituteSplitQuerySchema = instituteScopeQuerySchema.extend({ field: z.enum(INSTITUTE_SPLIT_FIELDS) });
export type InstituteSplitQuery = z.infer<typeof instituteSplitQuerySchema>;

export const splitRowSchema = z.object({
  /** The degree or specialization id, the year, 'none' (not given) or 'other' (rows beyond the chart's). */
  key: z.string(),
  label: z.string(),
  students: count,
  placed: count,
  not_placed: count,
  offers: count,
});
export type SplitRow = z.infer<typeof splitRowSchema>;

export const instituteSplitSchema = z.object({
  field: z.enum(INSTITUTE_SPLIT_FIELDS),
  rows: z.array(splitRowSchema),
  /** The rows add up to this: every student is in exactly one row. */
  total: splitRowSchema,
});
export type InstituteSplit = z.infer<typeof instituteSplitSchema>;
export const instituteSplitResponseSchema = snapshotEnvelope(instituteSplitSchema);

/** GET /api/fetch_histogram_academic: students per ten points of their latest degree's score (as a percentage). */
export const academicBucketSchema = z.object({ from: count, to: count, label: z.string(), students: count });
export const academicHistogramSchema = z.object({
  buckets: z.array(academicBucketSchema),
  no_score: count,
  total: count,
});
export type AcademicHistogram = z.infer<typeof academicHistogramSchema>;
export const academicHistogramResponseSchema = snapshotEnvelope(academicHistogramSchema);

/** GET /api/fetch_top_skills. */
export const topSkillsQuerySchema = instituteScopeQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(TOP_SKILLS_MAX).default(TOP_SKILLS_DEFAULT),
});
export const topSkillSchema = z.object({ id: count, name: z.string(), students: count });
export type TopSkill = z.infer<typeof topSkillSchema>;
export const topSkillsResponseSchema = snapshotEnvelope(z.array(topSkillSchema));

/** GET /api/institute_dashboard/placement: offers and unique placed students apart, salaries and hiring companies. */
export const placementSalarySchema = z.object({
  /** Offers whose job names a salary: the figures below are over these (rupees a year). */
  offers_with_salary: count,
  median: z.number().nullable(),
  mean: z.number().nullable(),
  max: z.number().nullable(),
});
export const hiringCompanySchema = z.object({ org_id: count, name: z.string(), offers: count, students: count });
export const institutePlacementSchema = z.object({
  students: count,
  offers: count,
  placed_students: count,
  /** Of the placed students, those with an offer on Learn By Doing (the rest said so on their degree). */
  placed_with_offer: count,
  not_placed: count,
  salary: placementSalarySchema,
  companies: z.array(hiringCompanySchema),
  companies_total: count,
});
export type InstitutePlacement = z.infer<typeof institutePlacementSchema>;
export const institutePlacementResponseSchema = snapshotEnvelope(institutePlacementSchema);

/** GET /api/enrollment_dashboard: one kind's enrolments grouped by batch, branch or month. */
export const enrollmentDashboardQuerySchema = instituteScopeQuerySchema.extend({
  kind: z.enum(ENROLLMENT_KINDS),
  group: z.enum(ENROLLMENT_GROUPS),
  of: z.enum(ENROLLMENT_OF).default('students'),
});
export type EnrollmentDashboardQuery = z.infer<typeof enrollmentDashboardQuerySchema>;
export const enrollmentGroupRowSchema = z.object({ key: z.string(), label: z.string(), count });
export const enrollmentDashboardSchema = z.object({
  kind: z.enum(ENROLLMENT_KINDS),
  group: z.enum(ENROLLMENT_GROUPS),
  of: z.enum(ENROLLMENT_OF),
  /** Every enrolment counted; the rows add up to it (months: the last twelve, so they may add up to less). */
  total: count,
  rows: z.array(enrollmentGroupRowSchema),
});
export type EnrollmentDashboard = z.infer<typeof enrollmentDashboardSchema>;
export const enrollmentDashboardResponseSchema = snapshotEnvelope(enrollmentDashboardSchema);

/** GET /api/enrollment_listing: one kind's enrolments, newest first, paged. */
export const enrollmentListingQuerySchema = instituteScopeQuerySchema.extend({
  kind: z.enum(ENROLLMENT_KINDS),
  of: z.enum(ENROLLMENT_OF).default('students'),
  page: pageParam,
  count: countParam,
});
export type EnrollmentListingQuery = z.infer<typeof enrollmentListingQuerySchema>;
export const enrollmentRowSchema = z.object({
  kind: z.enum(ENROLLMENT_KINDS),
  student: z.object({ id: count, name: z.string() }),
  branch: z.string().nullable(),
  batch: count.nullable(),
  item: z.object({ id: count, title: z.string() }),
  org_name: z.string().nullable(),
  status: z.string(),
  enrolled_at: z.string(),
});
export type EnrollmentRow = z.infer<typeof enrollmentRowSchema>;
export const enrollmentListingResponseSchema = listEnvelope(enrollmentRowSchema);

/** GET /api/show_org_students: the institute's active students in scope, by name, searchable, paged. */
export const orgStudentsQuerySchema = instituteScopeQuerySchema.extend({
  q: searchText.optional(),
  page: pageParam,
  count: countParam,
});
export type OrgStudentsQuery = z.infer<typeof orgStudentsQuerySchema>;
export const orgStudentSchema = z.object({
  id: count,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  degree: z.string().nullable(),
  branch: z.string().nullable(),
  batch: count.nullable(),
  /** The latest degree's score as written ('8.4 CGPA', '84%'), '' without one. */
  score: z.string(),
  backlogs: count.nullable(),
  /** Offers in full- and part-time jobs on the platform. */
  offers: count,
  placed: z.boolean(),
});
export type OrgStudent = z.infer<typeof orgStudentSchema>;
export const orgStudentsResponseSchema = listEnvelope(orgStudentSchema);
