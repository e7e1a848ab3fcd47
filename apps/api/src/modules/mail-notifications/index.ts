import type { AppModule } from '../module';
import { boardsRoutes } from './boards.routes';
import { createBoardsService } from './boards.service';
import { mailNotificationsRoutes } from './mail-notifications.routes';
import { createMailNotificationsService, type MailNotificationsService } from './mail-notifications.service';

export { createMailNotificationsService, mailNotificationsRoutes };
export type { MailListSource, MailSubject } from './mail-lists';

/** Another module's lists (an institute's shortlists): added at start, written to and delivered like the others. */
export type MailLists = Pick<MailNotificationsService, 'addSource' | 'requestFor'>;

declare module '../module' {
  interface Facts {
    mailLists: MailLists;
  }
}

/**
 * An organisation's emails to the people on one of its lists (applicants, participants, members), each
 * also a post on its notice board (/api/boards/{id}) and a bell item for whoever it reached.
 */
export const mailNotificationsModule: AppModule = {
  name: 'mail-notifications',
  register(ctx) {
    const service = createMailNotificationsService({
      db: ctx.db,
      mailer: ctx.mailer,
      queue: ctx.queue,
      clock: ctx.clock,
      notifier: ctx.use('notifier'),
    });
    const boards = createBoardsService({ db: ctx.db, describe: service.describe });
    ctx.queue.work<{ notification_id: number }>('mail-notification', (job) => service.deliver(job.notification_id));
    // What a dead process left queued is sent again (delivery skips whoever already got it).
    ctx.onStart(() => service.requeueStale());
    ctx.provide('mailLists', service);
    ctx.routes(async (api) => {
      await api.register(mailNotificationsRoutes, { service });
      await api.register(boardsRoutes, { service: boards });
    });
  },
};
