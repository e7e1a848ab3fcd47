import { z } from 'zod';
import type { Env } from '../../config/env';
import {
  ProviderError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
} from './provider';
import { verifyCheckout, verifyWebhook } from './signature';

/*
 * The Razorpay adapter (issue 30, decision 0087): its v1 REST API behind the provider interface, on Node's
 * own fetch with Basic auth. Not the `razorpay` npm package: its base URL is fixed (tests could not point it
 * at a local server without reaching into its axios instance), it sets no time-out, and a network failure
 * or time-out reaches the caller as a TypeError from its error mapper, indistinguishable from a bug.
 *
 * Refusals (HTTP 400, 404: an unknown id, a second capture, a refund above what is left) are ProviderErrors,
 * as the local provider's; everything else (5xx, 401, network, time-out, an answer of the wrong shape) is a
 * ProviderUnavailableError: nothing was decided, try later. Neither ever carries a key or a secret.
 */

export const RAZORPAY_API_URL = 'https://api.razorpay.com';
/** Each call's bound, the answer's body included. */
export const RAZORPAY_TIMEOUT_MS = 10_000;

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API origin; tests point it at a local fake. */
  apiUrl?: string;
  timeoutMs?: number;
}

/** Razorpay answers an empty `notes` as `[]`; values are strings (numbers are kept as their text). */
const notesOf = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .nullish()
  .transform((v): Record<string, string> =>
    v && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])) : {},
  );
/** Unix seconds. */
const timeOf = z
  .number()
  .int()
  .nonnegative()
  .transform((s) => new Date(s * 1000));
const paise = z.number().int().nonnegative();

const orderSchema = z
  .object({
    id: z.string().min(1),
    amount: paise,
    currency: z.literal('INR'),
    receipt: z.string().nullish(),
    status: z.enum(['created', 'attempted', 'paid']),
    notes: notesOf,
    created_at: timeOf,
  })
  .transform((o): ProviderOrder => ({
    id: o.id,
    amount: o.amount,
    currency: 'INR',
    receipt: o.receipt ?? '',
    status: o.status,
    notes: o.notes,
    createdAt: o.created_at,
  }));

const paymentSchema = z
  .object({
    id: z.string().min(1),
    amount: paise,
    // 'created': the buyer is still at the checkout; nothing to act on yet (orderPayments leaves it out).
    status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
    order_id: z.string().nullish(),
    method: z.string().nullish(),
    amount_refunded: paise.nullish(),
    error_description: z.string().nullish(),
    created_at: timeOf,
  })
  .transform((p) => ({
    id: p.id,
    orderId: p.order_id ?? '',
    amount: p.amount,
    status: p.status,
    amountRefunded: p.amount_refunded ?? 0,
    method: p.method ?? null,
    errorReason: p.error_description ?? null,
    createdAt: p.created_at,
  }));
type RazorpayPayment = z.output<typeof paymentSchema>;

const settledPayment = (p: RazorpayPayment): ProviderPayment | null =>
  p.status === 'created' ? null : { ...p, status: p.status };

const collectionSchema = z.object({ items: z.array(paymentSchema) });
const refundSchema = z.object({ id: z.string().min(1), payment_id: z.string().min(1), amount: paise });
const errorSchema = z.object({ error: z.object({ description: z.string().optional() }).passthrough() });

/** The API's own words for an id it does not know (it answers 400, not 404). */
const UNKNOWN_ID = /does not exist/i;

export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const { keyId, keySecret, webhookSecret } = config;
  for (const [name, value] of Object.entries({ keyId, keySecret, webhookSecret }))
    if (!value) throw new Error(`The Razorpay provider needs its ${name}`);
  const base = (config.apiUrl ?? RAZORPAY_API_URL).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? RAZORPAY_TIMEOUT_MS;
  // Kept in this closure only: not a property of the provider, so logging the provider shows no secret.
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: object): Promise<T> {
    const what = `${method} ${path}`;
    let status: number;
    let text: string;
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      if ((err as Error | undefined)?.name === 'TimeoutError')
        throw new ProviderUnavailableError('timeout', `Razorpay did not answer ${what} within ${timeoutMs} ms`);
      // Only the failure's code (ECONNREFUSED, ENOTFOUND, ...): never the request it failed on.
      const code = (err as { cause?: { code?: unknown } } | undefined)?.cause?.code;
      throw new ProviderUnavailableError(
        'network',
        `Razorpay could not be reached for ${what}${typeof code === 'string' ? ` (${code})` : ''}`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data;
      throw new ProviderUnavailableError('server', `Razorpay's answer to ${what} is not of the expected shape`, status);
    }
    const description = errorSchema.safeParse(json).data?.error.description?.slice(0, 300);
    if (status === 404 || (status === 400 && description && UNKNOWN_ID.test(description)))
      throw new ProviderError('NOT_FOUND', description ?? 'The id provided does not exist');
    if (status === 400) throw new ProviderError('BAD_REQUEST', description ?? `Razorpay refused ${what}`);
    if (status === 401)
      throw new ProviderUnavailableError(
        'auth',
        `Razorpay refused the API key for ${what} (check PAYMENT_KEY_ID and PAYMENT_KEY_SECRET)`,
        401,
      );
    throw new ProviderUnavailableError('server', `Razorpay answered ${status} to ${what}`, status);
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    name: 'razorpay',
    keyId,

    createOrder: ({ amount, receipt, notes = {} }) =>
      call('POST', '/v1/orders', orderSchema, { amount, currency: 'INR', receipt, notes }),

    async fetchOrder(orderId) {
      try {
        return await call('GET', `/v1/orders/${id(orderId)}`, orderSchema);
      } catch (err) {
        if (err instanceof ProviderError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },

    async orderPayments(orderId) {
      const { items } = await call('GET', `/v1/orders/${id(orderId)}/payments`, collectionSchema);
      // Oldest first, as the local provider lists them, whatever order the API answers in.
      return items
        .map(settledPayment)
        .filter((p): p is ProviderPayment => p !== null)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async capture(paymentId, amount) {
      const payment = settledPayment(
        await call('POST', `/v1/payments/${id(paymentId)}/capture`, paymentSchema, { amount, currency: 'INR' }),
      );
      if (!payment)
        throw new ProviderUnavailableError('server', 'Razorpay answered a capture with an unfinished payment');
      return payment;
    },

    async refund(paymentId, amount, notes = {}) {
      const r = await call('POST', `/v1/payments/${id(paymentId)}/refund`, refundSchema, { amount, notes });
      return { id: r.id, paymentId: r.payment_id, amount: r.amount };
    },

    verifyCheckout: (orderId, paymentId, signature) => verifyCheckout(keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => verifyWebhook(webhookSecret, rawBody, signature),
  };
}

/** The adapter as PAYMENT_* configure it (config/env.ts checks them at start; a missing one is named, never shown). */
export function razorpayFromEnv(
  env: Pick<Env, 'PAYMENT_KEY_ID' | 'PAYMENT_KEY_SECRET' | 'PAYMENT_WEBHOOK_SECRET' | 'PAYMENT_API_URL'>,
): PaymentProvider {
  const missing = (['PAYMENT_KEY_ID', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const).filter((n) => !env[n]);
  if (missing.length > 0) throw new Error(`${missing.join(', ')}: required when PAYMENT_PROVIDER=razorpay`);
  return createRazorpayProvider({
    keyId: env.PAYMENT_KEY_ID!,
    keySecret: env.PAYMENT_KEY_SECRET!,
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET!,
    apiUrl: env.PAYMENT_API_URL,
  });
}
