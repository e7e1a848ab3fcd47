import { createHmac } from 'node:crypto';
import { GST_STATE_CODES } from '@lbd/shared';
import { createLocalProvider } from '../../lib/payments/local-provider';
import type { PaymentProvider, ProviderWebhook } from '../../lib/payments/provider';
import { razorpayFromEnv } from '../../lib/payments/razorpay-provider';
import type { AppModule } from '../module';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createPaymentPages } from './pages.service';
import { paymentPagesRoutes } from './pages.routes';
import '../../lib/paid-access';
import { createSettlement } from './settlement';

export { createSettlement, createPaymentPages };

/** How often open orders are asked about again (and the test provider gives back stale authorisations). */
export const PAYMENT_SWEEP_EVERY_MS = 3 * 60 * 1000;

/**
 * Payments (issue 30, decision 0087). The provider is the built-in test provider, its keys derived from
 * the server's secret, unless PAYMENT_PROVIDER=razorpay; the test provider's webhooks go through the
 * queue, as a provider's arrive: later, and possibly more than once.
 */
export const paymentsModule: AppModule = {
  name: 'payments',
  register(ctx) {
    const { db, queue, clock } = ctx;
    const derive = (label: string) => createHmac('sha256', ctx.authSecret).update(`payments:${label}`).digest('hex');
    // PAYMENT_PROVIDER: the built-in test provider (the default), or Razorpay configured by PAYMENT_*.
    const local =
      ctx.env.PAYMENT_PROVIDER !== 'razorpay'
        ? createLocalProvider(
            db,
            {
              keyId: `lbd_test_${derive('key-id').slice(0, 12)}`,
              keySecret: derive('key'),
              webhookSecret: derive('webhook'),
            },
            { clock, emit: (hook) => queue.send('payment-webhook', hook).then(() => undefined) },
          )
        : null;
    const provider: PaymentProvider = local ?? razorpayFromEnv(ctx.env);
    const supplierStateCode = GST_STATE_CODES.Maharashtra!;
    const settlement = createSettlement({ db, provider, clock, supplierStateCode });
    const pages = createPaymentPages({ db, clock });
    ctx.provide('paidAccess', pages.paidAccess);
    const service = createPaymentsService({ db, settlement, provider, paidAccess: pages.paidAccess });
    queue.work<ProviderWebhook>('payment-webhook', async (hook) => {
      await settlement.receive(hook.body, hook.signature, hook.eventId);
    });
    ctx.every(PAYMENT_SWEEP_EVERY_MS, 'payment-sweep', async () => {
      await settlement.reconcile();
      await local?.expireAuthorizations();
    });
    ctx.routes(async (api) => {
      await api.register(paymentsRoutes, { service, settlement, localProvider: local });
      await api.register(paymentPagesRoutes, { pages, db, clock, supplierStateCode });
    });
  },
};
