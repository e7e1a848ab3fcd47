import type { AppModule } from '../module';
import { notificationEmailsRoutes } from './notification-emails.routes';
import {
  createNotificationEmails,
  type NotificationEmailJob,
  type NotificationEmails,
} from './notification-emails.service';

export { createNotificationEmails, notificationEmailsRoutes };

export type { NotificationEmails };

declare module '../module' {
  interface Facts {
    /** Email preferences, immediate notification emails and the daily digest. */
    notificationEmails: NotificationEmails;
  }
}

/** How often a worker process checks for a due digest and immediate emails left waiting. */
const NOTIFICATION_EMAIL_TICK_MS = 60_000;

/** Notifications by email: each profile's settings, immediate emails and the daily digest. */
export const notificationEmailsModule: AppModule = {
  name: 'notification-emails',
  register(ctx) {
    const service = createNotificationEmails({
      db: ctx.db,
      mailer: ctx.mailer,
      queue: ctx.queue,
      origin: ctx.origin,
      secret: ctx.authSecret,
      clock: ctx.clock,
      log: (err, message) => ctx.log.error({ err }, message),
    });
    ctx.queue.work<NotificationEmailJob>('notification-email', async (job) => {
      await service.handleJob(job);
    });
    ctx.queue.work<{ day: string }>('notification-digest', async (job) => {
      await service.runDigest(job.day);
    });
    ctx.every(NOTIFICATION_EMAIL_TICK_MS, 'notification emails', () => service.tick(), { onStart: true });
    ctx.provide('notificationEmails', service);
    ctx.routes((api) => api.register(notificationEmailsRoutes, { service }));
  },
};
