import {
  academicScore,
  INDIA_UTC_OFFSET_MINUTES,
  SHORTLIST_TEXTS as T,
  type SavedFilter,
  type ShortlistFilter,
  type ShortlistStudent,
} from '@lbd/shared';

/** A filter as it is kept and compared: every list present, sorted and without repeats. */
export function normalFilter(q: Partial<ShortlistFilter> & { placed?: ShortlistFilter['placed'] }): ShortlistFilter {
  const ids = (xs: number[] | undefined) => [...new Set(xs ?? [])].sort((a, b) => a - b);
  return {
    skill_ids: ids(q.skill_ids),
    specialization_ids: ids(q.specialization_ids),
    batches: ids(q.batches),
    ...(q.cgpa_min !== undefined ? { cgpa_min: q.cgpa_min } : {}),
    ...(q.cgpa_max !== undefined ? { cgpa_max: q.cgpa_max } : {}),
    ...(q.max_backlogs !== undefined ? { max_backlogs: q.max_backlogs } : {}),
    placed: q.placed ?? 'any',
    job_role_ids: ids(q.job_role_ids),
  };
}

/** A kept filter as the API answers it: absent bounds are null. */
export function toSavedFilter(f: ShortlistFilter): SavedFilter {
  return {
    skill_ids: f.skill_ids ?? [],
    specialization_ids: f.specialization_ids ?? [],
    batches: f.batches ?? [],
    cgpa_min: f.cgpa_min ?? null,
    cgpa_max: f.cgpa_max ?? null,
    max_backlogs: f.max_backlogs ?? null,
    placed: f.placed ?? 'any',
    job_role_ids: f.job_role_ids ?? [],
  };
}

const either = (names: string[]) => names.join(' or ');

/** The filter in words ('Skills: Python or SQL · Batches: 2026 · CGPA 7.5 to 10 · No backlogs'). */
export function filterSummary(
  f: ShortlistFilter,
  names: { skills: string[]; branches: string[]; careerPaths: string[] },
): string {
  const parts: string[] = [];
  if (names.branches.length) parts.push(`${T.branches}: ${either(names.branches)}`);
  if (f.batches.length) parts.push(`${T.batches}: ${either(f.batches.map(String))}`);
  if (f.cgpa_min !== undefined || f.cgpa_max !== undefined)
    parts.push(`CGPA ${f.cgpa_min ?? 0} to ${f.cgpa_max ?? 10}`);
  if (f.max_backlogs === 0) parts.push(T.backlogsNone);
  else if (f.max_backlogs !== undefined) parts.push(`${T.backlogsAtMost(f.max_backlogs)} backlogs`);
  if (f.placed === 'yes') parts.push(T.placedYes);
  if (f.placed === 'no') parts.push(T.placedNo);
  if (names.skills.length) parts.push(`Skills: ${either(names.skills)}`);
  if (names.careerPaths.length) parts.push(`Career paths: ${either(names.careerPaths)}`);
  return parts.length ? parts.join(' · ') : 'All students';
}

/** A row of the students query, as the database answers it. */
export interface StudentDbRow {
  profile_id: number;
  name: string | null;
  email: string | null;
  degree: string | null;
  branch: string | null;
  batch: number | null;
  score_format: string | null;
  score: string | number | null;
  backlogs: number | null;
  placed: boolean;
  offers: number;
  portfolio_public: boolean;
  skills: string[] | null;
  career_paths: string[] | null;
}

/** Two decimals, as a number. */

export function toStudent(r: StudentDbRow): ShortlistStudent {
  return {
    profile_id: r.profile_id,
    name: r.name ?? '',
    email: r.email,
    degree: r.degree,
    branch: r.branch,
    batch: r.batch,
    ...academicScore(r.score_format, r.score),
    backlogs: r.backlogs,
    placed: r.placed,
    offers: r.offers,
    skills: r.skills ?? [],
    career_paths: r.career_paths ?? [],
    portfolio_public: r.portfolio_public,
  };
}

/** 'shortlist_cse-2026_20300301_101500.xlsx': the shortlist's name (or 'students') and the time in India. */
export function shortlistFileName(name: string | null, now: Date): string {
  const slug =
    (name ?? 'students')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'students';
  const ist = new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString();
  const stamp = `${ist.slice(0, 10).replace(/-/g, '')}_${ist.slice(11, 19).replace(/:/g, '')}`;
  return `shortlist_${slug}_${stamp}.xlsx`;
}
