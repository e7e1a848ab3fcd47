import { ROUTES, type Area, type RouteDef } from '@lbd/shared/routes';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import type { AreaPageProps } from '../lib/area-page';
import { MOBILE_QUERY } from '../lib/use-is-mobile';
import { startEarlyData } from './early-data';
import { setInitialRouteCode } from './initial-route-code';
import { AppLayout, preloadSideDrawer } from './layout/app-layout';
import { FocusOnNavigation } from './focus-on-navigation';
import { RouteGate } from './route-gate';
import { ScrollToTop } from './scroll-to-top';
import { SessionGuard } from './session-guard';

type AreaPage = LazyExoticComponent<ComponentType<AreaPageProps>>;
type AreaModule = Promise<{ default: ComponentType<AreaPageProps> }>;

/**
 * One lazily loaded module (one chunk) per area of the route table (SPEC §2.1). The build reads the
 * same modules from route-code.ts (areaModule), which router.test.tsx holds to these.
 */
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
  meetings: () => import('../features/meetings/pages/meetings-area-page'),
  dashboards: () => import('../features/dashboards/pages/dashboards-area-page'),
  orgs: () => import('../features/orgs/pages/orgs-area-page'),
  bulk: () => import('../features/bulk/pages/bulk-area-page'),
  payments: () => import('../features/payments/pages/payments-area-page'),
  admin: () => import('../features/admin/pages/admin-area-page'),
};

const AREA_PAGES = Object.fromEntries(Object.entries(AREA_MODULES).map(([area, load]) => [area, lazy(load)])) as Record<
  Exclude<Area, 'errors'>,
  AreaPage
>;

/**
 * The page chunks that an area module loads lazily in turn, for the routes people most often open
 * cold (the list and detail pages, the student's portfolio). Fetching them together with the area
 * chunk turns the area chunk → page chunk waterfall into one round of requests. Each entry must be
 * the module the area page renders for that pattern (router.test.tsx checks they load) and the one
 * route-code.ts's PAGE_MODULE_FILES names for it.
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

const ROUTE_OBJECTS = ROUTES.map((route) => ({ path: route.path }));

function routeOf(pathname: string) {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.[0];
  return match && ROUTES.find((r) => r.path === match.route.path);
}

/**
 * Starts fetching the code of the page at `pathname` (its area chunk and, for the routes of
 * PAGE_MODULES, its page chunk) and its first API answers (early-data.ts) before React renders
 * anything, so the downloads run in parallel with the start-up work instead of after it. The lazy
 * components then find the modules loading, and the page's queries the answers. Answers the code's
 * downloads (undefined for the error pages).
 */
export function preloadRoute(pathname: string): Promise<unknown> | undefined {
  // A path with no parameters names its route exactly; ranking the whole table is for the others.
  const route = ROUTES.find((r) => r.path === pathname) ?? routeOf(pathname);
  // The data first: the API answers while the chunks download.
  startEarlyData(route?.area === 'errors' ? undefined : route?.path);
  // Desktop shows the side menu on every page: its code loads with the page's (phones load it when opened).
  if (!window.matchMedia(MOBILE_QUERY).matches) preloadSideDrawer();
  if (!route || route.area === 'errors') return;
  // A failed preload is not an error: the lazy component imports again and shows its own failure.
  // The layout shows the loading bar until these have loaded (initial-route-code.ts).
  const downloads = Promise.all([AREA_MODULES[route.area](), PAGE_MODULES[route.path]?.()]);
  setInitialRouteCode(pathname, downloads);
  return downloads;
}

/** /unauthorized, /error and unknown paths share one page (SPEC §2.1). */
const ErrorPage = lazy(() => import('./errors/error-page'));

function elementFor(route: RouteDef) {
  if (route.area === 'errors') return <ErrorPage />;
  const Page = AREA_PAGES[route.area];
  return (
    <RouteGate route={route}>
      <Page pattern={route.path} />
    </RouteGate>
  );
}

/** Every route of the spec inside the app layout, plus the catch-all Page Not Found. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <FocusOnNavigation />
      <SessionGuard />
      <Routes>
        <Route element={<AppLayout />}>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={elementFor(route)} />
          ))}
          <Route path="*" element={<ErrorPage type="notfound" />} />
        </Route>
      </Routes>
    </>
  );
}
