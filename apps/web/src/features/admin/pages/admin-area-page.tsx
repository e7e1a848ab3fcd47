import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const AccountsPage = lazy(() => import('./accounts-page'));

/** Entry of the 'admin' area (SPEC §2.1). Besides /accounts, its screens come with a later issue. */
export default function AdminAreaPage({ pattern }: AreaPageProps) {
  if (pattern === '/accounts') return <AccountsPage />;
  return <AreaPlaceholder area="admin" />;
}
