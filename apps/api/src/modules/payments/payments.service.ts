import { PAYMENT_TEXTS as T, type Buyer, type PaymentOrder } from '@lbd/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  paymentOrderLines,
  paymentOrders,
  paymentPageItems,
  paymentPages,
  payments,
  profiles,
  users,
} from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { PaidAccess } from '../../lib/paid-access';
import type { PaymentProvider } from '../../lib/payments/provider';
import { sellableItems } from './sellable-items';
import type { Settlement } from './settlement';

type OrderRow = typeof paymentOrders.$inferSelect;

/** An order as its buyer sees it (what the checkout opens). */
export const orderView = (r: OrderRow, keyId: string): PaymentOrder => ({
  id: r.id,
  status: r.status,
  amount_paise: r.amount_paise,
  taxable_paise: r.taxable_paise,
  cgst_paise: r.cgst_paise,
  sgst_paise: r.sgst_paise,
  igst_paise: r.igst_paise,
  provider: r.provider,
  key_id: keyId,
  provider_order_id: r.provider_order_id,
  paid_at: r.paid_at?.toISOString() ?? null,
});

/** Orders as their buyer sees them, and the routes' rules around the settlement (decision 0087). */
export function createPaymentsService(o: {
  db: Db;
  settlement: Settlement;
  provider: PaymentProvider;
  paidAccess: PaidAccess;
  mailer: Mailer;
  /** Where buyers' requests about their payments go. */
  supportEmail: string;
}) {
  const { db, settlement, provider, paidAccess } = o;

  const view = (r: OrderRow): PaymentOrder => orderView(r, provider.keyId);

  /** An order with what it buys, its recorded payment, and (unpaid) its latest attempt at the provider. */
  async function detail(r: OrderRow): Promise<PaymentOrder> {
    const pages = await db
      .select({ kind: paymentPageItems.item_kind, id: paymentPageItems.item_id })
      .from(paymentOrderLines)
      .innerJoin(paymentPageItems, eq(paymentPageItems.page_id, paymentOrderLines.page_id))
      .where(eq(paymentOrderLines.order_id, r.id));
    const found = await sellableItems(db, pages);
    const [paid] = await db.select({ id: payments.id }).from(payments).where(eq(payments.order_id, r.id));
    let attempt: PaymentOrder['attempt'] = null;
    if (!paid && r.provider_order_id && r.provider === provider.name) {
      const list = await provider.orderPayments(r.provider_order_id).catch(() => []);
      const last = list.at(-1);
      if (last) attempt = { status: last.status, reason: last.errorReason };
    }
    return {
      ...view(r),
      discount_paise: r.discount_paise,
      items: found.map((f) => ({ kind: f.kind, id: f.id, title: f.title })),
      payment_id: paid?.id ?? null,
      attempt,
    };
  }

  /** The buyer's own order (anyone else's is not found). */
  async function own(profileId: number, id: number) {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    if (!row || row.profile_id !== profileId) throw new NotFoundError();
    return row;
  }
  const fresh = async (id: number) =>
    detail((await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!);

  return {
    async create(
      profileId: number,
      b: { page_ids: number[]; buyer: Buyer; coupon_code?: string | undefined; idempotency_key?: string | undefined },
    ) {
      // Seats are bought by organisations (`/api/seat_orders`), never by a student for themself.
      const seatPages = await db
        .select({ id: paymentPages.id })
        .from(paymentPages)
        .where(and(inArray(paymentPages.id, b.page_ids), eq(paymentPages.seats, true)));
      if (seatPages.length > 0) throw new ValidationError({ page_ids: T.seatsOnly }, T.seatsOnly);
      // Buying again what one already holds for good is refused (a subscription is renewed instead).
      const items = await db
        .select({ kind: paymentPageItems.item_kind, id: paymentPageItems.item_id, kind_of_page: paymentPages.kind })
        .from(paymentPageItems)
        .innerJoin(paymentPages, eq(paymentPages.id, paymentPageItems.page_id))
        .where(inArray(paymentPageItems.page_id, b.page_ids));
      if (items.length > 0 && items.every((i) => i.kind_of_page === 'one_time')) {
        const held = await Promise.all(items.map((i) => paidAccess.holds(profileId, i.kind, i.id)));
        if (held.every(Boolean)) throw new ConflictError(T.alreadyHeld);
      }
      const row = await settlement.order(b.page_ids, profileId, { ...b.buyer } as Record<string, string>, {
        couponCode: b.coupon_code,
        idempotencyKey: b.idempotency_key,
      });
      if (!row) throw new ValidationError({ page_ids: T.notOnSale }, T.notOnSale);
      return view(row);
    },
    async confirm(profileId: number, b: { order_id: number; payment_id: string; signature: string }) {
      await own(profileId, b.order_id);
      const status = await settlement.confirm(b.order_id, b.payment_id, b.signature);
      if (status === 'bad_signature') throw new ValidationError({ signature: T.notVerified }, T.notVerified);
      return fresh(b.order_id);
    },
    async show(profileId: number, id: number) {
      return detail(await own(profileId, id));
    },
    /**
     * 'I paid but have no access' that asking the provider did not fix: the payments desk is emailed the
     * order's and the provider's ids (a ticket in the audit log), so nobody has to find them.
     */
    async support(profileId: number, id: number, message: string) {
      await own(profileId, id);
      await settlement.settle(id);
      const row = (await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
      const order = await detail(row);
      if (row.status === 'paid') return { order, ticket: null };
      const [who] = await db
        .select({ email: users.email, name: profiles.full_name, userId: users.id })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.user_id))
        .where(eq(profiles.id, profileId));
      const attempts = row.provider_order_id ? await provider.orderPayments(row.provider_order_id).catch(() => []) : [];
      const ticket = await db.transaction(async (tx) => {
        const [logged] = await tx
          .insert(auditLog)
          .values({
            actor_user_id: who?.userId ?? null,
            action: 'support_request',
            target_type: 'payment_order',
            target_id: String(id),
            after: { provider_order_id: row.provider_order_id, payments: attempts.map((p) => p.id), message },
          })
          .returning({ id: auditLog.id });
        const ref = `PAY-${logged!.id}`;
        await o.mailer.send(
          {
            to: o.supportEmail,
            kind: 'payment_support',
            subject: `${ref}: paid but no access (order ${id})`,
            text: [
              `${who?.name ?? 'A buyer'} <${who?.email ?? 'unknown'}> reports a payment without access.`,
              `Order: ${id} (${row.provider} ${row.provider_order_id ?? 'no provider order'}), ${row.amount_paise} paise, status ${row.status}.`,
              `Payments at the provider: ${attempts.map((p) => `${p.id} ${p.status}${p.errorReason ? ` (${p.errorReason})` : ''}`).join('; ') || 'none'}.`,
              message ? `Their words: ${message}` : '',
            ]
              .filter(Boolean)
              .join('\n'),
          },
          tx,
        );
        return ref;
      });
      return { order, ticket };
    },

    /** 'I paid but have no access': asks the provider now. */
    async check(profileId: number, id: number) {
      await own(profileId, id);
      await settlement.settle(id);
      return fresh(id);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
