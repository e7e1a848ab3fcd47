import type { JobStatus, ProfileType } from '@lbd/shared';
import type { OrgCaller } from '../../lib/actor';

/** The caller as the jobs rules see it: admin or not, profile type, organisation, approval. */
export type JobsCaller = OrgCaller;

export const isOrgProfile = (type: ProfileType | null): boolean => type === 'COMPANY' || type === 'INSTITUTION';

/** May this caller manage (edit, publish, close, see applicants of) a job of this organisation? */
export function canManageJob(caller: JobsCaller | null, job: { org_id: number }): boolean {
  if (!caller) return false;
  if (caller.isAdmin) return true;
  return isOrgProfile(caller.profileType) && caller.orgId !== null && caller.orgId === job.org_id;
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

/** Creating, editing and publishing need an approved organisation profile (admins need none). */
export function isApproved(caller: JobsCaller): boolean {
  return caller.isAdmin || caller.active;
}

/** Publishing a draft, or reopening a closed job. */
export const canPublish = (status: JobStatus): boolean => status !== 'published';
/** Closing a published job. */
export const canClose = (status: JobStatus): boolean => status === 'published';
/** Discarding: drafts only (SPEC §4.4); anything students have seen stays. */
export const canDiscard = (status: JobStatus): boolean => status === 'draft';
