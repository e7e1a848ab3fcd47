import { refreshCatalogueNames } from '../lookups';
import type { AppModule } from '../module';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';

export { createCatalogueService };

/** Catalogue upkeep (issue 29 item 9, decision 0085): create, edit, merge and retire entries; review typed-in skills. */
export const catalogueModule: AppModule = {
  name: 'catalogue',
  register(ctx) {
    const service = createCatalogueService({ db: ctx.db, refreshNames: () => refreshCatalogueNames(ctx.db) });
    ctx.routes((api) => api.register(catalogueRoutes, { service }));
  },
};
