import {
  bulkStatusBodySchema,
  bulkStatusResponseSchema,
  changeAuthorBodySchema,
  changeAuthorResponseSchema,
  entityReportQuerySchema,
  incompleteAccountsQuerySchema,
  incompleteAccountsResponseSchema,
  linkedEntitiesBodySchema,
  personResponseSchema,
  profileByEmailQuerySchema,
  profileByPhoneQuerySchema,
  sendReminderBodySchema,
  sendReminderResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { sendDownload } from '../../lib/content-disposition';
import { XLSX_CONTENT_TYPE } from '../jobs';
import type { PeopleService } from './people.service';

/** People tools (issue 29 item 10, SPEC §7.8): admins holding approve_profiles; reports need reports. */
export const peopleRoutes: FastifyPluginAsyncZod<{ service: PeopleService }> = async (app, { service }) => {
  const tags = ['admin'];
  const config = { access: { admin: 'approve_profiles' as const } };
  const person = { 200: personResponseSchema };

  app.get(
    '/get_profile_by_email',
    { config, schema: { tags, querystring: profileByEmailQuerySchema, response: person } },
    async (req) => ({ data: await service.byEmail(req.query.email) }),
  );
  app.get(
    '/get_profile_by_phone',
    { config, schema: { tags, querystring: profileByPhoneQuerySchema, response: person } },
    async (req) => ({ data: await service.byPhone(req.query.phone, req.query.country_code) }),
  );
  app.get(
    '/get_student_incomplete_account',
    {
      config,
      schema: { tags, querystring: incompleteAccountsQuerySchema, response: { 200: incompleteAccountsResponseSchema } },
    },
    (req) => service.incomplete(req.query),
  );
  app.post(
    '/admin/bulk_profile_status',
    { config, schema: { tags, body: bulkStatusBodySchema, response: { 200: bulkStatusResponseSchema } } },
    async (req) => ({
      data: await service.bulkStatus(actorOf(req).userId, req.body.profile_ids, req.body.action, req.body.reason),
    }),
  );
  app.post(
    '/admin/change_author',
    { config, schema: { tags, body: changeAuthorBodySchema, response: { 200: changeAuthorResponseSchema } } },
    async (req) => ({ data: await service.changeAuthor(actorOf(req).userId, req.body) }),
  );
  app.post(
    '/update_profile_linked_entities',
    { config, schema: { tags, body: linkedEntitiesBodySchema, response: person } },
    async (req) => ({ data: await service.updateLinks(actorOf(req).userId, req.body) }),
  );
  // Each person hears once a week at most whoever presses; the button itself a few times a quarter-hour.
  app.post(
    '/send_remainder',
    {
      config: {
        ...config,
        rateLimit: {
          max: 10,
          timeWindow: 15 * 60_000,
          hook: 'preHandler',
          keyGenerator: (req) => `send_remainder:${req.actor?.userId ?? req.ip}`,
        },
      },
      schema: { tags, body: sendReminderBodySchema, response: { 200: sendReminderResponseSchema } },
    },
    async (req) => ({ data: await service.sendReminders(actorOf(req).userId, req.body.kind, req.body.user_ids) }),
  );
  app.get(
    '/admin/entity_reports',
    { config: { access: { admin: 'reports' as const } }, schema: { tags, querystring: entityReportQuerySchema } },
    async (req, reply) => {
      const file = await service.report(actorOf(req).userId, req.query.entity, req.query.profile_type);
      return sendDownload(reply, { contentType: XLSX_CONTENT_TYPE, fileName: file.fileName, body: file.body });
    },
  );
};
