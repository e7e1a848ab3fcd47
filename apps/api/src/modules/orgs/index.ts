import type { AppModule } from '../module';
import { orgsRoutes } from './orgs.routes';
import { createOrgsService } from './orgs.service';

export { createOrgsService, orgsRoutes };

/** Organisation pages, with the counts of their published events and clubs. */
export const orgsModule: AppModule = {
  name: 'orgs',
  register(ctx) {
    const service = createOrgsService({
      db: ctx.db,
      counters: { events: ctx.use('publishedEventCount'), clubs: ctx.use('publishedClubCount') },
    });
    ctx.routes((api) => api.register(orgsRoutes, { service, storage: ctx.storage }));
  },
};
