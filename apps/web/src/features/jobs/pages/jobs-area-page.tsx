import { lazy } from 'react';
import type { AreaPageProps } from '../../../lib/area-page';
import { loadJobRolesPage, loadSelectJobRolesPage } from '../../profile';
import { DashboardGate } from '../components/dashboard-gate';

// Career-path selection belongs to profile completion (SPEC §4.1); it lives with the profile feature.
const SelectJobRolesPage = lazy(loadSelectJobRolesPage);
const JobRolesPage = lazy(loadJobRolesPage);
const JobsListPage = lazy(() => import('./jobs-list-page'));
const JobDetailPage = lazy(() => import('./job-detail-page'));
const JobDashboardPage = lazy(() => import('./job-dashboard-page'));
const JobActivityLogPage = lazy(() => import('./job-activity-log-page'));

/** Entry of the 'jobs' area (SPEC §2.1): lists, detail pages, dashboards and career-path selection. */
export default function JobsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/selectJobRoles':
      return <SelectJobRolesPage />;
    case '/jobRoles':
      return <JobRolesPage />;
    case '/jobs':
      return <JobsListPage key="jobs" kind="jobs" />;
    case '/internships':
      return <JobsListPage key="internships" kind="internships" />;
    case '/jobs/:id':
    case '/internships/:id':
      return <JobDetailPage />;
    case '/jobDashboard/:id':
      return (
        <DashboardGate>
          <JobDashboardPage key="desktop" />
        </DashboardGate>
      );
    case '/jobDashboardMobile/:id':
      return (
        <DashboardGate>
          <JobDashboardPage key="mobile" mobile />
        </DashboardGate>
      );
    default:
      return (
        <DashboardGate>
          <JobActivityLogPage />
        </DashboardGate>
      );
  }
}
