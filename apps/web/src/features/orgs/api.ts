import type { Pagination } from '@lbd/shared/api';
import type { ClubCard } from '@lbd/shared/clubs';
import type { EventCard } from '@lbd/shared/events';
import type { JobCard } from '@lbd/shared/jobs';
import type { OrgPage, OrgProfile, PartnerType, UpdateOrgBody } from '@lbd/shared/orgs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';

/** Organisation page calls (SPEC §7.4, §7.7). */

export const ORG_LIST_PAGE_SIZE = 12;

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

const emptyPage = <T>(page = 1): Page<T> => ({
  data: [],
  pagination: { page, count: ORG_LIST_PAGE_SIZE, total: 0, total_pages: 1 },
});

/** A list answer as a page (one without pagination reads as the first, empty page's). */
const asPage = <T>(res: { data: T[]; pagination?: Pagination }): Page<T> => ({
  data: res.data,
  pagination: res.pagination ?? emptyPage<T>().pagination,
});

export const orgKeys = {
  org: (id: number) => ['orgs', id] as const,
  institute: (id: number) => ['orgs', id, 'institute'] as const,
  partners: (type: PartnerType, page: number, query: string) => ['orgs', 'partners', type, page, query] as const,
  content: (kind: OrgContentKind, id: number, page: number) => ['orgs', id, kind, page] as const,
};

/** PUT /api/orgs/{id}: the page's fields; the answer is the page. */
export async function updateOrgPage(id: number, body: UpdateOrgBody): Promise<OrgPage> {
  return (await api.put(`/api/orgs/${id}`, { body })).data;
}

/** PUT /api/orgs/{id}/logo. */
export async function uploadOrgLogo(id: number, file: File): Promise<OrgPage> {
  const body = new FormData();
  body.append('file', file);
  return (await api.put(`/api/orgs/${id}/logo`, { body, timeoutMs: 60_000 })).data;
}

export function useOrg(id: number) {
  return useQuery({ queryKey: orgKeys.org(id), queryFn: async () => (await api.get(`/api/orgs/${id}`)).data });
}

export function useInstituteOrg(id: number) {
  return useQuery({
    queryKey: orgKeys.institute(id),
    queryFn: async () => (await api.get(`/api/institute_orgs/${id}`)).data,
  });
}

export function usePartners(type: PartnerType, page: number, query: string) {
  return useQuery({
    queryKey: orgKeys.partners(type, page, query),
    queryFn: async () =>
      asPage(
        await api.get('/api/partners', {
          params: { type, page, count: ORG_LIST_PAGE_SIZE, query: query.trim() || undefined },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export type OrgContentKind = 'jobs' | 'events' | 'clubs' | 'mentors';

/** A card of an organisation's events or clubs. */
export type OrgEntityCard = EventCard | ClubCard;

const CONTENT_PATHS = {
  jobs: '/api/show_org_jobs',
  events: '/api/show_org_events',
  clubs: '/api/show_org_clubs',
} as const;

/**
 * An organisation's public jobs, events or clubs ({org_id, status: 'PUBLIC', page, count}), or its
 * mentors. Events and clubs come from modules that may not be installed yet: their 404 reads as
 * "nothing yet" rather than an error page.
 */
export type OrgContentItem = JobCard | OrgEntityCard | OrgProfile;

export async function fetchOrgContent(
  kind: OrgContentKind,
  orgId: number,
  page: number,
): Promise<Page<OrgContentItem>> {
  if (kind === 'mentors') {
    return asPage(
      await api.get('/api/org_profiles', {
        params: { 'profile_types[]': ['ADVISOR'], org_id: orgId, page, count: ORG_LIST_PAGE_SIZE },
      }),
    );
  }
  const request = api
    .get(CONTENT_PATHS[kind], { params: { org_id: orgId, status: 'PUBLIC', page, count: ORG_LIST_PAGE_SIZE } })
    .then((res) => asPage<JobCard | OrgEntityCard>(res));
  if (kind === 'jobs') return request;
  return request.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return emptyPage<OrgEntityCard>(page);
    throw error;
  });
}

export function useOrgContent(kind: OrgContentKind, orgId: number, page: number) {
  return useQuery({
    queryKey: orgKeys.content(kind, orgId, page),
    queryFn: () => fetchOrgContent(kind, orgId, page),
    placeholderData: keepPreviousData,
  });
}
