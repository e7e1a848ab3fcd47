import {
  addedReadingResponseSchema,
  addReadingBodySchema,
  catalogueReadingBodySchema,
  catalogueReadingResponseSchema,
  catalogueReadingsResponseSchema,
  createdIdResponseSchema,
  idParamsSchema,
  noContentSchema,
  type ReadingKind,
  readingListQuerySchema,
  recommendedReadingsQuerySchema,
  recommendedReadingsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { Access } from '../../lib/access';
import type { ReadingsService } from './readings.service';

const STUDENT: Access = { profiles: ['STUDENT'] };

/** Readings (SPEC §2.1 /books and /articles, §7.4): the catalogue, recommendations, one-click add, admin upkeep. */
export const readingsRoutes: FastifyPluginAsyncZod<{ service: ReadingsService; clock?: () => Date }> = async (
  app,
  { service, clock },
) => {
  const tags = ['readings'];
  const body = catalogueReadingBodySchema(clock);

  for (const [url, kind] of [
    ['/readings', 'book'],
    ['/articles', 'article'],
  ] as [string, ReadingKind][]) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: { tags, querystring: readingListQuerySchema, response: { 200: catalogueReadingsResponseSchema } },
      },
      (req) => service.list(req.actor, kind, req.query),
    );
  }

  app.get(
    '/readings/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParamsSchema, response: { 200: catalogueReadingResponseSchema } },
    },
    async (req) => ({ data: await service.detail(req.actor, req.params.id) }),
  );

  for (const [url, kind] of [
    ['/recommended/readings', 'book'],
    ['/recommended/articles', 'article'],
  ] as [string, ReadingKind][]) {
    app.get(
      url,
      {
        config: { access: STUDENT },
        schema: {
          tags,
          querystring: recommendedReadingsQuerySchema,
          response: { 200: recommendedReadingsResponseSchema },
        },
      },
      (req) => service.recommended(actorOf(req), kind, req.query),
    );
  }

  app.post(
    '/readings/:id/add_to_portfolio',
    {
      config: { access: STUDENT },
      schema: {
        tags,
        params: idParamsSchema,
        body: addReadingBodySchema,
        response: { 201: addedReadingResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await service.addToPortfolio(actorOf(req), req.params.id, req.body) }),
  );

  const admin = { access: { admin: 'manage_catalogue' } } as const;
  app.post(
    '/admin/readings',
    {
      config: admin,
      schema: { tags, body, response: { 201: createdIdResponseSchema } },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(req.body) }),
  );

  app.put(
    '/admin/readings/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, body, response: { 200: catalogueReadingResponseSchema } },
    },
    async (req) => ({ data: await service.update(req.actor, req.params.id, req.body) }),
  );

  app.delete(
    '/admin/readings/:id',
    { config: admin, schema: { tags, params: idParamsSchema, response: { 204: noContentSchema } } },
    async (req, reply) => {
      await service.remove(req.params.id);
      return reply.code(204).send(null);
    },
  );
};
