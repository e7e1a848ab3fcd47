import { idParamsSchema as params } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  createPaymentBodySchema,
  paymentConfirmationBodySchema,
  paymentOrderResponseSchema,
  providerOrderParamsSchema,
  testCheckoutBodySchema,
  testCheckoutResponseSchema,
  webhookResponseSchema,
} from './schemas';

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
  /** The raw body is the signed text; the route reads it as such. */
  'POST /api/payments/webhook': { response: { 200: webhookResponseSchema } },
  'POST /api/test_provider/orders/:order_id/checkout': {
    params: providerOrderParamsSchema,
    body: testCheckoutBodySchema,
    response: { 200: testCheckoutResponseSchema },
  },
} as const satisfies EndpointTable;
