import { holdsCapability, type Subscription } from '@lbd/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entitlements, paymentOrderLines, paymentPageItems, paymentPages } from '../../db/schema';
import type { OrgCaller } from '../../lib/actor';
import { ForbiddenError } from '../../lib/errors';
import { sellableItems } from './sellable-items';

/**
 * A student's subscriptions (issue 30 item 9): per subscription page bought, the items, when the first
 * period started, when the last one bought ends (a renewal extends from there, `recordPaid`), whether
 * access runs now, and what renewing costs while the page is on sale. Students see their own; an admin
 * holding 'payments' names the student.
 */
export async function listSubscriptions(
  db: Db,
  caller: OrgCaller,
  o: { profileId?: number | undefined; now: Date },
): Promise<Subscription[]> {
  const profileId = caller.isAdmin ? (holdsCapability(caller, 'payments') ? o.profileId : undefined) : caller.profileId;
  if (caller.isAdmin && !holdsCapability(caller, 'payments')) throw new ForbiddenError();
  if (!profileId) return [];
  const held = await db
    .select()
    .from(entitlements)
    .where(
      and(
        eq(entitlements.profile_id, profileId),
        eq(entitlements.source, 'subscription'),
        isNull(entitlements.revoked_at),
      ),
    );
  if (held.length === 0) return [];
  const orderIds = [...new Set(held.map((e) => e.source_id))];
  const lines = await db
    .select({ order_id: paymentOrderLines.order_id, page: paymentPages })
    .from(paymentOrderLines)
    .innerJoin(paymentPages, eq(paymentPages.id, paymentOrderLines.page_id))
    .where(and(inArray(paymentOrderLines.order_id, orderIds), eq(paymentPages.kind, 'subscription')));
  const pageIds = [...new Set(lines.map((l) => l.page.id))];
  if (pageIds.length === 0) return [];
  const items = await db.select().from(paymentPageItems).where(inArray(paymentPageItems.page_id, pageIds));
  const found = await sellableItems(
    db,
    items.map((i) => ({ kind: i.item_kind, id: i.item_id })),
  );
  const titles = new Map(found.map((f) => [`${f.kind}:${f.id}`, f.title]));
  const out: Subscription[] = [];
  for (const pageId of pageIds) {
    const page = lines.find((l) => l.page.id === pageId)!.page;
    const mine = items.filter((i) => i.page_id === pageId);
    const orders = new Set(lines.filter((l) => l.page.id === pageId).map((l) => l.order_id));
    const periods = held.filter(
      (e) => orders.has(e.source_id) && mine.some((i) => i.item_kind === e.item_kind && i.item_id === e.item_id),
    );
    if (periods.length === 0) continue;
    const starts = new Date(Math.min(...periods.map((e) => e.starts_at.getTime())));
    const ends = periods.some((e) => e.ends_at === null)
      ? null
      : new Date(Math.max(...periods.map((e) => e.ends_at!.getTime())));
    out.push({
      page_id: pageId,
      page_title: page.title,
      items: mine.map((i) => ({
        kind: i.item_kind,
        id: i.item_id,
        title: titles.get(`${i.item_kind}:${i.item_id}`) ?? '(removed)',
      })),
      starts_at: starts.toISOString(),
      ends_at: ends?.toISOString() ?? null,
      active: periods.some((e) => e.starts_at <= o.now && (e.ends_at === null || e.ends_at > o.now)),
      renewal_price_paise: page.status === 'published' ? page.price_paise : null,
      gst_inclusive: page.gst_inclusive,
      access_days: page.access_days,
    });
  }
  return out.sort((a, b) => (b.ends_at ?? '9').localeCompare(a.ends_at ?? '9'));
}
