import { lazy } from 'react';
import type { AreaPageProps } from '../../../lib/area-page';

const EventsListPage = lazy(() => import('./events-list-page'));
const EventDetailPage = lazy(() => import('./event-detail-page'));
const EventDashboardPage = lazy(() => import('./event-dashboard-page'));

/** Entry of the 'events' area (SPEC §2.1): the list, one event (with its edit mode) and its dashboard. */
export default function EventsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/events/:id':
      return <EventDetailPage />;
    case '/eventDashboard/:id':
      return <EventDashboardPage />;
    default:
      return <EventsListPage />;
  }
}
