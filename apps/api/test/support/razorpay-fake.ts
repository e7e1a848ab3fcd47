import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderWebhook } from '../../src/lib/payments/provider';
import { checkoutSignature, hmacHex } from '../../src/lib/payments/signature';

/*
 * A stand-in for Razorpay's v1 REST API on 127.0.0.1, for tests (no test may reach the real service). It
 * answers in the recorded shapes (src/lib/payments/fixtures/razorpay), keeps the orders, payments and
 * refunds it made, checks Basic auth with the key id and secret, and plays the buyer at the checkout the way
 * the local provider's `checkout` does: pay (captured at once), authorize (left for the merchant to capture)
 * or decline, answering the checkout's signature made with the key secret. Each change is also a webhook,
 * signed with the webhook secret over its bytes, kept in `webhooks` as if delivered. Tests can script the
 * next answers (`answerNext`: a 5xx, an HTML page, a recorded body; `hangNext`: no answer at all).
 */

const FIXTURES = new URL('../../src/lib/payments/fixtures/razorpay/', import.meta.url);

/** A recorded answer, parsed afresh each time (tests may change it). */
export function razorpayFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fs.readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as T;
}

export type FakeOutcome = 'pay' | 'authorize' | 'decline';

export interface RazorpayFakeKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

type Json = Record<string, unknown>;
interface FakeOrder extends Json {
  id: string;
  amount: number;
  amount_paid: number;
  amount_due: number;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
}
interface FakePayment extends Json {
  id: string;
  amount: number;
  order_id: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
}

const DECLINED = 'Payment was unsuccessful as the bank declined the transaction.';

const newId = (prefix: string) =>
  `${prefix}_${randomBytes(16)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 14)
    .padEnd(14, '0')}`;

const refusal = (description: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  },
});

