import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type PaymentProvider, type ProviderWebhook } from '../../src/lib/payments/provider';

/*
 * One contract for every payment provider (issue 30 item 3, decision 0087): what the settlement relies on,
 * run against the local test provider (on PGlite) and the Razorpay adapter (against the fake Razorpay).
 * A provider that passes it can take the platform's payments.
 */

export type ContractOutcome = 'pay' | 'authorize' | 'decline';

export interface ProviderContractSetup {
  provider: PaymentProvider;
  /** The buyer at the provider's checkout: the payment and the checkout's signature (none when declined). */
  pay(orderId: string, outcome: ContractOutcome): Promise<{ paymentId: string; signature: string | null }>;
  /** The webhooks the provider has sent so far, exactly as they travelled. */
  webhooks(): readonly ProviderWebhook[];
  cleanup(): Promise<void>;
}

/** A string with its last character changed. */
const oneOff = (s: string) => s.slice(0, -1) + (s.endsWith('a') ? 'b' : 'a');

export function describeProviderContract(name: string, setup: () => Promise<ProviderContractSetup>) {
  describe(`the payment provider contract: ${name}`, () => {
    let s: ProviderContractSetup;
    let n = 0;
    beforeAll(async () => {
      s = await setup();
    }, 60_000);
    afterAll(() => s?.cleanup());

    const order = (amount = 49_900) => {
      n += 1;
      return s.provider.createOrder({ amount, receipt: `lbd_contract_${n}`, notes: { order_id: String(n) } });
    };
    const paid = async (amount = 49_900) => {
      const o = await order(amount);
      const { paymentId } = await s.pay(o.id, 'pay');
      return { order: o, paymentId };
    };
    /** The provider refuses (a ProviderError with this code), as opposed to failing. */
    async function refused(call: Promise<unknown>, code: ProviderError['code']) {
      const err = await call.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ProviderError);
      expect((err as ProviderError).code).toBe(code);
    }

    it('keeps an order’s amount in paise, its receipt and notes; an unknown order is null', async () => {
      const o = await order(123_456);
      expect(o).toMatchObject({
        amount: 123_456,
        currency: 'INR',
        receipt: `lbd_contract_${n}`,
        status: 'created',
        notes: { order_id: String(n) },
      });
      expect(o.createdAt).toBeInstanceOf(Date);
      expect(await s.provider.fetchOrder(o.id)).toEqual(o);
      expect(await s.provider.orderPayments(o.id)).toEqual([]);
      expect(await s.provider.fetchOrder('order_Zz9Yy8Xx7Ww6Vv')).toBeNull();
      await refused(s.provider.createOrder({ amount: 99, receipt: 'lbd_contract_small' }), 'BAD_REQUEST');
    });

    it('verifies the checkout’s signature for the stored order id; one character changed anywhere fails it', async () => {
      const o = await order();
      const { paymentId, signature } = await s.pay(o.id, 'pay');
      expect(signature).toMatch(/^[0-9a-f]{64}$/);
      const sig = signature!;
      expect(s.provider.verifyCheckout(o.id, paymentId, sig)).toBe(true);
      expect(s.provider.verifyCheckout(oneOff(o.id), paymentId, sig)).toBe(false);
      expect(s.provider.verifyCheckout(o.id, oneOff(paymentId), sig)).toBe(false);
      expect(s.provider.verifyCheckout(o.id, paymentId, oneOff(sig))).toBe(false);
      expect(s.provider.verifyCheckout(o.id, paymentId, sig.slice(1))).toBe(false);
      // Another order's signature does not pay this one.
      const other = await order();
      expect(s.provider.verifyCheckout(other.id, paymentId, sig)).toBe(false);
    });

    it('a paid payment is captured and listed, and its order is paid', async () => {
      const { order: o, paymentId } = await paid();
      expect(await s.provider.orderPayments(o.id)).toEqual([
        expect.objectContaining({
          id: paymentId,
          orderId: o.id,
          amount: 49_900,
          status: 'captured',
          amountRefunded: 0,
          errorReason: null,
        }),
      ]);
      expect((await s.provider.fetchOrder(o.id))!.status).toBe('paid');
    });

    it('a payment authorised late is listed as authorized and captured once, for its whole amount', async () => {
      const o = await order();
      const { paymentId, signature } = await s.pay(o.id, 'authorize');
      expect(s.provider.verifyCheckout(o.id, paymentId, signature!)).toBe(true);
      expect(await s.provider.orderPayments(o.id)).toEqual([
        expect.objectContaining({ id: paymentId, status: 'authorized', amount: 49_900 }),
      ]);
      expect((await s.provider.fetchOrder(o.id))!.status).toBe('attempted');
      await refused(s.provider.capture(paymentId, 100), 'BAD_REQUEST');
      const captured = await s.provider.capture(paymentId, 49_900);
      expect(captured).toMatchObject({ id: paymentId, orderId: o.id, status: 'captured', amount: 49_900 });
      expect(captured.createdAt).toBeInstanceOf(Date);
      expect((await s.provider.fetchOrder(o.id))!.status).toBe('paid');
      await refused(s.provider.capture(paymentId, 49_900), 'BAD_REQUEST');
      await refused(s.provider.capture('pay_Zz9Yy8Xx7Ww6Vv', 49_900), 'NOT_FOUND');
      expect((await s.provider.orderPayments(o.id)).map((p) => p.status)).toEqual(['captured']);
    });

    it('a declined payment failed with a reason and no signature; the buyer may pay the same order after', async () => {
      const o = await order();
      const declined = await s.pay(o.id, 'decline');
      expect(declined.signature).toBeNull();
      const [failed] = await s.provider.orderPayments(o.id);
      expect(failed).toMatchObject({ id: declined.paymentId, status: 'failed' });
      expect(failed!.errorReason).toEqual(expect.stringMatching(/\w/));
      await expect(s.provider.capture(declined.paymentId, 49_900)).rejects.toBeInstanceOf(ProviderError);
      expect((await s.provider.fetchOrder(o.id))!.status).toBe('attempted');
      const again = await s.pay(o.id, 'pay');
      expect((await s.provider.orderPayments(o.id)).map((p) => [p.id, p.status])).toEqual([
        [declined.paymentId, 'failed'],
        [again.paymentId, 'captured'],
      ]);
    });

    it('refunds in parts, then the rest; never above what is left', async () => {
      const { order: o, paymentId } = await paid(100_000);
      const first = await s.provider.refund(paymentId, 40_000, { reason: 'One module was cancelled' });
      expect(first).toEqual({ id: expect.stringMatching(/^rfnd_/), paymentId, amount: 40_000 });
      expect((await s.provider.orderPayments(o.id))[0]).toMatchObject({ status: 'captured', amountRefunded: 40_000 });
      await refused(s.provider.refund(paymentId, 60_001), 'BAD_REQUEST');
      const rest = await s.provider.refund(paymentId, 60_000);
      expect(rest).toMatchObject({ paymentId, amount: 60_000 });
      expect(rest.id).not.toBe(first.id);
      expect((await s.provider.orderPayments(o.id))[0]).toMatchObject({ status: 'refunded', amountRefunded: 100_000 });
      await expect(s.provider.refund(paymentId, 1)).rejects.toBeInstanceOf(ProviderError);
      await refused(s.provider.refund('pay_Zz9Yy8Xx7Ww6Vv', 1), 'NOT_FOUND');
    });

    it('signs each webhook over its raw bytes: verified as sent, refused once re-serialised (razorpay-node#434)', async () => {
      await paid();
      const hooks = s.webhooks();
      const events = new Set(hooks.map((h) => (JSON.parse(h.body) as { event: string }).event));
      for (const e of ['payment.authorized', 'payment.captured', 'order.paid', 'payment.failed', 'refund.processed'])
        expect(events).toContain(e);
      expect(new Set(hooks.map((h) => h.eventId)).size).toBe(hooks.length);
      for (const h of hooks) {
        expect(s.provider.verifyWebhook(h.body, h.signature)).toBe(true);
        expect(s.provider.verifyWebhook(Buffer.from(h.body, 'utf8'), h.signature)).toBe(true);
        // The same JSON with other spacing (what a framework's body parser and JSON.stringify give back).
        const parsed: unknown = JSON.parse(h.body);
        expect(s.provider.verifyWebhook(JSON.stringify(parsed, null, 2), h.signature)).toBe(false);
        expect(s.provider.verifyWebhook(`${h.body}\n`, h.signature)).toBe(false);
        expect(s.provider.verifyWebhook(h.body.replace(/"amount":(\d)/, '"amount":9$1'), h.signature)).toBe(false);
        expect(s.provider.verifyWebhook(h.body, oneOff(h.signature))).toBe(false);
        expect(s.provider.verifyWebhook(h.body, '')).toBe(false);
      }
    });
  });
}
