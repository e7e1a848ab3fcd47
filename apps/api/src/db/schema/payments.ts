import { check, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
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
