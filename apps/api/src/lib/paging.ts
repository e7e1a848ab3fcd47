import { paginate, type Pagination } from '@lbd/shared';

export interface PageRequest {
  page: number;
  count: number;
  offset: number;
}

/** Turn the query's page/count into an offset; pages start at 1. */
export function pageRequest(query: { page?: number; count: number }): PageRequest {
  const page = query.page ?? 1;
  return { page, count: query.count, offset: (page - 1) * query.count };
}

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

export function paged<T>(rows: T[], total: number, req: PageRequest): Paged<T> {
  return { data: rows, pagination: paginate(req.page, req.count, total) };
}
