import {
  scoreRangeQuerySchema,
  scoreRangeResponseSchema,
  skillsDemandQuerySchema,
  skillsDemandResponseSchema,
  skillsFilterQuerySchema,
  skillsGraphsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { INSTITUTE_DASHBOARD_ACCESS } from '../institute-dashboard';
import type { SkillsDashboardService } from './skills-dashboard.service';

/** The skills dashboard: who may call it is who may read the institute dashboard. */
export const skillsDashboardRoutes: FastifyPluginAsyncZod<{ service: SkillsDashboardService }> = async (
  app,
  { service },
) => {
  const config = { access: INSTITUTE_DASHBOARD_ACCESS };
  const tags = ['skills dashboard'];

  app.get(
    '/get_score_range',
    { config, schema: { tags, querystring: scoreRangeQuerySchema, response: { 200: scoreRangeResponseSchema } } },
    (req) => service.scoreRange(actorOf(req), req.query),
  );
  app.get(
    '/skills_dashboard',
    { config, schema: { tags, querystring: skillsFilterQuerySchema, response: { 200: skillsGraphsResponseSchema } } },
    (req) => service.graphs(actorOf(req), req.query),
  );
  app.get(
    '/show_skills_dashboard',
    { config, schema: { tags, querystring: skillsDemandQuerySchema, response: { 200: skillsDemandResponseSchema } } },
    (req) => service.demand(actorOf(req), req.query),
  );
};
