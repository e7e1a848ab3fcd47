import type { EndpointTable } from '../endpoint-table';
import {
  bulkStatusBodySchema,
  bulkStatusResponseSchema,
  changeAuthorBodySchema,
  changeAuthorResponseSchema,
  entityReportQuerySchema,
  incompleteAccountsQuerySchema,
  incompleteAccountsResponseSchema,
  linkedEntitiesBodySchema,
  personResponseSchema,
  profileByEmailQuerySchema,
  profileByPhoneQuerySchema,
  sendReminderBodySchema,
  sendReminderResponseSchema,
} from './schemas';

/** People tools (issue 29 item 10, SPEC §7.8): admins. */
export const PEOPLE_ENDPOINTS = {
  'GET /api/get_profile_by_email': { querystring: profileByEmailQuerySchema, response: { 200: personResponseSchema } },
  'GET /api/get_profile_by_phone': { querystring: profileByPhoneQuerySchema, response: { 200: personResponseSchema } },
  'GET /api/get_student_incomplete_account': {
    querystring: incompleteAccountsQuerySchema,
    response: { 200: incompleteAccountsResponseSchema },
  },
  'POST /api/admin/bulk_profile_status': { body: bulkStatusBodySchema, response: { 200: bulkStatusResponseSchema } },
  'POST /api/admin/change_author': { body: changeAuthorBodySchema, response: { 200: changeAuthorResponseSchema } },
  'POST /api/update_profile_linked_entities': {
    body: linkedEntitiesBodySchema,
    response: { 200: personResponseSchema },
  },
  'POST /api/send_remainder': { body: sendReminderBodySchema, response: { 200: sendReminderResponseSchema } },
  'GET /api/admin/entity_reports': { querystring: entityReportQuerySchema, response: {} },
} as const satisfies EndpointTable;
