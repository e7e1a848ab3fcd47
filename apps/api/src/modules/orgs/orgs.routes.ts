import {
  idParamsSchema,
  instituteOrgResponseSchema,
  orgByIdAndNameQuerySchema,
  orgPageResponseSchema,
  orgProfilesQuerySchema,
  orgProfilesResponseSchema,
  partnersQuerySchema,
  partnersResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrgsService } from './orgs.service';

/**
 * Organisation pages (SPEC §2.1 company and institute pages, /partners/{type}; §7.4, §7.7). All
 * public: they show what an organisation publishes and counts, never a person's private details.
 */
export const orgsRoutes: FastifyPluginAsyncZod<{ service: OrgsService }> = async (app, { service }) => {
  const config = { access: 'public' as const };
  const tags = ['orgs'];

  app.get(
    '/orgs/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: orgPageResponseSchema } } },
    async (req) => ({ data: await service.org(req.params.id) }),
  );

  app.get(
    '/get_org_by_id_and_name',
    { config, schema: { tags, querystring: orgByIdAndNameQuerySchema, response: { 200: orgPageResponseSchema } } },
    async (req) => ({ data: await service.byIdAndName(req.query.id, req.query.name) }),
  );

  app.get(
    '/institute_orgs/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: instituteOrgResponseSchema } } },
    async (req) => ({ data: await service.institute(req.params.id) }),
  );

  // Only mentors are listed publicly (profile_types[]=ADVISOR, the default); other types answer 422.
  app.get(
    '/org_profiles',
    { config, schema: { tags, querystring: orgProfilesQuerySchema, response: { 200: orgProfilesResponseSchema } } },
    (req) => service.advisors(req.query),
  );

  app.get(
    '/partners',
    { config, schema: { tags, querystring: partnersQuerySchema, response: { 200: partnersResponseSchema } } },
    (req) => service.partners(req.query),
  );
};
