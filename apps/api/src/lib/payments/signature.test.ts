import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutSignature, hmacHex, verifyCheckout, verifyWebhook } from './signature';

const SECRET = 'test_key_secret_9f2c1a';

describe('payment signatures', () => {
  it('match the provider’s scheme: HMAC-SHA256 hex of order_id|payment_id', () => {
    // Computed independently: printf 'order_A1|pay_B2' | openssl dgst -sha256 -hmac test_key_secret_9f2c1a
    expect(checkoutSignature(SECRET, 'order_A1', 'pay_B2')).toBe(
      '90cedee4a2bbb610361d2e3241b2e56471a8622d662e0d449b1d0c59e62589f2',
    );
    expect(checkoutSignature(SECRET, 'order_A1', 'pay_B2')).toMatch(/^[0-9a-f]{64}$/);
    const sig = checkoutSignature(SECRET, 'order_A1', 'pay_B2');
    expect(verifyCheckout(SECRET, 'order_A1', 'pay_B2', sig)).toBe(true);
    expect(verifyCheckout(SECRET, 'order_A1', 'pay_B2', sig.toUpperCase())).toBe(true);
    expect(verifyCheckout(SECRET, 'order_A1', 'pay_B2', '')).toBe(false);
    expect(verifyCheckout(SECRET, 'order_A1', 'pay_B2', sig.slice(1))).toBe(false);
    expect(verifyCheckout('another_secret', 'order_A1', 'pay_B2', sig)).toBe(false);
  });

  it('refuses any one character changed in the order id, the payment id or the signature', () => {
    const alpha = fc.stringMatching(/^[A-Za-z0-9]{6,20}$/);
    fc.assert(
      fc.property(alpha, alpha, fc.nat(), fc.integer({ min: 0, max: 2 }), (order, payment, at, which) => {
        const sig = checkoutSignature(SECRET, `order_${order}`, `pay_${payment}`);
        const values = [`order_${order}`, `pay_${payment}`, sig];
        const v = values[which]!;
        const i = at % v.length;
        const swapped = v[i] === 'a' ? 'b' : 'a';
        values[which] = v.slice(0, i) + swapped + v.slice(i + 1);
        expect(verifyCheckout(SECRET, values[0]!, values[1]!, values[2]!)).toBe(false);
      }),
    );
  });

  it('checks a webhook over the raw bytes: the same JSON re-serialised does not pass', () => {
    const raw = Buffer.from('{"event":"payment.captured",  "payload":{"amount":49900}}');
    const sig = hmacHex('whsec_1', raw);
    expect(verifyWebhook('whsec_1', raw, sig)).toBe(true);
    expect(verifyWebhook('whsec_1', JSON.stringify(JSON.parse(raw.toString())), sig)).toBe(false);
    expect(verifyWebhook('whsec_2', raw, sig)).toBe(false);
  });
});
