import { z } from 'zod';
import { listEnvelope, pageParam, queryId } from '../api';
import { PAYMENT_TEXTS as T } from './messages';
import { buyerSchema, PAYMENT_ORDER_STATUSES } from './schemas';

/*
 * Invoices, refunds and the admin's payments (issue 30 items 7, 8 and 11): what the routes take and answer.
 * Amounts are whole paise.
 */

const id = z.number().int().positive().max(2_147_483_647);
/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30), between the years 2000 and 2999. */
const day = z
  .string()
  .regex(/^2\d{3}-\d{2}-\d{2}$/, T.dateInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, T.dateInvalid);

/** `GET /api/download_invoice?payment_id=N` (our payment's id). */
export const downloadInvoiceQuerySchema = z.object({ payment_id: queryId });
/** `GET /api/download_credit_note?refund_id=N`. */
export const downloadCreditNoteQuerySchema = z.object({ refund_id: queryId });

/** `POST /api/payment_orders/:id/refunds`: all or part of what is left, with the reason. */
export const refundBodySchema = z.object({
  amount_paise: z.number({ error: T.refundAmountInvalid }).int(T.refundAmountInvalid).min(1, T.refundAmountInvalid),
  reason: z.string().trim().min(3, T.refundReasonInvalid).max(300, T.refundReasonInvalid),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  amount_paise: z.number().int(),
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  igst_paise: z.number().int(),
  reason: z.string(),
  credit_note_serial: z.string(),
  /** What is still refundable on the payment after this refund. */
  left_paise: z.number().int(),
  order_status: z.enum(PAYMENT_ORDER_STATUSES),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;
export const refundResponseSchema = z.object({ data: refundSchema });

export const OFFLINE_METHODS = ['bank_transfer', 'cash', 'cheque', 'upi_offline'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
export const OFFLINE_METHOD_LABELS: Record<OfflineMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  upi_offline: 'UPI (outside the checkout)',
};

/** `POST /api/create_payment`: a payment an admin received outside the checkout. */
export const offlinePaymentBodySchema = z.object({
  page_ids: z.array(id).min(1).max(10),
  buyer_email: z.string().trim().toLowerCase().email(T.buyerEmailInvalid).max(254),
  buyer: buyerSchema,
  method: z.enum(OFFLINE_METHODS),
  reference: z.string().trim().min(1, T.referenceInvalid).max(60, T.referenceInvalid),
  /** The day the money arrived (India time), not in the future. */
  paid_on: day,
});
export type OfflinePaymentBody = z.infer<typeof offlinePaymentBodySchema>;

export const offlinePaymentSchema = z.object({
  order_id: z.number().int(),
  payment_id: z.number().int(),
  amount_paise: z.number().int(),
  invoice_serial: z.string(),
});
export const offlinePaymentResponseSchema = z.object({ data: offlinePaymentSchema });

export const PAYMENT_LIST_MAX_PER_PAGE = 100;

/** `GET /api/list/payment_page_payments` (and its export): orders, filtered. */
export const paymentListQuerySchema = z.object({
  page_id: queryId.optional(),
  status: z.enum(PAYMENT_ORDER_STATUSES).optional(),
  /** India days, inclusive. */
  from: day.optional(),
  to: day.optional(),
  /** Part of the buyer's name or email. */
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  per_page: z.coerce.number().int().min(1).max(PAYMENT_LIST_MAX_PER_PAGE).default(25),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentRowSchema = z.object({
  order_id: z.number().int(),
  payment_id: z.number().int().nullable(),
  page_titles: z.array(z.string()),
  buyer_name: z.string(),
  buyer_email: z.string().nullable(),
  amount_paise: z.number().int(),
  refunded_paise: z.number().int(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  provider: z.string(),
  method: z.string().nullable(),
  invoice_serial: z.string().nullable(),
  /** Credit notes of the order's refunds, newest last. */
  refunds: z.array(z.object({ id: z.number().int(), amount_paise: z.number().int(), serial: z.string().nullable() })),
  paid_at: z.string().nullable(),
  inserted_at: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;
export const paymentListResponseSchema = listEnvelope(paymentRowSchema);

const revenueFigures = z.object({
  captured_paise: z.number().int(),
  refunded_paise: z.number().int(),
  net_paise: z.number().int(),
});
export type RevenueFigures = z.infer<typeof revenueFigures>;

/** `GET /api/admin/payments/revenue`: overall and for each of the last 12 months (India time, 'YYYY-MM'). */
export const revenueSchema = revenueFigures.extend({
  months: z.array(revenueFigures.extend({ month: z.string() })),
});
export type Revenue = z.infer<typeof revenueSchema>;
export const revenueResponseSchema = z.object({ data: revenueSchema });
