import {
  adminAccessLevelResponseSchema,
  codeSentResponseSchema,
  currentUserResponseSchema,
  identityConfigResponseSchema,
  linkAccountBodySchema,
  linkAccountResponseSchema,
  passwordResetBodySchema,
  passwordResetRequestSchema,
  phoneBodySchema,
  sessionTokensResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  socialStartBodySchema,
  socialStartResponseSchema,
  verifyOtpBodySchema,
} from './schemas';
import { okResponseSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';

/** The identity routes of the API: each one's schemas, as its route declares them (issue 22). */
export const IDENTITY_ENDPOINTS = {
  'GET /api/identity/config': { response: { 200: identityConfigResponseSchema } },
  'POST /api/identity/sign_up': { body: signUpBodySchema, response: { 201: sessionTokensResponseSchema } },
  'POST /api/identity/sign_in': { body: signInBodySchema, response: { 200: sessionTokensResponseSchema } },
  'POST /api/identity/phone/send_code': { body: phoneBodySchema, response: { 200: codeSentResponseSchema } },
  'POST /api/identity/phone/verify': { body: verifyOtpBodySchema, response: { 200: sessionTokensResponseSchema } },
  'POST /api/identity/password_reset': { body: passwordResetRequestSchema, response: { 200: codeSentResponseSchema } },
  'POST /api/identity/password_reset/confirm': { body: passwordResetBodySchema, response: { 200: okResponseSchema } },
  'POST /api/identity/refresh': { response: { 200: sessionTokensResponseSchema } },
  'POST /api/identity/social/start': { body: socialStartBodySchema, response: { 200: socialStartResponseSchema } },
  'POST /api/identity/link_account': { body: linkAccountBodySchema, response: { 200: linkAccountResponseSchema } },
  'GET /api/v1/current_user_data': { response: { 201: currentUserResponseSchema } },
  'GET /api/v1/admin_access_level': { response: { 200: adminAccessLevelResponseSchema } },
  'POST /api/identity/sign_out': { response: { 200: okResponseSchema } },
  'GET /api/auth/callback/:provider': { response: {} },
  'POST /api/auth/callback/:provider': { response: {} },
} as const satisfies EndpointTable;
