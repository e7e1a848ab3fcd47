import { adminDashboardQuerySchema, adminDashboardResponseSchema, postsHistogramResponseSchema } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDashboardService } from './admin-dashboard.service';

/** The admin dashboard's numbers (issue 24 item 9; the page is /adminDashboard). Admins only. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ service: AdminDashboardService }> = async (
  app,
  { service },
) => {
  const config = { access: { admin: 'reports' } } as const;
  const tags = ['admin dashboard'];

  app.get(
    '/admin/dashboard',
    {
      config,
      schema: { tags, querystring: adminDashboardQuerySchema, response: { 200: adminDashboardResponseSchema } },
    },
    async (req) => ({ data: await service.dashboard(req.query) }),
  );
  app.get(
    '/posts_histogram',
    {
      config,
      schema: { tags, querystring: adminDashboardQuerySchema, response: { 200: postsHistogramResponseSchema } },
    },
    async (req) => ({ data: await service.postsHistogram(req.query) }),
  );
};
