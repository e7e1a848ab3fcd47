import { z } from 'zod';
import { countParam, dataEnvelope, pageParam, paginationSchema } from '../api';
import {
  SHORTLIST_BACKLOGS_MAX,
  SHORTLIST_FILTER_BATCHES_MAX,
  SHORTLIST_FILTER_IDS_MAX,
  SHORTLIST_MAIL_MESSAGE_MAX,
  SHORTLIST_MAIL_SUBJECT_MAX,
  SHORTLIST_NAME_MAX,
  SHORTLIST_PLACED,
  SHORTLISTS_PAGE_DEFAULT,
  SHORTLISTS_PAGE_MAX,
} from './constants';
import { SHORTLIST_TEXTS as T } from './messages';

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
const queryId = z.coerce.number().int().positive().max(MAX_ID);
const year = z.number().int().min(1950).max(2100);
const cgpa = z.number({ error: T.cgpaBounds }).min(0, T.cgpaBounds).max(10, T.cgpaBounds);
const backlogs = z.number().int().min(0).max(SHORTLIST_BACKLOGS_MAX);
const count = z.number().int();

/** A list in a query string, as `x=1&x=2` or `x=1,2` (and `x[]=1`): at most `max` items. */
const queryList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : String(v).split(',')).filter((s) => s !== '')),
    z.array(item).max(max).optional(),
  );

const cgpaInOrder = (v: { cgpa_min?: number | null; cgpa_max?: number | null }, ctx: z.RefinementCtx) => {
  if (v.cgpa_min != null && v.cgpa_max != null && v.cgpa_min > v.cgpa_max)
    ctx.addIssue({ code: 'custom', path: ['cgpa_max'], message: T.cgpaRange });
};

/**
 * Which of the institute's students a shortlist holds. Every list is 'any of' (empty: no narrowing);
 * the CGPA range is on the latest degree (a percentage counts as CGPA × 9.5; a student without a
 * scored degree is left out once a bound is set); `max_backlogs` absent allows any backlogs, 0 none
 * (a student without a latest degree is left out once it is set); placed: with an offer on Learn By
 * Doing or said so on the latest degree.
 */
const filterFields = {
  skill_ids: z.array(id).max(SHORTLIST_FILTER_IDS_MAX).default([]),
  specialization_ids: z.array(id).max(SHORTLIST_FILTER_IDS_MAX).default([]),
  batches: z.array(year).max(SHORTLIST_FILTER_BATCHES_MAX).default([]),
  cgpa_min: cgpa.optional(),
  cgpa_max: cgpa.optional(),
  max_backlogs: backlogs.optional(),
  placed: z.enum(SHORTLIST_PLACED).default('any'),
  job_role_ids: z.array(id).max(SHORTLIST_FILTER_IDS_MAX).default([]),
};
export const shortlistFilterSchema = z.object(filterFields).superRefine(cgpaInOrder);
export type ShortlistFilter = z.infer<typeof shortlistFilterSchema>;
export type ShortlistFilterInput = z.input<typeof shortlistFilterSchema>;

/** The same filter in a query string (GET /api/shortlist_portfolios, /api/shortlist_xlsx); absent lists are empty. */
const filterQueryFields = {
  skill_ids: queryList(queryId, SHORTLIST_FILTER_IDS_MAX),
  specialization_ids: queryList(queryId, SHORTLIST_FILTER_IDS_MAX),
  batches: queryList(z.coerce.number().int().min(1950).max(2100), SHORTLIST_FILTER_BATCHES_MAX),
  cgpa_min: z.coerce.number({ error: T.cgpaBounds }).min(0, T.cgpaBounds).max(10, T.cgpaBounds).optional(),
  cgpa_max: z.coerce.number({ error: T.cgpaBounds }).min(0, T.cgpaBounds).max(10, T.cgpaBounds).optional(),
  max_backlogs: z.coerce.number().int().min(0).max(SHORTLIST_BACKLOGS_MAX).optional(),
  placed: z.enum(SHORTLIST_PLACED).default('any'),
  job_role_ids: queryList(queryId, SHORTLIST_FILTER_IDS_MAX),
};
/** An admin names the institute (`org_id`); everyone else works on their own. */
const orgField = { org_id: queryId.optional() };

/** GET /api/shortlist_portfolios: the institute's students the filter matches, a page at a time. */
export const shortlistQuerySchema = z
  .object({ ...filterQueryFields, ...orgField, page: pageParam, count: countParam })
  .superRefine(cgpaInOrder);
export type ShortlistQuery = z.infer<typeof shortlistQuerySchema>;

/** GET /api/shortlist_xlsx: a saved shortlist's students, or every student the filter matches. */
export const shortlistXlsxQuerySchema = z
  .object({ ...filterQueryFields, ...orgField, shortlist_id: queryId.optional() })
  .superRefine(cgpaInOrder);
export type ShortlistXlsxQuery = z.infer<typeof shortlistXlsxQuerySchema>;

/** One student of a shortlist or of a filter's matches. */
export const shortlistStudentSchema = z.object({
  profile_id: count,
  name: z.string(),
  email: z.string().nullable(),
  degree: z.string().nullable(),
  /** The specialization. */
  branch: z.string().nullable(),
  /** The graduation year. */
  batch: z.number().int().nullable(),
  /** The latest degree's score as given: a CGPA (GPA) or a percentage (Numeric); null without one. */
  score_format: z.enum(['GPA', 'Numeric']).nullable(),
  score: z.number().nullable(),
  /** The score as a CGPA (a percentage / 9.5), two decimals. */
  cgpa: z.number().nullable(),
  /** Backlogs on the latest degree; null without one. */
  backlogs: z.number().int().nullable(),
  placed: z.boolean(),
  offers: count,
  skills: z.array(z.string()),
  career_paths: z.array(z.string()),
  /** Whether the student's portfolio is public, so /portfolio/{profile_id} opens for the institute. */
  portfolio_public: z.boolean(),
});
export type ShortlistStudent = z.infer<typeof shortlistStudentSchema>;
export const shortlistStudentsResponseSchema = z.object({
  data: z.array(shortlistStudentSchema),
  pagination: paginationSchema,
});

