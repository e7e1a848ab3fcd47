import { ROUTES, type Area } from '@lbd/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import type { AreaPageProps } from '../lib/area-page';
import { AppLayout } from './layout/app-layout';
import { ScrollToTop } from './scroll-to-top';
import { SessionGuard } from './session-guard';

type AreaPage = LazyExoticComponent<ComponentType<AreaPageProps>>;

/** One lazily loaded module (one chunk) per area of the route table (SPEC §2.1). */
const AREA_PAGES: Record<Exclude<Area, 'errors'>, AreaPage> = {
  marketing: lazy(() => import('../features/marketing/pages/marketing-area-page')),
  projects: lazy(() => import('../features/projects/pages/projects-area-page')),
  quests: lazy(() => import('../features/quests/pages/quests-area-page')),
  learning: lazy(() => import('../features/learning/pages/learning-area-page')),
  quizzes: lazy(() => import('../features/quizzes/pages/quizzes-area-page')),
  activities: lazy(() => import('../features/activities/pages/activities-area-page')),
  clubs: lazy(() => import('../features/clubs/pages/clubs-area-page')),
  jobs: lazy(() => import('../features/jobs/pages/jobs-area-page')),
  events: lazy(() => import('../features/events/pages/events-area-page')),
  readings: lazy(() => import('../features/readings/pages/readings-area-page')),
  portfolio: lazy(() => import('../features/portfolio/pages/portfolio-area-page')),
  profile: lazy(() => import('../features/profile/pages/profile-area-page')),
  community: lazy(() => import('../features/community/pages/community-area-page')),
  dashboards: lazy(() => import('../features/dashboards/pages/dashboards-area-page')),
  orgs: lazy(() => import('../features/orgs/pages/orgs-area-page')),
  bulk: lazy(() => import('../features/bulk/pages/bulk-area-page')),
  payments: lazy(() => import('../features/payments/pages/payments-area-page')),
  admin: lazy(() => import('../features/admin/pages/admin-area-page')),
};

/** /unauthorized, /error and unknown paths share one page (SPEC §2.1). */
const ErrorPage = lazy(() => import('./errors/error-page'));

function elementFor(area: Area, pattern: string) {
  if (area === 'errors') return <ErrorPage />;
  const Page = AREA_PAGES[area];
  return <Page pattern={pattern} />;
}

/** Every route of the spec inside the app layout, plus the catch-all Page Not Found. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <SessionGuard />
      <Routes>
        <Route element={<AppLayout />}>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={elementFor(route.area, route.path)} />
          ))}
          <Route path="*" element={<ErrorPage type="notfound" />} />
        </Route>
      </Routes>
    </>
  );
}
