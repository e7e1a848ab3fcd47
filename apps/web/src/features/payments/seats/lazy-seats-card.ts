import { lazy } from 'react';

/** The organisation dashboard's Seats card, loaded when first shown (its own chunk). */
export const SeatsCard = lazy(() => import('./seats-card'));
