import {
  createdIdResponseSchema,
  jobRoleIdsBodySchema,
  jobRolesQuerySchema,
  jobRolesResponseSchema,
  lifeSkillsResponseSchema,
  portfolioJobRolesBodySchema,
  portfolioJobRolesResponseSchema,
  recommendedJobRolesResponseSchema,
  startPortfolioBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, profileOf } from '../../lib/actor';
import type { CareerPathsService } from './career-paths.service';

/** The my_portfolio career-path endpoints (SPEC §7.2) and the recommendations. */
export const careerPathsRoutes: FastifyPluginAsyncZod<{ service: CareerPathsService }> = async (app, { service }) => {
  const tags = ['career paths'];
  const student = { access: { profiles: ['STUDENT'] as const } };

  app.get(
    '/my_portfolio/list_job_roles',
    {
      config: { access: 'signed_in' },
      schema: { tags, querystring: jobRolesQuerySchema, response: { 200: jobRolesResponseSchema } },
    },
    (req) => service.list(req.query),
  );

  app.get(
    '/my_portfolio/my_job_roles',
    { config: student, schema: { tags, response: { 200: portfolioJobRolesResponseSchema } } },
    async (req) => ({
      data: await service.mine(profileOf(req).id, actorOf(req).userId),
    }),
  );

  app.get(
    '/my_portfolio/fetch_life_skill_roles',
    { config: { access: 'signed_in' }, schema: { tags, response: { 200: lifeSkillsResponseSchema } } },
    () => service.lifeSkills(),
  );

  app.post(
    '/my_portfolio/job_roles',
    {
      config: student,
      schema: { tags, body: portfolioJobRolesBodySchema, response: { 200: portfolioJobRolesResponseSchema } },
    },
    async (req) => ({ data: await service.set(profileOf(req).id, actorOf(req).userId, req.body.portfolio.job_roles) }),
  );

  // Replace the set: update_my_job_roles and job_role_ids; add to it: create_job_roles.
  for (const [url, keep] of [
    ['/my_portfolio/update_my_job_roles', false],
    ['/my_portfolio/job_role_ids', false],
    ['/my_portfolio/create_job_roles', true],
  ] as const) {
    app.post(
      url,
      {
        config: student,
        schema: { tags, body: jobRoleIdsBodySchema, response: { 200: portfolioJobRolesResponseSchema } },
      },
      async (req) => ({
        data: await service.set(profileOf(req).id, actorOf(req).userId, req.body.job_role_ids, keep),
      }),
    );
  }

  app.get(
    '/get_recommended/job_roles',
    { config: student, schema: { tags, response: { 200: recommendedJobRolesResponseSchema } } },
    async (req) => ({
      data: await service.recommended(profileOf(req).id),
    }),
  );

  app.post(
    '/my_portfolio/portfolios',
    {
      config: student,
      schema: {
        tags,
        body: startPortfolioBodySchema,
        response: { 201: createdIdResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await service.startPortfolio(profileOf(req).id, req.body.is_public) }),
  );
};
