import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The two signatures of a card payment (the provider's scheme, HMAC-SHA256 in hex): the checkout's, over
 * `order_id|payment_id` with the key secret, which the browser hands back; and the webhook's, over the raw
 * request body exactly as received (never re-serialised) with the webhook secret.
 */

export const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Constant-time comparison of two hex signatures (a wrong length is simply wrong). */
export function sameSignature(expected: string, given: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expected.toLowerCase(), 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The checkout signature of a payment of an order: the order id is the one we stored, never the browser's. */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

export function verifyCheckout(keySecret: string, storedOrderId: string, paymentId: string, signature: string) {
  return sameSignature(checkoutSignature(keySecret, storedOrderId, paymentId), signature);
}

/** A webhook's body is trusted only when its signature matches the bytes as they arrived. */
export function verifyWebhook(webhookSecret: string, rawBody: Buffer | string, signature: string) {
  return sameSignature(hmacHex(webhookSecret, rawBody), signature);
}
