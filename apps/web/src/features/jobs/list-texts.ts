import type { JobsKind } from './list-request';

/**
 * The texts of the /jobs and /internships list pages. The heading and intro are also written into
 * those pages' static first screen at build time (app/first-screen.ts), so this module must stay
 * free of runtime imports (the build reads it outside the app's bundler).
 */
export const JOBS_LIST_TEXTS: Record<
  JobsKind,
  { heading: string; intro: string; post: string; search: string; none: string; draft: string }
> = {
  jobs: {
    heading: 'Jobs',
    intro: 'Full-time and part-time openings from companies and colleges on Learn By Doing.',
    post: 'Post a Job',
    search: 'Search jobs',
    none: 'No open jobs match. Try fewer filters.',
    draft: 'New job',
  },
  internships: {
    heading: 'Internships',
    intro: 'Internships with a stipend, a duration and skills you can add to your portfolio.',
    post: 'Post an Internship',
    search: 'Search internships',
    none: 'No open internships match. Try fewer filters.',
    draft: 'New internship',
  },
};
