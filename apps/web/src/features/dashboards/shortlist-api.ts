import type { MailNotification } from '@lbd/shared/mail-notifications';
import type {
  EligibilitySimulation,
  Shortlist,
  ShortlistFilter,
  ShortlistMailBody,
  ShortlistStudent,
} from '@lbd/shared/shortlists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSuccess, type ParamValue } from '../../lib/api-client';
import type { SearchOption } from '../../lib/search-option';
import { DASHBOARDS_KEY } from './api';
import { DASHBOARD_META } from './org-api';

/** The shortlist page's calls (issue 24 items 6-7): filtered students, saved shortlists, the simulator. */

export const SHORTLIST_KEY = [...DASHBOARDS_KEY, 'shortlist'] as const;
const keys = {
  students: (f: ShortlistFilter, page: number) => [...SHORTLIST_KEY, 'students', f, page] as const,
  saved: (from: number) => [...SHORTLIST_KEY, 'saved', from] as const,
  members: (id: number, page: number) => [...SHORTLIST_KEY, 'members', id, page] as const,
  eligibility: (jobId: number, criterion: string, page: number) =>
    [...SHORTLIST_KEY, 'eligibility', jobId, criterion, page] as const,
};

/** A filter as query parameters (lists repeat their key; absent bounds are left out). */
export function filterParams(f: ShortlistFilter): Record<string, ParamValue | ParamValue[]> {
  return {
    skill_ids: f.skill_ids,
    specialization_ids: f.specialization_ids,
    batches: f.batches,
    cgpa_min: f.cgpa_min,
    cgpa_max: f.cgpa_max,
    max_backlogs: f.max_backlogs,
    placed: f.placed === 'any' ? undefined : f.placed,
    job_role_ids: f.job_role_ids,
  };
}

export function useShortlistStudents(f: ShortlistFilter, page: number, count: number) {
  return useQuery({
    queryKey: keys.students(f, page),
    queryFn: (): Promise<ApiSuccess<ShortlistStudent[]>> =>
      api.get('/api/shortlist_portfolios', { params: { ...filterParams(f), page, count } }),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
}

export type SavedShortlists = ApiSuccess<Shortlist[]> & { next_from?: number | null };

export function useSavedShortlists(from: number, count: number) {
  return useQuery({
    queryKey: keys.saved(from),
    queryFn: async (): Promise<SavedShortlists> => await api.get('/api/shortlisted_table', { params: { from, count } }),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
}

export function useShortlistMembers(id: number, page: number, count: number) {
  return useQuery({
    queryKey: keys.members(id, page),
    queryFn: async () => await api.get(`/api/shortlists/${id}/students`, { params: { page, count } }),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
}

/** POST /api/shortlist_portfolios: the mutation's pending state is the page's shortlist-saving flag. */
export function useSaveShortlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; filter: ShortlistFilter }) =>
      (await api.post('/api/shortlist_portfolios', { body })).data,
    meta: { handleErrors: false },
    onSuccess: () => client.invalidateQueries({ queryKey: [...SHORTLIST_KEY, 'saved'] }),
  });
}

export function useDeleteShortlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`/api/shortlists/${id}`);
    },
    meta: { handleErrors: false },
    onSuccess: () => client.invalidateQueries({ queryKey: [...SHORTLIST_KEY, 'saved'] }),
  });
}

export async function mailShortlist(id: number, body: ShortlistMailBody): Promise<MailNotification> {
  return (await api.post(`/api/shortlists/${id}/mail_notification`, { body })).data;
}

/** GET /api/shortlist_xlsx: a saved shortlist's students, or every student the filter matches. */
export function downloadShortlist(source: { shortlistId: number } | { filter: ShortlistFilter }) {
  const params = 'shortlistId' in source ? { shortlist_id: source.shortlistId } : filterParams(source.filter);
  return api.blob('/api/shortlist_xlsx', { params, timeoutMs: 60_000 });
}

export function useEligibility(jobId: number | null, criterion: string, page: number, count: number) {
  return useQuery({
    queryKey: keys.eligibility(jobId ?? 0, criterion, page),
    queryFn: (): Promise<ApiSuccess<EligibilitySimulation>> =>
      api.get('/api/institute_dashboard/eligibility', {
        params: { job_id: jobId, criterion: criterion || undefined, page, count },
      }),
    enabled: jobId !== null,
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
}

/** Published jobs and internships whose title has the text, for the simulator's choice. */
export async function searchPublishedJobs(text: string): Promise<(SearchOption & { secondary: string })[]> {
  const params = { title: text || undefined, page: 1, count: 10 };
  const [jobs, internships] = await Promise.all([
    api.get('/api/list/jobs_v1', { params }),
    api.get('/api/list/jobs', { params }),
  ]);
  return [...jobs.data, ...internships.data].map((j) => ({
    id: j.id,
    label: j.title,
    secondary: `${j.org.full_name} · ${j.type === 'Internship' ? 'Internship' : 'Job'}`,
  }));
}

/** Career paths of the catalogue, searched by prefix. */
export async function searchCareerPaths(text: string): Promise<SearchOption[]> {
  const response = await api.get('/api/job_roles', {
    params: { query: text || undefined, count: 20 },
  });
  return response.data.map((role) => ({ id: role.id, label: role.name }));
}
