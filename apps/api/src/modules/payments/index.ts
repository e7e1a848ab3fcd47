import { createHmac } from 'node:crypto';
import { createLocalProvider } from '../../lib/payments/local-provider';
import type { PaymentProvider, ProviderWebhook } from '../../lib/payments/provider';
import { razorpayFromEnv } from '../../lib/payments/razorpay-provider';
import type { AppModule } from '../module';
import { supplierOf } from './invoice-document';
import { createInvoices } from './invoices.service';
import { createOfflinePayments } from './offline';
import { paymentsAdminRoutes } from './payments-admin.routes';
import { createPaymentsAdmin } from './payments-admin.service';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createPaymentPages } from './pages.service';
import { paymentPagesRoutes } from './pages.routes';
import '../../lib/paid-access';
import { releaseStaleCoupons } from './pricing';
import { createRefunds } from './refunds';
import { seatsRoutes } from './seats.routes';
import { createSeats } from './seats.service';
import type { PaidAccess } from '../../lib/paid-access';
import { createSettlement } from './settlement';

export { createSettlement, createPaymentPages, createSeats };
// The demo seed records its seat purchase as the payments desk would (one pricing, one grant).
export { ledgerRows, priceLines } from './pricing';
export { recordPaid } from './record-paid';
export { offlinePaymentId } from './offline';

/** The queue's job that emails a tax invoice or credit note to its buyer. */
interface InvoiceEmailJob {
  invoice_id: number;
}

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
    const { db, queue, clock, mailer } = ctx;
    const supplier = supplierOf(ctx.env);
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
    const supplierStateCode = supplier.stateCode;
    const invoices = createInvoices({ db, mailer, supplier, clock });
    // A paid order's invoice and a refund's credit note are emailed by the queue (retried until sent, once).
    const emailDocument = (invoiceId: number | null) =>
      invoiceId ? queue.send<InvoiceEmailJob>('payment-invoice-email', { invoice_id: invoiceId }) : null;
    // A failure to enqueue never fails the payment (it is recorded); it is logged.
    const onPaid = (orderId: number) =>
      invoices
        .invoiceIdOfOrder(orderId)
        .then(emailDocument)
        .catch((err: unknown) => ctx.log.error({ err, orderId }, 'payment invoice email'));
    const settlement = createSettlement({ db, provider, clock, supplierStateCode, onPaid });
    const pages = createPaymentPages({ db, clock });
    const seats = createSeats({
      db,
      clock,
      settlement,
      keyId: provider.keyId,
      mailer,
      origin: ctx.origin,
      onMailError: (err) => ctx.log.error({ err }, 'seat email'),
    });
    // A seat kept for a student's email before they had an account is claimed the first time they open an
    // item it covers (a miss only: access already held costs nothing more).
    const paidAccess: PaidAccess = {
      ...pages.paidAccess,
      async holds(profileId, kind, itemId) {
        if (await pages.paidAccess.holds(profileId, kind, itemId)) return true;
        return (await seats.claim(profileId)) > 0 && pages.paidAccess.holds(profileId, kind, itemId);
      },
    };
    ctx.provide('paidAccess', paidAccess);
    const service = createPaymentsService({
      db,
      settlement,
      provider,
      paidAccess,
      mailer,
      supportEmail: ctx.env.PAYMENT_SUPPORT_EMAIL,
    });
    const refunds = createRefunds({
      db,
      provider,
      clock,
      onCreditNote: async (id) =>
        emailDocument(id)?.catch((err: unknown) => ctx.log.error({ err, invoiceId: id }, 'payment credit note email')),
    });
    const offline = createOfflinePayments({ db, clock, supplierStateCode, onPaid });
    const admin = createPaymentsAdmin({ db, clock });
    queue.work<ProviderWebhook>('payment-webhook', async (hook) => {
      await settlement.receive(hook.body, hook.signature, hook.eventId);
    });
    queue.work<InvoiceEmailJob>('payment-invoice-email', async (job) => {
      await invoices.email(job.invoice_id);
    });
    ctx.every(PAYMENT_SWEEP_EVERY_MS, 'payment-sweep', async () => {
      await settlement.reconcile();
      await releaseStaleCoupons(db, clock());
      await local?.expireAuthorizations();
    });
    ctx.routes(async (api) => {
      await api.register(paymentsRoutes, { service, settlement, localProvider: local });
      await api.register(paymentPagesRoutes, { pages, db, clock, supplierStateCode });
      await api.register(paymentsAdminRoutes, { invoices, refunds, offline, admin });
      await api.register(seatsRoutes, { seats, db, clock });
    });
  },
};
