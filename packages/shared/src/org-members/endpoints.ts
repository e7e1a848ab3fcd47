import { idParamsSchema } from '../api';
import { orgMemberResponseSchema, orgMembersQuerySchema, orgMembersResponseSchema } from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The org-members routes of the API: each one's schemas, as its route declares them (issue 22). */
export const ORG_MEMBERS_ENDPOINTS = {
  'GET /api/org_members': { querystring: orgMembersQuerySchema, response: { 200: orgMembersResponseSchema } },
  'POST /api/org_members/:id/accept': { params: idParamsSchema, response: { 200: orgMemberResponseSchema } },
  'POST /api/org_members/:id/decline': { params: idParamsSchema, response: { 200: orgMemberResponseSchema } },
} as const satisfies EndpointTable;
