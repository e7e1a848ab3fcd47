import {
  accountOkResponseSchema,
  accountSessionParamsSchema,
  accountSettingsResponseSchema,
  accountSummaryResponseSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  sessionsEndedResponseSchema,
  updateSettingsBodySchema,
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
  'POST /api/update_settings': { body: updateSettingsBodySchema, response: { 200: accountSettingsResponseSchema } },
  'POST /api/my_account/sessions/:id/sign_out': {
    params: accountSessionParamsSchema,
    response: { 200: sessionsEndedResponseSchema },
  },
  'POST /api/my_account/sign_out_others': { response: { 200: sessionsEndedResponseSchema } },
} as const satisfies EndpointTable;
