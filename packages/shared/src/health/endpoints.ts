import { healthResponseSchema, readinessResponseSchema } from './schemas';
import type { RouteTable } from '../endpoint-table';

/**
 * The health probes (outside /api: load balancers and the end-to-end runner call them, the web does
 * not): each one's schemas, as its route declares them (issue 22).
 */
export const HEALTH_ENDPOINTS = {
  'GET /healthz': { response: { 200: healthResponseSchema } },
  'GET /readyz': { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } },
} as const satisfies RouteTable;
