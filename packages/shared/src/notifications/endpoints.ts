import {
  jobNotificationsListSchema,
  markViewedBodySchema,
  notificationsListSchema,
  notificationsPageQuerySchema,
  notificationsQuerySchema,
  unviewedCountSchema,
  updateMyNotificationBodySchema,
} from './schemas';
import type { EndpointTable } from '../endpoint-table';

/** The notifications routes of the API: each one's schemas, as its route declares them (issue 22). */
export const NOTIFICATIONS_ENDPOINTS = {
  'GET /api/myprofile/list/notifications': {
    querystring: notificationsQuerySchema,
    response: { 200: notificationsListSchema },
  },
  'GET /api/myprofile/tagged_notifications': {
    querystring: notificationsPageQuerySchema,
    response: { 200: notificationsListSchema },
  },
  'POST /api/myprofile/notifications/viewed': { body: markViewedBodySchema, response: { 200: unviewedCountSchema } },
  'POST /api/myprofile/notifications/reset_unviewed': { response: { 200: unviewedCountSchema } },
  'GET /api/job_notifications': {
    querystring: notificationsPageQuerySchema,
    response: { 200: jobNotificationsListSchema },
  },
  'POST /api/update_my_notification': { body: updateMyNotificationBodySchema, response: { 200: unviewedCountSchema } },
  'GET /api/myprofile/notifications/live': { response: {} },
} as const satisfies EndpointTable;
