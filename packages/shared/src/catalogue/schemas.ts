import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId, searchText } from '../api';
import { CATALOGUE_KINDS, CATALOGUE_STATUSES, JOB_ROLE_SKILLS_MAX } from './constants';

/** `/api/admin/catalogue/:kind` */
export const catalogueKindParamsSchema = z.object({ kind: z.enum(CATALOGUE_KINDS) });
/** `/api/admin/catalogue/:kind/:id` */
export const catalogueEntryParamsSchema = z.object({ kind: z.enum(CATALOGUE_KINDS), id: queryId });

export const catalogueListQuerySchema = z.object({
  /** Any part of the name (or of a degree's full name), case-insensitive. */
  query: searchText.optional(),
  status: z.enum(CATALOGUE_STATUSES).default('all'),
  /** Batches of one institute. */
  org_id: queryId.optional(),
  page: pageParam,
  count: countParam,
});
export type CatalogueListQuery = z.infer<typeof catalogueListQuerySchema>;

/**
 * One entry of any kind in one shape: `detail` is a degree's full name, a specialization's stream, a job
 * role's description or an organisation's short name; `code` a degree's level, a skill's or job role's type
 * or an organisation's type.
 */
export const catalogueEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  detail: z.string().nullable(),
  code: z.string().nullable(),
  /** Offered in pickers (false: retired, still named on existing records). */
  active: z.boolean(),
  /** Skills only: false while a skill a user typed in waits for review. */
  accepted: z.boolean(),
  /** Batches: the institute and the year. */
  org_id: z.number().int().nullable(),
  org_name: z.string().nullable(),
  year: z.number().int().nullable(),
  /** Job roles: their skills. */
  skills: z.array(z.object({ id: z.number().int(), display_name: z.string() })),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
export const catalogueListResponseSchema = listEnvelope(catalogueEntrySchema);
export const catalogueEntryResponseSchema = z.object({ data: catalogueEntrySchema });

/** Create or edit: the per-kind rules (rules.ts) say which fields a kind needs. */
export const catalogueEntryBodySchema = z.object({
  name: z.string().trim().max(300),
  detail: z.string().trim().max(2000).nullable().optional(),
  code: z.string().trim().max(60).nullable().optional(),
  org_id: queryId.nullable().optional(),
  year: z.number().int().min(0).max(9999).nullable().optional(),
  skill_ids: z.array(queryId).max(JOB_ROLE_SKILLS_MAX).optional(),
});
export type CatalogueEntryBody = z.infer<typeof catalogueEntryBodySchema>;

/** Merge the entry in the path into `into_id`, the survivor. */
export const catalogueMergeBodySchema = z.object({ into_id: queryId });
export const catalogueMergeResponseSchema = z.object({
  data: z.object({
    survivor: catalogueEntrySchema,
    /** Every reference moved: table, column, rows. */
    moved: z.array(z.object({ table: z.string(), column: z.string(), rows: z.number().int() })),
    /** Rows dropped because the survivor was already there (a profile holding both skills). */
    dropped: z.number().int(),
  }),
});
/** How many rows refer to an entry, per table and column (what a merge would move). */
export const catalogueReferencesResponseSchema = z.object({
  data: z.array(z.object({ table: z.string(), column: z.string(), rows: z.number().int() })),
});
export type CatalogueMergeResult = z.infer<typeof catalogueMergeResponseSchema>['data'];

/** Reject a waiting skill: merged into `into_id` when given, else removed from the entries that named it. */
export const rejectSkillBodySchema = z.object({ into_id: queryId.optional() });
