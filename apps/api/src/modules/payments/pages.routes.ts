import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import { GST_STATE_CODES } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { PaymentPages } from './pages.service';
import { priceLines, totalsOf } from './pricing';
import type { Db } from '../../db/client';

const E = FEATURE_ENDPOINTS.payments;
/** Those who manage payment pages: an approved organisation (its own), an admin holding 'payments'. */
const MANAGERS = { access: { profiles: ['COMPANY', 'INSTITUTION'], adminToo: 'payments' } } as const;
const ANYONE = { access: 'public' } as const;

export const paymentPagesRoutes: FastifyPluginAsyncZod<{
  pages: PaymentPages;
  db: Db;
  clock: () => Date;
  supplierStateCode: string;
}> = async (app, { pages, db, clock, supplierStateCode }) => {
  const tags = ['payments'];
  const manager = (req: Parameters<typeof actorOf>[0]) => {
    const caller = orgCaller(actorOf(req));
    if (!caller) throw new ForbiddenError();
    return caller;
  };
  const anyone = (req: Parameters<typeof actorOf>[0]) => orgCaller(req.actor ?? null);

  app.get('/payment_pages', { config: MANAGERS, schema: { tags, ...E['GET /api/payment_pages'] } }, async (req) => ({
    data: await pages.list(manager(req)),
  }));
  app.post(
    '/payment_pages',
    { config: MANAGERS, schema: { tags, ...E['POST /api/payment_pages'] } },
    async (req, reply) => reply.code(201).send({ data: await pages.create(manager(req), req.body) }),
  );
  app.get(
    '/payment_pages/on_sale',
    { config: ANYONE, schema: { tags, ...E['GET /api/payment_pages/on_sale'] } },
    async (req) => ({ data: await pages.onSale(anyone(req), req.query.item_kind, req.query.item_id) }),
  );
  app.get(
    '/payment_pages/:id',
    { config: ANYONE, schema: { tags, ...E['GET /api/payment_pages/:id'] } },
    async (req) => ({ data: await pages.show(anyone(req), req.params.id) }),
  );
  app.put(
    '/payment_pages/:id/edit',
    { config: MANAGERS, schema: { tags, ...E['PUT /api/payment_pages/:id/edit'] } },
    async (req) => ({ data: await pages.update(manager(req), req.params.id, req.body) }),
  );
  app.post(
    '/payment_pages/:id/publish',
    { config: MANAGERS, schema: { tags, ...E['POST /api/payment_pages/:id/publish'] } },
    async (req) => ({ data: await pages.publish(manager(req), req.params.id) }),
  );
  app.post(
    '/payment_pages/:id/close',
    { config: MANAGERS, schema: { tags, ...E['POST /api/payment_pages/:id/close'] } },
    async (req) => ({ data: await pages.close(manager(req), req.params.id) }),
  );
  app.post(
    '/payment_pages/:id/coupons',
    { config: MANAGERS, schema: { tags, ...E['POST /api/payment_pages/:id/coupons'] } },
    async (req, reply) => reply.code(201).send({ data: await pages.addCoupon(manager(req), req.params.id, req.body) }),
  );
  app.delete(
    '/payment_pages/:id/coupons/:coupon_id',
    { config: MANAGERS, schema: { tags, ...E['DELETE /api/payment_pages/:id/coupons/:coupon_id'] } },
    async (req) => ({ data: await pages.removeCoupon(manager(req), req.params.id, req.params.coupon_id) }),
  );
  app.post('/payment_quote', { config: ANYONE, schema: { tags, ...E['POST /api/payment_quote'] } }, async (req) => {
    const state = req.body.state_code;
    const valid = state && Object.values(GST_STATE_CODES).includes(state);
    const priced = await priceLines(db, req.body.page_ids, {
      couponCode: req.body.coupon_code,
      intraState: !valid || state === supplierStateCode,
      now: clock(),
    });
    if (!priced) throw new NotFoundError();
    return {
      data: {
        lines: priced.lines,
        coupon: priced.coupon ? { code: priced.coupon.code } : null,
        total: totalsOf(priced.lines),
      },
    };
  });
};
