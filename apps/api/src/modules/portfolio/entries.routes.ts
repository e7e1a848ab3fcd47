import { idParamsSchema, okResponseSchema, portfolioEntryResponseSchema } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileOf } from '../../lib/actor';
import type { EntriesService, SaveBody } from './entries.service';
import { RESOURCES, type ResourceName } from './portfolio.resources';

/**
 * Saving portfolio entries (SPEC §7.2): POST /api/my_portfolio/{resource} adds, PUT .../{id} edits,
 * DELETE .../{id} removes. Bodies are checked with the shared card schemas (the clock decides which
 * dates are in the future); rules that need saved data run again in the service.
 */
export const entriesRoutes: FastifyPluginAsyncZod<{ service: EntriesService; clock: () => Date }> = async (
  app,
  { service, clock },
) => {
  const tags = ['portfolio'];
  const config = { access: { profiles: ['STUDENT'] as const } };
  const now = () => clock();

  for (const resource of Object.keys(RESOURCES) as ResourceName[]) {
    const body = RESOURCES[resource].body;
    const url = `/my_portfolio/${resource}`;

    app.post(
      url,
      { config, schema: { tags, body: body({ now }), response: { 201: portfolioEntryResponseSchema } } },
      async (req, reply) =>
        reply.code(201).send({ data: await service.create(resource, profileOf(req).id, req.body as SaveBody) }),
    );

    app.put(
      `${url}/:id`,
      {
        config,
        schema: {
          tags,
          params: idParamsSchema,
          body: body({ now, editing: true }),
          response: { 200: portfolioEntryResponseSchema },
        },
      },
      async (req) => ({
        data: await service.update(resource, profileOf(req).id, req.params.id, req.body as SaveBody),
      }),
    );

    app.delete(
      `${url}/:id`,
      { config, schema: { tags, params: idParamsSchema, response: { 200: okResponseSchema } } },
      async (req) => {
        await service.remove(resource, profileOf(req).id, req.params.id);
        return { data: { ok: true as const } };
      },
    );
  }
};
