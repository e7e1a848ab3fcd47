// The admin-rights pages the admin area routes to, each loaded lazily in a chunk of its own.

/** /adminAccess. */
export const loadAdminAccessPage = () => import('./pages/admin-access-page');
/** /adminAccess/{id}/viewAs. */
export const loadViewAsPage = () => import('./pages/view-as-page');
/** /interventionEditAccess. */
export const loadInterventionAccessPage = () => import('./pages/intervention-access-page');
/** /institutePermission. */
export const loadInstitutePermissionsPage = () => import('./pages/institute-permissions-page');
/** /createInstitutePermission and /updateInstitutePermission/{id}. */
export const loadInstitutePermissionFormPage = () => import('./pages/institute-permission-form-page');
/** /auditTrail. */
export const loadAuditTrailPage = () => import('./pages/audit-trail-page');
