import { and, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { MailEntityType } from '@lbd/shared';
import type { Db } from '../../db/client';
import { jobApplications, jobs, orgs, profiles } from '../../db/schema';
import type { Actor } from '../../plugins/access';
import { loadCaller } from '../jobs/jobs.service';
import { canManageJob } from '../jobs/jobs.policy';
import { createJobsRepo } from '../jobs/jobs.repo';

/** What an email is about, for its footer. */
export interface MailSubject {
  orgId: number | null;
  orgName: string;
  title: string;
  /** 'applicants of', 'members of', ... */
  audience: (list: string) => string;
}

/**
 * Where each kind of item keeps its lists: who may write to them (null: not found for this caller)
 * and the recipients of a list as a query of (profile_id, email).
 */
export interface MailListSource {
  /** May this caller write to the item's lists? False for someone else's item (answered as not found). */
  mayWrite(db: Db, actor: Actor, id: number): Promise<boolean>;
  describe(db: Db, id: number): Promise<MailSubject | null>;
  recipients(db: Db, id: number, list: string): SQL;
}

const jobSource: MailListSource = {
  async mayWrite(db, actor, id) {
    const repo = createJobsRepo(db);
    const [job, caller] = await Promise.all([repo.byId(id), loadCaller(repo, actor)]);
    return job !== undefined && job !== null && canManageJob(caller, job);
  },
  async describe(db, id) {
    const [job] = await db
      .select({ org_id: jobs.org_id, title: jobs.title, org_name: orgs.full_name })
      .from(jobs)
      .innerJoin(orgs, eq(orgs.id, jobs.org_id))
      .where(eq(jobs.id, id));
    if (!job) return null;
    return {
      orgId: job.org_id,
      orgName: job.org_name,
      title: job.title,
      audience: (list) => (list === 'all' ? 'applicants of' : `${list} applicants of`),
    };
  },
  recipients(db, id, list) {
    return db
      .select({ profile_id: profiles.id, email: profiles.email })
      .from(jobApplications)
      .innerJoin(profiles, eq(profiles.id, jobApplications.profile_id))
      .where(
        and(
          eq(jobApplications.job_id, id),
          list === 'all' ? ne(jobApplications.status, 'withdrawn') : eq(jobApplications.status, list as 'applied'),
          isNotNull(profiles.email),
          eq(profiles.active, true),
        ),
      )
      .getSQL();
  },
};

/** Events and clubs add their sources as they come. */
export const MAIL_LIST_SOURCES: Partial<Record<MailEntityType, MailListSource>> = { job: jobSource };
