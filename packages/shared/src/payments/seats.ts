import { z } from 'zod';
import { PAYMENT_TEXTS as T } from './messages';
import { PAYMENT_ITEM_KINDS, PAYMENT_PAGE_LIMITS } from './constants';
import { buyerSchema } from './schemas';

/*
 * Seats for organisations and subscriptions (issue 30 items 9 and 10): a college or company buys N seats of
 * a page with a business invoice, assigns them by email or lets members redeem a code; a student's
 * subscriptions with their periods and renewal price.
 */

const id = z.number().int().positive().max(2_147_483_647);
const coercedId = z.coerce.number().int().positive().max(2_147_483_647);

/** Seat codes: no 0/O, 1/I/L, so they can be read out and typed. */
export const SEAT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SEAT_LIMITS = { emailsMax: 500, codeLength: 10 } as const;

/** `POST /api/seat_orders`: an organisation's order of seats (its GSTIN on the business invoice). */
export const seatOrderBodySchema = z.object({
  page_id: id,
  quantity: z
    .number({ message: T.seatsQuantity })
    .int(T.seatsQuantity)
    .min(1, T.seatsQuantity)
    .max(PAYMENT_PAGE_LIMITS.seatsMax, T.seatsQuantity),
  buyer: buyerSchema.superRefine((b, ctx) => {
    if (!b.gstin) ctx.addIssue({ code: 'custom', path: ['gstin'], message: T.gstinRequired });
  }),
  coupon_code: z.string().trim().max(30).optional(),
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
export type SeatOrderBody = z.infer<typeof seatOrderBodySchema>;

const itemSchema = z.object({ kind: z.enum(PAYMENT_ITEM_KINDS), id: z.number().int(), title: z.string() });

export const seatPoolSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string().nullable(),
  page_id: z.number().int(),
  page_title: z.string(),
  items: z.array(itemSchema),
  seats: z.number().int(),
  used: z.number().int(),
  ends_at: z.string().nullable(),
  /** Members redeem a seat themselves with it. */
  code: z.string(),
  order_id: z.number().int(),
  inserted_at: z.string(),
});
export type SeatPool = z.infer<typeof seatPoolSchema>;

export const seatAssignmentSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** The student holding it; null while nobody with a student account has this email. */
  profile_id: z.number().int().nullable(),
  name: z.string().nullable(),
  assigned_at: z.string(),
});
export type SeatAssignment = z.infer<typeof seatAssignmentSchema>;

export const seatPoolDetailSchema = seatPoolSchema.extend({ assignments: z.array(seatAssignmentSchema) });
export type SeatPoolDetail = z.infer<typeof seatPoolDetailSchema>;

export const seatPoolListQuerySchema = z.object({ org_id: coercedId.optional() });
export const seatPoolListResponseSchema = z.object({ data: z.array(seatPoolSchema) });
export const seatPoolResponseSchema = z.object({ data: seatPoolDetailSchema });

export const seatAssignmentParamsSchema = z.object({ id: coercedId, assignment_id: coercedId });

export const seatAssignBodySchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().email(T.seatEmailInvalid).max(254, T.seatEmailInvalid))
    .min(1, T.seatEmailsNone)
    .max(SEAT_LIMITS.emailsMax, T.seatEmailsMany),
});
export type SeatAssignBody = z.infer<typeof seatAssignBodySchema>;

export const seatAssignResponseSchema = z.object({
  data: z.object({
    assigned: z.array(z.string()),
    /** Emails that already held a seat of this pool. */
    already: z.array(z.string()),
    /** Emails left without a seat: the pool was full. */
    refused: z.array(z.string()),
    message: z.string().nullable(),
    pool: seatPoolDetailSchema,
  }),
});

export const seatRedeemBodySchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10,12}$/, T.seatCodeInvalid),
});
export const seatRedeemResponseSchema = z.object({
  data: z.object({
    pool_id: z.number().int(),
    page_title: z.string(),
    items: z.array(itemSchema),
    ends_at: z.string().nullable(),
  }),
});

/** `GET /api/subscriptions`: the signed-in student's (an admin with 'payments': any student's). */
export const subscriptionsQuerySchema = z.object({ profile_id: coercedId.optional() });
export const subscriptionSchema = z.object({
  page_id: z.number().int(),
  page_title: z.string(),
  items: z.array(itemSchema),
  starts_at: z.string(),
  /** The end of the last period bought (a renewal bought now starts here). */
  ends_at: z.string().nullable(),
  active: z.boolean(),
  /** What renewing costs now (GST inclusive or not, as the page says); null when the page is no longer on sale. */
  renewal_price_paise: z.number().int().nullable(),
  gst_inclusive: z.boolean(),
  access_days: z.number().int().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionsResponseSchema = z.object({ data: z.array(subscriptionSchema) });
