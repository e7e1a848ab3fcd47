import type { AppModule } from '../module';
import { mailNotificationsRoutes } from './mail-notifications.routes';
import { createMailNotificationsService } from './mail-notifications.service';

export { createMailNotificationsService, mailNotificationsRoutes };

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
    ctx.routes((api) => api.register(mailNotificationsRoutes, { service }));
  },
};
