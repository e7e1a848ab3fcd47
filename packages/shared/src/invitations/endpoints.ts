import { idParamsSchema as params } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  invitationBodySchema,
  invitationResponseSchema,
  invitationResultResponseSchema,
  invitationsResponseSchema,
  invitedStudentsQuerySchema,
  itemInvitationsQuerySchema,
  myInvitationsQuerySchema,
} from './schemas';

/** Invitations to clubs and events (issue 23 item 30). */
export const INVITATIONS_ENDPOINTS = {
  'POST /api/invitations': { body: invitationBodySchema, response: { 201: invitationResultResponseSchema } },
  'GET /api/invitations': { querystring: itemInvitationsQuerySchema, response: { 200: invitationsResponseSchema } },
  'GET /api/my_invitations': { querystring: myInvitationsQuerySchema, response: { 200: invitationsResponseSchema } },
  'POST /api/invitations/:id/accept': { params, response: { 200: invitationResponseSchema } },
  'POST /api/invitations/:id/decline': { params, response: { 200: invitationResponseSchema } },
  'GET /api/admin/inivited_students_list': {
    querystring: invitedStudentsQuerySchema,
    response: { 200: invitationsResponseSchema },
  },
} as const satisfies EndpointTable;
