import type { OrgAdvisorCountsQuery } from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { dashboardOrg } from '../org-dashboard';
import { createOrgAdvisorsRepo } from './org-advisors.repo';

/**
 * GET /api/list_org_advisor_entities_counts (/instituteMentor): the caller's organisation's mentors and
 * what each runs. Its own staff (an admin names the organisation); anyone else's organisation is 404.
 */
export function createOrgAdvisorsService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createOrgAdvisorsRepo(db);
  return {
    async list(actor: Actor, q: OrgAdvisorCountsQuery) {
      const orgId = dashboardOrg(actor, q.org_id);
      if (orgId === null) throw new NotFoundError();
      const page = pageRequest(q);
      const { rows, total } = await repo.list(orgId, clock(), page);
      return paged(rows, total, page);
    },
  };
}

export type OrgAdvisorsService = ReturnType<typeof createOrgAdvisorsService>;
