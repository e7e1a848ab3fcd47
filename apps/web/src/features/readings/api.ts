import { type Pagination } from '@lbd/shared/api';
import { type ReadingKind } from '@lbd/shared/portfolio';
import { type CatalogueReading, type RecommendedReading } from '@lbd/shared/readings';
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

async function list<T>(path: string, params: Record<string, string | number | undefined>): Promise<ReadingsPage<T>> {
  const res = await api.untyped.get<T[]>(path, { params });
  return { data: res.data, pagination: res.pagination ?? emptyPagination(Number(params.page ?? 1)) };
}

export function fetchCatalogue(kind: ReadingKind, page: number, query: string) {
  return list<CatalogueReading>(kind === 'book' ? '/api/readings' : '/api/articles', {
    page,
    count: READINGS_PAGE_SIZE,
    query: query.trim() || undefined,
  });
}

export function fetchRecommendedReadings(kind: ReadingKind, page: number) {
  return list<RecommendedReading>(kind === 'book' ? '/api/recommended/readings' : '/api/recommended/articles', {
    page,
    count: READINGS_PAGE_SIZE,
  });
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
