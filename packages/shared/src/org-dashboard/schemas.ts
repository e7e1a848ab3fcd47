import { z } from 'zod';
import { countParam, dataEnvelope, listEnvelope, pageParam, queryId } from '../api';
import { JOB_POSTING_TYPES } from '../jobs/constants';
import { ORG_ENTITY_KINDS, ORG_ENTITY_STATUSES } from './constants';

const count = z.number().int();

/** The organisation a request is about: the caller's own; `org_id` only counts for admins. */
const orgScope = { org_id: queryId.optional() };

/** GET /api/get_created_entities_counts. */
export const createdEntitiesCountsQuerySchema = z.object(orgScope);

/** GET /api/get_org_entity_count?type: one kind's counts. */
export const orgEntityCountQuerySchema = z.object({ type: z.enum(ORG_ENTITY_KINDS), ...orgScope });

/** One kind of the organisation's content per status (drafts and closed ones included). */
export const orgEntityCountsSchema = z.object({
  type: z.enum(ORG_ENTITY_KINDS),
  total: count,
  draft: count,
  published: count,
  closed: count,
});
export type OrgEntityCounts = z.infer<typeof orgEntityCountsSchema>;
export const orgEntityCountResponseSchema = dataEnvelope(orgEntityCountsSchema);

export const createdEntitiesCountsSchema = z.object({
  jobs: orgEntityCountsSchema,
  internships: orgEntityCountsSchema,
  events: orgEntityCountsSchema,
  clubs: orgEntityCountsSchema,
});
export type CreatedEntitiesCounts = z.infer<typeof createdEntitiesCountsSchema>;
export const createdEntitiesCountsResponseSchema = dataEnvelope(createdEntitiesCountsSchema);

/** GET /api/org_dashboard/entities: the organisation's own content of one kind, newest first. */
export const orgEntitiesQuerySchema = z.object({
  type: z.enum(ORG_ENTITY_KINDS),
  status: z.enum(ORG_ENTITY_STATUSES).optional(),
  page: pageParam,
  count: countParam,
  ...orgScope,
});
export type OrgEntitiesQuery = z.infer<typeof orgEntitiesQuerySchema>;

export const orgEntitySchema = z.object({
  id: count,
  type: z.enum(ORG_ENTITY_KINDS),
  title: z.string(),
  status: z.enum(ORG_ENTITY_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  /** Applicants of a job or internship, registrations of an event, members of a club. */
  people: count,
  /** The web path that opens it: jobs/{id}, internships/{id}, events/{id} or clubDashboard/{id}. */
  path: z.string(),
});
export type OrgEntity = z.infer<typeof orgEntitySchema>;
export const orgEntitiesResponseSchema = listEnvelope(orgEntitySchema);

/** Applications per stage (their current status); the stages add up to `total`. */
export const funnelStagesSchema = z.object({
  total: count,
  applied: count,
  shortlisted: count,
  selected: count,
  withdrawn: count,
  rejected: count,
});
export type FunnelStages = z.infer<typeof funnelStagesSchema>;

/**
 * Time from applying to the organisation's first move (shortlist, selection or rejection; a student's
 * own withdrawal is no response): the median over the applications answered, in seconds.
 */
export const firstResponseSchema = z.object({
  median_seconds: count.nullable(),
  responded: count,
  /** Applications still waiting for a first response (applied, never moved). */
  waiting: count,
});
export type FirstResponse = z.infer<typeof firstResponseSchema>;

/** GET /api/org_dashboard/application_stats: the funnel across the organisation's jobs and internships. */
export const orgApplicationStatsQuerySchema = z.object(orgScope);

export const orgFunnelJobSchema = z.object({
  id: count,
  title: z.string(),
  type: z.enum(JOB_POSTING_TYPES),
  status: z.enum(ORG_ENTITY_STATUSES),
  stages: funnelStagesSchema,
  first_response: firstResponseSchema,
});
export type OrgFunnelJob = z.infer<typeof orgFunnelJobSchema>;

export const orgApplicationStatsSchema = z.object({
  stages: funnelStagesSchema,
  first_response: firstResponseSchema,
  /** The newest postings (at most ORG_FUNNEL_MAX_JOBS), each with its own funnel. */
  jobs: z.array(orgFunnelJobSchema),
  /** How many postings the organisation has in all. */
  jobs_total: count,
});
export type OrgApplicationStats = z.infer<typeof orgApplicationStatsSchema>;
export const orgApplicationStatsResponseSchema = dataEnvelope(orgApplicationStatsSchema);

/** GET /api/org_dashboard/job_summary?job_id: one job's funnel, first response and applicants' skills. */
export const orgJobSummaryQuerySchema = z.object({ job_id: queryId });

export const skillCountSchema = z.object({ id: count, name: z.string(), count });
export type SkillCount = z.infer<typeof skillCountSchema>;

export const orgJobSummarySchema = orgFunnelJobSchema.extend({
  /** The skills most of its applicants show in their portfolios: how many applicants show each. */
  skills: z.array(skillCountSchema),
});
export type OrgJobSummary = z.infer<typeof orgJobSummarySchema>;
export const orgJobSummaryResponseSchema = dataEnvelope(orgJobSummarySchema);
