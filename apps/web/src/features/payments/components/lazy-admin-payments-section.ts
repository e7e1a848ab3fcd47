import { lazy } from 'react';

/** The admin dashboard's Payments section, loaded when first shown (its own chunk). */
export const AdminPaymentsSection = lazy(() => import('./admin-payments-section'));
