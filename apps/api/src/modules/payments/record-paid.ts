import { eq } from 'drizzle-orm';
import {
  entitlements,
  invoices,
  paymentOrderLines,
  paymentOrders,
  paymentPageItems,
  paymentPages,
  payments,
} from '../../db/schema';
import type { Tx } from '../../db/sql';
import { takeInvoiceNumber } from './invoice-serials';

/**
 * What paying an order grants, inside the caller's transaction under the order's lock (decision 0087): the
 * payment row, the order paid, its tax invoice numbered in the INV series, and each page's items for the
 * page's days of access (an item in two pages: the longer). The checkout's settlement and an admin's
 * offline payment both call it. Answers the payment's id, or null when the provider's payment id is
 * already recorded (nothing else is then written).
 */
export async function recordPaid(
  tx: Tx,
  o: {
    orderId: number;
    profileId: number;
    providerPaymentId: string;
    amountPaise: number;
    method: string | null;
    /** When the money arrived (an offline payment's day); the invoice and the access start at `now`. */
    capturedAt: Date;
    now: Date;
  },
): Promise<{ paymentId: number; invoiceSerial: string } | null> {
  const { orderId, now } = o;
  const [payment] = await tx
    .insert(payments)
    .values({
      order_id: orderId,
      provider_payment_id: o.providerPaymentId,
      amount_paise: o.amountPaise,
      status: 'captured',
      method: o.method,
      captured_at: o.capturedAt,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!payment) return null;
  await tx
    .update(paymentOrders)
    .set({ status: 'paid', paid_at: o.capturedAt, updated_at: now })
    .where(eq(paymentOrders.id, orderId));
  const serial = await takeInvoiceNumber(tx, 'INV', now);
  await tx.insert(invoices).values({ order_id: orderId, series: 'INV', serial: serial.serial, issued_at: now });
  const items = await tx
    .select({ kind: paymentPageItems.item_kind, id: paymentPageItems.item_id, days: paymentPages.access_days })
    .from(paymentOrderLines)
    .innerJoin(paymentPages, eq(paymentPages.id, paymentOrderLines.page_id))
    .innerJoin(paymentPageItems, eq(paymentPageItems.page_id, paymentOrderLines.page_id))
    .where(eq(paymentOrderLines.order_id, orderId));
  const grants = new Map<string, { kind: (typeof items)[number]['kind']; id: number; ends: Date | null }>();
  for (const i of items) {
    const ends = i.days ? new Date(now.getTime() + i.days * 86_400_000) : null;
    const key = `${i.kind}:${i.id}`;
    const had = grants.get(key);
    if (!had || (had.ends !== null && (ends === null || ends > had.ends)))
      grants.set(key, { kind: i.kind, id: i.id, ends });
  }
  if (grants.size > 0)
    await tx
      .insert(entitlements)
      .values(
        [...grants.values()].map((g) => ({
          profile_id: o.profileId,
          item_kind: g.kind,
          item_id: g.id,
          source: 'order' as const,
          source_id: orderId,
          starts_at: now,
          ends_at: g.ends,
        })),
      )
      .onConflictDoNothing();
  return { paymentId: payment.id, invoiceSerial: serial.serial };
}
