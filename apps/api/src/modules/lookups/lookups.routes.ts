import {
  citiesQuerySchema,
  citiesResponseSchema,
  degreesResponseSchema,
  designationsResponseSchema,
  jobRolesQuerySchema,
  jobRolesResponseSchema,
  lifeSkillsResponseSchema,
  lookupsQuerySchema,
  lookupsResponseSchema,
  nameQuerySchema,
  orgsQuerySchema,
  orgsResponseSchema,
  skillsQuerySchema,
  skillsResponseSchema,
  specializationsResponseSchema,
  statesResponseSchema,
  acceptedSkillResponseSchema,
  idParamsSchema,
  waitingSkillsQuerySchema,
  waitingSkillsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { LookupsService } from './lookups.service';

/** The lookup catalogue is public: sign-up and profile creation need it before a profile exists. */
export const lookupsRoutes: FastifyPluginAsyncZod<{ service: LookupsService }> = async (app, { service }) => {
  const config = { access: 'public' as const };
  const tags = ['lookups'];

  app.get(
    '/lookups',
    { config, schema: { tags, querystring: lookupsQuerySchema, response: { 200: lookupsResponseSchema } } },
    async (req) => {
      const res = await service.lookups(req.query);
      return { data: { type: req.query.type, data: res.data }, pagination: res.pagination };
    },
  );

  app.get(
    '/skills',
    { config, schema: { tags, querystring: skillsQuerySchema, response: { 200: skillsResponseSchema } } },
    (req) => service.skills(req.query),
  );

  // Catalogue upkeep: skills users typed in wait for an admin before they are offered to others.
  app.get(
    '/admin/skills',
    {
      config: { access: { admin: 'manage_catalogue' } },
      schema: { tags, querystring: waitingSkillsQuerySchema, response: { 200: waitingSkillsResponseSchema } },
    },
    (req) => service.waitingSkills(req.query),
  );

  app.post(
    '/admin/skills/:id/accept',
    {
      config: { access: { admin: 'manage_catalogue' } },
      schema: { tags, params: idParamsSchema, response: { 200: acceptedSkillResponseSchema } },
    },
    async (req) => ({ data: await service.acceptSkill(req.params.id, actorOf(req).userId) }),
  );

  app.get(
    '/degrees',
    { config, schema: { tags, querystring: nameQuerySchema, response: { 200: degreesResponseSchema } } },
    (req) => service.degrees(req.query),
  );

  app.get(
    '/specializations',
    { config, schema: { tags, querystring: nameQuerySchema, response: { 200: specializationsResponseSchema } } },
    (req) => service.specializations(req.query),
  );

  app.get(
    '/designations',
    { config, schema: { tags, querystring: nameQuerySchema, response: { 200: designationsResponseSchema } } },
    (req) => service.designations(req.query),
  );

  app.get(
    '/states',
    { config, schema: { tags, querystring: nameQuerySchema, response: { 200: statesResponseSchema } } },
    (req) => service.states(req.query),
  );

  app.get(
    '/cities',
    { config, schema: { tags, querystring: citiesQuerySchema, response: { 200: citiesResponseSchema } } },
    (req) => service.cities(req.query),
  );

  app.get(
    '/life_skills',
    { config, schema: { tags, querystring: nameQuerySchema, response: { 200: lifeSkillsResponseSchema } } },
    (req) => service.lifeSkills(req.query),
  );

  app.get(
    '/job_roles',
    { config, schema: { tags, querystring: jobRolesQuerySchema, response: { 200: jobRolesResponseSchema } } },
    (req) => service.jobRoles(req.query),
  );

  app.get(
    '/orgs',
    { config, schema: { tags, querystring: orgsQuerySchema, response: { 200: orgsResponseSchema } } },
    (req) => service.orgs(req.query),
  );

  // GET /orgs/{id} (one org with its page) lives in modules/orgs.
};
