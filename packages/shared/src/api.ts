import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './constants';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYMENT_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const popupSchema = z.object({ heading: z.string(), message: z.string() });

/** The one error envelope every failing API call answers with. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    request_id: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    popup: popupSchema.optional(),
    /** Structured facts beyond the message, e.g. { eligibility } with 'Ineligible'. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  count: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** Set when counting stopped at `total`: there are more matches than that (searches). */
  total_capped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });
/** A dashboard answer kept for a while: its data and when it was computed (ISO time). */
export const snapshotEnvelope = <T extends z.ZodType>(data: T) => z.object({ data, computed_at: z.string() });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });

/** Page numbers start at 1; anything below 2 (or missing, or garbage) means the first page. */
export const pageParam = z
  .preprocess((v) => {
    const n = typeof v === 'string' ? Number.parseInt(v, 10) : typeof v === 'number' ? v : NaN;
    return Number.isFinite(n) && n >= 2 ? Math.min(Math.floor(n), 1_000_000) : 1;
  }, z.number().int().min(1))
  .default(1);

/** A record id in a query string or path (a positive 32-bit integer). */
export const queryId = z.coerce.number().int().positive().max(2_147_483_647);

export const countParam = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

export const pagingQuerySchema = z.object({ page: pageParam, count: countParam });
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const searchText = z.string().trim().max(MAX_SEARCH_LENGTH);

/** A 201 answer of a create: the new record's id. */
export const createdIdResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type CreatedId = z.infer<typeof createdIdResponseSchema>['data'];
/** A 204 answer: no body. */
export const noContentSchema = z.null();
/** An action with nothing else to say: { data: { ok: true } }. */
export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function paginate(page: number, count: number, total: number): Pagination {
  return { page, count, total, total_pages: Math.max(1, Math.ceil(total / count)) };
}
