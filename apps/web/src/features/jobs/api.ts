import { APPLY_TIMEOUT_MS } from '@lbd/shared/constants';
import {
  type ApplicantRow,
  type ApplicationStats,
  type ApplicationStatus,
  type CreateJobBody,
  type Eligibility,
  type InviteBody,
  type InvitePreview,
  type InviteResult,
  type MyJobsKind,
  type InvitedApplicant,
  type JobActivity,
  type JobCard,
  type JobDetail,
  type JobMark,
  type JobOrg,
  type JobPostingType,
  type OrgApplicationStatus,
  type UpdateJobBody,
  type myApplicationSchema,
  type jobSummarySchema,
  type recommendedJobSchema,
  type applicationLogSchema,
} from '@lbd/shared/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type ApiSuccess } from '../../lib/api-client';
import { jobListRequest, jobSearchRequest, type JobsKind, type ListFilters } from './list-request';

/** Jobs and internships calls (SPEC §7.4): lists, search, detail, posting, applying, applicants. */

export type MyApplication = z.infer<typeof myApplicationSchema>;
export type JobSummary = z.infer<typeof jobSummarySchema>;
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;
export type ApplicationLogEntry = z.infer<typeof applicationLogSchema>;

export const JOBS_KEY = ['jobs'] as const;
export const jobKeys = {
  list: (kind: 'jobs' | 'internships', filters: ListFilters, page: number) =>
    [...JOBS_KEY, 'list', kind, filters, page] as const,
  search: (kind: 'jobs' | 'internships', query: string, filters: ListFilters, page: number) =>
    [...JOBS_KEY, 'search', kind, query, filters, page] as const,
  /** The organisation's own postings ('Our jobs'): every status. */
  ours: (kind: JobsKind, page: number) => [...JOBS_KEY, 'ours', kind, page] as const,
  /** The student's marks (applied, eligible) on a page of cards. */
  marks: (ids: number[]) => [...JOBS_KEY, 'marks', ids] as const,
  /** Organisations with open postings, for the filter. */
  orgs: (type: JobPostingType, text: string) => [...JOBS_KEY, 'orgs', type, text] as const,
  recommended: (type: JobPostingType) => [...JOBS_KEY, 'recommended', type] as const,
  detail: (id: number) => [...JOBS_KEY, 'detail', id] as const,
  eligibility: (id: number) => [...JOBS_KEY, 'eligibility', id] as const,
  mine: (page: number, kind?: MyJobsKind) => [...JOBS_KEY, 'mine', page, kind ?? 'all'] as const,
  dashboard: (id: number) => [...JOBS_KEY, 'dashboard', id] as const,
  applicants: (id: number, status: ApplicationStatus | '', page: number, specializationId: number | null = null) =>
    [...JOBS_KEY, 'dashboard', id, 'applicants', status, page, specializationId] as const,
  invited: (id: number, page: number) => [...JOBS_KEY, 'dashboard', id, 'invited', page] as const,
  activity: (id: number, page: number) => [...JOBS_KEY, 'dashboard', id, 'activity', page] as const,
  log: (applicationId: number) => [...JOBS_KEY, 'log', applicationId] as const,
};

/** Applicant and dashboard calls send a signed-out user Home with the server's message (SPEC §8). */
export const DASHBOARD_META = { unauthorizedGoesHome: true } as const;

/** Internships use /api/list/jobs; jobs (full and part time) /api/list/jobs_v1 (SPEC §7.4). */
export async function fetchJobList(
  kind: 'jobs' | 'internships',
  filters: ListFilters,
  page: number,
  count = 12,
): Promise<ApiSuccess<JobCard[]>> {
  const { path, params } = jobListRequest(kind, filters, page, count);
  return api.get(path, { params });
}

/** A search with the list's filters (the same type: full time, part time or internships). */
export async function searchJobs(
  kind: 'jobs' | 'internships',
  query: string,
  filters: ListFilters,
  page: number,
  count = 12,
): Promise<ApiSuccess<JobCard[]>> {
  const { path, params } = jobSearchRequest(kind, query, filters, page, count);
  return api.get(path, { params });
}

/** The caller organisation's own jobs or internships in every status ('Our jobs'), newest first. */
export async function fetchOrgJobs(kind: JobsKind, page: number, count = 12): Promise<ApiSuccess<JobCard[]>> {
  return api.get('/api/show_org_jobs', { params: { kind, page, count } });
}

/** The signed-in student's marks on these jobs: applied or not, and the criteria they do not meet. */
export async function fetchJobMarks(ids: number[]): Promise<JobMark[]> {
  return (await api.get('/api/my_profile/job_marks', { params: { job_ids: ids.join(',') } })).data;
}

/** Organisations with open postings of a type, by part of their name (the list's filter). */
export async function fetchJobOrgs(type: JobPostingType, text: string): Promise<JobOrg[]> {
  return (await api.get('/api/list/job_orgs', { params: { type, query: text || undefined } })).data;
}

export async function fetchRecommended(type: JobPostingType): Promise<RecommendedJob[]> {
  return (await api.get('/api/recommended/jobs', { params: { type, count: 6 } })).data;
}

