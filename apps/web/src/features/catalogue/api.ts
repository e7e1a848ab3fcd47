import type { CatalogueEntryBody, CatalogueKind, CatalogueMergeResult, CatalogueStatus } from '@lbd/shared/catalogue';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/*
 * Catalogue upkeep calls (issue 29 item 9, decision 0085; packages/shared/src/catalogue/endpoints.ts):
 * each kind's entries, create, edit, merge, retire and restore; skills users typed in and their review.
 */

export const CATALOGUE_KEY = ['catalogue'] as const;
export const CATALOGUE_PAGE_SIZE = 25;

export function useCatalogueList(kind: CatalogueKind, q: { query: string; status: CatalogueStatus; page: number }) {
  return useQuery({
    queryKey: [...CATALOGUE_KEY, kind, q.query, q.status, q.page],
    queryFn: () =>
      api.get(`/api/admin/catalogue/${kind}`, {
        params: { query: q.query || undefined, status: q.status, page: q.page, count: CATALOGUE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Entries of a kind matching a text, for the merge target picker. */
export function searchEntries(kind: CatalogueKind, query: string) {
  return api.get(`/api/admin/catalogue/${kind}`, { params: { query: query || undefined, status: 'all', count: 20 } });
}

export function useReferences(kind: CatalogueKind, id: number | null) {
  return useQuery({
    queryKey: [...CATALOGUE_KEY, kind, 'references', id],
    // The path also reads as the list's (':kind' takes any text): the answer is the references'.
    queryFn: async () =>
      (await api.get(`/api/admin/catalogue/${kind}/${id!}/references`)) as unknown as {
        data: CatalogueMergeResult['moved'];
      },
    enabled: id !== null,
  });
}

export function useWaitingSkills(page: number) {
  return useQuery({
    queryKey: [...CATALOGUE_KEY, 'waiting', page],
    queryFn: () => api.get('/api/admin/skills', { params: { page, count: CATALOGUE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Every catalogue write: the lists refresh after it; forms show their own field messages. */
function useCatalogueWrite<V, R>(run: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
    meta: { handleErrors: false },
  });
}

export const useSaveEntry = () =>
  useCatalogueWrite((v: { kind: CatalogueKind; id: number | null; body: CatalogueEntryBody }) =>
    v.id === null
      ? api.post(`/api/admin/catalogue/${v.kind}`, { body: v.body })
      : api.put(`/api/admin/catalogue/${v.kind}/${v.id}`, { body: v.body }),
  );

export const useMergeEntry = () =>
  useCatalogueWrite(
    async (v: { kind: CatalogueKind; id: number; intoId: number }) =>
      (await api.post(`/api/admin/catalogue/${v.kind}/${v.id}/merge`, {
        body: { into_id: v.intoId },
      })) as unknown as { data: CatalogueMergeResult },
  );

export const useSetActive = () =>
  useCatalogueWrite((v: { kind: CatalogueKind; id: number; active: boolean }) =>
    api.post(`/api/admin/catalogue/${v.kind}/${v.id}/${v.active ? 'restore' : 'retire'}`),
  );

export const useAcceptSkill = () => useCatalogueWrite((id: number) => api.post(`/api/admin/skills/${id}/accept`));

export const useRejectSkill = () =>
  useCatalogueWrite((v: { id: number; intoId?: number }) =>
    api.post(`/api/admin/skills/${v.id}/reject`, { body: v.intoId ? { into_id: v.intoId } : {} }),
  );

/** Skills by name, for a job role's skills. */
export function searchSkills(query: string) {
  return api.get('/api/skills', { params: { query: query || undefined, count: 20 } });
}

/** Institutes by name, for a batch. */
export function searchInstitutes(query: string) {
  return api.get('/api/lov/org_profile_trimmed', { params: { org_type: 'INSTITUTION', query: query || undefined } });
}
