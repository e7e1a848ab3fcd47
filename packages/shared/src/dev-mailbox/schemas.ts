import { z } from 'zod';

/**
 * GET /api/dev/outbox (JSON) and /dev/mailbox (a page), development only: the outboxes' newest
 * messages, to one address or number if given.
 */
export const outboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
