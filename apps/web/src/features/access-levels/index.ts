// The admin-rights feature's front door: its pages as lazy chunks, and the admin's tool links.
export { AdminToolLinks } from './components/admin-tool-links';
export { userHolds } from './user-holds';
export {
  loadAdminAccessPage,
  loadAuditTrailPage,
  loadInstitutePermissionFormPage,
  loadInstitutePermissionsPage,
  loadInterventionAccessPage,
  loadViewAsPage,
} from './loaders';
