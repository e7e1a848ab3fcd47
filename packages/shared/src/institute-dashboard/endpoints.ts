import {
  academicHistogramResponseSchema,
  enrollmentDashboardQuerySchema,
  enrollmentDashboardResponseSchema,
  enrollmentListingQuerySchema,
  enrollmentListingResponseSchema,
  instituteCountersResponseSchema,
  institutePlacementResponseSchema,
  instituteScopeQuerySchema,
  instituteSplitQuerySchema,
  instituteSplitResponseSchema,
  orgStudentsQuerySchema,
  orgStudentsResponseSchema,
  topSkillsQuerySchema,
  topSkillsResponseSchema,
} from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The institute-dashboard routes of the API: each one's schemas, as its route declares them (issue 22). */
export const INSTITUTE_DASHBOARD_ENDPOINTS = {
  'GET /api/fetch_counters': {
    querystring: instituteScopeQuerySchema,
    response: { 200: instituteCountersResponseSchema },
  },
  'GET /api/split_based_on_field': {
    querystring: instituteSplitQuerySchema,
    response: { 200: instituteSplitResponseSchema },
  },
  'GET /api/split_by_degree': {
    querystring: instituteScopeQuerySchema,
    response: { 200: instituteSplitResponseSchema },
  },
  'GET /api/split_by_branch': {
    querystring: instituteScopeQuerySchema,
    response: { 200: instituteSplitResponseSchema },
  },
  'GET /api/split_by_batch': {
    querystring: instituteScopeQuerySchema,
    response: { 200: instituteSplitResponseSchema },
  },
  'GET /api/fetch_histogram_academic': {
    querystring: instituteScopeQuerySchema,
    response: { 200: academicHistogramResponseSchema },
  },
  'GET /api/fetch_top_skills': { querystring: topSkillsQuerySchema, response: { 200: topSkillsResponseSchema } },
  'GET /api/institute_dashboard/placement': {
    querystring: instituteScopeQuerySchema,
    response: { 200: institutePlacementResponseSchema },
  },
  'GET /api/enrollment_dashboard': {
    querystring: enrollmentDashboardQuerySchema,
    response: { 200: enrollmentDashboardResponseSchema },
  },
  'GET /api/enrollment_listing': {
    querystring: enrollmentListingQuerySchema,
    response: { 200: enrollmentListingResponseSchema },
  },
  'GET /api/show_org_students': { querystring: orgStudentsQuerySchema, response: { 200: orgStudentsResponseSchema } },
} as const satisfies EndpointTable;
