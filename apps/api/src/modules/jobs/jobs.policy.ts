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

/**
 * May this caller follow its own students' applications to this job, read only? An approved college
 * (an active, accepted member of an institution) for any organisation's job that was ever published.
 */
export function followsItsStudents(
  caller: JobsCaller | null,
  job: { status: JobStatus },
): caller is JobsCaller & {
  orgId: number;
} {
  return (
    caller !== null &&
    caller.profileType === 'INSTITUTION' &&
    caller.active &&
    caller.orgId !== null &&
    job.status !== 'draft'
  );
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

/** An application's history is also its student's college's to read, once the job was published. */
export function collegeSeesApplication(
  caller: JobsCaller,
  job: { status: JobStatus },
  studentOrgId: number | null,
): boolean {
  return followsItsStudents(caller, job) && studentOrgId === caller.orgId;
}
