import type { EnrolmentStatus, ExtensionRequestBody, LearningKind, SubmissionBody } from '@lbd/shared';
import { useQuery } from '@tanstack/react-query';
import { api, APPLY_TIMEOUT_MS } from '../../../lib/api-client';

/** The student's side (decision 0073): their project, its tasks, submissions, requests, pending tasks. */

export const MY_LEARNING_KEY = ['projects', 'mine'] as const;
export const myProjectKey = (id: number) => [...MY_LEARNING_KEY, 'project', id] as const;
export const myLearningsKey = (kind: LearningKind, status: EnrolmentStatus | '') =>
  [...MY_LEARNING_KEY, 'list', kind, status] as const;
export const PENDING_TASKS_KEY = [...MY_LEARNING_KEY, 'pending'] as const;

export async function fetchMyProject(id: number) {
  return (await api.get(`/api/my_profile/my_projects/${id}`)).data;
}

export function useMyProject(id: number) {
  return useQuery({ queryKey: myProjectKey(id), queryFn: () => fetchMyProject(id), enabled: id > 0 });
}

/** The student's projects (or learning paths) in one status, e.g. the portfolio's Interested tab. */
export async function fetchMyLearnings(kind: LearningKind, status: EnrolmentStatus | '') {
  const params = { status: status || undefined };
  if (kind === 'project') return (await api.get('/api/my_profile/my_projects', { params })).data;
  return (await api.get('/api/get_my_learnings', { params: { ...params, kind } })).data;
}

export function useMyLearnings(kind: LearningKind, status: EnrolmentStatus | '', enabled = true) {
  return useQuery({
    queryKey: myLearningsKey(kind, status),
    queryFn: () => fetchMyLearnings(kind, status),
    enabled,
    // A tab of another page: its own failure message, never the page's error screen.
    meta: { handleErrors: false },
  });
}

/** Published projects the student has not taken, best fit for their career paths first, each with why. */
export function fetchRecommendedProjects(count = 9) {
  return api.get('/api/recommended/projects', { params: { page: 1, count } });
}

/** Published learning paths the student has not taken, best fit first, each with why. */
export function fetchRecommendedPaths(count = 9) {
  return api.get('/api/recommended/resource_groups', { params: { page: 1, count } });
}

/** Marks a reading task done; answers the student's project as it now stands. */
export async function completeReading(myProjectId: number, itemId: number) {
  return (await api.post(`/api/my_profile/my_projects/${myProjectId}/tasks/${itemId}/complete`)).data;
}

/** Hands in a deliverable (a new version); answers the student's project as it now stands. */
export async function submitDeliverable(myProjectId: number, itemId: number, body: SubmissionBody) {
  return (
    await api.post(`/api/my_profile/my_projects/${myProjectId}/tasks/${itemId}/submissions`, {
      body,
      timeoutMs: APPLY_TIMEOUT_MS,
    })
  ).data;
}

export async function commentOnSubmission(submissionId: number, body: string) {
  return (await api.post(`/api/project_submissions/${submissionId}/comments`, { body: { body } })).data;
}

export async function requestExtension(body: ExtensionRequestBody) {
  return (await api.post('/api/request_extension', { body })).data;
}

export async function fetchPendingTasks() {
  return (await api.get('/api/pending_tasks')).data;
}

export function usePendingTasks(enabled = true) {
  // A widget of the dashboard: its own failure message, never the page's error screen.
  return useQuery({ queryKey: PENDING_TASKS_KEY, queryFn: fetchPendingTasks, enabled, meta: { handleErrors: false } });
}

// ---- a deliverable's attachments (decision 0074): reserve, PUT to the signed URL, confirm; take one off ----

const attachments = (myProjectId: number, itemId: number) =>
  `/api/my_profile/my_projects/${myProjectId}/tasks/${itemId}/file_uploads` as const;

export async function reserveAttachment(myProjectId: number, itemId: number, file: File) {
  return (await api.post(attachments(myProjectId, itemId), { body: { file_name: file.name, bytes: file.size } })).data;
}

export async function confirmAttachment(myProjectId: number, itemId: number, uploadId: number) {
  return (await api.post(`${attachments(myProjectId, itemId)}/${uploadId}/confirm`)).data;
}

/** An attachment taken off before submitting (a submitted version keeps its files). */
export async function removeAttachment(myProjectId: number, itemId: number, uploadId: number): Promise<void> {
  await api.delete(`${attachments(myProjectId, itemId)}/${uploadId}`);
}
