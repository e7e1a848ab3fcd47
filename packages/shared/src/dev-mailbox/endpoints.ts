import { outboxQuerySchema } from './schemas';
import type { RouteTable } from '../endpoint-table';

/**
 * The development mailbox (not registered in production, so not in the web's table): each route's
 * schemas, as it declares them (issue 22).
 */
export const DEV_MAILBOX_ENDPOINTS = {
  'GET /api/dev/outbox': { querystring: outboxQuerySchema, response: {} },
  'GET /dev/mailbox': { querystring: outboxQuerySchema, response: {} },
} as const satisfies RouteTable;
