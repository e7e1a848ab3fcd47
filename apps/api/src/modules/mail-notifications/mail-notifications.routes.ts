import {
  idParamsSchema,
  mailNotificationBodySchema,
  mailNotificationResponseSchema,
  mailNotificationsQuerySchema,
  mailNotificationsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ORG_ACCESS } from '../../lib/organisation';
import type { MailNotificationsService } from './mail-notifications.service';

/** An organisation emails one of its lists (SPEC §7.8 generate_mail_notification); the queue delivers. */
export const mailNotificationsRoutes: FastifyPluginAsyncZod<{ service: MailNotificationsService }> = async (
  app,
  { service },
) => {
  const tags = ['mail notifications'];
  const config = { access: ORG_ACCESS };

  app.post(
    '/generate_mail_notification',
    { config, schema: { tags, body: mailNotificationBodySchema, response: { 201: mailNotificationResponseSchema } } },
    async (req, reply) => reply.code(201).send({ data: await service.request(actorOf(req), req.body) }),
  );

  app.get(
    '/mail_notifications',
    {
      config,
      schema: {
        tags,
        querystring: mailNotificationsQuerySchema,
        response: { 200: mailNotificationsResponseSchema },
      },
    },
    (req) => service.list(actorOf(req), req.query),
  );

  app.get(
    '/mail_notifications/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: mailNotificationResponseSchema } } },
    async (req) => ({ data: await service.byId(actorOf(req), req.params.id) }),
  );
};
