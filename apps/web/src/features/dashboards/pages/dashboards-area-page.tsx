import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import { PageLoading } from '../../../components/page-loading';
import type { AreaPageProps } from '../../../lib/area-page';
import { STATS_KIND_OF_PATH } from '../stats-kinds';

/** Each built dashboard is its own lazy chunk, so a company never downloads the student's page. */
const PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/dashboard': lazy(() => import('./student-dashboard-page')),
  '/mentorDashboard': lazy(() => import('./mentor-dashboard-page')),
  '/companyDashboard': lazy(() => import('./company-dashboard-page')),
  '/companyDashboardMobile': lazy(() => import('./company-dashboard-page')),
  '/adminDashboard': lazy(() => import('./admin-dashboard-page')),
  '/instituteDashboard': lazy(() => import('./institute-dashboard-page')),
  '/college-admin': lazy(() => import('./institute-dashboard-page')),
  '/skillsDashboard': lazy(() => import('./skills-dashboard-page')),
  '/enrollmentDashboard': lazy(() => import('./enrollment-dashboard-page')),
  '/trainingEnrollmentDashboard': lazy(() => import('./enrollment-dashboard-page')),
  '/instituteMentor': lazy(() => import('./institute-mentors-page')),
  '/shortlist': lazy(() => import('./shortlist-page')),
};

/** The four stats dashboards share one page, told which kind to show. */
const StatsDashboardPage = lazy(() => import('./stats-dashboard-page'));

/**
 * Entry of the 'dashboards' area (SPEC §2.1): the dashboards built so far, each for its route; the
 * others still say plainly that they are being built (issue 24 lists them).
 */
export default function DashboardsAreaPage({ pattern }: AreaPageProps) {
  const statsKind = STATS_KIND_OF_PATH[pattern];
  const Page = PAGES[pattern];
  if (!statsKind && !Page) return <AreaPlaceholder area="dashboards" />;
  return (
    <Suspense fallback={<PageLoading />}>
      {statsKind ? <StatsDashboardPage kind={statsKind} /> : Page && <Page />}
    </Suspense>
  );
}
