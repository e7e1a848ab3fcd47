import { adminDashboardQuerySchema, adminDashboardResponseSchema, postsHistogramResponseSchema } from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The admin-dashboard routes of the API: each one's schemas, as its route declares them (issue 22). */
export const ADMIN_DASHBOARD_ENDPOINTS = {
  'GET /api/admin/dashboard': {
    querystring: adminDashboardQuerySchema,
    response: { 200: adminDashboardResponseSchema },
  },
  'GET /api/posts_histogram': {
    querystring: adminDashboardQuerySchema,
    response: { 200: postsHistogramResponseSchema },
  },
} as const satisfies EndpointTable;
