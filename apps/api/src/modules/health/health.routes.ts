import { healthResponseSchema, readinessResponseSchema } from '@lbd/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (app, opts) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthResponseSchema } },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await opts.ping();
      return reply
        .code(up ? 200 : 503)
        .send({ data: { status: up ? ('ready' as const) : ('unavailable' as const), database: up ? 'up' : 'down' } });
    },
  );
};
