import {
  eligibilitySimulationQuerySchema,
  eligibilitySimulationResponseSchema,
  idParamsSchema,
  mailNotificationResponseSchema,
  noContentSchema,
  saveShortlistBodySchema,
  shortlistMailBodySchema,
  shortlistMembersResponseSchema,
  shortlistQuerySchema,
  shortlistResponseSchema,
  shortlistsQuerySchema,
  shortlistsResponseSchema,
  shortlistStudentsQuerySchema,
  shortlistStudentsResponseSchema,
  shortlistXlsxQuerySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { attachment } from '../../lib/content-disposition';
import { INSTITUTE_DASHBOARD_ACCESS } from '../institute-dashboard';
import { XLSX_CONTENT_TYPE } from '../jobs';
import type { ShortlistsService } from './shortlists.service';

/**
 * Shortlists (SPEC §7.8 shortlist_portfolios, shortlisted_table, and the shortlist's own export and
 * email: generate_xlsx and generate_mail_notification already belong to a job's applicants and an
 * organisation's lists) and the eligibility simulator. Who may call them: the institute dashboard's
 * callers; the service checks the scope (403 for a student who runs no dashboard, 404 for anyone
 * else's institute or shortlist).
 */
export const shortlistsRoutes: FastifyPluginAsyncZod<{ service: ShortlistsService }> = async (app, { service }) => {
  const config = { access: INSTITUTE_DASHBOARD_ACCESS };
  const tags = ['shortlists'];

  app.get(
    '/shortlist_portfolios',
    {
      config,
      schema: { tags, querystring: shortlistQuerySchema, response: { 200: shortlistStudentsResponseSchema } },
    },
    (req) => service.students(actorOf(req), req.query),
  );
  app.post(
    '/shortlist_portfolios',
    { config, schema: { tags, body: saveShortlistBodySchema, response: { 201: shortlistResponseSchema } } },
    async (req, reply) => reply.code(201).send({ data: await service.save(actorOf(req), req.body) }),
  );
  app.get(
    '/shortlisted_table',
    { config, schema: { tags, querystring: shortlistsQuerySchema, response: { 200: shortlistsResponseSchema } } },
    (req) => service.list(actorOf(req), req.query),
  );
  app.get(
    '/shortlists/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: shortlistResponseSchema } } },
    async (req) => ({ data: await service.byId(actorOf(req), req.params.id) }),
  );
  app.get(
    '/shortlists/:id/students',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: shortlistStudentsQuerySchema,
        response: { 200: shortlistMembersResponseSchema },
      },
    },
    (req) => service.members(actorOf(req), req.params.id, req.query),
  );
  app.delete(
    '/shortlists/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } } },
    async (req, reply) => {
      await service.remove(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/shortlists/:id/mail_notification',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: shortlistMailBodySchema,
        response: { 201: mailNotificationResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.mail(actorOf(req), req.params.id, req.body) }),
  );
  app.get(
    '/shortlist_xlsx',
    { config, schema: { tags, querystring: shortlistXlsxQuerySchema, produces: [XLSX_CONTENT_TYPE] } },
    async (req, reply) => {
      const file = await service.spreadsheet(actorOf(req), req.query);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .header('x-row-count', String(file.rows))
        .send(file.body);
    },
  );
  app.get(
    '/institute_dashboard/eligibility',
    {
      config,
      schema: {
        tags,
        querystring: eligibilitySimulationQuerySchema,
        response: { 200: eligibilitySimulationResponseSchema },
      },
    },
    (req) => service.simulate(actorOf(req), req.query),
  );
};
