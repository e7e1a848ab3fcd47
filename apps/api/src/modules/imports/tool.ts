import type { ImportPlanBody, ImportTool, RowOutcome } from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';

/*
 * What each bulk tool supplies the pipeline: how to judge rows against the database as it is (the dry
 * run, and again inside each commit chunk), how to write them, and how to take them back.
 */

/** A row of the file as the tool reads it: field key -> text (only mapped, non-empty cells). */
export interface RowInput {
  row: number;
  values: Record<string, string>;
}

/** A row judged: what it would do, the fields it touches (names), and its error in the row's words. */
export interface PlannedRow {
  row: number;
  outcome: RowOutcome;
  fields: string[];
  error: string | null;
  /** The record it touches (an existing one to update; null when one is to be created). */
  targetId: number | null;
  /** What the tool needs to write the row (the parsed values). */
  change: Record<string, unknown> | null;
}

/** A written row: the record it touched and the values before and after (the undo restores `before`). */
export interface AppliedRow {
  row: number;
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

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
