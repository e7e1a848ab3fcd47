import type { AppModule } from '../module';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService, type LookupsService } from './lookups.service';

export { lookupsRoutes };

export { createLookupsService, type LookupsService };

/** The catalogue: degrees, skills, career paths, institutes, places (SPEC §7 lookups). */
export const lookupsModule: AppModule = {
  name: 'lookups',
  register(ctx) {
    ctx.routes((api) => api.register(lookupsRoutes, { service: createLookupsService({ db: ctx.db }) }));
  },
};
