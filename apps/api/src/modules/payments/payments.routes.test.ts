import { createHmac } from 'node:crypto';
import { PAYMENT_TEXTS as T, type PaymentOrder } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_AUTH_SECRET, testEnv } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { bearer, buildUser, lastEmail, type Account } from '../../../test/factories';
import { rowsOf } from '../../db/client';
import { paymentPageItems, paymentPages } from '../../db/schema';
import { createQueue } from '../../lib/queue';

type T = Awaited<ReturnType<typeof createTestApp>>;
/** The test provider's webhook secret, derived from the server's secret as the module does. */
const WEBHOOK_SECRET = createHmac('sha256', TEST_AUTH_SECRET).update('payments:webhook').digest('hex');

/**
 * The payment routes (issue 30) with the built-in test provider and the real queue: ordering with its
 * refusals, the checkout, the browser's confirmation (tampered: refused), the order's state for its buyer
 * only, 'I paid but have no access', and webhooks on the raw body through HTTP and through the queue.
 */
describe('payments', () => {
  let t: T;
  let student: Account & { profileId: number };
  let other: Account & { profileId: number };
  /** A buyer who holds nothing yet (one who holds a page's items is refused a second order of it). */
  let third: Account & { profileId: number };
  let company: Account;
  let pageId: number;
  let draftId: number;

  beforeAll(async () => {
    const database = await openTestDatabase();
    const queue = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
    t = await createTestApp({ database, queue, env: { ...testEnv, QUEUE_WORKERS: true } });
    student = await buildUser(t.app, 'STUDENT');
    other = await buildUser(t.app, 'STUDENT');
    third = await buildUser(t.app, 'STUDENT');
    company = await buildUser(t.app, 'COMPANY');
    const [page] = await database.db
      .insert(paymentPages)
      .values({ title: 'Full-stack capstone', price_paise: 49_900, access_days: 180, status: 'published' })
      .returning();
    pageId = page!.id;
    await database.db.insert(paymentPageItems).values({ page_id: pageId, item_kind: 'project', item_id: 7 });
    const [draft] = await database.db.insert(paymentPages).values({ title: 'Draft', price_paise: 10_000 }).returning();
    draftId = draft!.id;
  }, 60_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', url: string, who: Account | null = student, payload?: object) =>
    t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });
  const order = async (who: Account = student) => {
    const res = await call('POST', '/api/v2/multiple_payments', who, {
      page_ids: [pageId],
      buyer: { name: 'Ananya Sharma', state_code: '27', pin: '400076' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as PaymentOrder;
  };
  const checkout = async (o: PaymentOrder, outcome: 'pay' | 'authorize' | 'decline') =>
    (await call('POST', `/api/test_provider/orders/${o.provider_order_id}/checkout`, student, { outcome })).json()
      .data as {
      payment_id: string;
      signature: string | null;
    };
  const access = async (who: { profileId: number }) =>
    rowsOf<{ item_id: number }>(
      await t.database.db.execute(sql`select item_id from entitlements where profile_id = ${who.profileId}`),
    ).map((r) => r.item_id);

  it('orders a page: amounts in paise with GST, the provider’s order and key', async () => {
    const o = await order();
    expect(o).toMatchObject({
      status: 'created',
      amount_paise: 49_900,
      taxable_paise: 42_288,
      cgst_paise: 3_806,
      sgst_paise: 3_806,
      igst_paise: 0,
      provider: 'local',
    });
    expect(o.key_id).toMatch(/^lbd_test_/);
    expect(o.provider_order_id).toMatch(/^order_/);
  });

  it('refuses what is not on sale, a wrong GSTIN or PIN, a company and a signed-out caller', async () => {
    const draft = await call('POST', '/api/v2/multiple_payments', student, {
      page_ids: [draftId],
      buyer: { name: 'A' },
    });
    expect(draft.statusCode).toBe(422);
    expect(draft.json().error.fields.page_ids).toBe(T.notOnSale);
    const gstin = await call('POST', '/api/v2/multiple_payments', student, {
      page_ids: [pageId],
      buyer: { name: 'Acme Learning LLP', gstin: '27AAPFU0939F1ZW', pin: '4000' },
    });
    expect(gstin.statusCode).toBe(422);
    expect(gstin.json().error.fields['buyer.gstin']).toBe(T.gstinInvalid);
    expect(gstin.json().error.fields['buyer.pin']).toBe(T.pinInvalid);
    const business = await call('POST', '/api/v2/multiple_payments', student, {
      page_ids: [pageId],
      buyer: { name: 'Acme Learning LLP', gstin: '27aapfu0939f1zv' },
    });
    expect(business.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/v2/multiple_payments', company, { page_ids: [pageId], buyer: { name: 'A' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/v2/multiple_payments', null, { page_ids: [pageId], buyer: { name: 'A' } })).statusCode,
    ).toBe(401);
  });

  it('pays: a tampered confirmation is refused; the true one grants access at once; another buyer sees 404', async () => {
    const o = await order();
    const { payment_id, signature } = await checkout(o, 'pay');
    const flip = (s: string) => s.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const body of [
      { order_id: o.id, payment_id, signature: flip(signature!) },
      { order_id: o.id, payment_id: flip(payment_id), signature },
    ]) {
      const bad = await call('POST', '/api/v2/payment_confirmation', student, body);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.message).toBe(T.notVerified);
    }
    expect(
      (await call('POST', '/api/v2/payment_confirmation', other, { order_id: o.id, payment_id, signature })).statusCode,
    ).toBe(404);
    const ok = await call('POST', '/api/v2/payment_confirmation', student, { order_id: o.id, payment_id, signature });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'paid' });
    expect(await access(student)).toContain(7);
    expect((await call('GET', `/api/payment_orders/${o.id}`, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/payment_orders/${o.id}/check`, other)).statusCode).toBe(404);
    const twice = await call('POST', `/api/test_provider/orders/${o.provider_order_id}/checkout`, student, {
      outcome: 'pay',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('the confirmation lost: the provider’s webhooks, through the queue, grant access', async () => {
    const o = await order(other);
    await call('POST', `/api/test_provider/orders/${o.provider_order_id}/checkout`, other, { outcome: 'pay' });
    let status = '';
    for (let i = 0; i < 40 && status !== 'paid'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await call('GET', `/api/payment_orders/${o.id}`, other)).json().data.status;
    }
    expect(status).toBe('paid');
    expect(await access(other)).toContain(7);
  });

  it('‘I paid but have no access’ asks the provider at once', async () => {
    const o = await order(third);
    const res0 = await call('POST', `/api/payment_orders/${o.id}/check`, third);
    expect(res0.json().data.status).toBe('created');
    await checkout(o, 'authorize');
    const res = await call('POST', `/api/payment_orders/${o.id}/check`, third);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('paid');
  });

  it('‘I paid but have no access’ that the provider cannot settle goes to the payments desk with the ids', async () => {
    const buyer = await buildUser(t.app, 'STUDENT');
    const o = await order(buyer);
    const declined = await checkout(o, 'decline');
    const res = await call('POST', `/api/payment_orders/${o.id}/support`, buyer, { message: 'Money left my account' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order).toMatchObject({ status: 'attempted', attempt: { status: 'failed' } });
    const ticket = res.json().data.ticket as string;
    expect(ticket).toMatch(/^PAY-\d+$/);
    const mail = await lastEmail(t.app, 'payments@learnbydoing.in', 'payment_support');
    expect(mail!.subject).toBe(`${ticket}: paid but no access (order ${o.id})`);
    expect(mail!.text).toContain(o.provider_order_id!);
    expect(mail!.text).toContain(declined.payment_id);
    expect(mail!.text).toContain('Money left my account');
    expect((await call('POST', `/api/payment_orders/${o.id}/support`, other, {})).statusCode).toBe(404);
  });

  it('webhooks: the signature is over the raw bytes; a re-serialised body or a wrong one is refused; duplicates are heard once', async () => {
    const o = await order(await buildUser(t.app, 'STUDENT'));
    await checkout(o, 'decline');
    const body = `{"entity":"event","event":"payment.failed",  "payload":{"payment":{"entity":{"order_id":"${o.provider_order_id}"}}}}`;
    const sign = (b: string) => createHmac('sha256', WEBHOOK_SECRET).update(b).digest('hex');
    const hook = (b: string, signature: string, id = 'evt_http_1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': id },
        payload: b,
      });
    const first = await hook(body, sign(body));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.received).toBe('attempted');
    expect((await hook(body, sign(body))).json().data.received).toBe('duplicate');
    const reserialised = JSON.stringify(JSON.parse(body));
    expect((await hook(reserialised, sign(body), 'evt_http_2')).statusCode).toBe(422);
    expect(
      (
        await hook(
          body,
          sign(body).replace(/^./, (c) => (c === 'f' ? 'e' : 'f')),
          'evt_http_3',
        )
      ).statusCode,
    ).toBe(422);
  });
});
