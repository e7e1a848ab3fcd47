import type { StatsListQuery } from '@lbd/shared/quizzes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QUIZZES_KEY } from '../api';

/**
 * The mentor's results calls (decision 0075): a quiz's statistics, attempts, essays to grade,
 * accommodations and key changes, and the stats dashboards' lists.
 */

export const dashboardKey = (quizId: number) => [...QUIZZES_KEY, 'dashboard', quizId] as const;
export const ESSAYS_KEY = [...QUIZZES_KEY, 'essays'] as const;
export const OVERVIEW_KEY = [...QUIZZES_KEY, 'overview'] as const;

export const ATTEMPTS_PAGE = 20;
export const ESSAYS_PAGE = 10;

export type AttemptFilter = 'all' | 'in_progress' | 'finished' | 'pending';

export function useQuizStats(quizId: number) {
  return useQuery({
    queryKey: [...dashboardKey(quizId), 'stats'],
    queryFn: async () => (await api.get(`/api/quizzes/${quizId}/stats`)).data,
  });
}

export function useQuizAttempts(quizId: number, filter: AttemptFilter, page: number) {
  return useQuery({
    queryKey: [...dashboardKey(quizId), 'attempts', filter, page],
    queryFn: () =>
      api.get(`/api/quizzes/${quizId}/attempts`, {
        params: { status: filter === 'all' ? undefined : filter, page, count: ATTEMPTS_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMentorAttempt(attemptId: number | null) {
  return useQuery({
    queryKey: [...QUIZZES_KEY, 'mentor-attempt', attemptId],
    queryFn: async () => (await api.get(`/api/quiz_attempts/${attemptId!}`)).data,
    enabled: attemptId !== null,
  });
}

export function useEssayQueue(quizId: number, page: number) {
  return useQuery({
    queryKey: [...ESSAYS_KEY, quizId, page],
    queryFn: () => api.get('/api/essay_queue', { params: { quiz_id: quizId, page, count: ESSAYS_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export async function gradeEssay(answerId: number, body: { score: number; comment: string }) {
  return (await api.put(`/api/attempt_answers/${answerId}/grade`, { body })).data;
}

export function useAccommodations(quizId: number) {
  return useQuery({
    queryKey: [...dashboardKey(quizId), 'accommodations'],
    queryFn: async () => (await api.get(`/api/quizzes/${quizId}/accommodations`)).data,
  });
}

export interface AccommodationBody {
  quiz_id: number;
  profile_ids: number[];
  batch?: number | null;
  org_id?: number | null;
  extra_minutes: number;
  time_multiplier: number;
  extra_attempts: number;
  reason: string;
}
export async function giveAccommodation(body: AccommodationBody) {
  return (await api.post('/api/quiz_accommodations', { body })).data;
}

export function useKeyChanges(quizId: number) {
  return useQuery({
    queryKey: [...dashboardKey(quizId), 'key-changes'],
    queryFn: async () => (await api.get(`/api/quizzes/${quizId}/key_changes`)).data,
  });
}

export async function regradeQuestion(bankId: number, questionId: number) {
  return (await api.post(`/api/question_banks/${bankId}/questions/${questionId}/regrade`)).data;
}

/** The stats dashboards' lists, by the page's filters (an empty field is no filter). */
const listParams = (q: StatsListQuery) => ({
  query: q.query || undefined,
  from: q.from || undefined,
  to: q.to || undefined,
  page: q.page ?? 1,
  count: q.count ?? 20,
});
export function useQuizOverview(q: StatsListQuery, enabled = true) {
  return useQuery({
    queryKey: [...OVERVIEW_KEY, 'quizzes', q],
    queryFn: () => api.get('/api/quiz_stats', { params: listParams(q) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
export function useBankOverview(q: StatsListQuery, enabled = true) {
  return useQuery({
    queryKey: [...OVERVIEW_KEY, 'banks', q],
    queryFn: () => api.get('/api/question_bank_stats', { params: listParams(q) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
