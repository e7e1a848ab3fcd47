import type {
  CreatedEntitiesCounts,
  OrgApplicationStats,
  OrgEntity,
  OrgEntityKind,
  OrgEntityStatus,
  OrgJobSummary,
} from '@lbd/shared/org-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiSuccess } from '../../lib/api-client';
import { DASHBOARDS_KEY } from './api';

/** The organisation dashboard's calls (issue 24 item 3): its counts, its own content and its applicant funnel. */

/** Dashboard calls send a signed-out user Home with the server's message in a popup (SPEC §8). */
export const DASHBOARD_META = { unauthorizedGoesHome: true } as const;

export const dashboardKeys = {
  orgCounts: () => [...DASHBOARDS_KEY, 'org', 'counts'] as const,
  orgEntities: (type: OrgEntityKind, status: OrgEntityStatus | undefined, page: number) =>
    [...DASHBOARDS_KEY, 'org', 'entities', type, status ?? 'all', page] as const,
  orgFunnel: () => [...DASHBOARDS_KEY, 'org', 'funnel'] as const,
  orgJob: (jobId: number) => [...DASHBOARDS_KEY, 'org', 'job', jobId] as const,
};

export async function fetchCreatedCounts(): Promise<CreatedEntitiesCounts> {
  return (await api.get('/api/get_created_entities_counts')).data;
}

export async function fetchOrgEntities(
  type: OrgEntityKind,
  status: OrgEntityStatus | undefined,
  page: number,
  count: number,
): Promise<ApiSuccess<OrgEntity[]>> {
  return api.get('/api/org_dashboard/entities', { params: { type, status, page, count } });
}

export async function fetchOrgApplicationStats(): Promise<OrgApplicationStats> {
  return (await api.get('/api/org_dashboard/application_stats')).data;
}

export function useCreatedCounts() {
  return useQuery({ queryKey: dashboardKeys.orgCounts(), queryFn: fetchCreatedCounts, meta: DASHBOARD_META });
}

export function useOrgEntities(type: OrgEntityKind, status: OrgEntityStatus | undefined, page: number, count: number) {
  return useQuery({
    queryKey: dashboardKeys.orgEntities(type, status, page),
    queryFn: () => fetchOrgEntities(type, status, page, count),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
}

export function useOrgApplicationStats() {
  return useQuery({ queryKey: dashboardKeys.orgFunnel(), queryFn: fetchOrgApplicationStats, meta: DASHBOARD_META });
}

export async function fetchOrgJobSummary(jobId: number): Promise<OrgJobSummary> {
  return (await api.get('/api/org_dashboard/job_summary', { params: { job_id: jobId } })).data;
}

/** One job's funnel and its applicants' skills; nothing is asked until a job is chosen. */
export function useOrgJobSummary(jobId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.orgJob(jobId ?? 0),
    queryFn: () => fetchOrgJobSummary(jobId!),
    enabled: jobId !== null,
    meta: DASHBOARD_META,
  });
}
