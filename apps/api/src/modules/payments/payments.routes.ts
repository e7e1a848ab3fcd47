import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import { PAYMENT_TEXTS as T } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { boundJsonBodies } from '../../lib/json-body';
import type { LocalProvider } from '../../lib/payments/local-provider';
import { ProviderError } from '../../lib/payments/provider';
import type { PaymentsService } from './payments.service';
import type { Settlement } from './settlement';

const E = FEATURE_ENDPOINTS.payments;
const BUYERS = { access: { profiles: ['STUDENT'] } } as const;
/** An order's own buyer: a student, or an organisation's staff member who ordered seats (ownership by profile). */
const ORDER_OWNERS = { access: { profiles: ['STUDENT', 'COMPANY', 'INSTITUTION'] } } as const;

export const paymentsRoutes: FastifyPluginAsyncZod<{
  service: PaymentsService;
  settlement: Settlement;
  localProvider: LocalProvider | null;
}> = async (app, { service, settlement, localProvider }) => {
  const tags = ['payments'];
  const buyer = (req: Parameters<typeof actorOf>[0]) => {
    const id = actorOf(req).profile?.id;
    if (!id) throw new ForbiddenError();
    return id;
  };

  app.post(
    '/v2/multiple_payments',
    { config: BUYERS, schema: { tags, ...E['POST /api/v2/multiple_payments'] } },
    async (req, reply) => reply.code(201).send({ data: await service.create(buyer(req), req.body) }),
  );
  app.post(
    '/v2/payment_confirmation',
    { config: ORDER_OWNERS, schema: { tags, ...E['POST /api/v2/payment_confirmation'] } },
    async (req) => ({ data: await service.confirm(buyer(req), req.body) }),
  );
  app.get(
    '/payment_orders/:id',
    { config: ORDER_OWNERS, schema: { tags, ...E['GET /api/payment_orders/:id'] } },
    async (req) => ({ data: await service.show(buyer(req), req.params.id) }),
  );
  app.post(
    '/payment_orders/:id/check',
    { config: ORDER_OWNERS, schema: { tags, ...E['POST /api/payment_orders/:id/check'] } },
    async (req) => ({ data: await service.check(buyer(req), req.params.id) }),
  );

  app.post(
    '/payment_orders/:id/support',
    { config: BUYERS, schema: { tags, ...E['POST /api/payment_orders/:id/support'] } },
    async (req) => ({ data: await service.support(buyer(req), req.params.id, req.body.message) }),
  );

  // The provider's webhooks: the body is checked against its signature byte for byte, so it is kept as text.
  await app.register(async (scope) => {
    boundJsonBodies(scope, { raw: true });
    scope.post(
      '/payments/webhook',
      { config: { access: 'public' }, schema: { tags, ...E['POST /api/payments/webhook'] } },
      async (req) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const signature = String(req.headers['x-razorpay-signature'] ?? '');
        const eventId = String(req.headers['x-razorpay-event-id'] ?? '').slice(0, 60);
        if (!raw || !signature || !eventId) throw new ValidationError({ body: T.badWebhook }, T.badWebhook);
        const received = await settlement.receive(raw, signature, eventId);
        if (received === 'bad_signature') throw new ValidationError({ body: T.badWebhook }, T.badWebhook);
        return { data: { received } };
      },
    );
  });

  // The built-in test provider's checkout (a real provider hosts its own): the buyer pays, is declined, or
  // leaves the payment authorised. The answer is what a checkout hands the browser.
  app.post(
    '/test_provider/orders/:order_id/checkout',
    {
      config: { access: 'signed_in' },
      schema: { tags, ...E['POST /api/test_provider/orders/:order_id/checkout'] },
    },
    async (req) => {
      if (!localProvider) throw new NotFoundError(T.notLocal);
      try {
        const { payment, signature } = await localProvider.checkout(req.params.order_id, req.body.outcome);
        return { data: { order_id: req.params.order_id, payment_id: payment.id, signature } };
      } catch (err) {
        if (err instanceof ProviderError && err.code === 'NOT_FOUND') throw new NotFoundError();
        if (err instanceof ProviderError) throw new ConflictError(err.message);
        throw err;
      }
    },
  );
};
