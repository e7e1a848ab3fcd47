import formbody from '@fastify/formbody';
import {
  notificationEmailSettingsResponseSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResultResponseSchema,
  updateNotificationEmailSettingsBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_PROFILE, profileOf } from '../../lib/actor';
import type { NotificationEmails } from './notification-emails.service';

/** A generous per-address allowance: tokens cannot be guessed, this only keeps floods off. */
const UNSUBSCRIBE_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** Notification email settings in profile settings, and the unsubscribe link of every such email. */
export const notificationEmailsRoutes: FastifyPluginAsyncZod<{ service: NotificationEmails }> = async (
  app,
  { service },
) => {
  // Mail clients post one-click unsubscribes form-encoded (RFC 8058); scoped to these routes.
  await app.register(formbody);
  const tags = ['notification emails'];
  const anyProfile = { access: { profiles: ANY_PROFILE } };
  const settingsResponse = { 200: notificationEmailSettingsResponseSchema };

  app.get(
    '/myprofile/notification_settings',
    { config: anyProfile, schema: { tags, response: settingsResponse } },
    async (req) => ({ data: await service.settings(profileOf(req)) }),
  );

  app.put(
    '/myprofile/notification_settings',
    {
      config: anyProfile,
      schema: { tags, body: updateNotificationEmailSettingsBodySchema, response: settingsResponse },
    },
    async (req) => ({ data: await service.updateSettings(profileOf(req), req.body) }),
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { access: 'public', ...UNSUBSCRIBE_LIMIT },
      schema: {
        tags,
        body: unsubscribeBodySchema,
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultResponseSchema },
      },
    },
    async (req) => ({ data: await service.unsubscribe(req.body?.token ?? req.query.token) }),
  );

  // A mail client that opens the List-Unsubscribe address instead of posting to it lands on the
  // page, which asks before turning anything off (mail scanners follow links).
  app.get(
    '/notifications/unsubscribe',
    {
      config: { access: 'public', answers: [303], ...UNSUBSCRIBE_LIMIT },
      schema: { tags, querystring: unsubscribeQuerySchema },
    },
    (req, reply) => reply.redirect(`/unsubscribe?token=${encodeURIComponent(req.query.token ?? '')}`, 303),
  );
};
