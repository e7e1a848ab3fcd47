import {
  boardResponseSchema,
  mailNotificationBodySchema,
  mailNotificationResponseSchema,
  mailNotificationsQuerySchema,
  mailNotificationsResponseSchema,
} from './schemas';
import { idParamsSchema, pagingQuerySchema } from '../api';
import { shortlistMailBodySchema } from '../shortlists/schemas';
import type { EndpointTable } from '../endpoint-table';

/** The mail-notifications routes of the API: each one's schemas, as its route declares them (issue 22). */
export const MAIL_NOTIFICATIONS_ENDPOINTS = {
  'POST /api/generate_mail_notification': {
    body: mailNotificationBodySchema,
    response: { 201: mailNotificationResponseSchema },
  },
  'GET /api/mail_notifications': {
    querystring: mailNotificationsQuerySchema,
    response: { 200: mailNotificationsResponseSchema },
  },
  'GET /api/mail_notifications/:id': { params: idParamsSchema, response: { 200: mailNotificationResponseSchema } },
  'GET /api/boards/:id': {
    params: idParamsSchema,
    querystring: pagingQuerySchema,
    response: { 200: boardResponseSchema },
  },
  'POST /api/shortlists/:id/mail_notification': {
    params: idParamsSchema,
    body: shortlistMailBodySchema,
    response: { 201: mailNotificationResponseSchema },
  },
} as const satisfies EndpointTable;
