import {
  INSTITUTE_SPLIT_FIELDS,
  enrollmentDashboardQuerySchema,
  enrollmentDashboardResponseSchema,
  enrollmentListingQuerySchema,
  enrollmentListingResponseSchema,
  academicHistogramResponseSchema,
  instituteCountersResponseSchema,
  institutePlacementResponseSchema,
  instituteScopeQuerySchema,
  instituteSplitQuerySchema,
  instituteSplitResponseSchema,
  orgStudentsQuerySchema,
  orgStudentsResponseSchema,
  topSkillsQuerySchema,
  topSkillsResponseSchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../lib/access';
import { actorOf } from '../../lib/actor';
import type { EnrollmentService } from './enrollment.service';
import type { InstituteDashboardService } from './institute-dashboard.service';

/**
 * Institution staff, students the admins made college admins (the service checks the flags: 403
 * without them), and admins (for the institute they name).
 */
export const INSTITUTE_DASHBOARD_ACCESS: Access = { profiles: ['INSTITUTION', 'STUDENT'], adminToo: 'reports' };

/** The institute's dashboard: counters, splits, scores, skills, and placement. */
export const instituteDashboardRoutes: FastifyPluginAsyncZod<{
  service: InstituteDashboardService;
  enrollment: EnrollmentService;
}> = async (app, { service, enrollment }) => {
  const config = { access: INSTITUTE_DASHBOARD_ACCESS };
  const tags = ['institute dashboard'];

  app.get(
    '/fetch_counters',
    {
      config,
      schema: { tags, querystring: instituteScopeQuerySchema, response: { 200: instituteCountersResponseSchema } },
    },
    (req) => service.counters(actorOf(req), req.query),
  );
  app.get(
    '/split_based_on_field',
    {
      config,
      schema: { tags, querystring: instituteSplitQuerySchema, response: { 200: instituteSplitResponseSchema } },
    },
    (req) => service.split(actorOf(req), req.query),
  );
  for (const field of INSTITUTE_SPLIT_FIELDS) {
    app.get(
      `/split_by_${field}`,
      {
        config,
        schema: { tags, querystring: instituteScopeQuerySchema, response: { 200: instituteSplitResponseSchema } },
      },
      (req) => service.split(actorOf(req), { ...req.query, field }),
    );
  }
  app.get(
    '/fetch_histogram_academic',
    {
      config,
      schema: { tags, querystring: instituteScopeQuerySchema, response: { 200: academicHistogramResponseSchema } },
    },
    (req) => service.academicHistogram(actorOf(req), req.query),
  );
  app.get(
    '/fetch_top_skills',
    { config, schema: { tags, querystring: topSkillsQuerySchema, response: { 200: topSkillsResponseSchema } } },
    (req) => service.topSkills(actorOf(req), req.query),
  );
  app.get(
    '/institute_dashboard/placement',
    {
      config,
      schema: { tags, querystring: instituteScopeQuerySchema, response: { 200: institutePlacementResponseSchema } },
    },
    (req) => service.placement(actorOf(req), req.query),
  );
  app.get(
    '/enrollment_dashboard',
    {
      config,
      schema: {
        tags,
        querystring: enrollmentDashboardQuerySchema,
        response: { 200: enrollmentDashboardResponseSchema },
      },
    },
    (req) => enrollment.dashboard(actorOf(req), req.query),
  );
  app.get(
    '/enrollment_listing',
    {
      config,
      schema: { tags, querystring: enrollmentListingQuerySchema, response: { 200: enrollmentListingResponseSchema } },
    },
    (req) => enrollment.listing(actorOf(req), req.query),
  );
  app.get(
    '/show_org_students',
    {
      config,
      schema: { tags, querystring: orgStudentsQuerySchema, response: { 200: orgStudentsResponseSchema } },
    },
    (req) => service.students(actorOf(req), req.query),
  );
};
