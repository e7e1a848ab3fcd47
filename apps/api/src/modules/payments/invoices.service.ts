import { holdsCapability } from '@lbd/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  invoices,
  paymentOrderLines,
  paymentOrders,
  paymentPages,
  payments,
  profiles,
  refunds,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/access';
import { NotFoundError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import {
  creditNoteDocument,
  invoiceDocument,
  type InvoiceDocument,
  type OrderFacts,
  type Supplier,
} from './invoice-document';

type InvoiceRow = typeof invoices.$inferSelect;

/** The PDF's file name: 'LBD-2627-000042.pdf'. */
export const documentFileName = (serial: string) => `${serial.replaceAll('/', '-')}.pdf`;

/**
 * Tax invoices and credit notes (issue 30 items 7 and 8): their particulars from the ledger, the PDF for
 * the buyer or an admin holding 'payments', and the email that sends it once (the queue's job).
 */
export function createInvoices(o: { db: Db; mailer: Mailer; supplier: Supplier; clock: () => Date }) {
  const { db, mailer, supplier, clock } = o;

  async function orderFacts(orderId: number) {
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    if (!order) throw new NotFoundError();
    const lines = await db
      .select({
        title: paymentPages.title,
        quantity: paymentOrderLines.quantity,
        amount_paise: paymentOrderLines.amount_paise,
        discount_paise: paymentOrderLines.discount_paise,
        taxable_paise: paymentOrderLines.taxable_paise,
        cgst_paise: paymentOrderLines.cgst_paise,
        sgst_paise: paymentOrderLines.sgst_paise,
        igst_paise: paymentOrderLines.igst_paise,
      })
      .from(paymentOrderLines)
      .innerJoin(paymentPages, eq(paymentPages.id, paymentOrderLines.page_id))
      .where(eq(paymentOrderLines.order_id, orderId))
      .orderBy(asc(paymentOrderLines.page_id));
    return { order, facts: { ...order, lines } satisfies OrderFacts };
  }

  /** A document's particulars, and whose it is. */
  async function documentOf(invoice: InvoiceRow): Promise<{ doc: InvoiceDocument; profileId: number }> {
    const { order, facts } = await orderFacts(invoice.order_id);
    if (invoice.series === 'INV')
      return { doc: invoiceDocument(supplier, invoice, facts), profileId: order.profile_id };
    const [refund] = invoice.refund_id ? await db.select().from(refunds).where(eq(refunds.id, invoice.refund_id)) : [];
    const [original] = invoice.credit_of
      ? await db.select().from(invoices).where(eq(invoices.id, invoice.credit_of))
      : [];
    if (!refund || !original) throw new NotFoundError();
    return { doc: creditNoteDocument(supplier, invoice, original, facts, refund), profileId: order.profile_id };
  }

  async function pdfOf(invoice: InvoiceRow) {
    const { doc, profileId } = await documentOf(invoice);
    const { renderInvoicePdf } = await import('./invoice.pdf');
    return { doc, profileId, body: await renderInvoicePdf(doc) };
  }

  /** The caller may see it: its buyer, or an admin holding 'payments'; anyone else: not found. */
  const mayRead = (actor: Actor, profileId: number) =>
    holdsCapability({ ...actor, profileType: null }, 'payments') || actor.profile?.id === profileId;

  async function download(actor: Actor, invoice: InvoiceRow | undefined) {
    if (!invoice) throw new NotFoundError();
    const [order] = await db
      .select({ profile_id: paymentOrders.profile_id })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, invoice.order_id));
    if (!order || !mayRead(actor, order.profile_id)) throw new NotFoundError();
    const { body } = await pdfOf(invoice);
    return { body, contentType: 'application/pdf', fileName: documentFileName(invoice.serial) };
  }

  return {
    documentOf,
    pdfOf,

    /** `GET /api/download_invoice?payment_id`: the payment's order's tax invoice. */
    async invoiceOfPayment(actor: Actor, paymentId: number) {
      const [row] = await db
        .select({ invoice: invoices })
        .from(payments)
        .innerJoin(invoices, and(eq(invoices.order_id, payments.order_id), eq(invoices.series, 'INV')))
        .where(eq(payments.id, paymentId));
      return download(actor, row?.invoice);
    },

    /** `GET /api/download_credit_note?refund_id`: the refund's credit note. */
    async creditNoteOfRefund(actor: Actor, refundId: number) {
      const [row] = await db.select().from(invoices).where(eq(invoices.refund_id, refundId));
      return download(actor, row);
    },

    /**
     * The queue's job: email a document to its buyer with its PDF, once. The PDF is drawn first (no
     * transaction open); then, under the document's row lock, an already emailed one sends nothing, else
     * the email goes to the outbox and the document is marked emailed in the same transaction.
     */
    async email(invoiceId: number): Promise<'sent' | 'already' | 'missing'> {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!invoice) return 'missing';
      if (invoice.emailed_at) return 'already';
      const { doc, profileId, body } = await pdfOf(invoice);
      const [to] = await db
        .select({ email: users.email, name: profiles.full_name })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.user_id))
        .where(eq(profiles.id, profileId));
      if (!to) return 'missing';
      const what = doc.kind === 'invoice' ? 'tax invoice' : 'credit note';
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
        if (!locked || locked.emailed_at) return 'already' as const;
        await mailer.send(
          {
            to: to.email,
            kind: doc.kind === 'invoice' ? 'payment_invoice' : 'payment_credit_note',
            subject: `Your ${what} ${doc.serial}`,
            text: [
              `Hello ${to.name},`,
              doc.kind === 'invoice'
                ? `Thank you for your payment. Your tax invoice ${doc.serial} is attached.`
                : `We have refunded part or all of your payment. Credit note ${doc.serial} (against invoice ${doc.refersTo?.serial ?? ''}) is attached.`,
              `${doc.supplier.name}`,
            ].join('\n\n'),
            attachments: [{ filename: documentFileName(doc.serial), content: body, contentType: 'application/pdf' }],
          },
          tx,
        );
        await tx.update(invoices).set({ emailed_at: clock() }).where(eq(invoices.id, invoiceId));
        return 'sent' as const;
      });
    },

    /** The tax invoice of an order (the email job after a payment). */
    async invoiceIdOfOrder(orderId: number) {
      const [row] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.order_id, orderId), eq(invoices.series, 'INV')));
      return row?.id ?? null;
    },
  };
}

export type Invoices = ReturnType<typeof createInvoices>;
