import { PAYMENT_TEXTS as T, type Refund } from '@lbd/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  entitlements,
  invoices,
  paymentOrders,
  payments,
  refunds,
  seatAssignments,
  seatPools,
} from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { ProviderError, type PaymentProvider } from '../../lib/payments/provider';
import { takeInvoiceNumber } from './invoice-serials';

type Split = { taxable_paise: number; cgst_paise: number; sgst_paise: number; igst_paise: number };

/**
 * The taxable value and taxes within the first `upto` paise of an order, in proportion to the order's own
 * (integers only: the taxable value rounded half up, the tax the rest, CGST its floor share of the tax).
 * At the whole amount it is the order's amounts exactly, and every part only grows with `upto`: so a
 * refund's split, taken as the difference between what was refunded after it and before it, is never
 * negative, and all of an order's refunds add up to its amounts to the paisa.
 */
export function shareOf(order: { amount_paise: number } & Split, upto: number): Split {
  const total = BigInt(order.amount_paise);
  if (total === 0n) return { taxable_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 0 };
  const taxable = Number((2n * BigInt(upto) * BigInt(order.taxable_paise) + total) / (2n * total));
  const tax = upto - taxable;
  const halves = order.cgst_paise + order.sgst_paise;
  if (halves === 0) return { taxable_paise: taxable, cgst_paise: 0, sgst_paise: 0, igst_paise: tax };
  const cgst = Number((BigInt(tax) * BigInt(order.cgst_paise)) / BigInt(halves));
  return { taxable_paise: taxable, cgst_paise: cgst, sgst_paise: tax - cgst, igst_paise: 0 };
}

/** The split of a refund of `amount` after `before` was already refunded. */
export function refundSplit(order: { amount_paise: number } & Split, before: number, amount: number): Split {
  const a = shareOf(order, before);
  const b = shareOf(order, before + amount);
  return {
    taxable_paise: b.taxable_paise - a.taxable_paise,
    cgst_paise: b.cgst_paise - a.cgst_paise,
    sgst_paise: b.sgst_paise - a.sgst_paise,
    igst_paise: b.igst_paise - a.igst_paise,
  };
}

/**
 * Refunds (issue 30 item 8): all or part of a paid order's payment, with the reason. The provider gives the
 * money back first (outside any transaction); then, under the order's lock, the refund with its tax split,
 * the payment's refunded amount, a credit note in the CN series referring to the invoice, and when nothing
 * is left the order refunded and its access ended. Audited. `onCreditNote` (its email) runs after the commit.
 */
export function createRefunds(o: {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
  onCreditNote?: (invoiceId: number) => Promise<unknown>;
}) {
  const { db, provider, clock } = o;
  const tooMuch = () => new ValidationError({ amount_paise: T.refundTooMuch }, T.refundTooMuch);

  return {
    async refund(
      orderId: number,
      body: { amount_paise: number; reason: string },
      by: { userId: string },
    ): Promise<Refund> {
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
      if (!order) throw new NotFoundError();
      const [payment] = await db.select().from(payments).where(eq(payments.order_id, orderId));
      if (!payment || (order.status !== 'paid' && order.status !== 'refunded'))
        throw new ValidationError({ amount_paise: T.notRefundable }, T.notRefundable);
      if (body.amount_paise > payment.amount_paise - payment.refunded_paise) throw tooMuch();

      // The money goes back first, outside the transaction (the provider is another service). A payment
      // recorded offline is given back offline: only the ledger records it.
      let providerRefundId: string | null = null;
      if (order.provider === provider.name) {
        try {
          providerRefundId = (
            await provider.refund(payment.provider_payment_id, body.amount_paise, {
              order_id: String(orderId),
              reason: body.reason.slice(0, 200),
            })
          ).id;
        } catch (err) {
          if (err instanceof ProviderError)
            throw new ValidationError({ amount_paise: T.providerRefused }, T.providerRefused);
          throw err;
        }
      }

      const made = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
        const [paid] = await tx.select().from(payments).where(eq(payments.id, payment.id));
        if (!locked || !paid) throw new NotFoundError();
        const left = paid.amount_paise - paid.refunded_paise;
        if (body.amount_paise > left) throw tooMuch();
        const now = clock();
        const full = body.amount_paise === left;
        const [refund] = await tx
          .insert(refunds)
          .values({
            order_id: orderId,
            payment_id: paid.id,
            provider_refund_id: providerRefundId,
            amount_paise: body.amount_paise,
            ...refundSplit(locked, paid.refunded_paise, body.amount_paise),
            reason: body.reason,
            created_by_user_id: by.userId,
            created_at: now,
          })
          .returning();
        await tx
          .update(payments)
          .set({
            refunded_paise: paid.refunded_paise + body.amount_paise,
            ...(full ? { status: 'refunded' as const } : {}),
          })
          .where(eq(payments.id, paid.id));
        const [invoice] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.order_id, orderId), eq(invoices.series, 'INV')));
        const serial = await takeInvoiceNumber(tx, 'CN', now);
        const [note] = await tx
          .insert(invoices)
          .values({
            order_id: orderId,
            series: 'CN',
            serial: serial.serial,
            issued_at: now,
            credit_of: invoice?.id ?? null,
            refund_id: refund!.id,
          })
          .returning({ id: invoices.id });
        if (full) {
          await tx
            .update(paymentOrders)
            .set({ status: 'refunded', updated_at: now })
            .where(eq(paymentOrders.id, orderId));
          await tx
            .update(entitlements)
            .set({ revoked_at: now })
            .where(
              and(
                inArray(entitlements.source, ['order', 'subscription']),
                eq(entitlements.source_id, orderId),
                isNull(entitlements.revoked_at),
              ),
            );
          // Seats bought in the order end too: the pool closes now and its seats' access goes.
          const ended = await tx
            .update(seatPools)
            .set({ ends_at: now })
            .where(eq(seatPools.order_id, orderId))
            .returning({ id: seatPools.id });
          if (ended.length > 0)
            await tx
              .update(entitlements)
              .set({ revoked_at: now })
              .where(
                and(
                  eq(entitlements.source, 'seat'),
                  isNull(entitlements.revoked_at),
                  inArray(
                    entitlements.source_id,
                    tx
                      .select({ id: seatAssignments.id })
                      .from(seatAssignments)
                      .where(
                        inArray(
                          seatAssignments.pool_id,
                          ended.map((p) => p.id),
                        ),
                      ),
                  ),
                ),
              );
        }
        await tx.insert(auditLog).values({
          actor_user_id: by.userId,
          action: 'payment.refund',
          target_type: 'payment_order',
          target_id: String(orderId),
          before: { status: locked.status, refunded_paise: paid.refunded_paise },
          after: {
            status: full ? 'refunded' : locked.status,
            refunded_paise: paid.refunded_paise + body.amount_paise,
            refund_id: refund!.id,
            credit_note: serial.serial,
            reason: body.reason,
          },
        });
        const view: Refund = {
          id: refund!.id,
          order_id: orderId,
          amount_paise: refund!.amount_paise,
          taxable_paise: refund!.taxable_paise,
          cgst_paise: refund!.cgst_paise,
          sgst_paise: refund!.sgst_paise,
          igst_paise: refund!.igst_paise,
          reason: refund!.reason,
          credit_note_serial: serial.serial,
          left_paise: left - body.amount_paise,
          order_status: full ? 'refunded' : locked.status,
          created_at: now.toISOString(),
        };
        return { view, noteId: note!.id };
      });
      await o.onCreditNote?.(made.noteId);
      return made.view;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
