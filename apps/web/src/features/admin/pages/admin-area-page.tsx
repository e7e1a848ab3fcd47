import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';
import { loadCataloguePage } from '../../catalogue';
import {
  loadAdminAccessPage,
  loadAuditTrailPage,
  loadInstitutePermissionFormPage,
  loadInstitutePermissionsPage,
  loadInterventionAccessPage,
  loadViewAsPage,
} from '../../access-levels';
import { loadAdminTestimonialsPage } from '../../testimonials';

const AccountsPage = lazy(() => import('./accounts-page'));
const AdminTestimonialsPage = lazy(loadAdminTestimonialsPage);
const CataloguePage = lazy(loadCataloguePage);
const AdminAccessPage = lazy(loadAdminAccessPage);
const ViewAsPage = lazy(loadViewAsPage);
const InterventionAccessPage = lazy(loadInterventionAccessPage);
const InstitutePermissionsPage = lazy(loadInstitutePermissionsPage);
const InstitutePermissionFormPage = lazy(loadInstitutePermissionFormPage);
const AuditTrailPage = lazy(loadAuditTrailPage);

/** Entry of the 'admin' area (SPEC §2.1). Besides /accounts, its screens come with a later issue. */
export default function AdminAreaPage({ pattern }: AreaPageProps) {
  if (pattern === '/accounts') return <AccountsPage />;
  if (pattern === '/adminTestimonials') return <AdminTestimonialsPage />;
  if (pattern === '/catalogue') return <CataloguePage />;
  // Admin rights and the audit trail (issue 29 items 7-8, decision 0084).
  if (pattern === '/adminAccess') return <AdminAccessPage />;
  if (pattern === '/adminAccess/:id/viewAs') return <ViewAsPage />;
  if (pattern === '/interventionEditAccess') return <InterventionAccessPage />;
  if (pattern === '/institutePermission') return <InstitutePermissionsPage />;
  if (pattern === '/createInstitutePermission' || pattern === '/updateInstitutePermission/:id')
    return <InstitutePermissionFormPage key={pattern} />;
  if (pattern === '/auditTrail') return <AuditTrailPage />;
  return <AreaPlaceholder area="admin" />;
}
