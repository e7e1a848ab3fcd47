import type { AppModule } from '../module';
import { accessLevelsRoutes } from './access-levels.routes';
import { createAccessLevelsService, type AccessLevelsService } from './access-levels.service';

export { accessLevelsRoutes, createAccessLevelsService };
export type { AccessLevelsService };

/**
 * Admin rights (issue 29 items 7-8, decision 0084): access levels as named sets of capabilities granted
 * per person (the identity module's actor reads them), editing-intervention access, institute
 * permissions (the institute dashboard's scope reads them), what a level unlocks, and the audit trail.
 */
export const accessLevelsModule: AppModule = {
  name: 'access-levels',
  register(ctx) {
    ctx.routes((api) => {
      // The route table as registered (every module's, read when asked), for the view-as page.
      const service = createAccessLevelsService({ db: ctx.db, routes: () => api.routeAccess });
      return api.register(accessLevelsRoutes, { service });
    });
  },
};
