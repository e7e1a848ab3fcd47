import { PAYMENT_TEXTS } from '@lbd/shared';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, paymentOrderLines, paymentOrders } from '../../db/schema';
import { ProviderError, type PaymentProvider, type ProviderPayment } from '../../lib/payments/provider';
import { isUniqueViolation } from '../../db/errors';
import { ValidationError } from '../../lib/errors';
import { ledgerRows, placeOfSupply, priceLines, redeemCoupon } from './pricing';
import { recordPaid } from './record-paid';

/*
 * Exactly-once access (issue 30 item 5, decision 0087). The browser's confirmation, every webhook and the
 * reconciliation sweep all end in `settle`, which asks the provider what happened to the order and records it
 * in one transaction under the order's lock: the payment once, the order paid, its invoice number, and the
 * access the page sells. However often, and in whatever order, they arrive, the result is the same.
 */

export type SettledStatus = 'created' | 'attempted' | 'paid' | 'refunded' | 'unknown';

/** The largest order the ledger takes (its amounts are 32-bit integers of paise). */
export const MAX_ORDER_PAISE = 2_000_000_000;

/** How long after an order the sweep keeps asking about it. */
export const RECONCILE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export function createSettlement(o: {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
  /** The supplier's GST state code (the place of supply decides CGST and SGST or IGST). */
  supplierStateCode: string;
  /** Called once an order is paid, by the call that made it so, after its transaction committed. */
  onPaid?: (orderId: number) => Promise<unknown>;
}) {
  const { db, provider, clock } = o;

  /** The provider's payment that pays the order: captured, for its amount. */
  const paying = (list: readonly ProviderPayment[], amount: number) =>
    list.find((p) => p.status === 'captured' && p.amount === amount) ?? null;

  async function settle(orderId: number): Promise<SettledStatus> {
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    if (!order?.provider_order_id) return 'unknown';
    if (order.status === 'paid' || order.status === 'refunded') return order.status;
    // The provider is asked outside the transaction (it is another service; here it may share the database).
    let list = await provider.orderPayments(order.provider_order_id);
    if (!paying(list, order.amount_paise)) {
      // A payment authorised late (the buyer's bank answered after the checkout closed) is captured now,
      // long before the provider would give it back.
      const late = list.find((p) => p.status === 'authorized' && p.amount === order.amount_paise);
      if (late) {
        try {
          await provider.capture(late.id, late.amount);
        } catch (err) {
          // Captured meanwhile by another settle: asking again tells.
          if (!(err instanceof ProviderError)) throw err;
        }
        list = await provider.orderPayments(order.provider_order_id);
      }
    }
    const paid = paying(list, order.amount_paise);
    if (!paid) {
      if (list.length > 0 && order.status === 'created')
        await db
          .update(paymentOrders)
          .set({ status: 'attempted', updated_at: clock() })
          .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')));
      return list.length > 0 ? 'attempted' : 'created';
    }
    const made = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
      if (!locked || locked.status === 'paid' || locked.status === 'refunded') return locked?.status ?? 'unknown';
      const now = clock();
      const recorded = await recordPaid(tx, {
        orderId,
        profileId: locked.profile_id,
        providerPaymentId: paid.id,
        amountPaise: paid.amount,
        method: paid.method,
        capturedAt: now,
        now,
      });
      return recorded ? ('made' as const) : locked.status;
    });
    if (made !== 'made') return made;
    // Only the call that made the order paid tells (the invoice's email); after the commit, never inside.
    await o.onPaid?.(orderId);
    return 'paid';
  }

  return {
    settle,

    /**
     * A buyer's order of one or more published pages (`/api/v2/multiple_payments`): each line's amounts fixed
     * now (less the coupon, taxed for the buyer's state), the order's their sums, and the provider's order for
     * the total. Null when a page is not on sale. The same retry key answers the order it made before.
     */
    async order(
      pageIds: readonly number[],
      profileId: number,
      buyer: Record<string, string> & { state_code?: string },
      opts: {
        couponCode?: string | undefined;
        idempotencyKey?: string | undefined;
        /** Seats for an organisation: its id and the seats of each page. */
        seats?: { orgId: number; quantities: Readonly<Record<number, number>> };
      } = {},
    ) {
      const now = clock();
      const intraState = placeOfSupply(buyer, o.supplierStateCode) === o.supplierStateCode;
      const priced = await priceLines(db, pageIds, {
        couponCode: opts.couponCode,
        intraState,
        now,
        quantities: opts.seats?.quantities,
      });
      if (!priced) return null;
      const { coupon } = priced;
      const rows = ledgerRows(priced.lines);
      // The ledger's amounts are 32-bit integers of paise (₹2.1 crore): a larger order is refused in words.
      if (rows.order.amount_paise > MAX_ORDER_PAISE)
        throw new ValidationError({ quantity: PAYMENT_TEXTS.seatsOrderTooLarge }, PAYMENT_TEXTS.seatsOrderTooLarge);
      const again = async () =>
        (
          await db
            .select()
            .from(paymentOrders)
            .where(
              and(eq(paymentOrders.profile_id, profileId), eq(paymentOrders.idempotency_key, opts.idempotencyKey!)),
            )
        )[0] ?? null;
      if (opts.idempotencyKey) {
        const before = await again();
        if (before?.provider_order_id) return before;
      }
      let row;
      try {
        row = await makeOrder();
      } catch (err) {
        // The same retry key sent twice at once: the first one's order is the answer.
        if (opts.idempotencyKey && isUniqueViolation(err)) return again();
        throw err;
      }
      async function makeOrder() {
        return db.transaction(async (tx) => {
          if (coupon && !(await redeemCoupon(tx, coupon.id, now)))
            throw new ValidationError({ coupon_code: PAYMENT_TEXTS.couponUsedUp }, PAYMENT_TEXTS.couponUsedUp);
          const [row] = await tx
            .insert(paymentOrders)
            .values({
              profile_id: profileId,
              org_id: opts.seats?.orgId ?? null,
              ...rows.order,
              coupon_id: coupon?.id ?? null,
              idempotency_key: opts.idempotencyKey ?? null,
              buyer,
              provider: provider.name,
              inserted_at: now,
              updated_at: now,
            })
            .returning();
          await tx.insert(paymentOrderLines).values(rows.lines.map((l) => ({ order_id: row!.id, ...l })));
          return row!;
        });
      }
      // The provider is asked after our order is saved: an order it never heard of is simply never paid.
      const remote = await provider.createOrder({
        amount: row.amount_paise,
        receipt: `lbd_${row.id}`,
        notes: { order_id: String(row.id) },
      });
      const [saved] = await db
        .update(paymentOrders)
        .set({ provider_order_id: remote.id, updated_at: clock() })
        .where(eq(paymentOrders.id, row.id))
        .returning();
      return saved!;
    },

    /**
     * The browser's word that it paid: trusted only when the signature is of the order id we stored for
     * this order (never one the browser names) and this payment; then settled as any other news.
     */
    async confirm(orderId: number, paymentId: string, signature: string): Promise<SettledStatus | 'bad_signature'> {
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
      if (!order?.provider_order_id) return 'unknown';
      if (!provider.verifyCheckout(order.provider_order_id, paymentId, signature)) return 'bad_signature';
      return settle(orderId);
    },

    /** A webhook: signed over its raw body, stored once by its event id, then the order settled. */
    async receive(
      rawBody: string,
      signature: string,
      eventId: string,
    ): Promise<'bad_signature' | 'duplicate' | SettledStatus> {
      if (!provider.verifyWebhook(rawBody, signature)) return 'bad_signature';
      const event = JSON.parse(rawBody) as {
        event?: string;
        payload?: { payment?: { entity?: { order_id?: string } }; order?: { entity?: { id?: string } } };
      };
      const providerOrderId = event.payload?.payment?.entity?.order_id ?? event.payload?.order?.entity?.id ?? null;
      const stored = await db
        .insert(paymentEvents)
        .values({
          provider: provider.name,
          event_id: eventId,
          type: String(event.event ?? '').slice(0, 40),
          provider_order_id: providerOrderId,
          received_at: clock(),
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (stored.length === 0) return 'duplicate';
      if (!providerOrderId) return 'unknown';
      const [order] = await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.provider_order_id, providerOrderId)));
      if (!order) return 'unknown';
      try {
        return await settle(order.id);
      } catch (err) {
        // Not settled (the provider did not answer): the provider's retry of this event must not count as a duplicate.
        await db.delete(paymentEvents).where(eq(paymentEvents.id, stored[0]!.id));
        throw err;
      }
    },

    /** The sweep: every order still open from the last week is asked about again. */
    async reconcile(): Promise<number> {
      const since = new Date(clock().getTime() - RECONCILE_WINDOW_MS);
      const open = await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(
          and(
            inArray(paymentOrders.status, ['created', 'attempted']),
            gt(paymentOrders.inserted_at, since),
            sql`${paymentOrders.provider_order_id} is not null`,
          ),
        );
      let paid = 0;
      for (const { id } of open) if ((await settle(id)) === 'paid') paid++;
      return paid;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
