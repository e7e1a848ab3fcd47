import type { AppModule } from '../module';
import { photoCatalogRoutes } from './photo-catalog.routes';
import { createPhotoCatalogService } from './photo-catalog.service';

export { createPhotoCatalogService };

/** The photo catalog (issue 28 item 10, decision 0081): albums of organisations, photos with alt text, /instaCatalog. */
export const photoCatalogModule: AppModule = {
  name: 'photo-catalog',
  register(ctx) {
    const service = createPhotoCatalogService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });
    ctx.routes((api) => api.register(photoCatalogRoutes, { service }));
  },
};
