// The profile pages that other areas route to (SPEC §2.1), each loaded lazily in a chunk of its own.

/** Career-path selection (/selectJobRoles, the jobs area). */
export const loadSelectJobRolesPage = () => import('./pages/select-job-roles-page');
/** The chosen career paths (/jobRoles, the jobs area). */
export const loadJobRolesPage = () => import('./pages/job-roles-page');
