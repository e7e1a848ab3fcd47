import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Real time plus an offset that only moves forward: the clock of a test server (TEST_CLOCK_CONTROL). */
export interface MovableClock {
  now: () => Date;
  advance: (ms: number) => Date;
}

export function createMovableClock(): MovableClock {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advance(ms) {
      offset += ms;
      return now();
    },
  };
}

/** At most a year per call: enough to pass any deadline a journey sets up. */
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
const advanceBodySchema = z.object({ advance_ms: z.number().int().min(0).max(YEAR_MS) });
const clockResponseSchema = z.object({ data: z.object({ now: z.string() }) });

/** GET and POST /api/test/clock, for admins, and registered only when TEST_CLOCK_CONTROL is set. */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock }> = async (app, { clock }) => {
  const config = { access: 'admin' as const };
  const tags = ['test'];
  app.get('/test/clock', { config, schema: { tags, response: { 200: clockResponseSchema } } }, async () => ({
    data: { now: clock.now().toISOString() },
  }));
  app.post(
    '/test/clock',
    { config, schema: { tags, body: advanceBodySchema, response: { 200: clockResponseSchema } } },
    async (req) => ({ data: { now: clock.advance(req.body.advance_ms).toISOString() } }),
  );
};
