import type { AppModule } from '../module';
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

/** An organisation's emails to the people on one of its lists (applicants, participants, members). */
export const mailNotificationsModule: AppModule = {
  name: 'mail-notifications',
  register(ctx) {
    const service = createMailNotificationsService({
      db: ctx.db,
      mailer: ctx.mailer,
      queue: ctx.queue,
      clock: ctx.clock,
    });
    ctx.queue.work<{ notification_id: number }>('mail-notification', (job) => service.deliver(job.notification_id));
    // What a dead process left queued is sent again (delivery skips whoever already got it).
    ctx.onStart(() => service.requeueStale());
    ctx.provide('mailLists', service);
    ctx.routes((api) => api.register(mailNotificationsRoutes, { service }));
  },
};
