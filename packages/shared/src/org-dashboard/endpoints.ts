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
} from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The org-dashboard routes of the API: each one's schemas, as its route declares them (issue 22). */
export const ORG_DASHBOARD_ENDPOINTS = {
  'GET /api/get_created_entities_counts': {
    querystring: createdEntitiesCountsQuerySchema,
    response: { 200: createdEntitiesCountsResponseSchema },
  },
  'GET /api/get_org_entity_count': {
    querystring: orgEntityCountQuerySchema,
    response: { 200: orgEntityCountResponseSchema },
  },
  'GET /api/org_dashboard/entities': {
    querystring: orgEntitiesQuerySchema,
    response: { 200: orgEntitiesResponseSchema },
  },
  'GET /api/org_dashboard/application_stats': {
    querystring: orgApplicationStatsQuerySchema,
    response: { 200: orgApplicationStatsResponseSchema },
  },
  'GET /api/org_dashboard/job_summary': {
    querystring: orgJobSummaryQuerySchema,
    response: { 200: orgJobSummaryResponseSchema },
  },
} as const satisfies EndpointTable;
