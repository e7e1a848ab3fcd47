import type { AppModule } from '../module';
import { readingsRoutes } from './readings.routes';
import { createReadingsService } from './readings.service';

export { createReadingsService, readingsRoutes };

/** Readings (SPEC §2.1 /books and /articles, §7.4): the catalogue, recommendations, one-click add, admin upkeep. */
export const readingsModule: AppModule = {
  name: 'readings',
  register(ctx) {
    const service = createReadingsService({ db: ctx.db, entries: ctx.use('entries') });
    ctx.routes((api) => api.register(readingsRoutes, { service, clock: ctx.clock }));
  },
};
