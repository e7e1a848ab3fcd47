import type { DegreeFormat, ImportMode } from '@lbd/shared';
import type { Db } from '../db/client';
import type { Tx } from '../db/sql';
import type { AppliedRow, PlannedRow } from './import-rows';

/*
 * What the portfolio tool of the bulk imports (/bulkPortfolioUpdation) writes, supplied by the portfolio
 * module, which owns the degrees and semester subjects, their rules and what a save does besides
 * (points, verifications): the imports module knows none of its tables. A row is one degree of a
 * student, optionally with one of its semester subjects; its cells arrive read (dates as the portfolio
 * holds them, yes/no, lists), and are judged by the portfolio's own rules.
 */

/** What a row says of a degree; a field left out leaves the saved value as it is. */
export interface DegreeCells {
  /** The institute's name; null: the institute the row's student is imported for (`instituteId`). */
  institute: string | null;
  degree: string;
  specialization: string;
  /** 'YYYYMM', as the degree form holds it (or text that is no date, for the rule to refuse). */
  start?: string;
  end?: string;
  /** A passing year instead of dates: the months a degree of this kind runs, ending in June of it. */
  passingYear?: number;
  /** The score's format, named by the column it came in: CGPA ('GPA') or Percentage ('Numeric'). */
  format?: DegreeFormat;
  score?: string;
  backlogs?: number;
  placed?: 'yes' | 'no';
  latest?: boolean;
}

/** What a row says of a semester subject of its degree. */
export interface SubjectCells {
  name: string;
  semester?: string;
  type?: string;
  date?: string;
  score?: string;
  skills?: string[];
  careerPaths?: string[];
}

export interface PortfolioRecordRow {
  row: number;
  profileId: number;
  /** The institute a degree naming none belongs to (the importing institute's, else the student's). */
  instituteId: number | null;
  degree: DegreeCells;
  subject: SubjectCells | null;
}

export interface PortfolioRecordOptions {
  /** create: add degrees and subjects only; update: change existing ones only; both. */
  mode: ImportMode;
  /** Write only fields the record has empty (never overwrite what the student has). */
  fillEmptyOnly: boolean;
  now: Date;
  /**
   * What judging the earlier chunks of this phase left for the later ones (the caller keeps it for the
   * phase): a dry run writes nothing, so a degree an earlier row would create is known to later rows here.
   */
  carry?: Map<string, unknown>;
}

/** A row judged (its fields are keys of IMPORT_FIELDS.portfolio; the target is the subject, else the degree). */
export type PortfolioRecordVerdict = PlannedRow;

/** A written row: what it created or changed, and the values `undo` puts back. */
export type PortfolioRecordWritten = AppliedRow;

export interface PortfolioRecords {
  /** Judge rows (a chunk, in file order) against the database; nothing is written. */
  judge(
    db: Db | Tx,
    rows: readonly PortfolioRecordRow[],
    options: PortfolioRecordOptions,
  ): Promise<PortfolioRecordVerdict[]>;
  /** Write the judged rows that create or update, in file order, inside the caller's transaction. */
  write(tx: Tx, verdicts: readonly PortfolioRecordVerdict[], now: Date): Promise<PortfolioRecordWritten[]>;
  /** Take written rows back, newest first; answers how many records were kept (a degree others built on). */
  undo(tx: Tx, written: readonly PortfolioRecordWritten[]): Promise<number>;
}

declare module '../modules/module' {
  interface Facts {
    /** Students' degrees and semester subjects written by the portfolio tool of the bulk imports. */
    portfolioRecords: PortfolioRecords;
  }
}
