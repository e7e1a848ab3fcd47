import {
  holdsCapability,
  PAYMENT_PAGE_LIMITS,
  PAYMENT_TEXTS as T,
  taxOf,
  type CouponBody,
  type PaymentItemKind,
  type PaymentPage,
  type PaymentPageBody,
} from '@lbd/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  entitlements,
  paymentCoupons,
  paymentOrderLines,
  paymentOrders,
  paymentPageItems,
  paymentPages,
} from '../../db/schema';
import type { Tx } from '../../db/sql';
import type { OrgCaller } from '../../lib/actor';
import { createContentLifecycle, type ContentStatus } from '../../lib/content-lifecycle';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { actingOrg } from '../../lib/organisation';
import { catalogueNames } from '../../db/catalogue-names';
import type { PaidAccess } from '../../lib/paid-access';
import { itemsOfPages, sellableItems } from './sellable-items';

type PageRow = typeof paymentPages.$inferSelect;
type CouponRow = typeof paymentCoupons.$inferSelect;

/**
 * Payment pages (issue 30 item 1): admins holding 'payments' manage every page, an approved organisation
 * its own (for its own items); anyone may see a page on sale. Pages go through the shared content
 * lifecycle (draft, on sale, closed), and each change is audited.
 */
export function createPaymentPages(o: { db: Db; clock: () => Date }) {
  const { db, clock } = o;

  const names = catalogueNames(db);
  const manages = (caller: OrgCaller | null, page: Pick<PageRow, 'org_id'>) =>
    holdsCapability(caller, 'payments') || (actingOrg(caller) !== null && actingOrg(caller) === page.org_id);

  const couponOf = (c: CouponRow) => ({
    id: c.id,
    code: c.code,
    percent_bp: c.percent_bp,
    amount_paise: c.amount_paise,
    max_uses: c.max_uses,
    used: c.used,
    expires_at: c.expires_at?.toISOString() ?? null,
  });

  /** Pages as callers see them: items with titles, the price's tax, and coupons for those who manage. */
  async function views(rows: PageRow[], caller: OrgCaller | null): Promise<PaymentPage[]> {
    if (rows.length === 0) return [];
    const items = await itemsOfPages(
      db,
      rows.map((r) => r.id),
    );
    const orgIds = rows.map((r) => r.org_id).filter((x): x is number => x !== null);
    const orgNames = new Map((await names.names({ skillIds: [], orgIds })).orgs.map((r) => [r.id, r.name] as const));
    const managed = rows.filter((r) => manages(caller, r)).map((r) => r.id);
    const coupons = managed.length
      ? await db
          .select()
          .from(paymentCoupons)
          .where(inArray(paymentCoupons.page_id, managed))
          .orderBy(paymentCoupons.id)
      : [];
    return rows.map((r) => {
      const tax = taxOf(r.price_paise, { inclusive: r.gst_inclusive, intraState: true });
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        org_id: r.org_id,
        org_name: r.org_id === null ? null : (orgNames.get(r.org_id) ?? null),
        items: items.get(r.id) ?? [],
        price_paise: r.price_paise,
        gst_inclusive: r.gst_inclusive,
        access_days: r.access_days,
        kind: r.kind,
        seats: r.seats,
        status: r.status,
        tax: { taxable: tax.taxable, cgst: tax.cgst, sgst: tax.sgst, igst: tax.igst, total: tax.total },
        manage: managed.includes(r.id),
        coupons: coupons.filter((c) => c.page_id === r.id).map(couponOf),
        updated_at: r.updated_at.toISOString(),
      };
    });
  }

  const row = async (id: number, q: Db | Tx = db) =>
    (await q.select().from(paymentPages).where(eq(paymentPages.id, id)))[0] ?? null;

  /** A page the caller manages (any other: not found). */
  async function managed(caller: OrgCaller, id: number) {
    const r = await row(id);
    if (!r || !manages(caller, r)) throw new NotFoundError();
    return r;
  }

  /**
   * The items exist and are the caller's to sell (an organisation: its own). A free item may be listed: it
   * becomes paid content once its price is set, which needs this page on sale first.
   */
  async function checkItems(caller: OrgCaller, body: PaymentPageBody, orgId: number | null) {
    const found = await sellableItems(db, body.items);
    const problems: Record<string, string> = {};
    body.items.forEach((ref, i) => {
      const it = found.find((f) => f.kind === ref.kind && f.id === ref.id);
      if (!it || (!caller.isAdmin && it.org_id !== orgId)) problems[`items.${i}`] = T.itemUnknown;
    });
    if (Object.keys(problems).length > 0) throw new ValidationError(problems, T.itemUnknown);
  }

  const audit = (q: Db | Tx, caller: OrgCaller, action: string, id: number, before: unknown, after: unknown) =>
    q.insert(auditLog).values({
      actor_user_id: caller.userId ?? null,
      action,
      target_type: 'payment_page',
      target_id: String(id),
      before: before as object,
      after: after as object,
    });

  async function writeItems(tx: Tx, pageId: number, body: PaymentPageBody) {
    await tx.delete(paymentPageItems).where(eq(paymentPageItems.page_id, pageId));
    await tx
      .insert(paymentPageItems)
      .values(body.items.map((i) => ({ page_id: pageId, item_kind: i.kind, item_id: i.id })));
  }

  const fields = (body: PaymentPageBody) => ({
    title: body.title,
    description: body.description,
    price_paise: body.price_paise,
    gst_inclusive: body.gst_inclusive,
    access_days: body.access_days,
    kind: body.kind,
    seats: body.seats,
  });

  const lifecycle = createContentLifecycle({
    db,
    targetType: 'payment_page',
    clock,
    texts: {
      alreadyPublished: T.pageAlreadyPublished,
      alreadyClosed: T.pageAlreadyClosed,
      onlyPublishedClosed: T.pageOnlyPublishedClosed,
      onlyDraftsDiscarded: T.pageOnlyDraftsDiscarded,
      problems: T.pageCannotPublish,
    },
    store: {
      byId: async (id, tx) => {
        const r = await row(id, tx);
        return r && { ...r, published_at: null };
      },
      update: (id, v, tx) =>
        (tx ?? db)
          .update(paymentPages)
          .set({ status: v.status as ContentStatus, updated_at: clock() })
          .where(eq(paymentPages.id, id)),
      deleteDraft: async (id) =>
        (
          await db
            .delete(paymentPages)
            .where(and(eq(paymentPages.id, id), eq(paymentPages.status, 'draft')))
            .returning({ id: paymentPages.id })
        ).length > 0,
    },
    // Every item must still exist when the page goes on sale.
    publishProblems: async (page): Promise<Record<string, string>> => {
      const items = await db.select().from(paymentPageItems).where(eq(paymentPageItems.page_id, page.id));
      const found = await sellableItems(
        db,
        items.map((i) => ({ kind: i.item_kind, id: i.item_id })),
      );
      if (items.length === 0) return { items: T.itemsNone };
      const gone = items.some((i) => !found.some((x) => x.kind === i.item_kind && x.id === i.item_id));
      return gone ? { items: T.itemUnknown } : {};
    },
  });

  /** A student's access to items of a kind that runs now (started, not ended, not revoked). */
  const runningNow = (profileId: number, kind: PaymentItemKind, itemIds: readonly number[]) => {
    const now = clock();
    return and(
      eq(entitlements.profile_id, profileId),
      eq(entitlements.item_kind, kind),
      inArray(entitlements.item_id, [...itemIds]),
      sql`${entitlements.revoked_at} is null`,
      sql`${entitlements.starts_at} <= ${now}`,
      sql`(${entitlements.ends_at} is null or ${entitlements.ends_at} > ${now})`,
    );
  };

  /** Pages on sale that sell the item (joined with their items). */
  const selling = (kind: PaymentItemKind, itemId: number) =>
    and(
      eq(paymentPageItems.item_kind, kind),
      eq(paymentPageItems.item_id, itemId),
      eq(paymentPages.status, 'published'),
    );

  const paidAccess: PaidAccess = {
    async holds(profileId, kind, itemId) {
      return (await paidAccess.held(profileId, kind, [itemId])).has(itemId);
    },
    async held(profileId, kind, itemIds) {
      if (itemIds.length === 0) return new Set();
      const rows = await db
        .select({ id: entitlements.item_id })
        .from(entitlements)
        .where(runningNow(profileId, kind, itemIds));
      return new Set(rows.map((r) => r.id));
    },
    async onSale(kind, itemId) {
      const [hit] = await db
        .select({ id: paymentPages.id })
        .from(paymentPageItems)
        .innerJoin(paymentPages, eq(paymentPages.id, paymentPageItems.page_id))
        .where(selling(kind, itemId))
        .limit(1);
      return !!hit;
    },
  };

  /** When the student's access to an item ends (null: for good), or undefined when not held. */
  async function heldUntil(profileId: number, kind: PaymentItemKind, itemId: number) {
    const rows = await db
      .select({ ends: entitlements.ends_at })
      .from(entitlements)
      .where(runningNow(profileId, kind, [itemId]));
    if (rows.length === 0) return undefined;
    if (rows.some((r) => r.ends === null)) return null;
    return new Date(Math.max(...rows.map((r) => r.ends!.getTime())));
  }

  return {
    paidAccess,

    /** Pages the caller manages: an admin every one, an organisation its own; newest first. */
    async list(caller: OrgCaller) {
      if (caller.isAdmin && !holdsCapability(caller, 'payments')) return [];
      const rows = await db
        .select()
        .from(paymentPages)
        .where(caller.isAdmin ? undefined : eq(paymentPages.org_id, actingOrg(caller) ?? -1))
        .orderBy(desc(paymentPages.updated_at))
        .limit(200);
      return views(rows, caller);
    },

    /** A page on sale (anyone), or any of the caller's own. */
    async show(caller: OrgCaller | null, id: number) {
      const r = await row(id);
      if (!r || (r.status !== 'published' && !manages(caller, r))) throw new NotFoundError();
      return (await views([r], caller))[0]!;
    },

    /** The item, the pages selling it now, and whether the student already holds it. */
    async onSale(caller: OrgCaller | null, kind: PaymentItemKind, itemId: number) {
      const [item] = await sellableItems(db, [{ kind, id: itemId }]);
      if (!item || item.status !== 'published') throw new NotFoundError();
      const rows = await db
        .select({ page: paymentPages })
        .from(paymentPageItems)
        .innerJoin(paymentPages, eq(paymentPages.id, paymentPageItems.page_id))
        // Seats are bought by organisations, not from a student's pricing.
        .where(and(selling(kind, itemId), eq(paymentPages.seats, false)))
        .orderBy(paymentPages.price_paise);
      const until = caller?.profileId ? await heldUntil(caller.profileId, kind, itemId) : undefined;
      const pageIds = rows.map((r) => r.page.id);
      const [pending] =
        caller?.profileId && until === undefined && pageIds.length > 0
          ? await db
              .select({ id: paymentOrders.id, inserted_at: paymentOrders.inserted_at })
              .from(paymentOrders)
              .innerJoin(paymentOrderLines, eq(paymentOrderLines.order_id, paymentOrders.id))
              .where(
                and(
                  eq(paymentOrders.profile_id, caller.profileId),
                  inArray(paymentOrders.status, ['created', 'attempted']),
                  inArray(paymentOrderLines.page_id, pageIds),
                  sql`${paymentOrders.inserted_at} > ${new Date(clock().getTime() - 7 * 86_400_000)}`,
                ),
              )
              .orderBy(desc(paymentOrders.id))
              .limit(1)
          : [];
      return {
        item: { kind, id: item.id, title: item.title, price_paise: item.price_paise },
        pages: await views(
          rows.map((r) => r.page),
          caller,
        ),
        held: until === undefined ? null : { ends_at: until?.toISOString() ?? null },
        pending_order: pending ? { id: pending.id, inserted_at: pending.inserted_at.toISOString() } : null,
      };
    },

    async create(caller: OrgCaller, body: PaymentPageBody) {
      if (!caller.isAdmin && actingOrg(caller) === null) throw new ForbiddenError();
      const orgId = caller.isAdmin ? (body.org_id ?? null) : actingOrg(caller);
      await checkItems(caller, body, orgId);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [r] = await tx
          .insert(paymentPages)
          .values({
            ...fields(body),
            org_id: orgId,
            created_by_user_id: caller.userId ?? null,
            inserted_at: now,
            updated_at: now,
          })
          .returning();
        await writeItems(tx, r!.id, body);
        await audit(tx, caller, 'create', r!.id, null, { ...fields(body), items: body.items });
        return r!.id;
      });
      return (await views([(await row(id))!], caller))[0]!;
    },

    async update(caller: OrgCaller, id: number, body: PaymentPageBody) {
      const before = await managed(caller, id);
      await checkItems(caller, body, before.org_id);
      await db.transaction(async (tx) => {
        await tx
          .update(paymentPages)
          .set({ ...fields(body), updated_at: clock() })
          .where(eq(paymentPages.id, id));
        await writeItems(tx, id, body);
        await audit(
          tx,
          caller,
          'edit',
          id,
          { title: before.title, price_paise: before.price_paise },
          {
            ...fields(body),
            items: body.items,
          },
        );
      });
      return (await views([(await row(id))!], caller))[0]!;
    },

    async publish(caller: OrgCaller, id: number) {
      const r = await managed(caller, id);
      await lifecycle.publish(id, { ...r, published_at: null }, { userId: caller.userId ?? '' });
      return (await views([(await row(id))!], caller))[0]!;
    },

    async close(caller: OrgCaller, id: number) {
      const r = await managed(caller, id);
      await lifecycle.close(id, { ...r, published_at: null }, { userId: caller.userId ?? '' });
      return (await views([(await row(id))!], caller))[0]!;
    },

    async addCoupon(caller: OrgCaller, id: number, body: CouponBody) {
      await managed(caller, id);
      const [{ n }] = (await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentCoupons)
        .where(eq(paymentCoupons.page_id, id))) as [{ n: number }];
      if (n >= PAYMENT_PAGE_LIMITS.couponsMax) throw new ValidationError({ code: T.couponsMany }, T.couponsMany);
      const added = await db
        .insert(paymentCoupons)
        .values({
          page_id: id,
          code: body.code,
          percent_bp: body.percent_bp,
          amount_paise: body.amount_paise,
          max_uses: body.max_uses,
          expires_at: body.expires_at ? new Date(body.expires_at) : null,
        })
        .onConflictDoNothing()
        .returning();
      if (added.length === 0) throw new ValidationError({ code: T.couponTaken }, T.couponTaken);
      await audit(db, caller, 'add_coupon', id, null, { code: body.code });
      return (await views([(await row(id))!], caller))[0]!;
    },

    async removeCoupon(caller: OrgCaller, id: number, couponId: number) {
      await managed(caller, id);
      const gone = await db
        .delete(paymentCoupons)
        .where(and(eq(paymentCoupons.id, couponId), eq(paymentCoupons.page_id, id)))
        .returning();
      if (gone.length === 0) throw new NotFoundError();
      await audit(db, caller, 'remove_coupon', id, { code: gone[0]!.code }, null);
      return (await views([(await row(id))!], caller))[0]!;
    },
  };
}

export type PaymentPages = ReturnType<typeof createPaymentPages>;
