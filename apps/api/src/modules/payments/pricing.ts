import { PAYMENT_TEXTS as T, discounted, gstinState, taxOf } from '@lbd/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentCoupons, paymentOrders, paymentPages } from '../../db/schema';
import type { Tx } from '../../db/sql';
import { ValidationError } from '../../lib/errors';

type PageRow = typeof paymentPages.$inferSelect;
type CouponRow = typeof paymentCoupons.$inferSelect;

/** Where the service is supplied: a business's GSTIN's state, else the billing state, else the supplier's. */
export function placeOfSupply(buyer: { state_code?: string; gstin?: string }, supplierStateCode: string): string {
  return buyer.gstin ? gstinState(buyer.gstin) : (buyer.state_code ?? supplierStateCode);
}

export interface PricedLine {
  page_id: number;
  title: string;
  /** Seats bought (1 for a person's own access); the line's amounts are for all of them. */
  quantity: number;
  price_paise: number;
  discount_paise: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * What one or more published pages cost a buyer (issue 30): each page on its own price, less the coupon on
 * the page it belongs to, times the seats bought of it (`quantities`, 1 when not named), taxed for the
 * buyer's state on the line's total. Amounts are whole paise. Throws the coupon's refusal (unknown, expired,
 * used up) in words; null when a page is not on sale.
 */
export async function priceLines(
  db: Db | Tx,
  pageIds: readonly number[],
  o: {
    couponCode?: string | undefined;
    intraState: boolean;
    now: Date;
    quantities?: Readonly<Record<number, number>>;
  },
): Promise<{ pages: PageRow[]; lines: PricedLine[]; coupon: CouponRow | null } | null> {
  const ids = [...new Set(pageIds)];
  const pages = ids.length
    ? await db
        .select()
        .from(paymentPages)
        .where(and(inArray(paymentPages.id, ids), eq(paymentPages.status, 'published')))
    : [];
  if (pages.length === 0 || pages.length !== ids.length) return null;
  pages.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const code = o.couponCode?.trim().toUpperCase();
  let coupon: CouponRow | null = null;
  if (code) {
    const [hit] = await db
      .select()
      .from(paymentCoupons)
      .where(and(inArray(paymentCoupons.page_id, ids), sql`upper(${paymentCoupons.code}) = ${code}`))
      .limit(1);
    coupon = hit ?? null;
    if (!coupon) throw new ValidationError({ coupon_code: T.couponUnknown }, T.couponUnknown);
    if (coupon.expires_at && coupon.expires_at <= o.now)
      throw new ValidationError({ coupon_code: T.couponExpired }, T.couponExpired);
    if (coupon.max_uses !== null && coupon.used >= coupon.max_uses)
      throw new ValidationError({ coupon_code: T.couponUsedUp }, T.couponUsedUp);
  }
  const lines = pages.map((p) => {
    const price =
      coupon && coupon.page_id === p.id
        ? discounted(p.price_paise, {
            percentBp: coupon.percent_bp ?? undefined,
            paise: coupon.amount_paise ?? undefined,
          })
        : p.price_paise;
    const quantity = o.quantities?.[p.id] ?? 1;
    return {
      page_id: p.id,
      title: p.title,
      quantity,
      price_paise: p.price_paise,
      discount_paise: (p.price_paise - price) * quantity,
      ...taxOf(price * quantity, { inclusive: p.gst_inclusive, intraState: o.intraState }),
    };
  });
  return { pages, lines, coupon };
}

/** Takes one use of the coupon, or answers false when its uses ran out meanwhile (concurrent buyers: exactly its uses). */
export async function redeemCoupon(tx: Tx, couponId: number, now: Date): Promise<boolean> {
  const taken = await tx
    .update(paymentCoupons)
    .set({ used: sql`${paymentCoupons.used} + 1` })
    .where(
      and(
        eq(paymentCoupons.id, couponId),
        sql`(${paymentCoupons.max_uses} is null or ${paymentCoupons.used} < ${paymentCoupons.max_uses})`,
        sql`(${paymentCoupons.expires_at} is null or ${paymentCoupons.expires_at} > ${now})`,
      ),
    )
    .returning({ id: paymentCoupons.id });
  return taken.length === 1;
}

/** How long an order nobody tried to pay holds its coupon's use. */
export const COUPON_HOLD_MS = 30 * 60 * 1000;

/**
 * Gives back the coupon uses of orders nobody tried to pay within COUPON_HOLD_MS (a checkout left open
 * must not use up a code for others). Such an order keeps its price: paid later anyway, it is honoured.
 * Answers how many uses came back.
 */
export async function releaseStaleCoupons(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - COUPON_HOLD_MS);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: paymentOrders.id, coupon: paymentOrders.coupon_id })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.status, 'created'),
          sql`${paymentOrders.coupon_id} is not null`,
          sql`${paymentOrders.inserted_at} < ${before}`,
        ),
      )
      .for('update');
    if (stale.length === 0) return 0;
    await tx
      .update(paymentOrders)
      .set({ coupon_id: null, updated_at: now })
      .where(
        inArray(
          paymentOrders.id,
          stale.map((r) => r.id),
        ),
      );
    const byCoupon = new Map<number, number>();
    for (const r of stale) if (r.coupon !== null) byCoupon.set(r.coupon, (byCoupon.get(r.coupon) ?? 0) + 1);
    for (const [id, n] of byCoupon)
      await tx
        .update(paymentCoupons)
        .set({ used: sql`greatest(${paymentCoupons.used} - ${n}, 0)` })
        .where(eq(paymentCoupons.id, id));
    return stale.length;
  });
}

/** Sums of the lines (an order's amounts). */
export function totalsOf(lines: readonly PricedLine[]) {
  const sum = (k: 'total' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'discount_paise') =>
    lines.reduce((n, l) => n + l[k], 0);
  return {
    total: sum('total'),
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    discount_paise: sum('discount_paise'),
  };
}

/** An order's amounts and its lines' as the ledger stores them (checkout orders and offline payments). */
export function ledgerRows(lines: readonly PricedLine[]) {
  const t = totalsOf(lines);
  return {
    order: {
      amount_paise: t.total,
      taxable_paise: t.taxable,
      cgst_paise: t.cgst,
      sgst_paise: t.sgst,
      igst_paise: t.igst,
      discount_paise: t.discount_paise,
    },
    lines: lines.map((l) => ({
      page_id: l.page_id,
      quantity: l.quantity,
      amount_paise: l.total,
      discount_paise: l.discount_paise,
      taxable_paise: l.taxable,
      cgst_paise: l.cgst,
      sgst_paise: l.sgst,
      igst_paise: l.igst,
    })),
  };
}
