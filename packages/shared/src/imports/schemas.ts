import { z } from 'zod';
import { listEnvelope, pagingQuerySchema } from '../api';
import {
  ENROLMENT_TARGET_KINDS,
  IMPORT_LIMITS as L,
  IMPORT_MODES,
  IMPORT_STATUSES,
  IMPORT_TOOLS,
  MATCH_KEYS,
  ROW_OUTCOMES,
} from './constants';

const id = z.number().int().positive().max(2_147_483_647);

export const importToolQuerySchema = z.object({ tool: z.enum(IMPORT_TOOLS) });
export const importToolParamsSchema = z.object({ tool: z.enum(IMPORT_TOOLS) });
export const importTemplateQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const enrolmentTargetSchema = z.object({ kind: z.enum(ENROLMENT_TARGET_KINDS), id });
export type EnrolmentTargetRef = z.infer<typeof enrolmentTargetSchema>;

/** The mapping and options a dry run runs with: header (as in the file) -> field key, or '' for none. */
export const importPlanBodySchema = z.object({
  mapping: z
    .record(z.string().max(L.cell), z.string().max(40))
    .refine((m) => Object.keys(m).length <= L.columns, `At most ${L.columns} columns`),
  mode: z.enum(IMPORT_MODES).default('both'),
  match_by: z.enum(MATCH_KEYS).default('email'),
  fill_empty_only: z.boolean().default(false),
  /** Enrolments: the items (one or many). */
  items: z.array(enrolmentTargetSchema).max(L.items).default([]),
  /** Profiles created by an admin's import belong to this institute. */
  institute_id: id.nullable().default(null),
});
export type ImportPlanBody = z.infer<typeof importPlanBodySchema>;

export const importCommitBodySchema = z.object({
  /** Stop when more than this share of rows (percent) has errors. */
  max_error_share: z.number().min(0).max(100).default(L.defaultErrorShare),
  /** Stop when more records than this would change (none: no limit). */
  max_changes: z.number().int().min(1).max(L.rows).nullable().default(null),
});
export type ImportCommitBody = z.infer<typeof importCommitBodySchema>;

export const importCountsSchema = z.object({
  total: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importSchema = z.object({
  id: z.number().int(),
  tool: z.enum(IMPORT_TOOLS),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  file_kind: z.enum(['csv', 'xlsx']),
  created_at: z.string(),
  created_by: z.string(),
  institute: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  headers: z.array(z.string()),
  /** The mapping in use, or the one suggested before the dry run. */
  mapping: z.record(z.string(), z.string()),
  options: z.object({
    mode: z.enum(IMPORT_MODES),
    match_by: z.enum(MATCH_KEYS),
    fill_empty_only: z.boolean(),
    items: z.array(enrolmentTargetSchema.extend({ title: z.string() })),
    institute_id: z.number().int().nullable(),
  }),
  counts: importCountsSchema,
  progress: z.object({
    phase: z.enum(['dry_run', 'commit', 'undo']).nullable(),
    done: z.number().int(),
    total: z.number().int(),
    seconds_left: z.number().int().nullable(),
  }),
  committed: z.object({ rows: z.number().int(), at: z.string().nullable() }),
  undo_until: z.string().nullable(),
  undone_at: z.string().nullable(),
  /** Records the undo left as they were (changed since the import, or an account already in use). */
  undo_kept: z.number().int().nullable(),
  /** Why the import stopped (aborted or failed). */
  failure: z.string().nullable(),
});
export type ImportRecord = z.infer<typeof importSchema>;
export const importResponseSchema = z.object({ data: importSchema });
export const importsResponseSchema = listEnvelope(importSchema);
export const importsQuerySchema = pagingQuerySchema.extend({ tool: z.enum(IMPORT_TOOLS).optional() });

export const importRowsQuerySchema = pagingQuerySchema.extend({ outcome: z.enum(ROW_OUTCOMES).optional() });
export const importRowSchema = z.object({
  row: z.number().int(),
  outcome: z.enum(ROW_OUTCOMES),
  /** The fields this row creates or changes (names, never values). */
  fields: z.array(z.string()),
  error: z.string().nullable(),
  committed: z.boolean(),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const importRowsResponseSchema = listEnvelope(importRowSchema);

export const enrolmentTargetsQuerySchema = z.object({
  /** Whose items: students' enrolments (default) or mentors' (advisors). */
  tool: z.enum(['enrolments', 'advisors']).default('enrolments'),
  kind: z.enum(ENROLMENT_TARGET_KINDS),
  query: z.string().trim().max(100).default(''),
});
export const enrolmentTargetOptionSchema = z.object({
  kind: z.enum(ENROLMENT_TARGET_KINDS),
  id: z.number().int(),
  title: z.string(),
  org: z.string().nullable(),
});
export type EnrolmentTargetOption = z.infer<typeof enrolmentTargetOptionSchema>;
export const enrolmentTargetsResponseSchema = z.object({ data: z.array(enrolmentTargetOptionSchema) });
