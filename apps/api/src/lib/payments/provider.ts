/*
 * A payment provider as the platform uses one (decision 0087): orders in paise with our receipt, a hosted
 * checkout that answers with a signed payment, capture and refunds, and signed webhooks. The local test
 * provider is the default; a Razorpay adapter stands behind the same interface.
 */

export type ProviderOrderStatus = 'created' | 'attempted' | 'paid';
export type ProviderPaymentStatus = 'authorized' | 'captured' | 'failed' | 'refunded';

export interface ProviderOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  /** Our own order reference (unique per order). */
  receipt: string;
  status: ProviderOrderStatus;
  notes: Record<string, string>;
  createdAt: Date;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  amount: number;
  status: ProviderPaymentStatus;
  amountRefunded: number;
  method: string | null;
  errorReason: string | null;
  createdAt: Date;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
}

/** A webhook as it travels: the raw body (signed byte for byte), its signature and the event's id. */
export interface ProviderWebhook {
  eventId: string;
  body: string;
  signature: string;
}

export interface PaymentProvider {
  readonly name: 'local' | 'razorpay';
  /** The public key the checkout is opened with. */
  readonly keyId: string;
  createOrder(input: { amount: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  fetchOrder(orderId: string): Promise<ProviderOrder | null>;
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Capture an authorised payment (its full amount). */
  capture(paymentId: string, amount: number): Promise<ProviderPayment>;
  refund(paymentId: string, amount: number, notes?: Record<string, string>): Promise<ProviderRefund>;
  /** The checkout's signature of a payment of an order (the order id is the one we stored). */
  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's signature over its raw body. */
  verifyWebhook(rawBody: Buffer | string, signature: string): boolean;
}

/** What a provider refuses (an unknown payment, a second capture, a refund above what is left). */
export class ProviderError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_REQUEST',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The provider could not answer: it failed on its side (5xx), refused our keys (401), was unreachable, or
 * did not answer in time. Nothing was decided, so the caller tries again later (the sweep does); the HTTP
 * API answers 503. Its message names the call, never a key or a secret.
 */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'server' | 'auth',
    message: string,
    /** The provider's HTTP status, when it answered at all. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}
