import {
  accountOkResponseSchema,
  accountSummaryResponseSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
} from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The account routes of the API: each one's schemas, as its route declares them (issue 22). */
export const ACCOUNT_ENDPOINTS = {
  'GET /api/my_account': { response: { 200: accountSummaryResponseSchema } },
  'POST /api/my_account/change_password': {
    body: changePasswordBodySchema,
    response: { 200: accountOkResponseSchema },
  },
  'POST /api/my_account/delete': { body: deleteAccountBodySchema, response: { 200: accountOkResponseSchema } },
  'GET /api/my_account/export': { response: {} },
} as const satisfies EndpointTable;
