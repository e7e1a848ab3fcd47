import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { ForbiddenError } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { Seats } from './seats.service';
import { listSubscriptions } from './subscriptions';

const E = FEATURE_ENDPOINTS.payments;
/** An organisation's staff buy seats for it (admins buy none). */
const SEAT_BUYERS = { access: { profiles: ['COMPANY', 'INSTITUTION'] } } as const;
/** An organisation's staff manage its pools; an admin holding 'payments' any. */
const POOL_MANAGERS = { access: { profiles: ['COMPANY', 'INSTITUTION'], adminToo: 'payments' } } as const;
const STUDENTS = { access: { profiles: ['STUDENT'] } } as const;
const SUBSCRIBERS = { access: { profiles: ['STUDENT'], adminToo: 'payments' } } as const;

/** Seats for organisations (issue 30 item 10) and a student's subscriptions (item 9). */
export const seatsRoutes: FastifyPluginAsyncZod<{ seats: Seats; db: Db; clock: () => Date }> = async (
  app,
  { seats, db, clock },
) => {
  const tags = ['payments'];
  const caller = (req: Parameters<typeof actorOf>[0]) => {
    const c = orgCaller(actorOf(req));
    if (!c) throw new ForbiddenError();
    return c;
  };

  app.post(
    '/seat_orders',
    { config: SEAT_BUYERS, schema: { tags, ...E['POST /api/seat_orders'] } },
    async (req, reply) => reply.code(201).send({ data: await seats.order(caller(req), req.body) }),
  );
  app.get('/seat_pools', { config: POOL_MANAGERS, schema: { tags, ...E['GET /api/seat_pools'] } }, async (req) => ({
    data: await seats.list(caller(req), req.query.org_id),
  }));
  app.get(
    '/seat_pools/:id',
    { config: POOL_MANAGERS, schema: { tags, ...E['GET /api/seat_pools/:id'] } },
    async (req) => ({ data: await seats.show(caller(req), req.params.id) }),
  );
  app.post(
    '/seat_pools/:id/assign',
    { config: POOL_MANAGERS, schema: { tags, ...E['POST /api/seat_pools/:id/assign'] } },
    async (req) => ({ data: await seats.assign(caller(req), req.params.id, req.body.emails) }),
  );
  app.delete(
    '/seat_pools/:id/assignments/:assignment_id',
    { config: POOL_MANAGERS, schema: { tags, ...E['DELETE /api/seat_pools/:id/assignments/:assignment_id'] } },
    async (req) => ({ data: await seats.unassign(caller(req), req.params.id, req.params.assignment_id) }),
  );
  app.post('/seats/redeem', { config: STUDENTS, schema: { tags, ...E['POST /api/seats/redeem'] } }, async (req) => ({
    data: await seats.redeem(caller(req), req.body.code),
  }));
  app.get('/subscriptions', { config: SUBSCRIBERS, schema: { tags, ...E['GET /api/subscriptions'] } }, async (req) => ({
    data: await listSubscriptions(db, caller(req), { profileId: req.query.profile_id, now: clock() }),
  }));
};
