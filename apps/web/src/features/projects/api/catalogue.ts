export { searchJobRoles, searchLifeSkills } from '../../../lib/lookups-api';
import type { LearningProgram, OrgProfile, ProjectBody, ProjectDifficulty, ProjectTaskBody } from '@lbd/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, APPLY_TIMEOUT_MS } from '../../../lib/api-client';

/** Project calls (decision 0073): the public list, one project, authoring it and its tasks, enrolling. */

export const PROJECTS_KEY = ['projects'] as const;
export interface ProjectListFilters {
  query: string;
  difficulty: ProjectDifficulty | '';
  skillId: number | null;
  program?: LearningProgram;
  mine?: boolean;
  page: number;
}
export const projectListKey = (filters: ProjectListFilters) => [...PROJECTS_KEY, 'list', filters] as const;
export const projectKey = (id: number) => [...PROJECTS_KEY, 'detail', id] as const;

/** Projects per page on the list. */
export const PROJECTS_PAGE_SIZE = 12;

export function fetchProjects(filters: ProjectListFilters, count = PROJECTS_PAGE_SIZE) {
  return api.get('/api/list/project', {
    params: {
      query: filters.query.trim() || undefined,
      difficulty: filters.difficulty || undefined,
      skill_id: filters.skillId ?? undefined,
      program: filters.program,
      mine: filters.mine ? 'true' : undefined,
      page: filters.page,
      count,
    },
  });
}

/** `embedded`: a widget of another page, which shows its own failure instead of the page's error screen. */
export function useProjects(filters: ProjectListFilters, { embedded = false } = {}) {
  return useQuery({
    queryKey: projectListKey(filters),
    queryFn: () => fetchProjects(filters),
    placeholderData: keepPreviousData,
    meta: embedded ? { handleErrors: false } : undefined,
  });
}

export async function fetchProject(id: number) {
  return (await api.get(`/api/projects/${id}`)).data;
}

export function useProject(id: number) {
  return useQuery({ queryKey: projectKey(id), queryFn: () => fetchProject(id), enabled: id > 0 });
}

export async function createProject(body: ProjectBody) {
  return (await api.post('/api/projects', { body })).data;
}

export async function updateProject(id: number, body: ProjectBody) {
  return (await api.put(`/api/projects/${id}`, { body })).data;
}

export async function publishProject(id: number) {
  return (await api.post(`/api/projects/${id}/publish`)).data;
}

export async function archiveProject(id: number) {
  return (await api.post(`/api/projects/${id}/archive`)).data;
}

export async function discardProject(id: number): Promise<void> {
  await api.delete(`/api/projects/${id}`);
}

/** Tasks: each call answers the project's tasks re-sorted by seq (SPEC §4.7). */
export async function addTask(projectId: number, body: ProjectTaskBody) {
  return (await api.post(`/api/projects/${projectId}/tasks`, { body })).data;
}

export async function updateTask(projectId: number, taskId: number, body: ProjectTaskBody) {
  return (await api.put(`/api/projects/${projectId}/tasks/${taskId}`, { body })).data;
}

export async function removeTask(projectId: number, taskId: number) {
  return (await api.delete(`/api/projects/${projectId}/tasks/${taskId}`)).data;
}

/** Enrol, or save as interesting (the 20-second apply time-out of SPEC §9); answers the enrolment. */
export async function enrolInProject(id: number, status: 'Enrolled' | 'Interested') {
  return (await api.post(`/api/projects/${id}/enrol`, { body: { status }, timeoutMs: APPLY_TIMEOUT_MS })).data;
}

export async function leaveProject(id: number): Promise<void> {
  await api.delete(`/api/projects/${id}/enrol`, { timeoutMs: APPLY_TIMEOUT_MS });
}

// ---- what the editor picks from -----------------------------------------------------------------

export interface Option {
  id: number;
  label: string;
  secondary?: string | null;
}

/** Published resources to read, by title. */
export async function searchResources(text: string): Promise<Option[]> {
  const { data } = await api.get('/api/resources', {
    params: { query: text || undefined, count: 20 },
  });
  return data.filter((r) => r.status === 'published').map((r) => ({ id: r.id, label: r.title }));
}

/** The mentor's own activities (the activities feature's mentor list, /assignmentStatsDashboard). */
export async function fetchMyActivities(): Promise<Option[]> {
  const { data } = await api.get('/api/assignment_stats_dashboard');
  return data.map((a) => ({ id: a.assignment_id, label: a.title }));
}

/**
 * Mentors to choose from: the platform's active advisor profiles (GET /api/org_profiles, the list the
 * organisation pages' Mentors tab reads), up to three pages of 100. It has no name search, so the picker
 * filters them as the user types.
 */
export async function fetchMentors(): Promise<Option[]> {
  const rows: OrgProfile[] = [];
  for (let page = 1; page <= 3; page += 1) {
    const { data, pagination } = await api.get('/api/org_profiles', {
      params: { 'profile_types[]': 'ADVISOR', page, count: 100 },
    });
    rows.push(...data);
    if (page >= pagination.total_pages) break;
  }
  return rows.map((m) => ({
    id: m.id,
    label: m.name,
    secondary: [m.designation, m.org?.full_name].filter(Boolean).join(', ') || null,
  }));
}
