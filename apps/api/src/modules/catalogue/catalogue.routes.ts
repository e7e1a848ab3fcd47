import {
  catalogueEntryBodySchema,
  catalogueEntryParamsSchema,
  catalogueEntryResponseSchema,
  catalogueKindParamsSchema,
  catalogueListQuerySchema,
  catalogueListResponseSchema,
  catalogueMergeBodySchema,
  catalogueMergeResponseSchema,
  catalogueReferencesResponseSchema,
  idParamsSchema,
  okResponseSchema,
  rejectSkillBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { CatalogueService } from './catalogue.service';

/** Catalogue upkeep (issue 29 item 9): admins holding manage_catalogue. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ service: CatalogueService }> = async (app, { service }) => {
  const tags = ['catalogue'];
  const config = { access: { admin: 'manage_catalogue' as const } };
  const entry = { 200: catalogueEntryResponseSchema };

  app.get(
    '/admin/catalogue/:kind',
    {
      config,
      schema: {
        tags,
        params: catalogueKindParamsSchema,
        querystring: catalogueListQuerySchema,
        response: { 200: catalogueListResponseSchema },
      },
    },
    (req) => service.list(req.params.kind, req.query),
  );

  app.post(
    '/admin/catalogue/:kind',
    {
      config,
      schema: {
        tags,
        params: catalogueKindParamsSchema,
        body: catalogueEntryBodySchema,
        response: { 201: catalogueEntryResponseSchema },
      },
    },
    async (req, reply) => {
      const data = await service.create(actorOf(req).userId, req.params.kind, req.body);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/admin/catalogue/:kind/:id',
    {
      config,
      schema: { tags, params: catalogueEntryParamsSchema, body: catalogueEntryBodySchema, response: entry },
    },
    async (req) => ({ data: await service.edit(actorOf(req).userId, req.params.kind, req.params.id, req.body) }),
  );

  app.get(
    '/admin/catalogue/:kind/:id/references',
    {
      config,
      schema: { tags, params: catalogueEntryParamsSchema, response: { 200: catalogueReferencesResponseSchema } },
    },
    async (req) => ({ data: await service.references(req.params.kind, req.params.id) }),
  );

  app.post(
    '/admin/catalogue/:kind/:id/merge',
    {
      config,
      schema: {
        tags,
        params: catalogueEntryParamsSchema,
        body: catalogueMergeBodySchema,
        response: { 200: catalogueMergeResponseSchema },
      },
    },
    async (req) => ({
      data: await service.merge(actorOf(req).userId, req.params.kind, req.params.id, req.body.into_id),
    }),
  );

  for (const [path, active] of [
    ['retire', false],
    ['restore', true],
  ] as const)
    app.post(
      `/admin/catalogue/:kind/:id/${path}`,
      { config, schema: { tags, params: catalogueEntryParamsSchema, response: entry } },
      async (req) => ({
        data: await service.setActive(actorOf(req).userId, req.params.kind, req.params.id, active),
      }),
    );

  app.post(
    '/admin/skills/:id/reject',
    {
      config,
      schema: { tags, params: idParamsSchema, body: rejectSkillBodySchema, response: { 200: okResponseSchema } },
    },
    async (req) => {
      await service.rejectSkill(actorOf(req).userId, req.params.id, req.body.into_id);
      return { data: { ok: true as const } };
    },
  );
};
