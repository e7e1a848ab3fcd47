import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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

/*
 * The platform's payment ledger (decision 0087). What is sold is a payment page: one item or a bundle, at a
 * price in paise, GST inclusive or not, for a number of days of access (none: for good).
 */
export const paymentPages = pgTable(
  'payment_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 150 }).notNull(),
    org_id: integer('org_id'),
    price_paise: integer('price_paise').notNull(),
    gst_inclusive: boolean('gst_inclusive').notNull().default(true),
    access_days: integer('access_days'),
    /** A one-time purchase, or a subscription (its access days from the end of the current one, when renewed). */
    kind: varchar('kind', { length: 12, enum: ['one_time', 'subscription'] })
      .notNull()
      .default('one_time'),
    /** Bought by organisations for their members: a number of seats (business invoice). */
    seats: boolean('seats').notNull().default(false),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    status: varchar('status', { length: 10, enum: ['draft', 'published', 'closed'] })
      .notNull()
      .default('draft'),
    created_by_user_id: text('created_by_user_id'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_pages_price', sql`${t.price_paise} between 100 and 100000000`),
    check('payment_pages_days', sql`${t.access_days} is null or ${t.access_days} between 1 and 3650`),
  ],
);

/** What a page sells: a project, a quest or a learning path (several: a bundle). */
export const paymentPageItems = pgTable(
  'payment_page_items',
  {
    page_id: integer('page_id')
      .notNull()
      .references(() => paymentPages.id, { onDelete: 'cascade' }),
    item_kind: varchar('item_kind', { length: 15, enum: ['project', 'quest', 'learning_path'] }).notNull(),
    item_id: integer('item_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.page_id, t.item_kind, t.item_id] }),
    index('payment_page_items_item_idx').on(t.item_kind, t.item_id),
  ],
);

/** A buyer's order of one or more pages, its amounts fixed when it was made, and the provider's order for it. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id').notNull(),
    /** An organisation buying seats (its member placed the order). */
    org_id: integer('org_id'),
    status: varchar('status', { length: 10, enum: ['created', 'attempted', 'paid', 'refunded'] })
      .notNull()
      .default('created'),
    amount_paise: integer('amount_paise').notNull(),
    discount_paise: integer('discount_paise').notNull().default(0),
    coupon_id: integer('coupon_id'),
    /** The buyer's retry key: the same key within a day answers the same order. */
    idempotency_key: varchar('idempotency_key', { length: 64 }),
    taxable_paise: integer('taxable_paise').notNull(),
    cgst_paise: integer('cgst_paise').notNull(),
    sgst_paise: integer('sgst_paise').notNull(),
    igst_paise: integer('igst_paise').notNull(),
    /** The buyer as the invoice names them: name, email, address, PIN, state, GSTIN. */
    buyer: jsonb('buyer').$type<Record<string, string>>().notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    provider_order_id: varchar('provider_order_id', { length: 40 }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_key').on(t.provider, t.provider_order_id),
    uniqueIndex('payment_orders_idempotency_key').on(t.profile_id, t.idempotency_key),
    index('payment_orders_profile_idx').on(t.profile_id),
    // The sweep's work: orders still open.
    index('payment_orders_open_idx')
      .on(t.inserted_at)
      .where(sql`${t.status} in ('created', 'attempted')`),
  ],
);

