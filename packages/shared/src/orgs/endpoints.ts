import { idParamsSchema } from '../api';
import {
  instituteOrgResponseSchema,
  orgByIdAndNameQuerySchema,
  orgPageResponseSchema,
  orgProfilesQuerySchema,
  orgProfilesResponseSchema,
  partnersQuerySchema,
  partnersResponseSchema,
  updateOrgBodySchema,
} from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The orgs routes of the API: each one's schemas, as its route declares them (issue 22). */
export const ORGS_ENDPOINTS = {
  'GET /api/orgs/:id': { params: idParamsSchema, response: { 200: orgPageResponseSchema } },
  'PUT /api/orgs/:id': { params: idParamsSchema, body: updateOrgBodySchema, response: { 200: orgPageResponseSchema } },
  'PUT /api/orgs/:id/logo': { params: idParamsSchema, response: { 200: orgPageResponseSchema } },
  'GET /api/get_org_by_id_and_name': {
    querystring: orgByIdAndNameQuerySchema,
    response: { 200: orgPageResponseSchema },
  },
  'GET /api/institute_orgs/:id': { params: idParamsSchema, response: { 200: instituteOrgResponseSchema } },
  'GET /api/org_profiles': { querystring: orgProfilesQuerySchema, response: { 200: orgProfilesResponseSchema } },
  'GET /api/partners': { querystring: partnersQuerySchema, response: { 200: partnersResponseSchema } },
} as const satisfies EndpointTable;
