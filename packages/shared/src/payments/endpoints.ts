import { idParamsSchema as params } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  createPaymentBodySchema,
  paymentConfirmationBodySchema,
  paymentOrderResponseSchema,
  providerOrderParamsSchema,
  supportRequestBodySchema,
  supportRequestResponseSchema,
  testCheckoutBodySchema,
  testCheckoutResponseSchema,
  webhookResponseSchema,
} from './schemas';
import {
  couponBodySchema,
  couponParamsSchema,
  onSaleQuerySchema,
  onSaleResponseSchema,
  paymentPageBodySchema,
  paymentPageListResponseSchema,
  paymentPageResponseSchema,
  quoteBodySchema,
  quoteResponseSchema,
} from './pages';
import {
  downloadCreditNoteQuerySchema,
  downloadInvoiceQuerySchema,
  offlinePaymentBodySchema,
  offlinePaymentResponseSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  refundBodySchema,
  refundResponseSchema,
  revenueResponseSchema,
} from './admin-schemas';
import {
  seatAssignBodySchema,
  seatAssignmentParamsSchema,
  seatAssignResponseSchema,
  seatOrderBodySchema,
  seatPoolListQuerySchema,
  seatPoolListResponseSchema,
  seatPoolResponseSchema,
  seatRedeemBodySchema,
  seatRedeemResponseSchema,
  subscriptionsQuerySchema,
  subscriptionsResponseSchema,
} from './seats';

/** Payments (issue 30, decision 0087): ordering, the checkout's confirmation, webhooks, and an order's state. */
export const PAYMENTS_ENDPOINTS = {
  'POST /api/v2/multiple_payments': { body: createPaymentBodySchema, response: { 201: paymentOrderResponseSchema } },
  'POST /api/v2/payment_confirmation': {
    body: paymentConfirmationBodySchema,
    response: { 200: paymentOrderResponseSchema },
  },
  'GET /api/payment_orders/:id': { params, response: { 200: paymentOrderResponseSchema } },
  /** 'I paid but have no access': the provider is asked at once. */
  'POST /api/payment_orders/:id/check': { params, response: { 200: paymentOrderResponseSchema } },
  /** Still not settled after asking: the payments desk gets the order's and the payments' ids by email. */
  'POST /api/payment_orders/:id/support': {
    params,
    body: supportRequestBodySchema,
    response: { 200: supportRequestResponseSchema },
  },
  /** The raw body is the signed text; the route reads it as such. */
  'POST /api/payments/webhook': { response: { 200: webhookResponseSchema } },
  /** Payment pages: those who manage them (an admin holding 'payments', the owning organisation). */
  'GET /api/payment_pages': { response: { 200: paymentPageListResponseSchema } },
  'POST /api/payment_pages': { body: paymentPageBodySchema, response: { 201: paymentPageResponseSchema } },
  /** The pages selling one item, and whether the signed-in student holds it (the pricing page). */
  'GET /api/payment_pages/on_sale': { querystring: onSaleQuerySchema, response: { 200: onSaleResponseSchema } },
  'GET /api/payment_pages/:id': { params, response: { 200: paymentPageResponseSchema } },
  'PUT /api/payment_pages/:id/edit': {
    params,
    body: paymentPageBodySchema,
    response: { 200: paymentPageResponseSchema },
  },
  'POST /api/payment_pages/:id/publish': { params, response: { 200: paymentPageResponseSchema } },
  'POST /api/payment_pages/:id/close': { params, response: { 200: paymentPageResponseSchema } },
  'POST /api/payment_pages/:id/coupons': {
    params,
    body: couponBodySchema,
    response: { 201: paymentPageResponseSchema },
  },
  'DELETE /api/payment_pages/:id/coupons/:coupon_id': {
    params: couponParamsSchema,
    response: { 200: paymentPageResponseSchema },
  },
  /** What the buyer would pay: each page's line with the coupon and the buyer's state. */
  'POST /api/payment_quote': { body: quoteBodySchema, response: { 200: quoteResponseSchema } },
  'POST /api/test_provider/orders/:order_id/checkout': {
    params: providerOrderParamsSchema,
    body: testCheckoutBodySchema,
    response: { 200: testCheckoutResponseSchema },
  },
  /** The tax invoice of a payment (PDF): its buyer's, or an admin's with 'payments'. */
  'GET /api/download_invoice': { querystring: downloadInvoiceQuerySchema, response: {} },
  /** A refund's credit note (PDF), under the same rule. */
  'GET /api/download_credit_note': { querystring: downloadCreditNoteQuerySchema, response: {} },
  /** An admin refunds all or part of a paid order; its credit note is issued at once. */
  'POST /api/payment_orders/:id/refunds': {
    params,
    body: refundBodySchema,
    response: { 201: refundResponseSchema },
  },
  /** A payment received outside the checkout (bank transfer, cash, ...), recorded by an admin. */
  'POST /api/create_payment': { body: offlinePaymentBodySchema, response: { 201: offlinePaymentResponseSchema } },
  'GET /api/list/payment_page_payments': {
    querystring: paymentListQuerySchema,
    response: { 200: paymentListResponseSchema },
  },
  /** The same list as a spreadsheet (every page of it). */
  'GET /api/list/payment_page_payments/export': { querystring: paymentListQuerySchema, response: {} },
  'GET /api/admin/payments/revenue': { response: { 200: revenueResponseSchema } },
  /** Seats (issue 30 item 10): an organisation's staff order seats of a seats page for their organisation. */
  'POST /api/seat_orders': { body: seatOrderBodySchema, response: { 201: paymentOrderResponseSchema } },
  /** The caller's organisation's seat pools (an admin with 'payments': all, or one organisation's). */
  'GET /api/seat_pools': { querystring: seatPoolListQuerySchema, response: { 200: seatPoolListResponseSchema } },
  'GET /api/seat_pools/:id': { params, response: { 200: seatPoolResponseSchema } },
  /** Seats given by email; the (seats + 1)th is refused. */
  'POST /api/seat_pools/:id/assign': {
    params,
    body: seatAssignBodySchema,
    response: { 200: seatAssignResponseSchema },
  },
  /** Frees a seat: its holder's access ends (their work stays). */
  'DELETE /api/seat_pools/:id/assignments/:assignment_id': {
    params: seatAssignmentParamsSchema,
    response: { 200: seatPoolResponseSchema },
  },
  /** A student takes a seat with the pool's code. */
  'POST /api/seats/redeem': { body: seatRedeemBodySchema, response: { 200: seatRedeemResponseSchema } },
  /** A student's subscriptions with their periods and renewal price (issue 30 item 9). */
  'GET /api/subscriptions': { querystring: subscriptionsQuerySchema, response: { 200: subscriptionsResponseSchema } },
} as const satisfies EndpointTable;
