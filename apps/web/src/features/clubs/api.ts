import type { Pagination } from '@lbd/shared/api';
import type {
  ClubDashboard,
  ClubDetail,
  OrgClubType,
  CreateClubBody,
  JoinDecision,
  JoinRequestStatus,
  UpdateClubBody,
} from '@lbd/shared/clubs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/** Club calls (SPEC §7.4): lists, a club, drafts and publishing, joining, members and requests. */

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export const CLUB_PAGE_SIZE = 12;

export const CLUB_KEYS = {
  all: ['clubs'] as const,
  list: (q: { page: number; query: string; clubType: OrgClubType | '' }) => ['clubs', 'list', q] as const,
  detail: (id: number) => ['clubs', 'detail', id] as const,
  dashboard: (id: number) => ['clubs', 'dashboard', id] as const,
  requests: (id: number, status: JoinRequestStatus | '', page: number) =>
    ['clubs', 'requests', id, status, page] as const,
  members: (id: number, page: number) => ['clubs', 'members', id, page] as const,
  mine: (page: number) => ['clubs', 'mine', page] as const,
  recommended: (page: number) => ['clubs', 'recommended', page] as const,
};

/** A list answer as a page (one without pagination reads as a single page of what came). */
const asPage = <T>(res: { data: T[]; pagination?: Pagination }): Page<T> => ({
  data: res.data,
  pagination: res.pagination ?? { page: 1, count: res.data.length, total: res.data.length, total_pages: 1 },
});

export async function fetchClubs(q: { page: number; query: string; clubType: OrgClubType | '' }) {
  return asPage(
    await api.get('/api/clubs', {
      params: {
        page: q.page,
        count: CLUB_PAGE_SIZE,
        query: q.query.trim() || undefined,
        club_type: q.clubType || undefined,
      },
    }),
  );
}

export async function fetchClub(id: number): Promise<ClubDetail> {
  return (await api.get(`/api/clubs/${id}`)).data;
}

export async function fetchClubDashboard(id: number): Promise<ClubDashboard> {
  return (await api.get(`/api/show_club_dashboard/${id}`)).data;
}

export async function createClub(body: CreateClubBody): Promise<{ id: number }> {
  return (await api.post('/api/clubs', { body })).data;
}

export async function updateClub(id: number, body: UpdateClubBody): Promise<ClubDetail> {
  return (await api.put(`/api/clubs/${id}`, { body })).data;
}

export async function publishClub(id: number): Promise<ClubDetail> {
  return (await api.post(`/api/clubs/${id}/publish`)).data;
}

export async function closeClub(id: number): Promise<ClubDetail> {
  return (await api.post(`/api/clubs/${id}/close`)).data;
}

export async function discardClub(id: number): Promise<void> {
  await api.delete(`/api/clubs/${id}`);
}

export async function requestToJoin(id: number, message?: string) {
  return (
    await api.post(`/api/clubs/${id}/join_request`, {
      body: { message: message?.trim() || undefined },
    })
  ).data;
}

export async function leaveClub(id: number) {
  return (await api.post(`/api/clubs/${id}/leave`)).data;
}

export async function fetchJoinRequests(clubId: number, status: JoinRequestStatus | '', pageNo: number) {
  return asPage(
    await api.get('/api/show_club_join_requests', {
      params: { club_id: clubId, status: status || undefined, page: pageNo, count: 20 },
    }),
  );
}

export async function decideJoinRequest(id: number, status: JoinDecision) {
  return (await api.put(`/api/club_join_requests/${id}`, { body: { status } })).data;
}

export async function fetchClubMembers(clubId: number, pageNo: number) {
  return asPage(await api.get('/api/club_members', { params: { club_id: clubId, page: pageNo, count: 20 } }));
}

export async function setClubAdmin(clubId: number, profileId: number, isAdmin: boolean) {
  await api.put(`/api/update_club_admin/${clubId}`, { body: { profile_id: profileId, is_admin: isAdmin } });
}

export async function setClubCommittee(clubId: number, profileId: number, committee: boolean, title?: string) {
  await api.post('/api/update_club_committee', {
    body: { club_id: clubId, profile_id: profileId, committee, title: title?.trim() || undefined },
  });
}

export async function removeClubMember(clubId: number, profileId: number) {
  await api.delete(`/api/clubs/${clubId}/members/${profileId}`);
}

export async function fetchMyClubs(pageNo: number) {
  return asPage(await api.get('/api/my_profile/my_clubs', { params: { page: pageNo, count: CLUB_PAGE_SIZE } }));
}

export async function fetchRecommendedClubs(pageNo: number) {
  return asPage(await api.get('/api/recommended/clubs', { params: { page: pageNo, count: CLUB_PAGE_SIZE } }));
}

/** The signed-in student's clubs (the portfolio's Member tab); idle for anyone else. */
export function useMyClubs(pageNo: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: CLUB_KEYS.mine(pageNo),
    queryFn: () => fetchMyClubs(pageNo),
    enabled: user?.profile?.profile_type === 'STUDENT',
    placeholderData: keepPreviousData,
  });
}

/** Clubs recommended to the signed-in student, each with its reason (the portfolio's Recommended tab). */
export function useRecommendedClubs(pageNo: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: CLUB_KEYS.recommended(pageNo),
    queryFn: () => fetchRecommendedClubs(pageNo),
    enabled: user?.profile?.profile_type === 'STUDENT',
    placeholderData: keepPreviousData,
  });
}

/** Career paths of the catalogue, searched by prefix, for the club form. */
export async function searchCareerPaths(text: string): Promise<{ id: number; label: string }[]> {
  const res = await api.get('/api/job_roles', {
    params: { query: text || undefined, count: 20 },
  });
  return res.data.map((role) => ({ id: role.id, label: role.name }));
}

/** Skills of the catalogue, searched by prefix, for the club form. */
export async function searchClubSkills(text: string): Promise<{ id: number; label: string }[]> {
  const res = await api.get('/api/skills', {
    params: { query: text || undefined, count: 20 },
  });
  return res.data.map((skill) => ({ id: skill.id, label: skill.display_name }));
}
