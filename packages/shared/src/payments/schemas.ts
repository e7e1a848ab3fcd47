import { z } from 'zod';
import { isValidGstin } from './gstin';
import { PAYMENT_TEXTS as T } from './messages';
import { GST_STATE_CODES } from './states';

const id = z.number().int().positive().max(2_147_483_647);
const STATE_CODES = Object.values(GST_STATE_CODES);

/** The buyer as the tax invoice names them (a business adds its GSTIN). */
export const buyerSchema = z.object({
  name: z.string().trim().min(1).max(100),
  address: z.string().trim().max(300).optional(),
  pin: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{5}$/, T.pinInvalid)
    .optional(),
  state_code: z
    .string()
    .refine((s) => STATE_CODES.includes(s), T.stateInvalid)
    .optional(),
  gstin: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine(isValidGstin, T.gstinInvalid)
    .optional(),
});
export type Buyer = z.infer<typeof buyerSchema>;

/** `/api/v2/multiple_payments`: one order for one or more payment pages. */
export const createPaymentBodySchema = z.object({
  page_ids: z.array(id).min(1).max(10),
  buyer: buyerSchema,
  coupon_code: z.string().trim().max(30).optional(),
  /** The same key again (a retried click) answers the same order. */
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

export const PAYMENT_ORDER_STATUSES = ['created', 'attempted', 'paid', 'refunded'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

export const paymentOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  amount_paise: z.number().int(),
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  igst_paise: z.number().int(),
  /** What the checkout opens: the provider, its public key and its order. */
  provider: z.string(),
  key_id: z.string(),
  provider_order_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  discount_paise: z.number().int().optional(),
  /** What the order buys (the pages' items), for the buyer's next step. */
  items: z
    .array(z.object({ kind: z.enum(['project', 'quest', 'learning_path']), id: z.number().int(), title: z.string() }))
    .optional(),
  /** The recorded payment (its invoice is downloaded by this id). */
  payment_id: z.number().int().nullable().optional(),
  /** An unpaid order's latest attempt at the provider: authorised (the bank answers later) or failed, with why. */
  attempt: z
    .object({ status: z.enum(['authorized', 'failed', 'captured', 'refunded']), reason: z.string().nullable() })
    .nullable()
    .optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
export const paymentOrderResponseSchema = z.object({ data: paymentOrderSchema });

/** `/api/v2/payment_confirmation`: what the checkout handed back to the browser. */
export const paymentConfirmationBodySchema = z.object({
  order_id: id,
  payment_id: z.string().min(1).max(40),
  signature: z.string().min(1).max(128),
});

/** The built-in test provider's checkout: what the buyer does there. */
export const testCheckoutBodySchema = z.object({ outcome: z.enum(['pay', 'authorize', 'decline']) });
export const testCheckoutResponseSchema = z.object({
  data: z.object({ order_id: z.string(), payment_id: z.string(), signature: z.string().nullable() }),
});
export const providerOrderParamsSchema = z.object({ order_id: z.string().regex(/^order_[A-Za-z0-9]{14}$/) });

export const webhookResponseSchema = z.object({ data: z.object({ received: z.string() }) });

/** 'I paid but have no access', when asking the provider did not settle it: a request to the payments desk. */
export const supportRequestBodySchema = z.object({ message: z.string().trim().max(1000).default('') });
export const supportRequestResponseSchema = z.object({
  data: z.object({ order: paymentOrderSchema, ticket: z.string().nullable() }),
});
