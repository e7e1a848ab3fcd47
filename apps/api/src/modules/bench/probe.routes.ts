import { okResponseSchema } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Answers per minute per caller before the probe's rate limit refuses: high enough never to bite in a benchmark. */
export const PROBE_RATE_LIMIT = 10_000_000;

/**
 * GET /api/bench/probe (only when BENCH_PROBE is set): the cost of our request hook stack on its own.
 * Signed-in access (the bearer token is verified and the session looked up), a rate limit, the request
 * logger and the error envelope run as on every route; the handler itself does nothing.
 */
export const benchProbeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bench/probe',
    {
      config: { access: 'signed_in', rateLimit: { max: PROBE_RATE_LIMIT, timeWindow: 60_000 } },
      schema: { tags: ['bench'], response: { 200: okResponseSchema } },
    },
    async () => ({ data: { ok: true as const } }),
  );
};
