import type { AppModule } from '../module';
import { shortlistsRoutes } from './shortlists.routes';
import { createShortlistsService } from './shortlists.service';

export { createShortlistsService, shortlistsRoutes };

/**
 * An institute's shortlists of its students (issue 24 item 6: filter, save, export, email) and the
 * eligibility simulator (item 7). Builds on the institute dashboard's scope; writes a shortlist's
 * email through the mail-notifications module's lists.
 */
export const shortlistsModule: AppModule = {
  name: 'shortlists',
  register(ctx) {
    const mailLists = ctx.use('mailLists');
    const service = createShortlistsService({ db: ctx.db, mailLists, origin: ctx.origin, clock: ctx.clock });
    mailLists.addSource('shortlist', service.mailSource);
    ctx.routes((api) => api.register(shortlistsRoutes, { service }));
  },
};
