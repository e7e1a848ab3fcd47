import formbody from '@fastify/formbody';
import {
  jobNotificationsListSchema,
  markViewedBodySchema,
  NOTIFICATIONS_LIVE_PING_MS,
  notificationsListSchema,
  notificationsPageQuerySchema,
  notificationsQuerySchema,
  unviewedCountSchema,
  updateMyNotificationBodySchema,
  type LiveCounts,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_PROFILE, actorOf } from '../../lib/actor';
import type { LiveHub } from './notifications.live';
import type { NotificationsService } from './notifications.service';

/** The bell, the job alerts and the live counts of the header (SPEC §2.4, §4.5, §7.3). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  service: NotificationsService;
  hub: LiveHub;
  pingMs?: number;
  /**
   * A stream ends after this long (the access token's lifetime): the client reconnects with a fresh
   * token, so a sign-out or a ban also ends what it follows.
   */
  maxStreamMs: number;
}> = async (app, { service, hub, pingMs = NOTIFICATIONS_LIVE_PING_MS, maxStreamMs }) => {
  // update_my_notification is posted form-encoded; the parser is scoped to these routes.
  await app.register(formbody);
  const tags = ['notifications'];
  const anyProfile = { access: { profiles: ANY_PROFILE } };
  const student = { access: { profiles: ['STUDENT'] as const } };

  app.get(
    '/myprofile/list/notifications',
    {
      config: anyProfile,
      schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationsListSchema } },
    },
    (req) => service.list(actorOf(req), req.query),
  );

  app.get(
    '/myprofile/tagged_notifications',
    {
      config: anyProfile,
      schema: { tags, querystring: notificationsPageQuerySchema, response: { 200: notificationsListSchema } },
    },
    (req) => service.tagged(actorOf(req), req.query),
  );

  app.post(
    '/myprofile/notifications/viewed',
    { config: anyProfile, schema: { tags, body: markViewedBodySchema, response: { 200: unviewedCountSchema } } },
    async (req) => ({ data: await service.markViewed(actorOf(req), req.body?.ids) }),
  );

  app.post(
    '/myprofile/notifications/reset_unviewed',
    { config: anyProfile, schema: { tags, response: { 200: unviewedCountSchema } } },
    async (req) => ({ data: await service.markViewed(actorOf(req), undefined) }),
  );

  app.get(
    '/job_notifications',
    {
      config: student,
      schema: { tags, querystring: notificationsPageQuerySchema, response: { 200: jobNotificationsListSchema } },
    },
    (req) => service.jobAlerts(actorOf(req), req.query),
  );

  app.post(
    '/update_my_notification',
    {
      config: student,
      schema: { tags, body: updateMyNotificationBodySchema, response: { 200: unviewedCountSchema } },
    },
    async (req) => ({ data: await service.markJobAlertViewed(actorOf(req), req.body.my_notification_id) }),
  );

  /** Open live streams of this process, ended when the server closes. */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  /**
   * Server-sent events: `counts` on connect and whenever the caller's counts change (on any API
   * instance), a comment every `pingMs` so proxies keep the connection; the stream ends after
   * `maxStreamMs` and the client connects again.
   */
  app.get(
    '/myprofile/notifications/live',
    { config: anyProfile, schema: { tags, description: 'text/event-stream of `counts` events (LiveCounts)' } },
    async (req, reply) => {
      const actor = actorOf(req);
      const first = await service.liveCounts(actor);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
      });
      raw.socket?.setNoDelay(true);
      raw.socket?.setTimeout(0);
      let last = '';
      const send = (counts: LiveCounts) => {
        const text = JSON.stringify(counts);
        if (text === last || raw.writableEnded) return;
        last = text;
        raw.write(`event: counts\ndata: ${text}\n\n`);
      };
      send(first);
      const ping = setInterval(() => {
        if (!raw.writableEnded) raw.write(': ping\n\n');
      }, pingMs);
      let unsubscribe: (() => void) | null = null;
      const expire = setTimeout(() => end(), maxStreamMs);
      const end = () => {
        clearInterval(ping);
        clearTimeout(expire);
        unsubscribe?.();
        streams.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      raw.on('close', end);
      // Inactive profiles have nothing to follow: their counts stay zero.
      if (actor.profile?.active) {
        try {
          const stop = await hub.subscribe(actor.profile.id, { send });
          if (raw.writableEnded || !streams.has(end)) stop();
          else {
            unsubscribe = stop;
            // A change between the first count and the subscription is not missed.
            send(await service.liveCounts(actor));
          }
        } catch (err) {
          req.log.error({ err }, 'live notifications: cannot follow counts');
          end();
        }
      }
    },
  );
};
