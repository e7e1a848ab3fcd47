import { lazy } from 'react';
import type { AreaPageProps } from '../../../lib/area-page';

const ActivityFormPage = lazy(() => import('./activity-form-page'));
const ActivityDetailPage = lazy(() => import('./activity-detail-page'));
const MyActivityPage = lazy(() => import('./my-activity-page'));
const PeerLearningPage = lazy(() => import('./peer-learning-page'));
const ActivityDashboardPage = lazy(() => import('./activity-dashboard-page'));
const AssignmentStatsPage = lazy(() => import('./assignment-stats-page'));

/** Entry of the 'activities' area (SPEC §2.1): authoring, the student's activity, peer review, mentor views. */
export default function ActivitiesAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/createActivity':
      return <ActivityFormPage key="new" />;
    case '/createActivity/:id':
      return <ActivityFormPage key="edit" />;
    case '/activity/:id':
      return <ActivityDetailPage />;
    case '/myActivity/:id':
    case '/myactivity/:id':
      return <MyActivityPage />;
    case '/peerLearning/:id':
      return <PeerLearningPage />;
    case '/activityDashboard/:id':
      return <ActivityDashboardPage />;
    default:
      return <AssignmentStatsPage />;
  }
}
