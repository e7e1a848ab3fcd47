import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localProviderOrders, localProviderPayments, localProviderRefunds } from '../../db/schema';
import type { Tx } from '../../db/sql';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderWebhook,
} from './provider';
import { checkoutSignature, hmacHex, verifyCheckout, verifyWebhook } from './signature';

/*
 * The local test provider (decision 0087): the default, so a fresh install can take a payment end to end.
 * It behaves like the real service: orders in paise, a checkout where the buyer pays, is declined, or
 * leaves the payment authorised for later; payments signed with the key secret; captures, refunds, the
 * automatic refund of a payment left uncaptured for five days; and signed webhooks for each change.
 */

export interface LocalProviderKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** What the buyer does on the checkout page. */
export type CheckoutOutcome = 'pay' | 'authorize' | 'decline';

/** Uncaptured payments are refunded by the provider after this long. */
export const AUTO_REFUND_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
export const DECLINED_REASON = 'The bank declined the payment';

const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '').slice(0, 14).padEnd(14, '0')}`;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

type OrderRow = typeof localProviderOrders.$inferSelect;
type PaymentRow = typeof localProviderPayments.$inferSelect;

const orderOf = (r: OrderRow): ProviderOrder => ({
  id: r.id,
  amount: r.amount,
  currency: 'INR',
  receipt: r.receipt,
  status: r.status,
  notes: r.notes,
  createdAt: r.created_at,
});
const paymentOf = (r: PaymentRow): ProviderPayment => ({
  id: r.id,
  orderId: r.order_id,
  amount: r.amount,
  status: r.status,
  amountRefunded: r.amount_refunded,
  method: r.method,
  errorReason: r.error_reason,
  createdAt: r.created_at,
});

/** A payment as the provider's webhooks carry it. */
const paymentEntity = (p: PaymentRow) => ({
  id: p.id,
  entity: 'payment',
  amount: p.amount,
  currency: 'INR',
  status: p.status,
  order_id: p.order_id,
  method: p.method,
  amount_refunded: p.amount_refunded,
  captured: p.status === 'captured' || (p.status === 'refunded' && p.captured_at !== null),
  error_description: p.error_reason,
  created_at: unix(p.created_at),
});

export function createLocalProvider(
  db: Db,
  keys: LocalProviderKeys,
  o: { clock: () => Date; emit: (hook: ProviderWebhook) => Promise<void> },
) {
  /** Signs and sends one event (after the change it reports has committed). */
  async function send(event: string, payload: Record<string, unknown>) {
    const now = o.clock();
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_local',
      event,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])),
      created_at: unix(now),
    });
    await o.emit({ eventId: newId('evt'), body, signature: hmacHex(keys.webhookSecret, body) });
  }

  async function lockPayment(tx: Tx, id: string) {
    const [p] = await tx.select().from(localProviderPayments).where(eq(localProviderPayments.id, id)).for('update');
    if (!p) throw new ProviderError('NOT_FOUND', 'The id provided does not exist');
    return p;
  }

  const provider: PaymentProvider & {
    checkout(orderId: string, outcome: CheckoutOutcome, method?: string): Promise<CheckoutResult>;
    expireAuthorizations(): Promise<number>;
  } = {
    name: 'local',
    keyId: keys.keyId,

    async createOrder({ amount, receipt, notes = {} }) {
      if (!Number.isSafeInteger(amount) || amount < 100)
        throw new ProviderError('BAD_REQUEST', 'Order amount less than minimum amount allowed');
      const [row] = await db
        .insert(localProviderOrders)
        .values({ id: newId('order'), amount, receipt, status: 'created', notes, created_at: o.clock() })
        .returning();
      return orderOf(row!);
    },

    async fetchOrder(orderId) {
      const [row] = await db.select().from(localProviderOrders).where(eq(localProviderOrders.id, orderId));
      return row ? orderOf(row) : null;
    },

    async orderPayments(orderId) {
      const rows = await db
        .select()
        .from(localProviderPayments)
        .where(eq(localProviderPayments.order_id, orderId))
        .orderBy(localProviderPayments.seq);
      return rows.map(paymentOf);
    },

    /** The buyer on the checkout page: answers the payment and, unless declined, its signature. */
    async checkout(orderId, outcome, method = 'upi') {
      const now = o.clock();
      const { payment, order } = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(localProviderOrders)
          .where(eq(localProviderOrders.id, orderId))
          .for('update');
        if (!order) throw new ProviderError('NOT_FOUND', 'The id provided does not exist');
        if (order.status === 'paid') throw new ProviderError('BAD_REQUEST', 'Order has already been paid');
        const status = outcome === 'pay' ? 'captured' : outcome === 'authorize' ? 'authorized' : 'failed';
        const [payment] = await tx
          .insert(localProviderPayments)
          .values({
            id: newId('pay'),
            order_id: orderId,
            amount: order.amount,
            status,
            method,
            error_reason: outcome === 'decline' ? DECLINED_REASON : null,
            created_at: now,
            captured_at: outcome === 'pay' ? now : null,
          })
          .returning();
        const [updated] = await tx
          .update(localProviderOrders)
          .set({ status: outcome === 'pay' ? 'paid' : 'attempted' })
          .where(eq(localProviderOrders.id, orderId))
          .returning();
        return { payment: payment!, order: updated! };
      });
      if (payment.status === 'failed') await send('payment.failed', { payment: paymentEntity(payment) });
      else await send('payment.authorized', { payment: paymentEntity({ ...payment, status: 'authorized' }) });
      if (payment.status === 'captured') {
        await send('payment.captured', { payment: paymentEntity(payment) });
        await send('order.paid', { payment: paymentEntity(payment), order: orderEntity(order) });
      }
      return {
        payment: paymentOf(payment),
        signature: payment.status === 'failed' ? null : checkoutSignature(keys.keySecret, orderId, payment.id),
      };
    },

    async capture(paymentId, amount) {
      const { payment, order } = await db.transaction(async (tx) => {
        const p = await lockPayment(tx, paymentId);
        if (p.status !== 'authorized')
          throw new ProviderError('BAD_REQUEST', 'This payment has already been captured or cannot be captured');
        if (amount !== p.amount)
          throw new ProviderError('BAD_REQUEST', 'Capture amount must be equal to the amount authorized');
        const [payment] = await tx
          .update(localProviderPayments)
          .set({ status: 'captured', captured_at: o.clock() })
          .where(eq(localProviderPayments.id, paymentId))
          .returning();
        const [order] = await tx
          .update(localProviderOrders)
          .set({ status: 'paid' })
          .where(eq(localProviderOrders.id, p.order_id))
          .returning();
        return { payment: payment!, order: order! };
      });
      await send('payment.captured', { payment: paymentEntity(payment) });
      await send('order.paid', { payment: paymentEntity(payment), order: orderEntity(order) });
      return paymentOf(payment);
    },

    async refund(paymentId, amount, notes = {}) {
      const { refund, payment } = await db.transaction(async (tx) => {
        const p = await lockPayment(tx, paymentId);
        const left = p.amount - p.amount_refunded;
        if (p.status !== 'captured') throw new ProviderError('BAD_REQUEST', 'Only a captured payment can be refunded');
        if (!Number.isSafeInteger(amount) || amount < 1 || amount > left)
          throw new ProviderError('BAD_REQUEST', 'The refund amount is more than what is left of the payment');
        const [refund] = await tx
          .insert(localProviderRefunds)
          .values({ id: newId('rfnd'), payment_id: paymentId, amount, notes, created_at: o.clock() })
          .returning();
        const [payment] = await tx
          .update(localProviderPayments)
          .set({
            amount_refunded: p.amount_refunded + amount,
            status: amount === left ? 'refunded' : 'captured',
          })
          .where(eq(localProviderPayments.id, paymentId))
          .returning();
        return { refund: refund!, payment: payment! };
      });
      await send('refund.processed', {
        refund: { id: refund.id, entity: 'refund', amount: refund.amount, payment_id: paymentId },
        payment: paymentEntity(payment),
      });
      return { id: refund.id, paymentId, amount: refund.amount };
    },

    /** The provider's sweep: payments left authorised for five days go back to the buyer. */
    async expireAuthorizations() {
      const cutoff = new Date(o.clock().getTime() - AUTO_REFUND_AFTER_MS);
      const expired = await db
        .update(localProviderPayments)
        .set({ status: 'refunded', amount_refunded: sql`${localProviderPayments.amount}` })
        .where(and(eq(localProviderPayments.status, 'authorized'), lt(localProviderPayments.created_at, cutoff)))
        .returning();
      for (const p of expired)
        await send('refund.processed', {
          refund: { id: newId('rfnd'), entity: 'refund', amount: p.amount, payment_id: p.id },
          payment: paymentEntity(p),
        });
      return expired.length;
    },

    verifyCheckout: (orderId, paymentId, signature) => verifyCheckout(keys.keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => verifyWebhook(keys.webhookSecret, rawBody, signature),
  };
  return provider;
}

export interface CheckoutResult {
  payment: ProviderPayment;
  /** The checkout's signature; none for a declined payment. */
  signature: string | null;
}

const orderEntity = (r: OrderRow) => ({
  id: r.id,
  entity: 'order',
  amount: r.amount,
  amount_paid: r.status === 'paid' ? r.amount : 0,
  currency: 'INR',
  receipt: r.receipt,
  status: r.status,
});

export type LocalProvider = ReturnType<typeof createLocalProvider>;
