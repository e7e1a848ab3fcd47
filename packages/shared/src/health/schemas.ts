import { z } from 'zod';
import { dataEnvelope } from '../api';

/** GET /healthz: the process answers. */
export const healthSchema = z.object({ status: z.literal('ok') });
export const healthResponseSchema = dataEnvelope(healthSchema);

/** GET /readyz: the database answers too (200 ready, 503 unavailable, the same body). */
export const readinessSchema = z.object({ status: z.enum(['ready', 'unavailable']), database: z.enum(['up', 'down']) });
export const readinessResponseSchema = dataEnvelope(readinessSchema);
