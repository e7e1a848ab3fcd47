import type {
  EvaluateBody,
  ProjectApplicant,
  ProjectOrgSplitRow,
  ProjectStatusBand,
  ProjectStatusCounter,
} from '@lbd/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The mentor's and organisation's side (decision 0073): the review queue and enrolments (students' requests
 * are components/learning/learning-requests: learning paths answer them too).
 */

export const PROJECT_MENTOR_KEY = ['projects', 'mentor'] as const;
export const REVIEW_QUEUE_KEY = [...PROJECT_MENTOR_KEY, 'reviews'] as const;
export const projectStatsKey = (projectId: number) => [...PROJECT_MENTOR_KEY, 'stats', projectId] as const;

/** How often an open review queue asks again, besides on focus and on a new notification. */
export const REVIEW_REFRESH_MS = 15_000;

export function fetchReviewQueue(page: number, count = 10) {
  return api.get('/api/project_reviews', { params: { status: 'Submitted', page, count } });
}

export function useReviewQueue(page: number) {
  return useQuery({
    queryKey: [...REVIEW_QUEUE_KEY, page],
    queryFn: () => fetchReviewQueue(page),
    placeholderData: keepPreviousData,
    refetchInterval: REVIEW_REFRESH_MS,
    refetchOnWindowFocus: true,
    meta: { handleErrors: false },
  });
}

export async function evaluateSubmission(body: EvaluateBody) {
  return (await api.post('/api/admin/evaluate_my_project', { body })).data;
}

export interface ProjectStats {
  counter: ProjectStatusCounter;
  split: ProjectStatusBand[];
  applicants: ProjectApplicant[];
  applicantsTotal: number;
  orgs: ProjectOrgSplitRow[];
}

/** Enrolments of one project: counts by status, progress bands, the students (at risk first), institutes. */
export async function fetchProjectStats(projectId: number): Promise<ProjectStats> {
  const params = { project_id: projectId };
  const [counter, split, applicants, orgs] = await Promise.all([
    api.get('/api/project_status_counter', { params }),
    api.get('/api/project_status_split', { params }),
    api.get('/api/my_profile/project_applicants', { params: { ...params, count: 100 } }),
    api.get('/api/my_profile/project_applicants_org_split', { params }),
  ]);
  return {
    counter: counter.data,
    split: split.data,
    applicants: applicants.data,
    applicantsTotal: applicants.pagination.total,
    orgs: orgs.data,
  };
}

export function useProjectStats(projectId: number | null) {
  return useQuery({
    queryKey: projectStatsKey(projectId ?? 0),
    queryFn: () => fetchProjectStats(projectId ?? 0),
    enabled: projectId !== null,
    refetchOnWindowFocus: true,
    meta: { handleErrors: false },
  });
}
