import {
  JOB_SKILL_MIX_SIZE,
  ORG_ENTITY_KINDS,
  ORG_FUNNEL_MAX_JOBS,
  type CreatedEntitiesCounts,
  type OrgApplicationStats,
  type OrgEntitiesQuery,
  type OrgEntityKind,
  type OrgJobSummary,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { toCounts, toEntity, toFirstResponse, toFunnelJob, toStages } from './org-dashboard.mapper';
import { dashboardOrg, readsOrgNumbers } from './org-dashboard.policy';
import { createOrgDashboardRepo } from './org-dashboard.repo';

/**
 * The organisation's dashboard (issue 24 item 3): everything it posted, drafts and closed ones
 * included, with counts, and how its applicants moved. Read only; scoped to the caller's organisation.
 */
export function createOrgDashboardService({ db }: { db: Db }) {
  const repo = createOrgDashboardRepo(db);

  /** The caller's organisation (an admin's named one); none answers 404. */
  function orgOf(actor: Actor, requested?: number): number {
    const orgId = dashboardOrg(actor, requested);
    if (orgId === null) throw new NotFoundError();
    return orgId;
  }

  return {
    /** GET /api/get_created_entities_counts: every kind's counts per status. */
    async createdCounts(actor: Actor, q: { org_id?: number }): Promise<CreatedEntitiesCounts> {
      const rows = await repo.counts(orgOf(actor, q.org_id));
      const [jobs, internships, events, clubs] = ORG_ENTITY_KINDS.map((kind) => toCounts(kind, rows));
      return { jobs: jobs!, internships: internships!, events: events!, clubs: clubs! };
    },

    /** GET /api/get_org_entity_count?type: one kind's counts per status. */
    async kindCounts(actor: Actor, q: { type: OrgEntityKind; org_id?: number }) {
      return toCounts(q.type, await repo.counts(orgOf(actor, q.org_id), q.type));
    },

    /** GET /api/org_dashboard/entities: one page of a kind, every status unless one is asked for. */
    async entities(actor: Actor, q: OrgEntitiesQuery) {
      const orgId = orgOf(actor, q.org_id);
      const page = pageRequest(q);
      const { rows, total } = await repo.entities(orgId, q.type, q.status, page);
      return paged(
        rows.map((r) => toEntity(q.type, r)),
        total,
        page,
      );
    },

    /** GET /api/org_dashboard/application_stats: the funnel across the organisation's postings. */
    async applicationStats(actor: Actor, q: { org_id?: number }): Promise<OrgApplicationStats> {
      const orgId = orgOf(actor, q.org_id);
      const [all, perJob, jobsTotal] = await Promise.all([
        repo.orgFunnel(orgId),
        repo.jobFunnels(orgId, ORG_FUNNEL_MAX_JOBS),
        repo.postingCount(orgId),
      ]);
      return {
        stages: toStages(all),
        first_response: toFirstResponse(all),
        jobs: perJob.map(toFunnelJob),
        jobs_total: jobsTotal,
      };
    },

    /** GET /api/org_dashboard/job_summary?job_id: one posting's funnel and its applicants' skills. */
    async jobSummary(actor: Actor, jobId: number): Promise<OrgJobSummary> {
      const job = await repo.jobFunnel(jobId);
      if (!job || !readsOrgNumbers(actor, job.org_id)) throw new NotFoundError();
      const skills = await repo.applicantSkills(job.id, JOB_SKILL_MIX_SIZE);
      return { ...toFunnelJob(job), skills };
    },
  };
}

export type OrgDashboardService = ReturnType<typeof createOrgDashboardService>;
