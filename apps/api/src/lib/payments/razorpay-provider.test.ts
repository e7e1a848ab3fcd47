import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayFixture, startRazorpayFake, type RazorpayFake } from '../../../test/support/razorpay-fake';
import { ProviderError, ProviderUnavailableError } from './provider';
import { createRazorpayProvider, RAZORPAY_API_URL, razorpayFromEnv } from './razorpay-provider';

const KEYS = {
  keyId: 'rzp_test_Adapter00001',
  keySecret: 'adapter_key_secret_77c4e1',
  webhookSecret: 'adapter_hook_9a2b',
};
const BASIC = `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`;

/** What a call failed with (never a success). */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err as Error,
  );
/** No key or secret, in the clear or as the Basic credentials, in anything the adapter throws. */
const expectNoSecrets = (err: Error) => {
  const text = `${err.message} ${err.stack} ${JSON.stringify(err)}`;
  for (const secret of [KEYS.keySecret, KEYS.webhookSecret, BASIC.slice(6)]) expect(text).not.toContain(secret);
};

/**
 * The Razorpay adapter's own behaviour (the shared contract is in razorpay-provider.contract.test.ts): the
 * recorded answers mapped field by field, the requests it sends, and what it does when Razorpay refuses,
 * fails, is unreachable or does not answer.
 */
