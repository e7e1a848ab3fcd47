import type { FilterQuestsBody, GrantKind, MyQuestStatus, QuestBody, QuestStudent } from '@lbd/shared/quests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, APPLY_TIMEOUT_MS } from '../../lib/api-client';

/*
 * Quest calls (issue 27, decision 0078; packages/shared/src/quests/endpoints.ts): the catalogue, one quest,
 * authoring it, a student's enrolment and its steps, why a step is locked, the mentor's grants, dashboard
 * and nudges, the stats list, and the scorecard with its PDF.
 */

export const QUESTS_KEY = ['quests'] as const;
export const questListKey = (filters: unknown) => [...QUESTS_KEY, 'list', filters] as const;
export const questKey = (id: number) => [...QUESTS_KEY, 'detail', id] as const;
export const MY_QUESTS_KEY = [...QUESTS_KEY, 'mine'] as const;
export const myQuestKey = (id: number) => [...MY_QUESTS_KEY, id] as const;
export const lockKey = (myQuestId: number, stepKey: string) => [...myQuestKey(myQuestId), 'lock', stepKey] as const;
export const dashboardKey = (id: number, cohortId: number | null) =>
  [...QUESTS_KEY, 'dashboard', id, cohortId] as const;
export const studentsKey = (id: number, cohortId: number | null) => [...QUESTS_KEY, 'students', id, cohortId] as const;
export const STATS_KEY = [...QUESTS_KEY, 'stats'] as const;
export const scorecardKey = (id: number, profileId: number | null) =>
  [...QUESTS_KEY, 'scorecard', id, profileId] as const;

/** Quests per page of the catalogue. */
export const QUEST_PAGE_SIZE = 12;

const validId = (id: number) => Number.isInteger(id) && id > 0;

// ---- the catalogue and one quest ---------------------------------------------------------------------

export function fetchQuests(params: {
  query?: string;
  skill_id?: number;
  mine?: boolean;
  page?: number;
  count?: number;
}) {
  return api.get('/api/quests', {
    params: {
      query: params.query || undefined,
      skill_id: params.skill_id,
      mine: params.mine ? 'true' : undefined,
      page: params.page,
      count: params.count,
    },
  });
}

/** POST /api/fetch_filtered_quests: search, skills, career paths, program, free only, the author's own. */
export function filterQuests(body: FilterQuestsBody) {
  return api.post('/api/fetch_filtered_quests', { body });
}

export function useFilteredQuests(body: FilterQuestsBody) {
  return useQuery({
    queryKey: questListKey(body),
    queryFn: () => filterQuests(body),
    placeholderData: keepPreviousData,
  });
}

export async function fetchQuest(id: number) {
  return (await api.get(`/api/quests/${id}`)).data;
}

export function useQuest(id: number) {
  return useQuery({ queryKey: questKey(id), queryFn: () => fetchQuest(id), enabled: validId(id) });
}

// ---- authoring (the editor's pages have their own hooks over these) ------------------------------------

export async function createQuest(body: QuestBody) {
  return (await api.post('/api/quests', { body })).data;
}
export async function updateQuest(id: number, body: QuestBody) {
  return (await api.put(`/api/quests/${id}`, { body })).data;
}
export async function publishQuest(id: number) {
  return (await api.post(`/api/quests/${id}/publish`)).data;
}
export async function archiveQuest(id: number) {
  return (await api.post(`/api/quests/${id}/archive`)).data;
}
export async function discardQuest(id: number): Promise<void> {
  await api.delete(`/api/quests/${id}`);
}

// ---- a student's quests ------------------------------------------------------------------------------

/** Enrol (the 20-second apply time-out of SPEC §9); answers the enrolment. */
export async function enrolInQuest(id: number, cohortId: number | null) {
  return (
    await api.post(`/api/quests/${id}/enrol`, {
      body: cohortId === null ? {} : { cohort_id: cohortId },
      timeoutMs: APPLY_TIMEOUT_MS,
    })
  ).data;
}

export async function fetchMyQuests(status?: MyQuestStatus) {
  return (await api.get('/api/my_profile/my_quests', { params: { status } })).data;
}

export function useMyQuests(status?: MyQuestStatus) {
  return useQuery({ queryKey: [...MY_QUESTS_KEY, 'list', status ?? 'all'], queryFn: () => fetchMyQuests(status) });
}

export async function fetchMyQuest(id: number) {
  return (await api.get(`/api/my_profile/my_quests/${id}`)).data;
}

/** `quiet`: a failure is not the page's (the context bar above a step's own page). */
export function useMyQuest(id: number, { quiet = false } = {}) {
  return useQuery({
    queryKey: myQuestKey(id),
    queryFn: () => fetchMyQuest(id),
    enabled: validId(id),
    ...(quiet ? { meta: { handleErrors: false }, retry: false } : {}),
  });
}

