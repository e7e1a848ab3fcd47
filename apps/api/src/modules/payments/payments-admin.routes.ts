import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { sendDownload } from '../../lib/content-disposition';
import type { Invoices } from './invoices.service';
import type { OfflinePayments } from './offline';
import type { PaymentsAdmin } from './payments-admin.service';
import type { Refunds } from './refunds';

const E = FEATURE_ENDPOINTS.payments;
/** Admins holding 'payments' (decision 0084). */
const PAYMENTS_DESK = { access: { admin: 'payments' } } as const;
/** A document's buyer (a student), or an admin holding 'payments'; anyone else's answers 404. */
const BUYER_OR_DESK = { access: { profiles: ['STUDENT'], adminToo: 'payments' } } as const;

/** Invoices and credit notes as PDF, refunds, offline payments, and the admin's list, export and revenue. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{
  invoices: Invoices;
  refunds: Refunds;
  offline: OfflinePayments;
  admin: PaymentsAdmin;
}> = async (app, { invoices, refunds, offline, admin }) => {
  const tags = ['payments'];

  app.get(
    '/download_invoice',
    { config: BUYER_OR_DESK, schema: { tags, ...E['GET /api/download_invoice'] } },
    async (req, reply) => sendDownload(reply, await invoices.invoiceOfPayment(actorOf(req), req.query.payment_id)),
  );
  app.get(
    '/download_credit_note',
    { config: BUYER_OR_DESK, schema: { tags, ...E['GET /api/download_credit_note'] } },
    async (req, reply) => sendDownload(reply, await invoices.creditNoteOfRefund(actorOf(req), req.query.refund_id)),
  );
  app.post(
    '/payment_orders/:id/refunds',
    { config: PAYMENTS_DESK, schema: { tags, ...E['POST /api/payment_orders/:id/refunds'] } },
    async (req, reply) =>
      reply.code(201).send({ data: await refunds.refund(req.params.id, req.body, { userId: actorOf(req).userId }) }),
  );
  app.post(
    '/create_payment',
    { config: PAYMENTS_DESK, schema: { tags, ...E['POST /api/create_payment'] } },
    async (req, reply) =>
      reply.code(201).send({ data: await offline.record(req.body, { userId: actorOf(req).userId }) }),
  );
  app.get(
    '/list/payment_page_payments',
    { config: PAYMENTS_DESK, schema: { tags, ...E['GET /api/list/payment_page_payments'] } },
    async (req) => admin.list(req.query),
  );
  app.get(
    '/list/payment_page_payments/export',
    { config: PAYMENTS_DESK, schema: { tags, ...E['GET /api/list/payment_page_payments/export'] } },
    async (req, reply) => sendDownload(reply, await admin.export(req.query)),
  );
  app.get(
    '/admin/payments/revenue',
    { config: PAYMENTS_DESK, schema: { tags, ...E['GET /api/admin/payments/revenue'] } },
    async () => ({ data: await admin.revenue() }),
  );
};
