import type { Db } from '../../db/client';
import { catalogueNames } from '../../db/catalogue-names';
import type { AppModule } from '../module';
import { lookupsRoutes } from './lookups.routes';
import { trimmedRoutes } from './trimmed.routes';
import { createTrimmedService } from './trimmed.service';
import { createLookupsService, type LookupsService } from './lookups.service';

export { lookupsRoutes };

/**
 * After an admin edits the catalogue (the catalogue module): forget the names this process holds in
 * memory, so pages show the new names at once (other processes within CATALOGUE_NAME_TTL_MS).
 */
export function refreshCatalogueNames(db: Db): void {
  catalogueNames(db).clear();
}

export { createLookupsService, type LookupsService };

/** The catalogue: degrees, skills, career paths, institutes, places (SPEC §7 lookups). */
export const lookupsModule: AppModule = {
  name: 'lookups',
  register(ctx) {
    ctx.routes((api) => api.register(lookupsRoutes, { service: createLookupsService({ db: ctx.db }) }));
    ctx.routes((api) =>
      api.register(trimmedRoutes, { service: createTrimmedService({ db: ctx.db, clock: ctx.clock }) }),
    );
  },
};