export async function leaveQuest(myQuestId: number) {
  return (await api.post(`/api/my_profile/my_quests/${myQuestId}/leave`, { timeoutMs: APPLY_TIMEOUT_MS })).data;
}

export async function fetchLock(myQuestId: number, stepKey: string) {
  return (await api.get(`/api/my_profile/my_quests/${myQuestId}/locks/${stepKey}`)).data;
}

/** Why a step is locked and the fewest steps that unlock it; the panel shows its own failure. */
export function useLock(myQuestId: number, stepKey: string) {
  return useQuery({
    queryKey: lockKey(myQuestId, stepKey),
    queryFn: () => fetchLock(myQuestId, stepKey),
    enabled: validId(myQuestId) && stepKey !== '',
    meta: { handleErrors: false },
    retry: false,
  });
}

/** Enrol, then refresh what shows the enrolment (the quest, the lists, the student's quests). */
export function useEnrol(questId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cohortId: number | null) => enrolInQuest(questId, cohortId),
    meta: { handleErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUESTS_KEY }),
  });
}

export function useLeave(myQuestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveQuest(myQuestId),
    meta: { handleErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUESTS_KEY }),
  });
}

// ---- mentors: students, grants, dashboard, nudges, stats -----------------------------------------------

export async function fetchDashboard(id: number, cohortId: number | null) {
  return (await api.get(`/api/quests/${id}/dashboard`, { params: { data_group_id: cohortId } })).data;
}

export function useQuestDashboard(id: number, cohortId: number | null) {
  return useQuery({
    queryKey: dashboardKey(id, cohortId),
    queryFn: () => fetchDashboard(id, cohortId),
    enabled: validId(id),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/get_all_students/{id}?type=quest: the quest's students (SPEC §7.6; with type=quest the answer is
 * the quest's rows, not an activity's).
 */
export async function fetchQuestStudents(id: number, cohortId: number | null): Promise<QuestStudent[]> {
  const params = { type: 'quest', ...(cohortId ? { data_group_id: cohortId } : {}) };
  return (await api.get(`/api/get_all_students/${id}`, { params })).data as QuestStudent[];
}

export function useQuestStudents(id: number, cohortId: number | null) {
  return useQuery({
    queryKey: studentsKey(id, cohortId),
    queryFn: () => fetchQuestStudents(id, cohortId),
    enabled: validId(id),
    placeholderData: keepPreviousData,
  });
}

export interface GrantRequest {
  profile_id: number;
  step_key: string;
  kind: GrantKind;
  reason: string;
}

export async function grantStep(questId: number, body: GrantRequest) {
  return (await api.post(`/api/quests/${questId}/grants`, { body })).data;
}

export function useGrant(questId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantRequest) => grantStep(questId, body),
    meta: { handleErrors: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...QUESTS_KEY, 'dashboard', questId] });
      void queryClient.invalidateQueries({ queryKey: [...QUESTS_KEY, 'students', questId] });
    },
  });
}

export async function nudgeStudents(questId: number, body: { profile_ids: number[]; message: string }) {
  return (await api.post(`/api/quests/${questId}/nudges`, { body })).data;
}

export function useNudge(questId: number) {
  return useMutation({
    mutationFn: (body: { profile_ids: number[]; message: string }) => nudgeStudents(questId, body),
    meta: { handleErrors: false },
  });
}

export interface QuestStatsQuery {
  query: string;
  page: number;
  count: number;
}

export function fetchQuestStats(q: QuestStatsQuery) {
  return api.get('/api/quest_stats', { params: { query: q.query || undefined, page: q.page, count: q.count } });
}

/** The stats dashboard's widget: it shows its own failure, the page around it stays. */
export function useQuestStats(q: QuestStatsQuery) {
  return useQuery({
    queryKey: [...STATS_KEY, q],
    queryFn: () => fetchQuestStats(q),
    placeholderData: keepPreviousData,
    meta: { handleErrors: false },
  });
}

// ---- scorecards --------------------------------------------------------------------------------------

export async function fetchScorecard(id: number, profileId: number | null) {
  return (await api.get(`/api/quests/${id}/scorecard`, { params: { profile_id: profileId } })).data;
}

export function useScorecard(id: number, profileId: number | null) {
  return useQuery({
    queryKey: scorecardKey(id, profileId),
    queryFn: () => fetchScorecard(id, profileId),
    enabled: validId(id),
  });
}

/** The scorecard as a PDF (the same numbers as the page): its bytes and the server's file name. */
export function downloadScorecardPdf(id: number, profileId: number | null) {
  return api.blob(`/api/quests/${id}/scorecard.pdf`, { params: { profile_id: profileId } });
}
