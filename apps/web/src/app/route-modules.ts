import type { Area } from '@lbd/shared';
import type { ComponentType } from 'react';
import type { AreaPageProps } from '../lib/area-page';

// Imports only in functions and types: the early entry (early-start.ts) imports this table without
// loading React or any page.

export type AreaModule = Promise<{ default: ComponentType<AreaPageProps> }>;

/** One lazily loaded module (one chunk) per area of the route table (SPEC §2.1). */
export const AREA_MODULES: Record<Exclude<Area, 'errors'>, () => AreaModule> = {
  marketing: () => import('../features/marketing/pages/marketing-area-page'),
  projects: () => import('../features/projects/pages/projects-area-page'),
  quests: () => import('../features/quests/pages/quests-area-page'),
  learning: () => import('../features/learning/pages/learning-area-page'),
  quizzes: () => import('../features/quizzes/pages/quizzes-area-page'),
  activities: () => import('../features/activities/pages/activities-area-page'),
  clubs: () => import('../features/clubs/pages/clubs-area-page'),
  jobs: () => import('../features/jobs/pages/jobs-area-page'),
  events: () => import('../features/events/pages/events-area-page'),
  readings: () => import('../features/readings/pages/readings-area-page'),
  portfolio: () => import('../features/portfolio/pages/portfolio-area-page'),
  profile: () => import('../features/profile/pages/profile-area-page'),
  community: () => import('../features/community/pages/community-area-page'),
  dashboards: () => import('../features/dashboards/pages/dashboards-area-page'),
  orgs: () => import('../features/orgs/pages/orgs-area-page'),
  bulk: () => import('../features/bulk/pages/bulk-area-page'),
  payments: () => import('../features/payments/pages/payments-area-page'),
  admin: () => import('../features/admin/pages/admin-area-page'),
};

/**
 * The page chunks that an area module loads lazily in turn, for the routes people most often open
 * cold (the list and detail pages, the student's portfolio). Fetching them together with the area
 * chunk turns the area chunk → page chunk waterfall into one round of requests. Each entry must be
 * the module the area page renders for that pattern (router.test.tsx checks they load).
 */
export const PAGE_MODULES: Partial<Record<string, () => Promise<unknown>>> = {
  '/jobs': () => import('../features/jobs/pages/jobs-list-page'),
  '/internships': () => import('../features/jobs/pages/jobs-list-page'),
  '/jobs/:id': () => import('../features/jobs/pages/job-detail-page'),
  '/internships/:id': () => import('../features/jobs/pages/job-detail-page'),
  '/events': () => import('../features/events/pages/events-list-page'),
  '/events/:id': () => import('../features/events/pages/event-detail-page'),
  '/clubs': () => import('../features/clubs/pages/clubs-list-page'),
  '/clubs/:id': () => import('../features/clubs/pages/club-detail-page'),
  '/myPortfolio': () => import('../features/portfolio/pages/my-portfolio-page'),
  '/myPortfolio/:card': () => import('../features/portfolio/pages/card-page'),
  '/portfolio/:id': () => import('../features/portfolio/pages/public-portfolio-page'),
};