export async function startRazorpayFake(keys: RazorpayFakeKeys, o: { clock?: () => Date } = {}) {
  const clock = o.clock ?? (() => new Date());
  const unix = () => Math.floor(clock().getTime() / 1000);
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: { method: string; path: string; authorization: string | undefined; body: unknown }[] = [];
  const webhooks: ProviderWebhook[] = [];
  const script: ({ status: number; body: unknown } | { hang: true })[] = [];

  function deliver(event: string, payload: Json) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount0001',
      event,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])),
      created_at: unix(),
    });
    webhooks.push({ eventId: newId('evt'), body, signature: hmacHex(keys.webhookSecret, body) });
  }
  const orderEntity = (order: FakeOrder) => ({ ...order });

  type Answer = [status: number, body: unknown];
  const routes: [method: string, path: RegExp, handle: (id: string, body: Json) => Answer][] = [
    [
      'POST',
      /^\/v1\/orders$/,
      (_id, body) => {
        const { amount, currency, receipt, notes } = body;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
          return [400, razorpayFixture('error-amount-too-small')];
        if (currency !== 'INR') return [400, refusal('The currency should be INR.')];
        if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40))
          return [400, refusal('receipt: the length must be no more than 40.')];
        const order: FakeOrder = {
          ...razorpayFixture<FakeOrder>('order-created'),
          id: newId('order'),
          amount,
          amount_paid: 0,
          amount_due: amount,
          receipt: (receipt as string | undefined) ?? '',
          status: 'created',
          attempts: 0,
          notes: notes && typeof notes === 'object' && Object.keys(notes).length > 0 ? notes : [],
          created_at: unix(),
        };
        orders.set(order.id, order);
        return [200, order];
      },
    ],
    [
      'GET',
      /^\/v1\/orders\/([^/]+)$/,
      (id) => {
        const order = orders.get(id);
        return order ? [200, order] : [400, razorpayFixture('error-not-found')];
      },
    ],
    [
      'GET',
      /^\/v1\/orders\/([^/]+)\/payments$/,
      (id) => {
        if (!orders.has(id)) return [400, razorpayFixture('error-not-found')];
        const items = [...payments.values()].filter((p) => p.order_id === id);
        return [200, { entity: 'collection', count: items.length, items }];
      },
    ],
    [
      'POST',
      /^\/v1\/payments\/([^/]+)\/capture$/,
      (id, body) => {
        const p = payments.get(id);
        if (!p) return [400, razorpayFixture('error-not-found')];
        if (p.status === 'captured' || p.status === 'refunded') return [400, razorpayFixture('error-already-captured')];
        if (p.status !== 'authorized')
          return [400, refusal('Only payments which have been authorized and not yet captured can be captured')];
        if (body.amount !== p.amount || body.currency !== 'INR')
          return [400, refusal('Capture amount must be equal to the amount authorized')];
        Object.assign(p, { status: 'captured', captured: true });
        const order = orders.get(p.order_id)!;
        Object.assign(order, { status: 'paid', amount_paid: p.amount, amount_due: 0 });
        deliver('payment.captured', { payment: { ...p } });
        deliver('order.paid', { payment: { ...p }, order: orderEntity(order) });
        return [200, p];
      },
    ],
    [
      'POST',
      /^\/v1\/payments\/([^/]+)\/refund$/,
      (id, body) => {
        const p = payments.get(id);
        if (!p) return [400, razorpayFixture('error-not-found')];
        if (p.status === 'refunded') return [400, refusal('The payment has been fully refunded already')];
        if (p.status !== 'captured') return [400, refusal('Only captured payments can be refunded')];
        const left = p.amount - p.amount_refunded;
        const amount = body.amount === undefined ? left : body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
          return [400, refusal('The amount must be at least INR 1.00')];
        if (amount > left) return [400, razorpayFixture('error-refund-too-large')];
        const notes = body.notes as Json | undefined;
        const refund = {
          ...razorpayFixture('refund-created'),
          id: newId('rfnd'),
          amount,
          payment_id: id,
          notes: notes && Object.keys(notes).length > 0 ? notes : [],
          created_at: unix(),
        };
        const full = amount === left;
        Object.assign(p, {
          amount_refunded: p.amount_refunded + amount,
          refund_status: full ? 'full' : 'partial',
          status: full ? 'refunded' : 'captured',
        });
        deliver('refund.processed', { refund, payment: { ...p } });
        return [200, refund];
      },
    ],
  ];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        res
          .writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' })
          .end(text);
      };
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      let body: Json = {};
      try {
        body = raw ? (JSON.parse(raw) as Json) : {};
      } catch {
        body = {};
      }
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      const next = script.shift();
      if (next && 'hang' in next) return; // never answers; close() drops the connection
      if (next) return send(next.status, next.body);
      if (req.headers.authorization !== expectedAuth) return send(401, razorpayFixture('error-authentication'));
      for (const [method, pattern, handle] of routes) {
        const m = pattern.exec(path);
        if (m && req.method === method) return send(...handle(decodeURIComponent(m[1] ?? ''), body));
      }
      send(404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    webhooks,
    orders,
    payments,
    /** The buyer at Razorpay's checkout; the signature is what the checkout hands the browser (none when declined). */
    pay(orderId: string, outcome: FakeOutcome, method = 'upi') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The fake has no order ${orderId}`);
      if (order.status === 'paid') throw new Error('Order has already been paid');
      const payment: FakePayment = {
        ...razorpayFixture<FakePayment>('payment-captured'),
        id: newId('pay'),
        amount: order.amount,
        order_id: orderId,
        status: outcome === 'pay' ? 'captured' : outcome === 'authorize' ? 'authorized' : 'failed',
        method,
        bank: null,
        amount_refunded: 0,
        refund_status: null,
        captured: outcome === 'pay',
        notes: [],
        fee: outcome === 'pay' ? 1178 : null,
        tax: outcome === 'pay' ? 180 : null,
        error_code: outcome === 'decline' ? 'BAD_REQUEST_ERROR' : null,
        error_description: outcome === 'decline' ? DECLINED : null,
        error_source: outcome === 'decline' ? 'bank' : null,
        error_step: outcome === 'decline' ? 'payment_authorization' : null,
        error_reason: outcome === 'decline' ? 'payment_declined' : null,
        created_at: unix(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      order.status = outcome === 'pay' ? 'paid' : 'attempted';
      if (outcome === 'pay') Object.assign(order, { amount_paid: order.amount, amount_due: 0 });
      if (outcome === 'decline') deliver('payment.failed', { payment: { ...payment } });
      else deliver('payment.authorized', { payment: { ...payment, status: 'authorized', captured: false } });
      if (outcome === 'pay') {
        deliver('payment.captured', { payment: { ...payment } });
        deliver('order.paid', { payment: { ...payment }, order: orderEntity(order) });
      }
      return {
        paymentId: payment.id,
        signature: outcome === 'decline' ? null : checkoutSignature(keys.keySecret, orderId, payment.id),
      };
    },
    /** The next request gets this answer, whatever it asks (a string body is sent as an HTML page). */
    answerNext(status: number, body: unknown) {
      script.push({ status, body });
    },
    /** The next request is never answered. */
    hangNext() {
      script.push({ hang: true });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RazorpayFake = Awaited<ReturnType<typeof startRazorpayFake>>;
