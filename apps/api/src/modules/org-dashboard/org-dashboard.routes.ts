import {
  createdEntitiesCountsQuerySchema,
  createdEntitiesCountsResponseSchema,
  orgApplicationStatsQuerySchema,
  orgApplicationStatsResponseSchema,
  orgEntitiesQuerySchema,
  orgEntitiesResponseSchema,
  orgEntityCountQuerySchema,
  orgEntityCountResponseSchema,
  orgJobSummaryQuerySchema,
  orgJobSummaryResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ORG_ACCESS } from '../../lib/organisation';
import type { OrgDashboardService } from './org-dashboard.service';

/** The company's (and an institution's) dashboard: its content with counts, and its applicant funnel. */
export const orgDashboardRoutes: FastifyPluginAsyncZod<{ service: OrgDashboardService }> = async (app, { service }) => {
  const config = { access: ORG_ACCESS };
  const tags = ['org dashboard'];

  app.get(
    '/get_created_entities_counts',
    {
      config,
      schema: {
        tags,
        querystring: createdEntitiesCountsQuerySchema,
        response: { 200: createdEntitiesCountsResponseSchema },
      },
    },
    async (req) => ({ data: await service.createdCounts(actorOf(req), req.query) }),
  );
  app.get(
    '/get_org_entity_count',
    {
      config,
      schema: { tags, querystring: orgEntityCountQuerySchema, response: { 200: orgEntityCountResponseSchema } },
    },
    async (req) => ({ data: await service.kindCounts(actorOf(req), req.query) }),
  );
  app.get(
    '/org_dashboard/entities',
    { config, schema: { tags, querystring: orgEntitiesQuerySchema, response: { 200: orgEntitiesResponseSchema } } },
    (req) => service.entities(actorOf(req), req.query),
  );
  app.get(
    '/org_dashboard/application_stats',
    {
      config,
      schema: {
        tags,
        querystring: orgApplicationStatsQuerySchema,
        response: { 200: orgApplicationStatsResponseSchema },
      },
    },
    async (req) => ({ data: await service.applicationStats(actorOf(req), req.query) }),
  );
  app.get(
    '/org_dashboard/job_summary',
    { config, schema: { tags, querystring: orgJobSummaryQuerySchema, response: { 200: orgJobSummaryResponseSchema } } },
    async (req) => ({ data: await service.jobSummary(actorOf(req), req.query.job_id) }),
  );
};
