import type { ImportCounts, ImportRecord } from '@lbd/shared/imports';

const n = (x: number) => x.toLocaleString('en-IN');

/** The dry run in one line: 'create 812, update 1,034, unchanged 4,002, errors 17'. */
/** '1 row', '1,250 rows'. */
export const rowCount = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'row' : 'rows'}`;

export const summaryLine = (c: ImportCounts) =>
  `create ${n(c.create)}, update ${n(c.update)}, unchanged ${n(c.unchanged)}, errors ${n(c.error)}`;

/** The share of rows in error, in percent with one decimal (as the server judges the limit). */
export const errorShare = (c: ImportCounts) => (c.total > 0 ? Math.round((c.error / c.total) * 1000) / 10 : 0);

/** '1 min 20 s left' from seconds. */
export function timeLeft(seconds: number | null): string {
  if (seconds === null) return 'estimating time left';
  if (seconds < 60) return `about ${seconds} s left`;
  return `about ${Math.floor(seconds / 60)} min ${seconds % 60} s left`;
}

export const STATUS_LABELS: Record<ImportRecord['status'], string> = {
  mapping: 'Columns to map',
  validating: 'Dry run running',
  validated: 'Dry run done',
  committing: 'Committing',
  committed: 'Committed',
  aborted: 'Stopped',
  failed: 'Failed',
  undoing: 'Undoing',
  undone: 'Undone',
};

export const OUTCOME_LABELS = { create: 'Create', update: 'Update', unchanged: 'Unchanged', error: 'Error' } as const;
