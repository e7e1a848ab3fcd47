import { lazy } from 'react';

/** The admins' list of invited students, loaded when /adminDashboard shows it (its own chunk). */
export const AdminInvitedSection = lazy(() => import('./admin-invited-section'));