/** The pages an order buys, each with its own amounts (the order's are their sums). */
export const paymentOrderLines = pgTable(
  'payment_order_lines',
  {
    order_id: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    page_id: integer('page_id')
      .notNull()
      .references(() => paymentPages.id),
    /** Seats bought (1 for a person's own access). */
    quantity: integer('quantity').notNull().default(1),
    amount_paise: integer('amount_paise').notNull(),
    discount_paise: integer('discount_paise').notNull().default(0),
    taxable_paise: integer('taxable_paise').notNull(),
    cgst_paise: integer('cgst_paise').notNull(),
    sgst_paise: integer('sgst_paise').notNull(),
    igst_paise: integer('igst_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.page_id] })],
);

/** A provider's payment of an order, stored once however many times it is heard of. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    provider_payment_id: varchar('provider_payment_id', { length: 40 }).notNull(),
    amount_paise: integer('amount_paise').notNull(),
    status: varchar('status', { length: 10, enum: ['captured', 'refunded'] }).notNull(),
    refunded_paise: integer('refunded_paise').notNull().default(0),
    method: varchar('method', { length: 20 }),
    captured_at: timestamp('captured_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payments_provider_payment_key').on(t.provider_payment_id)],
);

/** Each provider event once (webhooks are retried and arrive in any order). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 10 }).notNull(),
    event_id: varchar('event_id', { length: 60 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    provider_order_id: varchar('provider_order_id', { length: 40 }),
    received_at: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_events_key').on(t.provider, t.event_id)],
);

/** Paid access to an item, from one source (an order, later seats and subscriptions): granted once. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id').notNull(),
    item_kind: varchar('item_kind', { length: 15, enum: ['project', 'quest', 'learning_path'] }).notNull(),
    item_id: integer('item_id').notNull(),
    source: varchar('source', { length: 12, enum: ['order', 'seat', 'subscription', 'admin'] }).notNull(),
    source_id: integer('source_id').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('entitlements_source_key').on(t.source, t.source_id, t.item_kind, t.item_id),
    index('entitlements_holder_idx').on(t.profile_id, t.item_kind, t.item_id),
  ],
);

/** Tax invoices and credit notes, numbered by `invoice_counters`. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    series: varchar('series', { length: 3, enum: ['INV', 'CN'] }).notNull(),
    serial: varchar('serial', { length: 16 }).notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** A credit note: the invoice it reduces and the refund it records. */
    credit_of: integer('credit_of'),
    refund_id: integer('refund_id'),
    /** When the document was emailed to the buyer (the queue retries until it is). */
    emailed_at: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_serial_key').on(t.serial),
    uniqueIndex('invoices_refund_key').on(t.refund_id),
    // One tax invoice per order (credit notes: one per refund, later).
    uniqueIndex('invoices_order_key')
      .on(t.order_id)
      .where(sql`${t.series} = 'INV'`),
  ],
);

/** Money given back on a payment (full or partial), with the reason; each has its credit note. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    provider_refund_id: varchar('provider_refund_id', { length: 40 }),
    amount_paise: integer('amount_paise').notNull(),
    taxable_paise: integer('taxable_paise').notNull(),
    cgst_paise: integer('cgst_paise').notNull(),
    sgst_paise: integer('sgst_paise').notNull(),
    igst_paise: integer('igst_paise').notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    created_by_user_id: text('created_by_user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refunds_provider_key').on(t.provider_refund_id),
    index('refunds_order_idx').on(t.order_id),
    check('refunds_amount', sql`${t.amount_paise} > 0`),
  ],
);

/** A payment page's coupon codes: a share or an amount off, for a number of uses until a date. */
export const paymentCoupons = pgTable(
  'payment_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    page_id: integer('page_id')
      .notNull()
      .references(() => paymentPages.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 30 }).notNull(),
    /** Basis points off (1000 = 10%), or a fixed amount off; exactly one is set. */
    percent_bp: integer('percent_bp'),
    amount_paise: integer('amount_paise'),
    max_uses: integer('max_uses'),
    used: integer('used').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_coupons_code_key').on(t.page_id, sql`upper(${t.code})`),
    check('payment_coupons_off', sql`(${t.percent_bp} is null) <> (${t.amount_paise} is null)`),
    check('payment_coupons_percent', sql`${t.percent_bp} is null or ${t.percent_bp} between 1 and 10000`),
    check('payment_coupons_used', sql`${t.max_uses} is null or ${t.used} <= ${t.max_uses}`),
  ],
);

/** An organisation's seats on a page, bought in one order and assigned to members by email or code. */
export const seatPools = pgTable(
  'seat_pools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    org_id: integer('org_id').notNull(),
    page_id: integer('page_id')
      .notNull()
      .references(() => paymentPages.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    seats: integer('seats').notNull(),
    /** Members redeem it themselves with this code. */
    code: varchar('code', { length: 20 }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('seat_pools_order_key').on(t.order_id, t.page_id),
    uniqueIndex('seat_pools_code_key').on(t.code),
    index('seat_pools_org_idx').on(t.org_id),
    check('seat_pools_seats', sql`${t.seats} between 1 and 100000`),
  ],
);

export const seatAssignments = pgTable(
  'seat_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pool_id: integer('pool_id')
      .notNull()
      .references(() => seatPools.id),
    email: varchar('email', { length: 254 }).notNull(),
    profile_id: integer('profile_id'),
    assigned_at: timestamp('assigned_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('seat_assignments_email_key').on(t.pool_id, sql`lower(${t.email})`)],
);
