import { lazy } from 'react';

/** The student dashboard's 'Your subscriptions' card, loaded when first shown (its own chunk). */
export const SubscriptionsCard = lazy(() => import('./subscriptions-card'));
