import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const SessionsPage = lazy(() => import('./sessions-page'));
const SessionPage = lazy(() => import('./session-page'));
const SessionFormPage = lazy(() => import('./session-form-page'));

/** Entry of the 'meetings' area (issue 28 item 11, decision 0081): the sessions, one session, the form. */
export default function MeetingsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/sessions':
      return <SessionsPage />;
    case '/sessions/:id':
      return <SessionPage />;
    case '/createSession':
    case '/editSession/:id':
      return <SessionFormPage />;
    default:
      return <AreaPlaceholder area="meetings" />;
  }
}
