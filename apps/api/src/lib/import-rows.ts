import type { RowOutcome } from '@lbd/shared';

/*
 * The rows of a bulk import as every tool hands them to the pipeline (modules/imports), including the tools
 * whose judging lives in the module that owns the records (the portfolio's, through lib/portfolio-records).
 */

/** A row judged: what it would do, the fields it touches (names), and its error in the row's words. */
export interface PlannedRow {
  row: number;
  outcome: RowOutcome;
  fields: string[];
  error: string | null;
  /** The record it touches (an existing one to update; null when one is to be created). */
  targetId: number | null;
  /** What the tool needs to write the row (in memory only, between judging a chunk and writing it). */
  change: Record<string, unknown> | null;
}

/** A row that is an error (nothing to write). */
export const errorRow = (row: number, message: string): PlannedRow => ({
  row,
  outcome: 'error',
  fields: [],
  error: message,
  targetId: null,
  change: null,
});

/** A written row: the record it touched and the values before and after (the undo restores `before`). */
export interface AppliedRow {
  row: number;
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}
