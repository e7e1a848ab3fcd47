import type { ParamValue } from '../../lib/api-client';

/**
 * The request of the jobs and internships lists. The app's entry imports it (to ask for the first page
 * before the page's code has loaded, see app/early-data.ts), so it stays small and imports no schemas.
 */

export type JobsKind = 'jobs' | 'internships';

/** The list filters as the form holds them (text boxes hold strings). */
export interface ListFilters {
  /** Jobs: full time or part time (the list shows one type at a time). */
  type: 'Job_Fulltime' | 'Job_Parttime';
  /** Rupees: a yearly salary for jobs, a monthly stipend for internships. */
  min: string;
  max: string;
  /** Posted within this many days ('' for any time). */
  days: string;
  title: string;
  orgs: { id: number; label: string }[];
}

export const EMPTY_FILTERS: ListFilters = { type: 'Job_Fulltime', min: '', max: '', days: '', title: '', orgs: [] };

/** A whole number of rupees typed in a filter box ('12,000' and '₹ 5000' too), or undefined. */
export const wholeNumber = (text: string): number | undefined => {
  const trimmed = text.replace(/[,\s₹]/g, '');
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  return Number(trimmed);
};

/** Query parameters of GET /api/list/jobs_v1 (jobs) or /api/list/jobs (internships); empty filters are left out. */
export function listParams(kind: JobsKind, f: ListFilters): Record<string, string | number | number[] | undefined> {
  const days = wholeNumber(f.days);
  return {
    type: kind === 'internships' ? 'Internship' : f.type,
    min: wholeNumber(f.min),
    max: wholeNumber(f.max),
    days: days !== undefined && days >= 1 && days <= 365 ? days : undefined,
    title: f.title.trim() || undefined,
    'org_ids[]': f.orgs.length > 0 ? f.orgs.map((o) => o.id) : undefined,
  };
}

/** Cards per page of the lists. */
export const JOBS_PAGE_SIZE = 12;

/** Path and query parameters of one page of the jobs or internships list. */
export function jobListRequest(
  kind: JobsKind,
  filters: ListFilters,
  page: number,
  count = JOBS_PAGE_SIZE,
): { path: string; params: Record<string, ParamValue | ParamValue[]> } {
  const path = kind === 'internships' ? '/api/list/jobs' : '/api/list/jobs_v1';
  return { path, params: { ...listParams(kind, filters), page, count } };
}
