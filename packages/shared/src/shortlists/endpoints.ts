import {
  eligibilitySimulationQuerySchema,
  eligibilitySimulationResponseSchema,
  saveShortlistBodySchema,
  shortlistMembersResponseSchema,
  shortlistQuerySchema,
  shortlistResponseSchema,
  shortlistStudentsQuerySchema,
  shortlistStudentsResponseSchema,
  shortlistXlsxQuerySchema,
  shortlistsQuerySchema,
  shortlistsResponseSchema,
} from './schemas';
import { idParamsSchema, noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';

/** The shortlists routes of the API: each one's schemas, as its route declares them (issue 22). */
export const SHORTLISTS_ENDPOINTS = {
  'GET /api/shortlist_portfolios': {
    querystring: shortlistQuerySchema,
    response: { 200: shortlistStudentsResponseSchema },
  },
  'POST /api/shortlist_portfolios': { body: saveShortlistBodySchema, response: { 201: shortlistResponseSchema } },
  'GET /api/shortlisted_table': { querystring: shortlistsQuerySchema, response: { 200: shortlistsResponseSchema } },
  'GET /api/shortlists/:id': { params: idParamsSchema, response: { 200: shortlistResponseSchema } },
  'GET /api/shortlists/:id/students': {
    params: idParamsSchema,
    querystring: shortlistStudentsQuerySchema,
    response: { 200: shortlistMembersResponseSchema },
  },
  'GET /api/shortlist_xlsx': { querystring: shortlistXlsxQuerySchema, response: {} },
  'GET /api/institute_dashboard/eligibility': {
    querystring: eligibilitySimulationQuerySchema,
    response: { 200: eligibilitySimulationResponseSchema },
  },
  'DELETE /api/shortlists/:id': { params: idParamsSchema, response: { 204: noContentSchema } },
} as const satisfies EndpointTable;
