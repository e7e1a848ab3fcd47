import { createHash } from 'node:crypto';
import { INDIA_UTC_OFFSET_MINUTES, PAYMENT_TEXTS as T, type OfflinePaymentBody } from '@lbd/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, paymentOrderLines, paymentOrders, payments, profiles, users } from '../../db/schema';
import { ConflictError, ValidationError } from '../../lib/errors';
import { ledgerRows, placeOfSupply, priceLines } from './pricing';
import { recordPaid } from './record-paid';

/** The payment id an offline payment is recorded under: one per method and reference (40 characters at most). */
export const offlinePaymentId = (method: string, reference: string) =>
  `off_${createHash('sha256').update(`${method}:${reference.trim().toLowerCase()}`).digest('hex').slice(0, 32)}`;

/** Today in India ('YYYY-MM-DD'). */
const indiaToday = (now: Date) =>
  new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/**
 * Payments an admin received outside the checkout (issue 30 item 11: bank transfer, cash, cheque, UPI): an
 * order of the buyer's pages priced as the checkout prices them, paid at once through the same
 * `recordPaid` (the same invoice series and access). Audited; `onPaid` (the invoice's email) after the commit.
 */
export function createOfflinePayments(o: {
  db: Db;
  clock: () => Date;
  supplierStateCode: string;
  onPaid?: (orderId: number) => Promise<unknown>;
}) {
  const { db, clock } = o;
  return {
    async record(body: OfflinePaymentBody, by: { userId: string }) {
      const now = clock();
      if (body.paid_on > indiaToday(now)) throw new ValidationError({ paid_on: T.paidOnFuture }, T.paidOnFuture);
      const [buyer] = await db
        .select({ profileId: profiles.id })
        .from(users)
        .innerJoin(profiles, eq(profiles.user_id, users.id))
        .where(
          and(sql`lower(${users.email}) = ${body.buyer_email.toLowerCase()}`, eq(profiles.profile_type, 'STUDENT')),
        );
      if (!buyer) throw new ValidationError({ buyer_email: T.buyerNotStudent }, T.buyerNotStudent);
      const buyerFacts = { ...body.buyer } as Record<string, string>;
      const priced = await priceLines(db, body.page_ids, {
        intraState: placeOfSupply(buyerFacts, o.supplierStateCode) === o.supplierStateCode,
        now,
      });
      if (!priced) throw new ValidationError({ page_ids: T.notOnSale }, T.notOnSale);
      const providerPaymentId = offlinePaymentId(body.method, body.reference);
      const [taken] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.provider_payment_id, providerPaymentId));
      if (taken) throw new ConflictError(T.referenceTaken);
      const { lines, order: sums } = ledgerRows(priced.lines);
      const made = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(paymentOrders)
          .values({
            profile_id: buyer.profileId,
            ...sums,
            buyer: buyerFacts,
            provider: 'offline',
            inserted_at: now,
            updated_at: now,
          })
          .returning();
        await tx.insert(paymentOrderLines).values(lines.map((l) => ({ order_id: order!.id, ...l })));
        const recorded = await recordPaid(tx, {
          orderId: order!.id,
          profileId: buyer.profileId,
          providerPaymentId,
          amountPaise: order!.amount_paise,
          method: body.method,
          capturedAt: new Date(`${body.paid_on}T00:00:00+05:30`),
          now,
        });
        // Recorded meanwhile by another admin: everything here rolls back (the invoice number too).
        if (!recorded) throw new ConflictError(T.referenceTaken);
        await tx.insert(auditLog).values({
          actor_user_id: by.userId,
          action: 'payment.offline',
          target_type: 'payment_order',
          target_id: String(order!.id),
          before: null,
          after: {
            method: body.method,
            reference: body.reference,
            paid_on: body.paid_on,
            amount_paise: order!.amount_paise,
            invoice: recorded.invoiceSerial,
          },
        });
        return {
          order_id: order!.id,
          payment_id: recorded.paymentId,
          amount_paise: order!.amount_paise,
          invoice_serial: recorded.invoiceSerial,
        };
      });
      await o.onPaid?.(made.order_id);
      return made;
    },
  };
}

export type OfflinePayments = ReturnType<typeof createOfflinePayments>;
