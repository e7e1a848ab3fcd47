import {
  boolean,
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
import { orgs } from './catalogue';
import { users } from './identity';

/* Bulk imports (issue 29, decision 0086): one row per uploaded file, one per row of it. */

/**
 * An uploaded file and where its import stands. The file stays in storage (the dry run and the commit
 * read it again, streamed); `org_id` is the institute whose staff ran it (null: an admin's).
 */
export const imports = pgTable(
  'imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tool: varchar('tool', { length: 20 }).notNull(),
    org_id: integer('org_id').references(() => orgs.id, { onDelete: 'cascade' }),
    created_by_user_id: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    file_name: varchar('file_name', { length: 200 }).notNull(),
    file_kind: varchar('file_kind', { length: 4, enum: ['csv', 'xlsx'] }).notNull(),
    file_key: varchar('file_key', { length: 120 }).notNull(),
    /** sha-256 of the file: which file an import read, for the record (the file itself may be removed). */
    file_sha256: varchar('file_sha256', { length: 64 }).notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    total_rows: integer('total_rows').notNull().default(0),
    /** Rows the running phase (dry run, commit or undo) has finished; with phase_started_at, the time left. */
    rows_done: integer('rows_done').notNull().default(0),
    phase_started_at: timestamp('phase_started_at', { withTimezone: true }),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    committed_rows: integer('committed_rows').notNull().default(0),
    committed_at: timestamp('committed_at', { withTimezone: true }),
    undone_at: timestamp('undone_at', { withTimezone: true }),
    /** Records the undo left as they were: changed by someone since the import, or an account already in use. */
    undo_kept: integer('undo_kept'),
    failure: varchar('failure', { length: 500 }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('imports_org_idx').on(t.org_id, t.inserted_at.desc()),
    index('imports_tool_idx').on(t.tool, t.inserted_at.desc()),
    index('imports_created_by_idx').on(t.created_by_user_id),
  ],
);

/**
 * One row of a file as the dry run judged it: its outcome, the error (row and field, never the value),
 * the record it touches, and after the commit the values before and after, which the undo restores.
 */
export const importRows = pgTable(
  'import_rows',
  {
    import_id: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row_no: integer('row_no').notNull(),
    outcome: varchar('outcome', { length: 10, enum: ['create', 'update', 'unchanged', 'error'] }).notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    error: varchar('error', { length: 300 }),
    /** The row's mapped values (field -> text), kept for the commit to judge it again; rows in error keep none. */
    input: jsonb('input').$type<Record<string, string>>(),
    target_id: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    committed: boolean('committed').notNull().default(false),
    undone: boolean('undone').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.import_id, t.row_no] }),
    index('import_rows_outcome_idx').on(t.import_id, t.outcome, t.row_no),
  ],
);

/** The last mapping an institute (or the admins, org_id 0) used per tool, header -> field, offered next time. */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope_org_id: integer('scope_org_id').notNull(),
    tool: varchar('tool', { length: 20 }).notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_mappings_scope_key').on(t.scope_org_id, t.tool)],
);
