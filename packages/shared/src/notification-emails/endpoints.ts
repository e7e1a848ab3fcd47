import {
  notificationEmailSettingsResponseSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResultResponseSchema,
  updateNotificationEmailSettingsBodySchema,
} from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The notification-emails routes of the API: each one's schemas, as its route declares them (issue 22). */
export const NOTIFICATION_EMAILS_ENDPOINTS = {
  'GET /api/myprofile/notification_settings': { response: { 200: notificationEmailSettingsResponseSchema } },
  'PUT /api/myprofile/notification_settings': {
    body: updateNotificationEmailSettingsBodySchema,
    response: { 200: notificationEmailSettingsResponseSchema },
  },
  'POST /api/notifications/unsubscribe': {
    querystring: unsubscribeQuerySchema,
    body: unsubscribeBodySchema,
    response: { 200: unsubscribeResultResponseSchema },
  },
  'GET /api/notifications/unsubscribe': { querystring: unsubscribeQuerySchema, response: {} },
} as const satisfies EndpointTable;
