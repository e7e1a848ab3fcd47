import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../db/client';
import { AUTO_REFUND_AFTER_MS, createLocalProvider, DECLINED_REASON, type LocalProvider } from './local-provider';
import { ProviderError, type ProviderWebhook } from './provider';
import { checkoutSignature } from './signature';

const KEYS = { keyId: 'lbd_test_key', keySecret: 'lbd_test_secret_4f1e', webhookSecret: 'lbd_test_webhook_77a0' };

/**
 * The local test provider (decision 0087) behaves as the real service does: orders, a checkout that pays,
 * declines or only authorises, signatures with the key secret, capture, refunds, the automatic refund of a
 * payment left uncaptured, and a signed webhook for every change.
 */
describe('the local test provider', () => {
  let database: Database;
  let provider: LocalProvider;
  let now = new Date('2026-11-30T06:00:00Z');
  const hooks: ProviderWebhook[] = [];
  const events = () => hooks.map((h) => JSON.parse(h.body).event as string);

  beforeAll(async () => {
    database = await openTestDatabase();
    provider = createLocalProvider(database.db, KEYS, { clock: () => now, emit: async (h) => void hooks.push(h) });
  }, 60_000);
  afterAll(() => database?.close());

  const order = (amount = 49_900) => provider.createOrder({ amount, receipt: `rcpt_${amount}_${hooks.length}` });

  it('takes a payment: the signature is of the stored order and payment, and every webhook is signed over its bytes', async () => {
    hooks.length = 0;
    const o = await order();
    expect(o).toMatchObject({ amount: 49_900, currency: 'INR', status: 'created' });
    expect(o.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const { payment, signature } = await provider.checkout(o.id, 'pay');
    expect(signature).toBe(checkoutSignature(KEYS.keySecret, o.id, payment.id));
    expect(provider.verifyCheckout(o.id, payment.id, signature!)).toBe(true);
    expect(provider.verifyCheckout(o.id.replace(/.$/, 'x'), payment.id, signature!)).toBe(false);
    expect((await provider.fetchOrder(o.id))!.status).toBe('paid');
    expect(await provider.orderPayments(o.id)).toEqual([
      expect.objectContaining({ status: 'captured', amount: 49_900 }),
    ]);
    expect(events()).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    for (const h of hooks) expect(provider.verifyWebhook(h.body, h.signature)).toBe(true);
    expect(new Set(hooks.map((h) => h.eventId)).size).toBe(3);
    const paid = JSON.parse(hooks[2]!.body);
    expect(paid.payload.order.entity).toMatchObject({ id: o.id, amount_paid: 49_900, receipt: o.receipt });
    await expect(provider.checkout(o.id, 'pay')).rejects.toThrow('Order has already been paid');
  });

  it('a declined payment carries no signature; the buyer may try the same order again', async () => {
    hooks.length = 0;
    const o = await order();
    const declined = await provider.checkout(o.id, 'decline');
    expect(declined).toMatchObject({ signature: null, payment: { status: 'failed', errorReason: DECLINED_REASON } });
    expect((await provider.fetchOrder(o.id))!.status).toBe('attempted');
    const again = await provider.checkout(o.id, 'pay');
    expect(again.payment.status).toBe('captured');
    expect((await provider.orderPayments(o.id)).map((p) => p.status)).toEqual(['failed', 'captured']);
    expect(events()).toEqual(['payment.failed', 'payment.authorized', 'payment.captured', 'order.paid']);
  });

  it('an authorised payment is captured once, for its whole amount', async () => {
    const o = await order();
    const { payment } = await provider.checkout(o.id, 'authorize');
    expect(payment.status).toBe('authorized');
    expect((await provider.fetchOrder(o.id))!.status).toBe('attempted');
    await expect(provider.capture(payment.id, 100)).rejects.toBeInstanceOf(ProviderError);
    expect((await provider.capture(payment.id, 49_900)).status).toBe('captured');
    expect((await provider.fetchOrder(o.id))!.status).toBe('paid');
    await expect(provider.capture(payment.id, 49_900)).rejects.toThrow(/already been captured/);
    await expect(provider.capture('pay_unknown', 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refunds in parts up to what was paid', async () => {
    hooks.length = 0;
    const o = await order(100_000);
    const { payment } = await provider.checkout(o.id, 'pay');
    await provider.refund(payment.id, 40_000, { reason: 'Half the course was cancelled' });
    await expect(provider.refund(payment.id, 60_001)).rejects.toThrow(/more than what is left/);
    await provider.refund(payment.id, 60_000);
    expect(await provider.orderPayments(o.id)).toEqual([
      expect.objectContaining({ status: 'refunded', amountRefunded: 100_000 }),
    ]);
    await expect(provider.refund(payment.id, 1)).rejects.toThrow(/captured/);
    expect(events().filter((e) => e === 'refund.processed')).toHaveLength(2);
  });

  it('gives back a payment left uncaptured for five days; it cannot be captured after', async () => {
    const o = await order();
    const { payment } = await provider.checkout(o.id, 'authorize');
    now = new Date(now.getTime() + AUTO_REFUND_AFTER_MS - 60_000);
    expect(await provider.expireAuthorizations()).toBe(0);
    now = new Date(now.getTime() + 120_000);
    expect(await provider.expireAuthorizations()).toBe(1);
    expect((await provider.orderPayments(o.id))[0]).toMatchObject({ status: 'refunded', amountRefunded: 49_900 });
    await expect(provider.capture(payment.id, 49_900)).rejects.toBeInstanceOf(ProviderError);
  });

  it('refuses an order below one rupee or of a fraction of a paisa', async () => {
    await expect(provider.createOrder({ amount: 99, receipt: 'r' })).rejects.toThrow(/minimum/);
    await expect(provider.createOrder({ amount: 100.5, receipt: 'r' })).rejects.toThrow(/minimum/);
  });
});
