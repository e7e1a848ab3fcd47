import { lazy } from 'react';

/** /projectPricing/{id} (the projects area's route), loaded as its own chunk. */
export const ProjectPricingPage = lazy(() => import('../pages/project-pricing-page'));
/** A paid item's pricing in a dialog (learning paths and quests, which have no pricing route). */
export const PricingDialog = lazy(() => import('./pricing-dialog'));
