import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';
import { loadCataloguePage } from '../../catalogue';
import { loadAdminTestimonialsPage } from '../../testimonials';

const AccountsPage = lazy(() => import('./accounts-page'));
const AdminTestimonialsPage = lazy(loadAdminTestimonialsPage);
const CataloguePage = lazy(loadCataloguePage);

/** Entry of the 'admin' area (SPEC §2.1). Besides /accounts, its screens come with a later issue. */
export default function AdminAreaPage({ pattern }: AreaPageProps) {
  if (pattern === '/accounts') return <AccountsPage />;
  if (pattern === '/adminTestimonials') return <AdminTestimonialsPage />;
  if (pattern === '/catalogue') return <CataloguePage />;
  return <AreaPlaceholder area="admin" />;
}
