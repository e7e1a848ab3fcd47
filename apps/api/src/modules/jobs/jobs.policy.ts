import type { JobStatus } from '@lbd/shared';
import type { OrgCaller } from '../../lib/actor';
import { isApproved, managesOrg } from '../../lib/organisation';

/** The caller as the jobs rules see it: admin or not, profile type, organisation, approval. */
export type JobsCaller = OrgCaller;
export { isApproved };

/** May this caller manage (edit, publish, close, see applicants of) a job of this organisation? */
export function canManageJob(caller: JobsCaller | null, job: { org_id: number }): boolean {
  return managesOrg(caller, job.org_id);
}

/** Published jobs are public; drafts and closed jobs only for those who manage them. */
export function canSeeJob(caller: JobsCaller | null, job: { org_id: number; status: JobStatus }): boolean {
  return job.status === 'published' || canManageJob(caller, job);
}

/** An application's history: the organisation that posted the job, or the student who applied. */
export function canSeeApplication(
  caller: JobsCaller,
  job: { org_id: number },
  application: { profile_id: number },
): boolean {
  return canManageJob(caller, job) || (caller.profileId !== null && caller.profileId === application.profile_id);
}
