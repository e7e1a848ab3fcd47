import { type Pagination } from '@lbd/shared/api';
import { type ReadingKind } from '@lbd/shared/portfolio';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/** Readings calls (SPEC §7.4): the catalogue and the recommendations (an item is added through the portfolio's book or article form). */

export const READINGS_PAGE_SIZE = 12;

export interface ReadingsPage<T> {
  data: T[];
  pagination: Pagination;
}

export const readingsKeys = {
  all: ['readings'] as const,
  catalogue: (kind: ReadingKind, page: number, query: string) => ['readings', 'catalogue', kind, page, query] as const,
  recommended: (kind: ReadingKind, page: number) => ['readings', 'recommended', kind, page] as const,
};

const emptyPagination = (page: number): Pagination => ({ page, count: READINGS_PAGE_SIZE, total: 0, total_pages: 1 });

/** A list answer as a page (one without pagination reads as an empty page `page`). */
const asPage = <T>(res: { data: T[]; pagination?: Pagination }, page: number): ReadingsPage<T> => ({
  data: res.data,
  pagination: res.pagination ?? emptyPagination(page),
});

export async function fetchCatalogue(kind: ReadingKind, page: number, query: string) {
  const path = kind === 'book' ? '/api/readings' : '/api/articles';
  const params = { page, count: READINGS_PAGE_SIZE, query: query.trim() || undefined };
  return asPage(await api.get(path, { params }), page);
}

export async function fetchRecommendedReadings(kind: ReadingKind, page: number) {
  const path = kind === 'book' ? '/api/recommended/readings' : '/api/recommended/articles';
  return asPage(await api.get(path, { params: { page, count: READINGS_PAGE_SIZE } }), page);
}

const isStudent = (profileType: string | undefined) => profileType === 'STUDENT';

/** The catalogue of books or articles, a page at a time, searched by `query`. */
export function useCatalogue(kind: ReadingKind, page: number, query: string) {
  const { user } = useSession();
  return useQuery({
    // The student's "already added" marks depend on who asks.
    queryKey: [...readingsKeys.catalogue(kind, page, query), user?.profile?.id ?? null],
    queryFn: () => fetchCatalogue(kind, page, query),
    placeholderData: keepPreviousData,
  });
}

/**
 * Books ('book') or articles ('article') recommended to the signed-in student, best fit first, each
 * with its one-line reason. Disabled (no call) for anyone who is not a student.
 */
export function useRecommendedReadings(kind: ReadingKind, page: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: readingsKeys.recommended(kind, page),
    queryFn: () => fetchRecommendedReadings(kind, page),
    enabled: isStudent(user?.profile?.profile_type),
    placeholderData: keepPreviousData,
  });
}