describe('the Razorpay adapter', () => {
  let fake: RazorpayFake;
  let provider: ReturnType<typeof createRazorpayProvider>;
  beforeAll(async () => {
    fake = await startRazorpayFake(KEYS);
    provider = createRazorpayProvider({ ...KEYS, apiUrl: `${fake.url}/`, timeoutMs: 2_000 });
  });
  afterAll(() => fake?.close());

  it('maps the recorded order answers: unix seconds to dates, an empty notes list to {}', async () => {
    fake.answerNext(200, razorpayFixture('order-created'));
    expect(await provider.createOrder({ amount: 49_900, receipt: 'lbd_42', notes: { order_id: '42' } })).toEqual({
      id: 'order_Q4fTz8LmR2wKpA',
      amount: 49_900,
      currency: 'INR',
      receipt: 'lbd_42',
      status: 'created',
      notes: { order_id: '42' },
      createdAt: new Date('2026-11-30T06:00:00Z'),
    });
    fake.answerNext(200, razorpayFixture('order-fetched'));
    expect(await provider.fetchOrder('order_Q4fTz8LmR2wKpA')).toMatchObject({ status: 'paid', amount: 49_900 });
    fake.answerNext(200, razorpayFixture('order-without-notes'));
    expect(await provider.fetchOrder('order_Q4fU0aBcD3eFgH')).toMatchObject({
      status: 'attempted',
      notes: {},
      createdAt: new Date('2026-11-30T06:01:00Z'),
    });
  });

  it('maps the recorded payments: statuses, amount refunded, the failure’s description, oldest first', async () => {
    const recorded = razorpayFixture<{ items: unknown[] }>('order-payments');
    // Whatever order the API lists them in.
    fake.answerNext(200, { ...recorded, items: [...recorded.items].reverse() });
    expect(await provider.orderPayments('order_Q4fTz8LmR2wKpA')).toEqual([
      {
        id: 'pay_Q4fVa1FailDcln',
        orderId: 'order_Q4fTz8LmR2wKpA',
        amount: 49_900,
        status: 'failed',
        amountRefunded: 0,
        method: 'upi',
        errorReason: 'Payment was unsuccessful as the bank declined the transaction.',
        createdAt: new Date('2026-11-30T06:02:00Z'),
      },
      expect.objectContaining({
        id: 'pay_Q4fWb2AuthLate',
        status: 'authorized',
        method: 'netbanking',
        errorReason: null,
      }),
      expect.objectContaining({ id: 'pay_Q4fXc3CaptOkay', status: 'captured', amountRefunded: 10_000 }),
    ]);
    // A payment still at the checkout ('created') is nothing to act on yet.
    const pending = { ...(recorded.items[1] as object), id: 'pay_Q4fZz9Pending0', status: 'created' };
    fake.answerNext(200, { entity: 'collection', count: 1, items: [pending] });
    expect(await provider.orderPayments('order_Q4fTz8LmR2wKpA')).toEqual([]);
  });

  it('maps the recorded capture and refund answers', async () => {
    fake.answerNext(200, razorpayFixture('payment-captured'));
    expect(await provider.capture('pay_Q4fWb2AuthLate', 49_900)).toMatchObject({
      id: 'pay_Q4fWb2AuthLate',
      status: 'captured',
      createdAt: new Date('2026-11-30T06:03:00Z'),
    });
    fake.answerNext(200, razorpayFixture('refund-created'));
    expect(await provider.refund('pay_Q4fXc3CaptOkay', 10_000)).toEqual({
      id: 'rfnd_Q4fYd4PartOne',
      paymentId: 'pay_Q4fXc3CaptOkay',
      amount: 10_000,
    });
  });

  it('sends Basic auth with the key id and secret, and the documented bodies', async () => {
    fake.requests.length = 0;
    const o = await provider.createOrder({ amount: 25_000, receipt: 'lbd_7', notes: { order_id: '7' } });
    const { paymentId } = fake.pay(o.id, 'authorize');
    await provider.capture(paymentId, 25_000);
    await provider.refund(paymentId, 5_000, { reason: 'Partial' });
    expect(fake.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/v1/orders', { amount: 25_000, currency: 'INR', receipt: 'lbd_7', notes: { order_id: '7' } }],
      ['POST', `/v1/payments/${paymentId}/capture`, { amount: 25_000, currency: 'INR' }],
      ['POST', `/v1/payments/${paymentId}/refund`, { amount: 5_000, notes: { reason: 'Partial' } }],
    ]);
    for (const r of fake.requests) expect(r.authorization).toBe(BASIC);
  });

  it('an unknown id (Razorpay answers 400, or 404) is NOT_FOUND; other refusals are BAD_REQUEST with Razorpay’s words', async () => {
    expect(await provider.fetchOrder('order_NoSuchOrder000')).toBeNull();
    fake.answerNext(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
    expect(await provider.fetchOrder('order_x')).toBeNull();
    const unknown = await failure(provider.capture('pay_NoSuchPayment0', 100));
    expect(unknown).toBeInstanceOf(ProviderError);
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: 'The id provided does not exist' });
    fake.answerNext(400, razorpayFixture('error-refund-too-large'));
    const tooMuch = await failure(provider.refund('pay_Q4fXc3CaptOkay', 1_000_000));
    expect(tooMuch).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The refund amount provided is greater than amount captured',
    });
  });

  it('5xx, an HTML error page, a wrong key or an answer of another shape: try later, without a secret in the error', async () => {
    for (const [status, body] of [
      [500, razorpayFixture('error-server')],
      [502, '<html><body>502 Bad Gateway</body></html>'],
      [503, ''],
    ] as const) {
      fake.answerNext(status, body);
      const err = await failure(provider.orderPayments('order_Q4fTz8LmR2wKpA'));
      expect(err).toBeInstanceOf(ProviderUnavailableError);
      expect(err).toMatchObject({ reason: 'server', status });
      expect(err.message).toBe(`Razorpay answered ${status} to GET /v1/orders/order_Q4fTz8LmR2wKpA/payments`);
      expectNoSecrets(err);
    }
    const wrongKey = createRazorpayProvider({ ...KEYS, keySecret: 'not_the_secret_0000', apiUrl: fake.url });
    const refused = await failure(wrongKey.fetchOrder('order_Q4fTz8LmR2wKpA'));
    expect(refused).toMatchObject({ name: 'ProviderUnavailableError', reason: 'auth', status: 401 });
    expect(refused.message).not.toContain('not_the_secret_0000');
    fake.answerNext(200, { entity: 'collection', items: [{ id: 'pay_1', amount: '499.00' }] });
    expectNoSecrets(await failure(provider.orderPayments('order_Q4fTz8LmR2wKpA')));
  });

  it('a Razorpay that does not answer fails the call within the time-out', async () => {
    const quick = createRazorpayProvider({ ...KEYS, apiUrl: fake.url, timeoutMs: 300 });
    fake.hangNext();
    const started = performance.now();
    const err = await failure(quick.fetchOrder('order_Q4fTz8LmR2wKpA'));
    const took = performance.now() - started;
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect(err).toMatchObject({
      reason: 'timeout',
      message: 'Razorpay did not answer GET /v1/orders/order_Q4fTz8LmR2wKpA within 300 ms',
    });
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(3_000);
  });

  it('a Razorpay that cannot be reached: try later', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gone = createRazorpayProvider({ ...KEYS, apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 });
    const err = await failure(gone.createOrder({ amount: 10_000, receipt: 'lbd_9' }));
    expect(err).toMatchObject({
      reason: 'network',
      message: 'Razorpay could not be reached for POST /v1/orders (ECONNREFUSED)',
    });
    expectNoSecrets(err);
  });

  it('ids are sent as one path segment; the public API is the default; it will not start without its keys', async () => {
    await provider.fetchOrder('order_x/../../payments');
    expect(fake.requests.at(-1)!.path).toBe('/v1/orders/order_x%2F..%2F..%2Fpayments');
    expect(RAZORPAY_API_URL).toBe('https://api.razorpay.com');
    expect(() => createRazorpayProvider({ ...KEYS, webhookSecret: '' })).toThrow('needs its webhookSecret');
    const fromEnv = { PAYMENT_KEY_ID: KEYS.keyId, PAYMENT_KEY_SECRET: KEYS.keySecret, PAYMENT_API_URL: fake.url };
    expect(() => razorpayFromEnv({ ...fromEnv, PAYMENT_WEBHOOK_SECRET: undefined })).toThrow(
      'PAYMENT_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=razorpay',
    );
    expect(razorpayFromEnv({ ...fromEnv, PAYMENT_WEBHOOK_SECRET: KEYS.webhookSecret }).keyId).toBe(KEYS.keyId);
    // Nothing secret on the provider itself (a log of it shows none).
    expect(JSON.stringify(provider)).not.toContain(KEYS.keySecret);
    expect(Object.keys(provider)).not.toContain('keySecret');
  });
});
