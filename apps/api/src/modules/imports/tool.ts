import type { ImportPlanBody, ImportTool } from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import type { AppliedRow, PlannedRow } from '../../lib/import-rows';

/*
 * What each bulk tool supplies the pipeline: how to judge rows against the database as it is (the dry
 * run, and again inside each commit chunk), how to write them, and how to take them back.
 */

/** A row of the file as the tool reads it: field key -> text (only mapped, non-empty cells). */
export interface RowInput {
  row: number;
  values: Record<string, string>;
}

export type { AppliedRow, PlannedRow };

export interface ImportScope {
  /** The institute whose staff runs the import; null for an admin (any institute's students). */
  orgId: number | null;
  options: ImportPlanBody;
  /** The profile acting (enrolled_by and the like); null for an admin without one. */
  profileId: number | null;
  now: Date;
  /**
   * What a tool's earlier chunks of this phase noted for its later ones, kept for the phase: a dry run
   * writes nothing, so a record one chunk would create is news to the next chunks only here.
   */
  carry?: Map<string, unknown>;
}

/**
 * What makes a later row of a file the same as an earlier one (it is refused with `message`). With `values`,
 * rows sharing the key agree unless a field both fill differs (a degree repeated on each subject's row).
 */
export interface RowClash {
  key: string;
  message: (firstRow: number) => string;
  values?: Record<string, string>;
}

export interface ImportToolHandler {
  tool: ImportTool;
  /** The clashes a row (its student found by `student`, the match value) could have; by default one row per student. */
  clashes?(values: Record<string, string>, student: string): RowClash[];
  /** Judge a chunk of rows (in file order) against the database; nothing is written. */
  plan(db: Db | Tx, rows: readonly RowInput[], scope: ImportScope): Promise<PlannedRow[]>;
  /** Write the chunk's rows that create or update, inside the chunk's transaction. */
  apply(tx: Tx, rows: readonly PlannedRow[], scope: ImportScope): Promise<AppliedRow[]>;
  /** Take written rows back, newest first, inside one transaction; answers how many could not be (kept). */
  undo(tx: Tx, rows: readonly AppliedRow[], scope: ImportScope): Promise<number>;
  /** After a chunk committed (e.g. invitations to new accounts). */
  afterCommit?(rows: readonly AppliedRow[]): Promise<void>;
}
