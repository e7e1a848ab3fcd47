import type { JobsKind } from './list-request';

/**
 * The texts of the /jobs and /internships list pages. The heading and intro are also written into
 * those pages' static first screen at build time (app/first-screen.ts), so this module must stay
 * free of runtime imports (the build reads it outside the app's bundler).
 */
export const JOBS_LIST_TEXTS: Record<
  JobsKind,
  {
    heading: string;
    intro: string;
    post: string;
    search: string;
    draft: string;
    /** What the list shows, in a sentence ('open jobs'). */
    noun: string;
    all: string;
    ours: string;
    oursNone: string;
  }
> = {
  jobs: {
    heading: 'Jobs',
    intro: 'Full-time and part-time openings from companies and colleges on Learn By Doing.',
    post: 'Post a Job',
    search: 'Search jobs',
    draft: 'New job',
    noun: 'jobs',
    all: 'All jobs',
    ours: 'Our jobs',
    oursNone: "Your organisation has no jobs yet. 'Post a Job' starts a draft only your organisation sees.",
  },
  internships: {
    heading: 'Internships',
    intro: 'Internships with a stipend, a duration and skills you can add to your portfolio.',
    post: 'Post an Internship',
    search: 'Search internships',
    draft: 'New internship',
    noun: 'internships',
    all: 'All internships',
    ours: 'Our internships',
    oursNone:
      "Your organisation has no internships yet. 'Post an Internship' starts a draft only your organisation sees.",
  },
};

/**
 * What an empty list says, true to what was asked: with nothing narrowing it there are simply none
 * open now; only filters can be loosened; a search can try other words.
 */
export function emptyListText(kind: JobsKind, asked: { query: string; filtered: boolean; partTime?: boolean }): string {
  const noun = kind === 'jobs' && asked.partTime ? 'part-time jobs' : JOBS_LIST_TEXTS[kind].noun;
  if (asked.query && asked.filtered)
    return `No open ${noun} match “${asked.query}” with these filters. Try fewer filters or other words.`;
  if (asked.query) return `No open ${noun} match “${asked.query}”. Try other words.`;
  if (asked.filtered) return `No open ${noun} match these filters. Try fewer filters.`;
  return `There are no open ${noun} right now. New ones appear here as organisations post them.`;
}
