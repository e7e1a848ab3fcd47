import type { ApiQuery } from '../../lib/api-client';

/**
 * The request of the jobs and internships lists, and the address that holds it. The app's entry
 * imports this module (to ask for the first page before the page's code has loaded, see
 * app/early-data.ts), so it stays small and imports no schemas (the contract's types only).
 */

/** The lists' paths: internships, and jobs (full and part time). */
export type JobListPath = '/api/list/jobs' | '/api/list/jobs_v1';
/** The search of either. */
export type JobSearchPath = '/api/search/jobs';

export type JobsKind = 'jobs' | 'internships';

/** The orders of the lists ('' is newest first): the contract's JOB_SORTS. */
export type ListSort = '' | 'apply_by' | 'pay';

/** A chosen organisation or skill: its id, and the name its chip shows. */
export interface Chosen {
  id: number;
  label: string;
}

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
  /** Part of the place. */
  location: string;
  /** '' anywhere, 'true' remote only, 'false' at a place only. */
  remote: '' | 'true' | 'false';
  orgs: Chosen[];
  skills: Chosen[];
  sort: ListSort;
}

export const EMPTY_FILTERS: ListFilters = {
  type: 'Job_Fulltime',
  min: '',
  max: '',
  days: '',
  title: '',
  location: '',
  remote: '',
  orgs: [],
  skills: [],
  sort: '',
};

/** Does anything narrow the list (the job type and the order do not)? */
export function isFiltered(f: ListFilters): boolean {
  return Boolean(
    f.min.trim() ||
    f.max.trim() ||
    f.days ||
    f.title.trim() ||
    f.location.trim() ||
    f.remote ||
    f.orgs.length > 0 ||
    f.skills.length > 0,
  );
}

/** A whole number of rupees typed in a filter box ('12,000' and '₹ 5000' too), or undefined. */
export const wholeNumber = (text: string): number | undefined => {
  const trimmed = text.replace(/[,\s₹]/g, '');
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  return Number(trimmed);
};

/** Query parameters of the lists and search; empty filters are left out. */
export function listParams(kind: JobsKind, f: ListFilters): ApiQuery<'GET', JobListPath> {
  const days = wholeNumber(f.days);
  return {
    type: kind === 'internships' ? 'Internship' : f.type,
    min: wholeNumber(f.min),
    max: wholeNumber(f.max),
    days: days !== undefined && days >= 1 && days <= 365 ? days : undefined,
    title: f.title.trim() || undefined,
    location: f.location.trim() || undefined,
    remote: f.remote || undefined,
    'org_ids[]': f.orgs.length > 0 ? f.orgs.map((o) => o.id) : undefined,
    'skill_ids[]': f.skills.length > 0 ? f.skills.map((s) => s.id) : undefined,
    sort: f.sort || undefined,
  };
}

/** Cards per page of the lists. */
export const JOBS_PAGE_SIZE = 12;

/** A request of a list or search: its path and query, as the contract's route takes them. */
export interface ListRequest<P extends JobListPath | JobSearchPath> {
  path: P;
  params: ApiQuery<'GET', P>;
}

/** Path and query parameters of one page of the jobs or internships list. */
export function jobListRequest(
  kind: JobsKind,
  filters: ListFilters,
  page: number,
  count = JOBS_PAGE_SIZE,
): ListRequest<JobListPath> {
  const path = kind === 'internships' ? '/api/list/jobs' : '/api/list/jobs_v1';
  return { path, params: { ...listParams(kind, filters), page, count } };
}

/** Path and query parameters of one page of a search, with the list's filters. */
export function jobSearchRequest(
  kind: JobsKind,
  query: string,
  filters: ListFilters,
  page: number,
  count = JOBS_PAGE_SIZE,
): ListRequest<JobSearchPath> {
  return { path: '/api/search/jobs', params: { query, ...listParams(kind, filters), page, count } };
}

/** What the address of /jobs or /internships holds: the tab, the search, the filters and the page. */
export interface ListState {
  /** 'ours': the organisation's own postings ('Our jobs'). */
  view: 'all' | 'ours';
  query: string;
  filters: ListFilters;
  page: number;
}

