import { randomInt } from 'node:crypto';
import { SEAT_CODE_ALPHABET, SEAT_LIMITS } from '@lbd/shared';
import { and, eq, gt, isNull, max } from 'drizzle-orm';
import {
  entitlements,
  invoices,
  paymentOrderLines,
  paymentOrders,
  paymentPageItems,
  paymentPages,
  payments,
  seatPools,
} from '../../db/schema';
import type { Tx } from '../../db/sql';
import { takeInvoiceNumber } from './invoice-serials';

const DAY_MS = 86_400_000;

/** A pool's code: 10 characters of an alphabet without look-alikes (about 50 bits: not guessable). */
export function seatCode(): string {
  let code = '';
  for (let i = 0; i < SEAT_LIMITS.codeLength; i++) code += SEAT_CODE_ALPHABET[randomInt(SEAT_CODE_ALPHABET.length)];
  return code;
}

/**
 * What paying an order grants, inside the caller's transaction under the order's lock (decision 0087): the
 * payment row, the order paid, its tax invoice numbered in the INV series, and what each line sells:
 *  - an organisation's seats (the order's `org_id`, a seats page): a seat pool of the line's quantity, with its
 *    code, ending after the page's days; the buyer gets no access of their own;
 *  - a subscription page: each item for the page's days, from the end of the buyer's current subscription to
 *    it when one runs (a renewal extends, it does not restart);
 *  - a one-time page: each item for the page's days from now (an item in two pages: the longer).
 * The checkout's settlement and an admin's offline payment both call it. Answers the payment's id, or null
 * when the provider's payment id is already recorded (nothing else is then written).
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
  const [order] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', paid_at: o.capturedAt, updated_at: now })
    .where(eq(paymentOrders.id, orderId))
    .returning({ org_id: paymentOrders.org_id });
  const serial = await takeInvoiceNumber(tx, 'INV', now);
  await tx.insert(invoices).values({ order_id: orderId, series: 'INV', serial: serial.serial, issued_at: now });
  const lines = await tx
    .select({
      page_id: paymentOrderLines.page_id,
      quantity: paymentOrderLines.quantity,
      days: paymentPages.access_days,
      kind: paymentPages.kind,
      seats: paymentPages.seats,
    })
    .from(paymentOrderLines)
    .innerJoin(paymentPages, eq(paymentPages.id, paymentOrderLines.page_id))
    .where(eq(paymentOrderLines.order_id, orderId));
  const endsAfter = (from: Date, days: number | null) => (days ? new Date(from.getTime() + days * DAY_MS) : null);

  const orgId = order?.org_id ?? null;
  const seatLines = orgId === null ? [] : lines.filter((l) => l.seats);
  for (const l of seatLines)
    await tx
      .insert(seatPools)
      .values({
        org_id: orgId!,
        page_id: l.page_id,
        order_id: orderId,
        seats: l.quantity,
        code: seatCode(),
        ends_at: endsAfter(now, l.days),
        inserted_at: now,
      })
      .onConflictDoNothing({ target: [seatPools.order_id, seatPools.page_id] });

  const own = lines.filter((l) => !seatLines.includes(l));
  const items = own.length
    ? await tx
        .select({ page_id: paymentPageItems.page_id, kind: paymentPageItems.item_kind, id: paymentPageItems.item_id })
        .from(paymentPageItems)
        .innerJoin(paymentOrderLines, eq(paymentOrderLines.page_id, paymentPageItems.page_id))
        .where(eq(paymentOrderLines.order_id, orderId))
    : [];
  type Grant = {
    source: 'order' | 'subscription';
    kind: (typeof items)[number]['kind'];
    id: number;
    starts: Date;
    ends: Date | null;
  };
  const grants = new Map<string, Grant>();
  for (const l of own) {
    for (const i of items.filter((x) => x.page_id === l.page_id)) {
      const source = l.kind === 'subscription' ? ('subscription' as const) : ('order' as const);
      const starts = source === 'subscription' ? await renewalStart(tx, o.profileId, i.kind, i.id, now) : now;
      const ends = endsAfter(starts, l.days);
      const key = `${source}:${i.kind}:${i.id}`;
      const had = grants.get(key);
      if (!had || (had.ends !== null && (ends === null || ends > had.ends)))
        grants.set(key, { source, kind: i.kind, id: i.id, starts, ends });
    }
  }
  if (grants.size > 0)
    await tx
      .insert(entitlements)
      .values(
        [...grants.values()].map((g) => ({
          profile_id: o.profileId,
          item_kind: g.kind,
          item_id: g.id,
          source: g.source,
          source_id: orderId,
          starts_at: g.starts,
          ends_at: g.ends,
        })),
      )
      .onConflictDoNothing();
  return { paymentId: payment.id, invoiceSerial: serial.serial };
}

/** Where a subscription bought now starts: the end of the buyer's running subscription to the item, else now. */
async function renewalStart(
  tx: Tx,
  profileId: number,
  kind: 'project' | 'quest' | 'learning_path',
  itemId: number,
  now: Date,
): Promise<Date> {
  const [row] = await tx
    .select({ ends: max(entitlements.ends_at) })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.profile_id, profileId),
        eq(entitlements.item_kind, kind),
        eq(entitlements.item_id, itemId),
        eq(entitlements.source, 'subscription'),
        isNull(entitlements.revoked_at),
        gt(entitlements.ends_at, now),
      ),
    );
  return row?.ends && row.ends > now ? row.ends : now;
}
