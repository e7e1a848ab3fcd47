import { z } from 'zod';
import { PAYMENT_ITEM_KINDS, PAYMENT_PAGE_KINDS, PAYMENT_PAGE_LIMITS, PAYMENT_PAGE_STATUSES } from './constants';
import { PAYMENT_TEXTS as T } from './messages';

/*
 * Payment pages (issue 30 item 1): what is sold (one project, quest or learning path, or a bundle of them),
 * at what price, GST inclusive or not, for how long, with which coupon codes; and a buyer's quote.
 */

const id = z.number().int().positive().max(2_147_483_647);
const L = PAYMENT_PAGE_LIMITS;

export const paymentItemRefSchema = z.object({ kind: z.enum(PAYMENT_ITEM_KINDS), id });
export type PaymentItemRef = z.infer<typeof paymentItemRefSchema>;

export const paymentPageBodySchema = z
  .object({
    title: z.string().trim().min(L.titleMin, T.titleShort).max(L.titleMax, T.titleLong),
    description: z.string().trim().max(L.descriptionMax, T.descriptionLong).default(''),
    items: z.array(paymentItemRefSchema).min(1, T.itemsNone).max(L.itemsMax, T.itemsMany),
    price_paise: z
      .number({ message: T.priceRange })
      .int(T.priceRange)
      .min(L.priceMin, T.priceRange)
      .max(L.priceMax, T.priceRange),
    gst_inclusive: z.boolean().default(true),
    access_days: z.number().int(T.daysRange).min(1, T.daysRange).max(L.daysMax, T.daysRange).nullable().default(null),
    kind: z.enum(PAYMENT_PAGE_KINDS).default('one_time'),
    seats: z.boolean().default(false),
    /** An admin's page for an organisation (others' pages are their own organisation's). */
    org_id: id.nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'subscription' && b.access_days === null)
      ctx.addIssue({ code: 'custom', path: ['access_days'], message: T.subscriptionDays });
    const keys = new Set(b.items.map((i) => `${i.kind}:${i.id}`));
    if (keys.size !== b.items.length) ctx.addIssue({ code: 'custom', path: ['items'], message: T.itemsTwice });
  });
export type PaymentPageBody = z.infer<typeof paymentPageBodySchema>;

export const couponBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, T.couponCode)
      .transform((s) => s.toUpperCase()),
    percent_bp: z.number().int().min(1, T.couponOff).max(10_000, T.couponOff).nullable().default(null),
    amount_paise: z.number().int().min(1, T.couponOff).max(L.priceMax, T.couponOff).nullable().default(null),
    max_uses: z.number().int().min(1, T.couponUses).max(1_000_000, T.couponUses).nullable().default(null),
    expires_at: z.string().datetime({ offset: true }).nullable().default(null),
  })
  .superRefine((b, ctx) => {
    if ((b.percent_bp === null) === (b.amount_paise === null))
      ctx.addIssue({ code: 'custom', path: ['percent_bp'], message: T.couponOff });
  });
export type CouponBody = z.infer<typeof couponBodySchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percent_bp: z.number().int().nullable(),
  amount_paise: z.number().int().nullable(),
  max_uses: z.number().int().nullable(),
  used: z.number().int(),
  expires_at: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const taxPreviewSchema = z.object({
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
});

export const paymentPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  org_id: z.number().int().nullable(),
  org_name: z.string().nullable(),
  items: z.array(z.object({ kind: z.enum(PAYMENT_ITEM_KINDS), id: z.number().int(), title: z.string() })),
  price_paise: z.number().int(),
  gst_inclusive: z.boolean(),
  access_days: z.number().int().nullable(),
  kind: z.enum(PAYMENT_PAGE_KINDS),
  seats: z.boolean(),
  status: z.enum(PAYMENT_PAGE_STATUSES),
  /** What a buyer in the supplier's state pays (the checkout recomputes for the buyer's state). */
  tax: taxPreviewSchema,
  /** May the caller edit it (and see its coupons and payments)? */
  manage: z.boolean(),
  coupons: z.array(couponSchema),
  updated_at: z.string(),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;
export const paymentPageResponseSchema = z.object({ data: paymentPageSchema });
export const paymentPageListResponseSchema = z.object({ data: z.array(paymentPageSchema) });

export const couponParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  coupon_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The pages on sale for one item, and whether the caller already holds it. */
export const onSaleQuerySchema = z.object({
  item_kind: z.enum(PAYMENT_ITEM_KINDS),
  item_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const onSaleResponseSchema = z.object({
  data: z.object({
    item: z.object({
      kind: z.enum(PAYMENT_ITEM_KINDS),
      id: z.number().int(),
      title: z.string(),
      price_paise: z.number().int(),
    }),
    pages: z.array(paymentPageSchema),
    /** The signed-in student's access: until when (null: for good), or not held. */
    held: z.object({ ends_at: z.string().nullable() }).nullable(),
    /** The student's latest unpaid order for it this week ('I paid but have no access' starts there). */
    pending_order: z.object({ id: z.number().int(), inserted_at: z.string() }).nullable().optional(),
  }),
});

/** A buyer's quote before paying: each page's line with the coupon and the buyer's state applied. */
export const quoteBodySchema = z.object({
  page_ids: z.array(id).min(1).max(10),
  coupon_code: z.string().trim().max(30).optional(),
  state_code: z
    .string()
    .regex(/^[0-9]{2}$/)
    .optional(),
});
export const quoteLineSchema = z.object({
  page_id: z.number().int(),
  title: z.string(),
  price_paise: z.number().int(),
  discount_paise: z.number().int(),
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;
export const quoteResponseSchema = z.object({
  data: z.object({
    lines: z.array(quoteLineSchema),
    coupon: z.object({ code: z.string() }).nullable(),
    total: taxPreviewSchema.extend({ discount_paise: z.number().int() }),
  }),
});