export async function fetchJob(id: number): Promise<JobDetail> {
  return (await api.get(`/api/jobs/${id}`)).data;
}

export async function fetchEligibility(jobId: number): Promise<Eligibility> {
  return (await api.get('/api/calculate_eligibility_percentage', { params: { job_id: jobId } })).data;
}

/** POST form-encoded with the 20-second time-out (SPEC §7.4, §9). */
export async function applyToJob(jobId: number, coverNote: string): Promise<{ id: number }> {
  const body = new URLSearchParams({ job_id: String(jobId) });
  if (coverNote.trim()) body.set('cover_note', coverNote.trim());
  return (
    await api.post(`/api/jobs/${jobId}/apply`, {
      body: new Blob([body.toString()], { type: 'application/x-www-form-urlencoded' }),
      timeoutMs: APPLY_TIMEOUT_MS,
    })
  ).data;
}

export async function withdrawFromJob(jobId: number): Promise<void> {
  await api.post(`/api/jobs/${jobId}/withdraw`, { timeoutMs: APPLY_TIMEOUT_MS });
}

export async function createJob(body: CreateJobBody): Promise<{ id: number }> {
  return (await api.post('/api/jobs', { body })).data;
}

export async function updateJob(id: number, body: UpdateJobBody): Promise<JobDetail> {
  return (await api.put(`/api/jobs/${id}`, { body })).data;
}

export async function publishJob(id: number): Promise<JobDetail> {
  return (await api.post(`/api/jobs/${id}/publish`)).data;
}

export async function closeJob(id: number): Promise<JobDetail> {
  return (await api.post(`/api/jobs/${id}/close`)).data;
}

export async function discardJob(id: number): Promise<void> {
  await api.delete(`/api/jobs/${id}`);
}

/** The author leaves a draft they never saved: the server deletes it only if nobody saved it since. */
export async function discardUntouchedJob(id: number): Promise<void> {
  await api.delete(`/api/jobs/${id}`, { params: { if_untouched: 'true' } });
}

export async function fetchMyJobs(page: number, count = 10, kind?: MyJobsKind): Promise<ApiSuccess<MyApplication[]>> {
  return api.get('/api/my_profile/my_jobs', { params: { page, count, kind } });
}

/** The signed-in student's applications (jobs or internships, if given), a page at a time (the portfolio's tabs). */
export function useMyJobs(page: number, kind?: MyJobsKind) {
  return useQuery({
    queryKey: jobKeys.mine(page, kind),
    queryFn: () => fetchMyJobs(page, 10, kind),
    placeholderData: keepPreviousData,
  });
}

export async function fetchSummary(jobId: number): Promise<JobSummary> {
  return (await api.get('/api/show_job_summary', { params: { job_id: jobId } })).data;
}

export async function fetchStats(jobId: number): Promise<ApplicationStats> {
  return (await api.get('/api/v2/show_org_job_application_stats', { params: { job_id: jobId } })).data;
}

export async function fetchApplicants(
  jobId: number,
  status: ApplicationStatus | '',
  page: number,
  count = 10,
  specializationId: number | null = null,
): Promise<ApiSuccess<ApplicantRow[]>> {
  return api.get('/api/job_applicants', {
    params: {
      job_id: jobId,
      status: status || undefined,
      page,
      count,
      specialization_ids: specializationId ?? undefined,
    },
  });
}

export async function modifyApplicants(body: {
  job_id: number;
  application_ids: number[];
  status: OrgApplicationStatus;
  note?: string;
}): Promise<{ updated: number }> {
  return (await api.post('/api/modify_job_applicants', { body })).data;
}

export async function fetchApplicationLog(applicationId: number): Promise<ApplicationLogEntry[]> {
  return (await api.get('/api/v2/job_applications_log', { params: { application_id: applicationId } })).data;
}

export async function fetchInvited(jobId: number, page: number, count = 10): Promise<ApiSuccess<InvitedApplicant[]>> {
  return api.get('/api/job_invited_applications', { params: { job_id: jobId, page, count } });
}

export async function inviteStudents(body: InviteBody): Promise<InviteResult> {
  return (await api.post('/api/job_invitations', { body })).data;
}

/** Before sending: each named student with how far they meet the job's criteria. */
export async function previewInvitation(body: InviteBody): Promise<InvitePreview> {
  return (await api.post('/api/job_invitations/preview', { body })).data;
}

export async function fetchActivity(jobId: number, page: number, count = 20): Promise<ApiSuccess<JobActivity[]>> {
  return api.get('/api/job_activity_log', { params: { job_id: jobId, page, count } });
}

export async function setOpenPositions(jobId: number, openPositions: number): Promise<void> {
  await api.post('/api/v2/update_job_open_positions', { body: { job_id: jobId, open_positions: openPositions } });
}

/** GET /api/generate_xlsx as a file; the name comes from the server. */
export async function downloadApplicants(
  jobId: number,
  status: ApplicationStatus | '',
): Promise<{ blob: Blob; filename: string | null }> {
  return api.blob('/api/generate_xlsx', { params: { job_id: jobId, status: status || undefined }, timeoutMs: 60_000 });
}
