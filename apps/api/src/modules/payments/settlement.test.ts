import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { rowsOf, type Database } from '../../db/client';
import { paymentPageItems, paymentPages } from '../../db/schema';
import { createLocalProvider, type LocalProvider } from '../../lib/payments/local-provider';
import type { ProviderWebhook } from '../../lib/payments/provider';
import { createSettlement, type Settlement } from './settlement';

const KEYS = { keyId: 'lbd_test_key', keySecret: 'lbd_test_secret_4f1e', webhookSecret: 'lbd_test_webhook_77a0' };

/**
 * The exactly-once harness of issue 30 item 5: duplicate webhooks, events out of order (failed after
 * captured), a lost browser confirmation, a late authorisation on day 3, and all of it at once. Whatever
 * arrives, each paid order ends with one payment, one invoice and its access granted once; no paid order
 * is left without access.
 */
describe('settling an order exactly once', () => {
  let database: Database;
  let provider: LocalProvider;
  let settlement: Settlement;
  let now = new Date('2026-11-30T06:00:00Z');
  let hooks: ProviderWebhook[] = [];
  let pageId: number;
  let profile = 1000;

  beforeAll(async () => {
    database = await openTestDatabase();
    const clock = () => now;
    provider = createLocalProvider(database.db, KEYS, { clock, emit: async (h) => void hooks.push(h) });
    settlement = createSettlement({ db: database.db, provider, clock, supplierStateCode: '27' });
    const [page] = await database.db
      .insert(paymentPages)
      .values({
        title: 'Full-stack capstone with mentor reviews',
        price_paise: 49_900,
        access_days: 180,
        status: 'published',
      })
      .returning();
    pageId = page!.id;
    await database.db.insert(paymentPageItems).values([
      { page_id: pageId, item_kind: 'project', item_id: 101 },
      { page_id: pageId, item_kind: 'learning_path', item_id: 202 },
    ]);
  }, 60_000);
  afterAll(() => database?.close());

  /** What the ledger holds for an order. */
  async function ledger(orderId: number) {
    const count = async (table: string) =>
      rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(
            table === 'entitlements' ? 'source_id' : 'order_id',
          )} = ${orderId}`,
        ),
      )[0]!.n;
    const [order] = rowsOf<{ status: string }>(
      await database.db.execute(sql`select status from payment_orders where id = ${orderId}`),
    );
    return {
      status: order!.status,
      payments: await count('payments'),
      invoices: await count('invoices'),
      entitlements: await count('entitlements'),
    };
  }
  const PAID = { status: 'paid', payments: 1, invoices: 1, entitlements: 2 };
  const start = async () => {
    hooks = [];
    return (await settlement.order([pageId], ++profile, { name: 'Ananya Sharma', state_code: '27' }))!;
  };

  it('fixes the amounts when the order is made: ₹499 inclusive within Maharashtra is 422.88 + 38.06 + 38.06', async () => {
    const order = await start();
    expect(order).toMatchObject({ amount_paise: 49_900, taxable_paise: 42_288, cgst_paise: 3_806, sgst_paise: 3_806 });
    expect(order.provider_order_id).toMatch(/^order_/);
    const other = (await settlement.order([pageId], ++profile, { name: 'Rohan Das', state_code: '19' }))!;
    expect(other).toMatchObject({ amount_paise: 49_900, igst_paise: 7_612, cgst_paise: 0 });
  });

  it('orders several pages at once: amounts add up, and an item in two pages is granted once, for the longer', async () => {
    const [bundle] = await database.db
      .insert(paymentPages)
      .values({ title: 'Placement bundle', price_paise: 99_900, gst_inclusive: false, status: 'published' })
      .returning();
    await database.db.insert(paymentPageItems).values([
      { page_id: bundle!.id, item_kind: 'project', item_id: 101 },
      { page_id: bundle!.id, item_kind: 'quest', item_id: 303 },
    ]);
    const [draft] = await database.db
      .insert(paymentPages)
      .values({ title: 'Not on sale yet', price_paise: 10_000 })
      .returning();
    expect(await settlement.order([pageId, draft!.id], ++profile, { name: 'Meera Iyer' })).toBeNull();
    expect(await settlement.order([], ++profile, { name: 'Meera Iyer' })).toBeNull();
    hooks = [];
    const order = (await settlement.order([pageId, bundle!.id], ++profile, { name: 'Meera Iyer', state_code: '27' }))!;
    // ₹499 inclusive + ₹999 plus 18% (₹1,178.82).
    expect(order).toMatchObject({
      amount_paise: 49_900 + 117_882,
      cgst_paise: 3_806 + 8_991,
      sgst_paise: 3_806 + 8_991,
    });
    const { payment, signature } = await provider.checkout(order.provider_order_id!, 'pay');
    expect(await settlement.confirm(order.id, payment.id, signature!)).toBe('paid');
    const granted = rowsOf<{ item_kind: string; item_id: number; ends_at: Date | null }>(
      await database.db.execute(
        sql`select item_kind, item_id, ends_at from entitlements where source_id = ${order.id} order by item_id`,
      ),
    );
    expect(granted.map((g) => [g.item_kind, g.item_id, g.ends_at === null])).toEqual([
      ['project', 101, true],
      ['learning_path', 202, false],
      ['quest', 303, true],
    ]);
  });

  it('the browser confirmation alone grants access; a tampered signature grants nothing', async () => {
    const order = await start();
    const { payment, signature } = await provider.checkout(order.provider_order_id!, 'pay');
    const bad = signature!.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect(await settlement.confirm(order.id, payment.id, bad)).toBe('bad_signature');
    expect(await settlement.confirm(order.id, `${payment.id}x`, signature!)).toBe('bad_signature');
    expect((await ledger(order.id)).status).toBe('created');
    expect(await settlement.confirm(order.id, payment.id, signature!)).toBe('paid');
    expect(await ledger(order.id)).toEqual(PAID);
  });

  it('the browser confirmation lost: the webhooks grant access', async () => {
    const order = await start();
    await provider.checkout(order.provider_order_id!, 'pay');
    for (const h of hooks) await settlement.receive(h.body, h.signature, h.eventId);
    expect(await ledger(order.id)).toEqual(PAID);
  });

  it('every message lost: the sweep asks the provider and grants access', async () => {
    const order = await start();
    await provider.checkout(order.provider_order_id!, 'pay');
    expect(await settlement.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await ledger(order.id)).toEqual(PAID);
  });

  it('failed after captured: a late failure of the first try leaves the order paid', async () => {
    const order = await start();
    await provider.checkout(order.provider_order_id!, 'decline');
    const failed = hooks.splice(0);
    await provider.checkout(order.provider_order_id!, 'pay');
    for (const h of [...hooks, ...failed]) await settlement.receive(h.body, h.signature, h.eventId);
    expect(await ledger(order.id)).toEqual(PAID);
  });

  it('authorised late, on day 3, every message lost: the sweep captures it well before the provider gives it back', async () => {
    const order = await start();
    now = new Date(now.getTime() + 3 * 86_400_000);
    const { payment } = await provider.checkout(order.provider_order_id!, 'authorize');
    hooks = [];
    expect((await ledger(order.id)).status).toBe('created');
    await settlement.reconcile();
    expect(await ledger(order.id)).toEqual(PAID);
    expect((await provider.orderPayments(order.provider_order_id!))[0]).toMatchObject({
      id: payment.id,
      status: 'captured',
    });
    now = new Date(now.getTime() + 6 * 86_400_000);
    expect(await provider.expireAuthorizations()).toBe(0);
  });

  it('an authorisation heard by webhook is captured at once', async () => {
    const order = await start();
    await provider.checkout(order.provider_order_id!, 'authorize');
    const [authorized] = hooks;
    expect(await settlement.receive(authorized!.body, authorized!.signature, authorized!.eventId)).toBe('paid');
    expect(await ledger(order.id)).toEqual(PAID);
  });

  it('a webhook whose body was re-serialised or whose signature is wrong is refused and changes nothing', async () => {
    const order = await start();
    await provider.checkout(order.provider_order_id!, 'pay');
    const [first] = hooks;
    const reserialised = JSON.stringify(JSON.parse(first!.body), null, 1);
    expect(await settlement.receive(reserialised, first!.signature, first!.eventId)).toBe('bad_signature');
    expect(
      await settlement.receive(
        first!.body,
        first!.signature.replace(/^./, (c) => (c === 'f' ? 'e' : 'f')),
        'evt_x',
      ),
    ).toBe('bad_signature');
    expect((await ledger(order.id)).status).toBe('created');
  });

  it('whatever arrives, in whatever order and however often, each paid order has one payment, one invoice and its access once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          outcome: fc.constantFrom('pay' as const, 'authorize' as const, 'decline-then-pay' as const),
          copies: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
          order: fc.array(fc.nat(), { minLength: 24, maxLength: 24 }),
          confirm: fc.boolean(),
          sweep: fc.boolean(),
          together: fc.boolean(),
        }),
        async (run) => {
          const order = await start();
          const ref = order.provider_order_id!;
          if (run.outcome === 'decline-then-pay') await provider.checkout(ref, 'decline');
          const { payment, signature } = await provider.checkout(
            ref,
            run.outcome === 'authorize' ? 'authorize' : 'pay',
          );
          // Each webhook delivered 0 to 3 times, shuffled.
          const deliveries = hooks.flatMap((h, i) => Array.from({ length: run.copies[i % 6]! }, () => h));
          deliveries.sort((a, b) => run.order[deliveries.indexOf(a) % 24]! - run.order[deliveries.indexOf(b) % 24]!);
          const calls = [
            ...deliveries.map((h) => () => settlement.receive(h.body, h.signature, h.eventId)),
            ...(run.confirm && signature ? [() => settlement.confirm(order.id, payment.id, signature)] : []),
            ...(run.sweep ? [() => settlement.reconcile()] : []),
          ];
          if (run.together) await Promise.all(calls.map((c) => c()));
          else for (const c of calls) await c();
          // Whatever was lost, the sweep finds the rest (it runs every few minutes).
          await settlement.reconcile();
          expect(await ledger(order.id)).toEqual(PAID);
        },
      ),
      { numRuns: 25 },
    );
    // No paid order anywhere without its access, and no access twice.
    const orphans = rowsOf(
      await database.db.execute(sql`select o.id from payment_orders o where o.status = 'paid'
        and (select count(*) from entitlements e where e.source = 'order' and e.source_id = o.id) = 0`),
    );
    expect(orphans).toEqual([]);
    const [dupes] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from (select serial from invoices group by serial having count(*) > 1) d`,
      ),
    );
    expect(dupes!.n).toBe(0);
    const serials = rowsOf<{ serial: string }>(await database.db.execute(sql`select serial from invoices order by id`));
    expect(serials.map((s) => Number(s.serial.slice(-6)))).toEqual(serials.map((_, i) => i + 1));
  }, 120_000);
});
