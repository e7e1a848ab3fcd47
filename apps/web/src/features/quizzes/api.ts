import type {
  Attempt,
  ExportFormat,
  ImportReport,
  BankQuestion,
  BankQuestionBody,
  QuestionBankBody,
  QuestionBankDetail,
  QuizBody,
  QuizDetail,
  QuizSlot,
  QuizSlotBody,
} from '@lbd/shared/quizzes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Quiz calls (decision 0075): question banks and their questions, quizzes and their slots, attempts. */

export const QUIZZES_KEY = ['quizzes'] as const;
export const BANKS_KEY = [...QUIZZES_KEY, 'banks'] as const;
export const QUIZ_LIST_KEY = [...QUIZZES_KEY, 'quizzes'] as const;
export const bankKey = (id: number) => [...BANKS_KEY, 'detail', id] as const;
export const quizKey = (id: number) => [...QUIZ_LIST_KEY, 'detail', id] as const;
export const attemptKey = (id: number) => [...QUIZZES_KEY, 'attempt', id] as const;

export const QUIZ_PAGE = 12;

export interface ListFilters {
  query: string;
  mine: boolean;
  page: number;
  count?: number;
}

/** The author's own banks or quizzes (the lists on /createQuizBank and /createQuiz, the banks a slot draws from). */
export const OWN_LIST: ListFilters = { query: '', mine: true, page: 1, count: 50 };

const listParams = (f: ListFilters) => ({
  query: f.query || undefined,
  mine: f.mine ? ('true' as const) : undefined,
  page: f.page,
  count: f.count ?? QUIZ_PAGE,
});

// ---- banks ----

export function fetchBanks(f: ListFilters) {
  return api.get('/api/question_banks', { params: listParams(f) });
}
export async function fetchBank(id: number): Promise<QuestionBankDetail> {
  return (await api.get(`/api/question_banks/${id}`)).data;
}
export async function createBank(body: QuestionBankBody): Promise<{ id: number }> {
  return (await api.post('/api/question_banks', { body })).data;
}
export async function updateBank(id: number, body: QuestionBankBody): Promise<QuestionBankDetail> {
  return (await api.put(`/api/question_banks/${id}`, { body })).data;
}
export async function addQuestion(bankId: number, body: BankQuestionBody): Promise<BankQuestion> {
  return (await api.post(`/api/question_banks/${bankId}/questions`, { body })).data;
}
export async function updateQuestion(
  bankId: number,
  questionId: number,
  body: BankQuestionBody,
): Promise<BankQuestion> {
  return (await api.put(`/api/question_banks/${bankId}/questions/${questionId}`, { body })).data;
}
export async function removeQuestion(bankId: number, questionId: number): Promise<BankQuestion[]> {
  return (await api.delete(`/api/question_banks/${bankId}/questions/${questionId}`)).data;
}
/** SPEC §4.7: two questions trade places by sequence. */
export async function swapQuestions(bankId: number, a: number, b: number): Promise<BankQuestion[]> {
  return (await api.post(`/api/question_banks/${bankId}/questions/swap`, { body: { a, b } })).data;
}

// ---- import and export (decision 0076) ----

/** POST /api/question_banks/{id}/import: one file, its bytes' progress reported; the answer is the per-row report. */
export async function importQuestions(
  bankId: number,
  file: File,
  { dryRun, onProgress }: { dryRun: boolean; onProgress: (fraction: number) => void },
): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  // Loaded when a file goes up: no quiz page needs it before.
  const { upload } = await import('../../lib/upload');
  return (
    await upload(`/api/question_banks/${bankId}/import`, form, {
      params: { dry_run: dryRun ? 'true' : 'false' },
      onProgress,
    })
  ).data;
}
export function downloadTemplate(kind: 'csv' | 'xlsx') {
  return kind === 'csv' ? api.blob('/api/question_banks/template.csv') : api.blob('/api/question_banks/template.xlsx');
}
export function exportBank(bankId: number, format: ExportFormat) {
  return api.blob(`/api/question_banks/${bankId}/export`, { params: { format } });
}

// ---- quizzes ----

