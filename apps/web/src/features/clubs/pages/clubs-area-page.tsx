import { lazy } from 'react';
import type { AreaPageProps } from '../../../lib/area-page';

const ClubsListPage = lazy(() => import('./clubs-list-page'));
const ClubDetailPage = lazy(() => import('./club-detail-page'));
const ClubDashboardPage = lazy(() => import('./club-dashboard-page'));

/**
 * Entry of the 'clubs' area (SPEC §2.1): the list, a club's page (also its public share link) and the
 * dashboard of those who run it.
 */
export default function ClubsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/clubs/:id':
      return <ClubDetailPage />;
    case '/clubDashboard/:id':
      return <ClubDashboardPage />;
    default:
      return <ClubsListPage />;
  }
}
