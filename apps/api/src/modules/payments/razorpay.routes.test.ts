import type { PaymentOrder } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { bearer, buildUser, type Account } from '../../../test/factories';
import { logLines } from '../../../test/support/log-lines';
import { startRazorpayFake, type RazorpayFake } from '../../../test/support/razorpay-fake';
import { rowsOf } from '../../db/client';
import { paymentPageItems, paymentPages } from '../../db/schema';

const KEYS = {
  keyId: 'rzp_test_RoutesKey0001',
  keySecret: 'routes_key_secret_c41d9e07',
  webhookSecret: 'routes_webhook_secret_5fa3b2',
};
const BASIC = Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64');

/**
 * The payment routes with PAYMENT_PROVIDER=razorpay (issue 30 item 3), against the fake Razorpay: an order
 * made at Razorpay, the checkout's signature confirmed, a late authorisation captured on its webhook, an
 * outage answered 'try again', and not one secret, signature or credential in the logs along the way.
 */
describe('payments through Razorpay', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let fake: RazorpayFake;
  let student: Account & { profileId: number };
  const log = logLines();

  beforeAll(async () => {
    fake = await startRazorpayFake(KEYS);
    t = await createTestApp({
      env: {
        ...testEnv,
        PAYMENT_PROVIDER: 'razorpay',
        PAYMENT_KEY_ID: KEYS.keyId,
        PAYMENT_KEY_SECRET: KEYS.keySecret,
        PAYMENT_WEBHOOK_SECRET: KEYS.webhookSecret,
        PAYMENT_API_URL: fake.url,
      },
      logger: { level: 'trace', stream: log.stream },
    });
    student = await buildUser(t.app, 'STUDENT');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(student.token), payload });
  let nextItem = 11;
  /** An order of a page of its own (a buyer who holds a page's items is refused a second order of it). */
  const order = async () => {
    const [page] = await t.database.db
      .insert(paymentPages)
      .values({ title: 'Data structures in practice', price_paise: 29_900, access_days: 90, status: 'published' })
      .returning();
    await t.database.db
      .insert(paymentPageItems)
      .values({ page_id: page!.id, item_kind: 'project', item_id: nextItem++ });
    const res = await call('POST', '/api/v2/multiple_payments', {
      page_ids: [page!.id],
      buyer: { name: 'Ananya Sharma', state_code: '27', pin: '400076' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as PaymentOrder;
  };
  const webhook = (body: string, signature: string, eventId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
        // A misconfigured proxy forwarding credentials: never logged either.
        authorization: `Basic ${BASIC}`,
      },
      payload: body,
    });

  it('orders at Razorpay with the public key; the test provider’s checkout is not there', async () => {
    const o = await order();
    expect(o).toMatchObject({ provider: 'razorpay', key_id: KEYS.keyId, amount_paise: 29_900, status: 'created' });
    expect(fake.orders.get(o.provider_order_id!)).toMatchObject({ amount: 29_900, receipt: `lbd_${o.id}` });
    const local = await call('POST', `/api/test_provider/orders/${o.provider_order_id}/checkout`, { outcome: 'pay' });
    expect(local.statusCode).toBe(404);
  });

  it('confirms a payment by the checkout’s signature over the stored order id; a tampered one is refused', async () => {
    const o = await order();
    const { paymentId, signature } = fake.pay(o.provider_order_id!, 'pay');
    const tampered = await call('POST', '/api/v2/payment_confirmation', {
      order_id: o.id,
      payment_id: paymentId,
      signature: `${signature!.slice(0, -1)}${signature!.endsWith('0') ? '1' : '0'}`,
    });
    expect(tampered.statusCode).toBe(422);
    const res = await call('POST', '/api/v2/payment_confirmation', {
      order_id: o.id,
      payment_id: paymentId,
      signature,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('paid');
  });

  it('a late authorisation: its webhook (raw bytes) settles the order, capturing it at Razorpay', async () => {
    const item = nextItem;
    const o = await order();
    fake.webhooks.length = 0;
    fake.pay(o.provider_order_id!, 'authorize');
    const [hook] = fake.webhooks;
    const reserialised = JSON.stringify(JSON.parse(hook!.body), null, 1);
    expect((await webhook(reserialised, hook!.signature, hook!.eventId)).statusCode).toBe(422);
    const res = await webhook(hook!.body, hook!.signature, hook!.eventId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.received).toBe('paid');
    expect([...fake.payments.values()].filter((p) => p.order_id === o.provider_order_id)).toEqual([
      expect.objectContaining({ status: 'captured' }),
    ]);
    const access = rowsOf<{ item_id: number }>(
      await t.database.db.execute(sql`select item_id from entitlements where profile_id = ${student.profileId}`),
    );
    expect(access.map((r) => r.item_id)).toContain(item);
  });

  it('Razorpay down: 503 and try again, the failure logged once without its details', async () => {
    const o = await order();
    fake.answerNext(502, '<html>Bad Gateway</html>');
    const res = await call('POST', `/api/payment_orders/${o.id}/check`);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('UNAVAILABLE');
    expect(res.headers['retry-after']).toBe('5');
    expect(log.lines.join('')).toContain('payment provider unavailable');
  });

  it('never logs a key secret, the webhook secret, the Basic credentials or a webhook’s signature', async () => {
    // Configuration and headers logged by hand, as a careless handler might.
    t.app.log.error(
      {
        env: { PAYMENT_KEY_SECRET: KEYS.keySecret, PAYMENT_WEBHOOK_SECRET: KEYS.webhookSecret },
        headers: { authorization: `Basic ${BASIC}`, 'x-razorpay-signature': fake.webhooks[0]!.signature },
      },
      'payment settings',
    );
    const text = log.lines.join('');
    expect(text).toContain('payment settings');
    expect(text).toContain('/api/payments/webhook');
    for (const secret of [KEYS.keySecret, KEYS.webhookSecret, BASIC, ...fake.webhooks.map((h) => h.signature)])
      expect(text).not.toContain(secret);
  });
});