export function fetchQuizzes(f: ListFilters) {
  return api.get('/api/quizzes', { params: listParams(f) });
}
export async function fetchQuiz(id: number): Promise<QuizDetail> {
  return (await api.get(`/api/quizzes/${id}`)).data;
}
export async function createQuiz(body: QuizBody): Promise<{ id: number }> {
  return (await api.post('/api/quizzes', { body })).data;
}
export async function updateQuiz(id: number, body: QuizBody): Promise<QuizDetail> {
  return (await api.put(`/api/quizzes/${id}`, { body })).data;
}
export async function addSlot(quizId: number, body: QuizSlotBody): Promise<QuizSlot[]> {
  return (await api.post(`/api/quizzes/${quizId}/slots`, { body })).data;
}
export async function updateSlot(quizId: number, slotId: number, body: QuizSlotBody): Promise<QuizSlot[]> {
  return (await api.put(`/api/quizzes/${quizId}/slots/${slotId}`, { body })).data;
}
export async function removeSlot(quizId: number, slotId: number): Promise<QuizSlot[]> {
  return (await api.delete(`/api/quizzes/${quizId}/slots/${slotId}`)).data;
}
export async function swapSlots(quizId: number, a: number, b: number): Promise<QuizSlot[]> {
  return (await api.post(`/api/quizzes/${quizId}/slots/swap`, { body: { a, b } })).data;
}

/** Publish, archive or discard a bank or a quiz (the shared lifecycle). */
export async function lifecycle(
  what: 'question_banks' | 'quizzes',
  id: number,
  action: 'publish' | 'archive' | 'discard',
): Promise<void> {
  if (what === 'question_banks') {
    if (action === 'discard') await api.delete(`/api/question_banks/${id}`);
    else if (action === 'publish') await api.post(`/api/question_banks/${id}/publish`);
    else await api.post(`/api/question_banks/${id}/archive`);
    return;
  }
  if (action === 'discard') await api.delete(`/api/quizzes/${id}`);
  else if (action === 'publish') await api.post(`/api/quizzes/${id}/publish`);
  else await api.post(`/api/quizzes/${id}/archive`);
}

// ---- attempts ----

/** Start an attempt, or answer the running one (idempotent on the server). */
export async function startAttempt(quizId: number): Promise<Attempt> {
  return (await api.post(`/api/quizzes/${quizId}/attempts`)).data;
}
export async function fetchAttempt(id: number): Promise<Attempt> {
  return (await api.get(`/api/attempts/${id}`)).data;
}
export async function fetchClock(id: number) {
  return (await api.get(`/api/attempts/${id}/clock`, { timeoutMs: 8_000 })).data;
}
export async function saveAnswer(
  attemptId: number,
  position: number,
  body: { answer: Record<string, unknown> | null; revision: number; seconds?: number },
) {
  return (await api.put(`/api/attempts/${attemptId}/answers/${position}`, { body, timeoutMs: 10_000 })).data;
}
export async function submitAttempt(id: number): Promise<Attempt> {
  return (await api.post(`/api/attempts/${id}/submit`)).data;
}
export type AttemptEvent = {
  kind: 'blur' | 'focus' | 'paste' | 'fullscreen_exit' | 'reconnect';
  position?: number | null;
  at: string;
};
export async function reportEvents(id: number, events: AttemptEvent[]) {
  return (await api.post(`/api/attempts/${id}/events`, { body: { events } })).data;
}

// ---- hooks ----

export function useBanks(f: ListFilters, enabled = true) {
  return useQuery({
    queryKey: [...BANKS_KEY, 'list', f],
    queryFn: () => fetchBanks(f),
    placeholderData: keepPreviousData,
    enabled,
  });
}
export function useBank(id: number) {
  return useQuery({ queryKey: bankKey(id), queryFn: () => fetchBank(id), enabled: Number.isInteger(id) });
}
export function useQuizzes(f: ListFilters, enabled = true) {
  return useQuery({
    queryKey: [...QUIZ_LIST_KEY, 'list', f],
    queryFn: () => fetchQuizzes(f),
    placeholderData: keepPreviousData,
    enabled,
  });
}
/** `quiet`: a failure is not the page's (the attempt page reads the quiz only for its title). */
export function useQuiz(id: number, quiet = false) {
  return useQuery({
    queryKey: quizKey(id),
    queryFn: () => fetchQuiz(id),
    enabled: Number.isInteger(id),
    ...(quiet ? { meta: { handleErrors: false }, retry: false } : {}),
  });
}
