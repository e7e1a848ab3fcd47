import { LEARNING_TEXTS, PAYMENT_TEXTS as T, type PaymentPage } from '@lbd/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildAdminWithLevels, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { rowsOf } from '../../db/client';
import { entitlements, projects, quests } from '../../db/schema';
import { COUPON_HOLD_MS, releaseStaleCoupons } from './pricing';

type T = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Payment pages (issue 30 item 1), their coupons, a buyer's quote and order with a code, and paid access
 * (item 9): who manages a page, what others see of it, and a paid project that opens only to its buyers.
 */
describe('payment pages', () => {
  let t: T;
  let admin: Account;
  let limited: Account;
  let company: Account & { profileId: number };
  let rival: Account & { profileId: number };
  let pending: Account & { profileId: number };
  let student: Account & { profileId: number };
  let projectId: number;
  let rivalProject: number;
  let pageId: number;
  let projectOrg: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    limited = await buildAdminWithLevels(t.app, admin, ['Reports']);
    const [orgA, orgB] = await orgIds(t.app, 'COMPANY', 2);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: orgA, admin });
    rival = await buildOrgUser(t.app, 'COMPANY', { orgId: orgB, admin });
    pending = await buildOrgUser(t.app, 'COMPANY', { orgId: orgA, approved: false });
    student = await buildUser(t.app, 'STUDENT');
    const made = await t.database.db
      .insert(projects)
      .values([
        { title: 'IoT capstone', org_id: orgA!, status: 'published', price_paise: 149_900 },
        { title: 'Rival capstone', org_id: orgB!, status: 'published', price_paise: 99_900 },
      ])
      .returning({ id: projects.id });
    projectId = made[0]!.id;
    projectOrg = orgA!;
    rivalProject = made[1]!.id;
  }, 60_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Account | null, payload?: object) =>
    t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });
  const body = (over: Record<string, unknown> = {}) => ({
    title: 'IoT capstone: one year',
    description: 'The full project with reviews',
    items: [{ kind: 'project', id: projectId }],
    price_paise: 149_900,
    gst_inclusive: true,
    access_days: 365,
    ...over,
  });

  it('an approved organisation creates a draft page for its own item; others’ items and bad input are refused in words', async () => {
    const res = await call('POST', '/api/payment_pages', company, body());
    expect(res.statusCode, res.body).toBe(201);
    const page = res.json().data as PaymentPage;
    pageId = page.id;
    expect(page).toMatchObject({
      status: 'draft',
      manage: true,
      kind: 'one_time',
      items: [{ kind: 'project', id: projectId, title: 'IoT capstone' }],
      tax: { taxable: 127_034, cgst: 11_433, sgst: 11_433, igst: 0, total: 149_900 },
      coupons: [],
    });
    const theirs = await call(
      'POST',
      '/api/payment_pages',
      company,
      body({ items: [{ kind: 'project', id: rivalProject }] }),
    );
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().error).toMatchObject({ message: T.itemUnknown, fields: { 'items.0': T.itemUnknown } });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'ab' }, 'title', T.titleShort],
      [{ price_paise: 50 }, 'price_paise', T.priceRange],
      [{ price_paise: 12.5 }, 'price_paise', T.priceRange],
      [{ kind: 'subscription', access_days: null }, 'access_days', T.subscriptionDays],
      [{ items: [] }, 'items', T.itemsNone],
      [{ access_days: 4000 }, 'access_days', T.daysRange],
    ];
    for (const [over, field, message] of cases) {
      const bad = await call('POST', '/api/payment_pages', company, body(over));
      expect(bad.statusCode, JSON.stringify(over)).toBe(422);
      expect(bad.json().error.fields[field]).toBe(message);
    }
  });

  it('a pending member, a rival, a student and an admin without payments cannot manage it', async () => {
    expect((await call('POST', '/api/payment_pages', pending, body())).statusCode).toBe(403);
    expect((await call('GET', '/api/payment_pages', pending)).json().data).toEqual([]);
    expect((await call('GET', '/api/payment_pages', rival)).json().data).toEqual([]);
    expect((await call('GET', '/api/payment_pages', student)).statusCode).toBe(403);
    expect((await call('GET', '/api/payment_pages', limited)).statusCode).toBe(403);
    expect((await call('PUT', `/api/payment_pages/${pageId}/edit`, rival, body())).statusCode).toBe(404);
    expect((await call('POST', `/api/payment_pages/${pageId}/publish`, pending)).statusCode).toBe(404);
    // A draft is not shown to anyone but those who manage it.
    expect((await call('GET', `/api/payment_pages/${pageId}`, student)).statusCode).toBe(404);
    expect((await call('GET', `/api/payment_pages/${pageId}`, null)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/payment_pages', company)).json().data as PaymentPage[];
    expect(mine.map((p) => p.id)).toEqual([pageId]);
    const all = (await call('GET', '/api/payment_pages', admin)).json().data as PaymentPage[];
    expect(all.map((p) => p.id)).toContain(pageId);
  });

  it('edits, goes on sale once, and then shows to anyone without its coupons', async () => {
    const edited = await call('PUT', `/api/payment_pages/${pageId}/edit`, company, body({ price_paise: 129_900 }));
    expect(edited.json().data).toMatchObject({ price_paise: 129_900 });
    const code = await call('POST', `/api/payment_pages/${pageId}/coupons`, company, {
      code: 'save10',
      percent_bp: 1000,
      max_uses: 10,
    });
    expect(code.statusCode, code.body).toBe(201);
    expect(code.json().data.coupons).toMatchObject([{ code: 'SAVE10', percent_bp: 1000, used: 0, max_uses: 10 }]);
    const twice = await call('POST', `/api/payment_pages/${pageId}/coupons`, company, {
      code: 'Save10',
      amount_paise: 100,
    });
    expect(twice.json().error).toMatchObject({ message: T.couponTaken });
    const both = await call('POST', `/api/payment_pages/${pageId}/coupons`, company, {
      code: 'BOTH',
      amount_paise: 100,
      percent_bp: 100,
    });
    expect(both.json().error.fields.percent_bp).toBe(T.couponOff);
    const live = await call('POST', `/api/payment_pages/${pageId}/publish`, company);
    expect(live.json().data.status).toBe('published');
    const again = await call('POST', `/api/payment_pages/${pageId}/publish`, company);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(T.pageAlreadyPublished);
    const seen = (await call('GET', `/api/payment_pages/${pageId}`, null)).json().data as PaymentPage;
    expect(seen).toMatchObject({ status: 'published', manage: false, coupons: [] });
    const audit = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audit_log where target_type = 'payment_page' and target_id = ${String(pageId)} order by id`,
      ),
    ).map((r) => r.action);
    expect(audit).toEqual(['create', 'edit', 'add_coupon', 'publish']);
  });

  it('quotes with a coupon and the buyer’s state; an order takes one use; a bad code is refused in words', async () => {
    const quote = await call('POST', '/api/payment_quote', null, {
      page_ids: [pageId],
      coupon_code: 'save10',
      state_code: '29',
    });
    expect(quote.json().data).toMatchObject({
      coupon: { code: 'SAVE10' },
      lines: [{ page_id: pageId, price_paise: 129_900, discount_paise: 12_990, total: 116_910, igst: 17_834 }],
      total: { total: 116_910, discount_paise: 12_990, cgst: 0, sgst: 0 },
    });
    const unknown = await call('POST', '/api/payment_quote', null, { page_ids: [pageId], coupon_code: 'NOPE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe(T.couponUnknown);
    const order = await call('POST', '/api/v2/multiple_payments', student, {
      page_ids: [pageId],
      buyer: { name: 'Ananya Sharma', state_code: '29' },
      coupon_code: 'SAVE10',
      idempotency_key: 'click-0001-abcdef',
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data.amount_paise).toBe(116_910);
    const retried = await call('POST', '/api/v2/multiple_payments', student, {
      page_ids: [pageId],
      buyer: { name: 'Ananya Sharma', state_code: '29' },
      coupon_code: 'SAVE10',
      idempotency_key: 'click-0001-abcdef',
    });
    expect(retried.json().data.id).toBe(order.json().data.id);
    const page = (await call('GET', `/api/payment_pages/${pageId}`, company)).json().data as PaymentPage;
    expect(page.coupons[0]!.used).toBe(1);
  });

  it('100 buyers at once share a 10-use code: exactly 10 orders get it', async () => {
    const made = await call('POST', `/api/payment_pages/${pageId}/coupons`, company, {
      code: 'TEN',
      amount_paise: 10_000,
      max_uses: 10,
    });
    expect(made.statusCode).toBe(201);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => buildUser(t.app, 'STUDENT')));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call('POST', '/api/v2/multiple_payments', buyers[i % buyers.length]!, {
          page_ids: [pageId],
          buyer: { name: `Buyer ${i}` },
          coupon_code: 'TEN',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(90);
    expect(answers.find((a) => a.statusCode === 422)!.json().error.message).toBe(T.couponUsedUp);
    const [row] = rowsOf<{ used: number }>(
      await t.database.db.execute(sql`select used from payment_coupons where code = 'TEN'`),
    );
    expect(row!.used).toBe(10);
    // Nobody tried to pay them: after half an hour the sweep gives the uses back (the orders keep their price).
    expect(await releaseStaleCoupons(t.database.db, new Date(Date.now() + 29 * 60_000))).toBe(0);
    const released = await releaseStaleCoupons(t.database.db, new Date(Date.now() + COUPON_HOLD_MS + 60_000));
    expect(released).toBeGreaterThanOrEqual(10);
    const [after] = rowsOf<{ used: number }>(
      await t.database.db.execute(sql`select used from payment_coupons where code = 'TEN'`),
    );
    expect(after!.used).toBe(0);
  }, 60_000);

  it('a paid project opens only with access held: 402 with the item, then enrolment; the pricing lookup tells', async () => {
    const refused = await call('POST', `/api/projects/${projectId}/enrol`, student, { status: 'Enrolled' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({ code: 'PAYMENT_REQUIRED', message: T.paidItem });
    const before = (
      await call('GET', `/api/payment_pages/on_sale?item_kind=project&item_id=${projectId}`, student)
    ).json().data;
    expect(before).toMatchObject({ item: { title: 'IoT capstone' }, held: null, pages: [{ id: pageId }] });
    const ends = new Date(Date.now() + 86_400_000);
    await t.database.db.insert(entitlements).values({
      profile_id: student.profileId,
      item_kind: 'project',
      item_id: projectId,
      source: 'admin',
      source_id: 1,
      starts_at: new Date(Date.now() - 1000),
      ends_at: ends,
    });
    const after = (
      await call('GET', `/api/payment_pages/on_sale?item_kind=project&item_id=${projectId}`, student)
    ).json().data;
    expect(after.held).toEqual({ ends_at: ends.toISOString() });
    const joined = await call('POST', `/api/projects/${projectId}/enrol`, student, { status: 'Enrolled' });
    expect(joined.statusCode, joined.body).toBe(200);
    const rebuy = await call('POST', '/api/v2/multiple_payments', student, {
      page_ids: [pageId],
      buyer: { name: 'Ananya Sharma' },
    });
    expect(rebuy.statusCode).toBe(409);
    expect(rebuy.json().error.message).toBe(T.alreadyHeld);
    // Access ended: ongoing work asks for payment again.
    await t.database.db.execute(
      sql`update entitlements set ends_at = now() - interval '1 minute' where profile_id = ${student.profileId}`,
    );
    const mine = (await call('GET', '/api/my_profile/my_projects', student)).json().data as { id: number }[];
    const detail = await call('GET', `/api/my_profile/my_projects/${mine[0]!.id}`, student);
    expect(detail.statusCode).toBe(402);
  });

  it('a paid quest goes live only once a page on sale sells it', async () => {
    const [quest] = await t.database.db
      .insert(quests)
      .values({
        title: 'IoT quest',
        org_id: projectOrg,
        created_by_profile_id: company.profileId,
        price_paise: 99_900,
        status: 'draft',
      })
      .returning({ id: quests.id });
    const first = await call('POST', `/api/quests/${quest!.id}/publish`, company);
    expect(first.statusCode).toBe(422);
    expect(first.json().error.fields.price_paise).toBe(LEARNING_TEXTS.paidNeedsPage);
    const made = await call('POST', '/api/payment_pages', company, body({ items: [{ kind: 'quest', id: quest!.id }] }));
    await call('POST', `/api/payment_pages/${made.json().data.id}/publish`, company);
    const again = await call('POST', `/api/quests/${quest!.id}/publish`, company);
    expect(again.json().error.fields.price_paise).toBeUndefined();

    // Joined with access, worked on while it runs; once it ends, the quest asks for payment again.
    const buyer = await buildUser(t.app, 'STUDENT');
    await t.database.db.update(quests).set({ status: 'published' }).where(eq(quests.id, quest!.id));
    expect((await call('POST', `/api/quests/${quest!.id}/enrol`, buyer, {})).statusCode).toBe(402);
    await t.database.db.insert(entitlements).values({
      profile_id: buyer.profileId,
      item_kind: 'quest',
      item_id: quest!.id,
      source: 'admin',
      source_id: 2,
      starts_at: new Date(Date.now() - 1000),
      ends_at: new Date(Date.now() + 86_400_000),
    });
    const joined = await call('POST', `/api/quests/${quest!.id}/enrol`, buyer, {});
    expect(joined.statusCode, joined.body).toBe(200);
    const myQuest = joined.json().data.id as number;
    expect((await call('GET', `/api/my_profile/my_quests/${myQuest}`, buyer)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update entitlements set ends_at = now() - interval '1 minute' where profile_id = ${buyer.profileId}`,
    );
    const ended = await call('GET', `/api/my_profile/my_quests/${myQuest}`, buyer);
    expect(ended.statusCode).toBe(402);
    expect(ended.json().error.code).toBe('PAYMENT_REQUIRED');
  });

  it('closes: no longer shown or sold', async () => {
    const closed = await call('POST', `/api/payment_pages/${pageId}/close`, company);
    expect(closed.json().data.status).toBe('closed');
    expect((await call('GET', `/api/payment_pages/${pageId}`, student)).statusCode).toBe(404);
    const order = await call('POST', '/api/v2/multiple_payments', student, {
      page_ids: [pageId],
      buyer: { name: 'Late buyer' },
    });
    expect(order.json().error.message).toBe(T.notOnSale);
  });
});
