import type { PracticeSession, QuizByteBody, QuizByteDetail } from '@lbd/shared/quizzes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Quiz byte calls (decision 0077): the mentor's bytes, enrolment, practice, the student's banks. */

export const BYTES_KEY = ['quizzes', 'bytes'] as const;
export const byteKey = (id: number) => [...BYTES_KEY, 'detail', id] as const;
export const sessionKey = (id: number) => [...BYTES_KEY, 'session', id] as const;
/** What practice changes: the student's standing everywhere it shows. */
export const STANDING_KEY = [...BYTES_KEY, 'standing'] as const;

export function fetchBytes(f: { query?: string; mine?: boolean; page?: number; count?: number }) {
  return api.get('/api/quiz_bytes', {
    params: {
      query: f.query || undefined,
      mine: f.mine ? ('true' as const) : undefined,
      page: f.page ?? 1,
      count: f.count ?? 12,
    },
  });
}
export async function fetchByte(id: number): Promise<QuizByteDetail> {
  return (await api.get(`/api/quiz_bytes/${id}`)).data;
}
export async function createByte(body: QuizByteBody): Promise<{ id: number }> {
  return (await api.post('/api/quiz_bytes', { body })).data;
}
export async function updateByte(id: number, body: QuizByteBody): Promise<QuizByteDetail> {
  return (await api.put(`/api/quiz_bytes/${id}`, { body })).data;
}
export async function byteLifecycle(id: number, action: 'publish' | 'archive' | 'discard'): Promise<void> {
  if (action === 'discard') await api.delete(`/api/quiz_bytes/${id}`);
  else if (action === 'publish') await api.post(`/api/quiz_bytes/${id}/publish`);
  else await api.post(`/api/quiz_bytes/${id}/archive`);
}
export async function enrolInByte(id: number): Promise<{ my_quiz_id: number }> {
  return (await api.post(`/api/quiz_bytes/${id}/enrol`)).data;
}
/** Today's session of an enrolment: the open one, or a new one. */
export async function startSession(myQuizId: number): Promise<PracticeSession> {
  return (await api.post(`/api/my_quiz_bytes/${myQuizId}/sessions`)).data;
}
export async function answerPractice(
  sessionId: number,
  position: number,
  body: { answer: Record<string, unknown>; seconds: number },
) {
  return (await api.put(`/api/practice_sessions/${sessionId}/answers/${position}`, { body, timeoutMs: 15_000 })).data;
}

export function useBytes(f: { query?: string; mine?: boolean; page?: number; count?: number }) {
  return useQuery({
    queryKey: [...BYTES_KEY, 'list', f],
    queryFn: () => fetchBytes(f),
    placeholderData: keepPreviousData,
  });
}
export function useByte(id: number) {
  return useQuery({ queryKey: byteKey(id), queryFn: () => fetchByte(id), enabled: Number.isInteger(id) });
}
export function useMyQuizBanks(profileId: number) {
  return useQuery({
    queryKey: [...STANDING_KEY, 'banks', profileId],
    queryFn: async () => (await api.get(`/api/my_quiz_banks/${profileId}`)).data,
    enabled: Number.isInteger(profileId),
  });
}
export function useMyQuestionBank(bankId: number) {
  return useQuery({
    queryKey: [...STANDING_KEY, 'bank', bankId],
    queryFn: async () => (await api.get(`/api/my_question_banks/${bankId}`)).data,
    enabled: Number.isInteger(bankId),
  });
}
export function useMyCards(bankId: number) {
  return useQuery({
    queryKey: [...STANDING_KEY, 'cards', bankId],
    queryFn: async () => (await api.get(`/api/my_question_banks/${bankId}/cards`)).data,
    enabled: Number.isInteger(bankId),
  });
}
export function useScorecard(bankId: number) {
  return useQuery({
    queryKey: [...STANDING_KEY, 'scorecard', bankId],
    queryFn: async () => (await api.get(`/api/question_banks/${bankId}/scorecard`)).data,
    enabled: Number.isInteger(bankId),
  });
}