export const EMPTY_STATE: ListState = { view: 'all', query: '', filters: EMPTY_FILTERS, page: 1 };

const SORTS: readonly ListSort[] = ['apply_by', 'pay'];
/** A chosen item in the address: `12:Infosys Limited` (the name, so a reload or a link shows its chip). */
const chosenOf = (value: string): Chosen | null => {
  const at = value.indexOf(':');
  const id = Number(at < 0 ? value : value.slice(0, at));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  return { id, label: (at < 0 ? '' : value.slice(at + 1)).slice(0, 200) || `#${id}` };
};
const chosenList = (values: string[], max: number) =>
  values
    .map(chosenOf)
    .filter((c): c is Chosen => c !== null)
    .filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i)
    .slice(0, max);
const clip = (value: string | null, max: number) => (value ?? '').slice(0, max);

/**
 * The list's state from its address (`?q=engineer&location=Pune&remote=true&org=12:Infosys&page=2`).
 * Anything missing or unreadable takes its default: a link someone edited still opens a list.
 */
export function parseListUrl(search: string | URLSearchParams): ListState {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const remote = p.get('remote');
  const sort = p.get('sort') as ListSort | null;
  const days = p.get('days') ?? '';
  const page = Number(p.get('page'));
  return {
    view: p.get('view') === 'ours' ? 'ours' : 'all',
    query: clip(p.get('q'), 200).trim(),
    filters: {
      type: p.get('type') === 'Job_Parttime' ? 'Job_Parttime' : 'Job_Fulltime',
      min: clip(p.get('min'), 12),
      max: clip(p.get('max'), 12),
      days: ['1', '7', '30'].includes(days) ? days : '',
      title: clip(p.get('title'), 100),
      location: clip(p.get('location'), 100),
      remote: remote === 'true' || remote === 'false' ? remote : '',
      orgs: chosenList(p.getAll('org'), 20),
      skills: chosenList(p.getAll('skill'), 10),
      sort: sort && SORTS.includes(sort) ? sort : '',
    },
    page: Number.isInteger(page) && page >= 2 && page <= 100_000 ? page : 1,
  };
}

/** The parameters the list's address holds. */
const LIST_KEYS = [
  'view',
  'q',
  'type',
  'min',
  'max',
  'days',
  'title',
  'location',
  'remote',
  'org',
  'skill',
  'sort',
  'page',
] as const;

/**
 * The address of a list state: only what differs from the defaults, in a fixed order, so the same
 * list always has the same address (and Back steps through real changes only). Parameters of others
 * (`is_app`, the app-embedded flag) are kept as they are.
 */
export function listSearch(state: ListState, current = ''): string {
  const out = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(current))
    if (!LIST_KEYS.includes(key as (typeof LIST_KEYS)[number])) out.append(key, value);
  const f = state.filters;
  const set = (key: string, value: string) => value && out.append(key, value);
  if (state.view === 'ours') set('view', 'ours');
  else {
    set('q', state.query.trim());
    if (f.type !== 'Job_Fulltime') set('type', f.type);
    set('min', f.min.trim());
    set('max', f.max.trim());
    set('days', f.days);
    set('title', f.title.trim());
    set('location', f.location.trim());
    set('remote', f.remote);
    for (const o of f.orgs) set('org', `${o.id}:${o.label}`);
    for (const s of f.skills) set('skill', `${s.id}:${s.label}`);
    set('sort', f.sort);
  }
  if (state.page > 1) set('page', String(state.page));
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** The first request a list page at this address makes (the early request must be exactly it). */
export function firstListRequest(
  kind: JobsKind,
  search: string,
): ListRequest<JobListPath> | ListRequest<JobSearchPath> | null {
  const state = parseListUrl(search);
  if (state.view === 'ours') return null;
  return state.query
    ? jobSearchRequest(kind, state.query, state.filters, state.page)
    : jobListRequest(kind, state.filters, state.page);
}
