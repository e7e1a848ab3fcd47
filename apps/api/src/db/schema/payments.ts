import { check, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The last number given in each invoice series (tax invoices 'INV', credit notes 'CN') per financial year
 * ('2026-27'). A number is taken inside the transaction that records what it is for, so a rolled-back
 * payment takes none: the series stays consecutive with no gaps (decision 0087).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: varchar('series', { length: 3, enum: ['INV', 'CN'] }).notNull(),
    financial_year: varchar('financial_year', { length: 7 }).notNull(),
    last: integer('last').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financial_year] }),
    check('invoice_counters_last', sql`${t.last} between 1 and 999999`),
  ],
);

/*
 * The local test provider's own books (decision 0087): it stands in for an outside payment service, so it
 * keeps its orders, payments and refunds apart from the platform's ledger, as the real one would.
 */
export const localProviderOrders = pgTable('local_provider_orders', {
  id: varchar('id', { length: 40 }).primaryKey(),
  amount: integer('amount').notNull(),
  receipt: varchar('receipt', { length: 40 }).notNull(),
  status: varchar('status', { length: 10, enum: ['created', 'attempted', 'paid'] }).notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const localProviderPayments = pgTable(
  'local_provider_payments',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    /** The order payments were made in (ids are random). */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    order_id: varchar('order_id', { length: 40 })
      .notNull()
      .references(() => localProviderOrders.id),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 10, enum: ['authorized', 'captured', 'failed', 'refunded'] }).notNull(),
    amount_refunded: integer('amount_refunded').notNull().default(0),
    method: varchar('method', { length: 20 }),
    error_reason: varchar('error_reason', { length: 200 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    captured_at: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [index('local_provider_payments_order_idx').on(t.order_id)],
);

export const localProviderRefunds = pgTable('local_provider_refunds', {
  id: varchar('id', { length: 40 }).primaryKey(),
  payment_id: varchar('payment_id', { length: 40 })
    .notNull()
    .references(() => localProviderPayments.id),
  amount: integer('amount').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});