/** POST /api/shortlist_portfolios: save the filter and the students it matches now under a name. */
export const saveShortlistBodySchema = z.object({
  name: z.string({ error: T.nameEmpty }).trim().min(1, T.nameEmpty).max(SHORTLIST_NAME_MAX, T.nameTooLong),
  filter: shortlistFilterSchema.prefault({}),
  /** Admins name the institute; everyone else saves for their own. */
  org_id: id.optional(),
});
export type SaveShortlistBody = z.infer<typeof saveShortlistBodySchema>;

/** A saved filter as the API answers it (absent bounds are null). */
export const savedFilterSchema = z.object({
  skill_ids: z.array(count),
  specialization_ids: z.array(count),
  batches: z.array(count),
  cgpa_min: z.number().nullable(),
  cgpa_max: z.number().nullable(),
  max_backlogs: z.number().int().nullable(),
  placed: z.enum(SHORTLIST_PLACED),
  job_role_ids: z.array(count),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const shortlistSchema = z.object({
  id: count,
  name: z.string(),
  org_id: count,
  filter: savedFilterSchema,
  /** The filter in words, with the catalogue's names as they were when it was saved. */
  filter_summary: z.string(),
  /** How many students it held when saved. */
  student_count: count,
  /** A department admin's branch the shortlist was saved within (null: the whole institute). */
  specialization_id: count.nullable(),
  created_by: z.string().nullable(),
  inserted_at: z.string(),
});
export type Shortlist = z.infer<typeof shortlistSchema>;
export const shortlistResponseSchema = dataEnvelope(shortlistSchema);

/**
 * GET /api/shortlisted_table?from&count: the institute's saved shortlists, newest first. `from` is
 * the offset of the first one (0 first); `next_from` is the `from` of the next page, null after the last.
 */
export const shortlistsQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(SHORTLISTS_PAGE_MAX).default(SHORTLISTS_PAGE_DEFAULT),
  ...orgField,
});
export type ShortlistsQuery = z.infer<typeof shortlistsQuerySchema>;
export const shortlistsResponseSchema = z.object({
  data: z.array(shortlistSchema),
  pagination: paginationSchema,
  next_from: count.nullable(),
});

/** GET /api/shortlists/{id}/students: the saved students still at the institute, a page at a time. */
export const shortlistStudentsQuerySchema = z.object({ page: pageParam, count: countParam });
export const shortlistMembersResponseSchema = z.object({
  data: z.array(shortlistStudentSchema),
  pagination: paginationSchema,
  /** Saved students no longer at the institute (or its branch): counted, never shown. */
  left: count,
});

/** POST /api/shortlists/{id}/mail_notification: email everyone on the shortlist (the queue delivers). */
export const shortlistMailBodySchema = z.object({
  subject: z
    .string({ error: T.subjectEmpty })
    .trim()
    .min(1, T.subjectEmpty)
    .max(SHORTLIST_MAIL_SUBJECT_MAX, T.tooLong('Subject', SHORTLIST_MAIL_SUBJECT_MAX)),
  message: z
    .string({ error: T.messageEmpty })
    .trim()
    .min(1, T.messageEmpty)
    .max(SHORTLIST_MAIL_MESSAGE_MAX, T.tooLong('Message', SHORTLIST_MAIL_MESSAGE_MAX)),
});
export type ShortlistMailBody = z.infer<typeof shortlistMailBodySchema>;

/** GET /api/institute_dashboard/eligibility?job_id: the eligibility simulator (issue 24 item 7). */
export const eligibilitySimulationQuerySchema = z.object({
  job_id: queryId,
  /** Only the students failing this criterion ('Backlogs', 'CGPA', ...). */
  criterion: z.string().trim().max(40).optional(),
  ...orgField,
  page: pageParam,
  count: countParam,
});
export type EligibilitySimulationQuery = z.infer<typeof eligibilitySimulationQuerySchema>;

export const failingCriterionSchema = z.object({ name: z.string(), detail: z.string() });
export const notQualifyingStudentSchema = z.object({
  profile_id: count,
  name: z.string(),
  branch: z.string().nullable(),
  batch: z.number().int().nullable(),
  /** Every criterion the student fails, with the reason the student sees before applying. */
  failing: z.array(failingCriterionSchema),
});
export type NotQualifyingStudent = z.infer<typeof notQualifyingStudentSchema>;

export const eligibilitySimulationSchema = z.object({
  job: z.object({ id: count, title: z.string(), org_name: z.string(), type: z.string(), status: z.string() }),
  /** The criteria the job sets, by name, in the order the rules check them. */
  criteria: z.array(z.string()),
  students: count,
  qualifying: count,
  not_qualifying: count,
  /** Students failing each criterion (a student failing two counts under both). */
  by_criterion: z.array(z.object({ name: z.string(), students: count })),
  /** The page of students who do not qualify (of `criterion` when asked). */
  not_qualifying_students: z.array(notQualifyingStudentSchema),
});
export type EligibilitySimulation = z.infer<typeof eligibilitySimulationSchema>;
export const eligibilitySimulationResponseSchema = z.object({
  data: eligibilitySimulationSchema,
  pagination: paginationSchema,
});
