import {
  createSkillBodySchema,
  createdSkillResponseSchema,
  idParamsSchema,
  portfolioResponseSchema,
  publicPortfolioResponseSchema,
  portfolioSummariesResponseSchema,
  publicPortfolioQuerySchema,
  visibilityBodySchema,
  visibilityResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_PROFILE, profileOf } from '../../lib/actor';
import type { PortfolioService } from './portfolio.service';
import type { SkillsService } from './skills.service';

/** Reading portfolios (SPEC §7.2): the student's own, the public one, the PDF; the public switch; new skills. */
export const portfolioRoutes: FastifyPluginAsyncZod<{ service: PortfolioService; skills: SkillsService }> = async (
  app,
  { service, skills },
) => {
  const tags = ['portfolio'];
  const student = { access: { profiles: ['STUDENT'] as const } };

  app.get(
    '/my_portfolio/portfolios',
    { config: student, schema: { tags, response: { 200: portfolioResponseSchema } } },
    async (req) => ({ data: await service.own(profileOf(req).id) }),
  );

  app.get(
    '/my_portfolio/portfolios/:id',
    { config: student, schema: { tags, params: idParamsSchema, response: { 200: portfolioResponseSchema } } },
    async (req) => ({ data: await service.own(profileOf(req).id, req.params.id) }),
  );

  app.get(
    '/my_portfolio/profile_portfolios',
    { config: student, schema: { tags, response: { 200: portfolioSummariesResponseSchema } } },
    async (req) => ({ data: await service.summaries(profileOf(req).id) }),
  );

  app.put(
    '/my_portfolio/visibility',
    { config: student, schema: { tags, body: visibilityBodySchema, response: { 200: visibilityResponseSchema } } },
    async (req) => ({ data: await service.setVisibility(profileOf(req).id, req.body.is_public) }),
  );

  app.get(
    '/public_portfolio',
    {
      config: { access: 'public' },
      schema: { tags, querystring: publicPortfolioQuerySchema, response: { 200: publicPortfolioResponseSchema } },
    },
    async (req) => ({ data: await service.publicOf(req.query.profile_id) }),
  );

  app.get(
    '/generate_portfolio_pdf/:id',
    { config: student, schema: { tags, params: idParamsSchema, produces: ['application/pdf'] } },
    async (req, reply) => {
      const pdf = await service.pdf(profileOf(req).id, req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf.bytes);
    },
  );

  app.post(
    '/skills',
    {
      config: { access: { profiles: ANY_PROFILE } },
      schema: {
        tags: ['lookups'],
        body: createSkillBodySchema,
        response: { 200: createdSkillResponseSchema, 201: createdSkillResponseSchema },
      },
    },
    async (req, reply) => {
      const { skill, created } = await skills.create(req.body);
      return reply.code(created ? 201 : 200).send({ data: skill });
    },
  );
};
