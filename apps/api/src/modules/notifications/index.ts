import type { AppModule } from '../module';
import { createLiveHub, type LiveHub } from './notifications.live';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsDeps, type NotificationsService } from './notifications.service';
import type { Notifier } from './notifier';

export { createLiveHub, createNotificationsService, notificationsRoutes };

export type { DeliveredRow, OnDelivered } from './notifications.delivery';
export { NOTIFICATION_MESSAGES } from './notifications.messages';
export { clip, notifyingTransaction, recordForStaff, type NotificationEvent, type Notifier } from './notifier';
export type { LiveHub, NotificationsService };

declare module '../module' {
  interface Facts {
    notifications: NotificationsService;
    /** How other modules record a notification in the transaction that causes it. */
    notifier: Notifier;
    /** Open live streams of notification counts. */
    liveHub: LiveHub;
    /** A profile's unviewed notifications as a SQL expression (the current user's answer carries it). */
    unviewedCountSql: NotificationsService['unviewedCountSql'];
  }
  interface ModuleOptions {
    /** Notification delivery options (slice size, the email hook, a pause between slices in tests). */
    notifications?: Pick<NotificationsDeps, 'sliceSize' | 'onDelivered' | 'afterSlice'>;
    /** How often the live notification stream sends a keep-alive comment. */
    livePingMs?: number;
    /** How long a live notification stream lasts before the client reconnects (the token lifetime by default). */
    liveMaxStreamMs?: number;
  }
}

/** How often a worker process looks for notification outbox rows left undelivered. */
const NOTIFICATION_SWEEP_MS = 30_000;

/** The bell: notifications recorded by other modules, delivered from the outbox, counted live. */
export const notificationsModule: AppModule = {
  name: 'notifications',
  register(ctx) {
    const notifications = createNotificationsService({
      db: ctx.db,
      queue: ctx.queue,
      clock: ctx.clock,
      sliceSize: ctx.env.NOTIFICATION_SLICE_SIZE,
      // Kinds a recipient gets by email are recorded in each delivery slice's transaction.
      onDelivered: ctx.use('notificationEmails').onDelivered,
      ...ctx.options.notifications,
      log: (err, message) => ctx.log.error({ err }, message),
    });
    ctx.queue.work<{ outbox_id: number }>('notification-outbox', async (job) => {
      await notifications.deliver(job.outbox_id);
    });
    const liveHub = createLiveHub({
      database: ctx.database,
      counts: (profileId) => notifications.counts(profileId),
      onError: (err) => ctx.log.error({ err }, 'live notifications'),
    });
    // Outbox rows a dead process left behind: all of them on start, stale ones every 30 s.
    ctx.onStart(() => notifications.sweep(0));
    ctx.every(NOTIFICATION_SWEEP_MS, 'notification sweep', () => notifications.sweep());
    ctx.onClose(() => liveHub.close());
    ctx.provide('notifications', notifications);
    ctx.provide('notifier', notifications.notifier);
    ctx.provide('liveHub', liveHub);
    ctx.provide('unviewedCountSql', notifications.unviewedCountSql);
    ctx.routes((api) =>
      api.register(notificationsRoutes, {
        service: notifications,
        hub: liveHub,
        pingMs: ctx.options.livePingMs,
        maxStreamMs: ctx.options.liveMaxStreamMs ?? ctx.env.ACCESS_TOKEN_TTL_SECONDS * 1000,
      }),
    );
  },
};
