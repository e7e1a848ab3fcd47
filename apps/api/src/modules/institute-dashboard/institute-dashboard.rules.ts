import {
  ACADEMIC_BUCKET_WIDTH,
  INSTITUTE_DASHBOARD_TEXTS as T,
  SPLIT_MAX_ROWS,
  SPLIT_NOT_GIVEN,
  SPLIT_OTHER,
  type AcademicHistogram,
  type SplitRow,
} from '@lbd/shared';

/** One group of a split as the database counts it (null key: the students who did not give the field). */
export interface SplitCount {
  key: string | null;
  label: string | null;
  students: number;
  placed: number;
  offers: number;
}

const row = (key: string, label: string, c: Omit<SplitCount, 'key' | 'label'>): SplitRow => ({
  key,
  label,
  students: c.students,
  placed: c.placed,
  not_placed: c.students - c.placed,
  offers: c.offers,
});

const add = (a: Omit<SplitCount, 'key' | 'label'>, b: Omit<SplitCount, 'key' | 'label'>) => ({
  students: a.students + b.students,
  placed: a.placed + b.placed,
  offers: a.offers + b.offers,
});

const ZERO = { students: 0, placed: 0, offers: 0 };

/**
 * A split as the dashboard shows it: the groups in the database's order, the students who did not give
 * the field last ('Not given'), and the groups beyond the chart's `max` rows summed into one 'Other'
 * row; every student is in exactly one row, so the rows add up to the total.
 */
export function toSplit(counts: SplitCount[], max = SPLIT_MAX_ROWS): { rows: SplitRow[]; total: SplitRow } {
  const given = counts.filter((c) => c.key !== null);
  const missing = counts.filter((c) => c.key === null).reduce(add, ZERO);
  const room = missing.students > 0 ? max - 1 : max;
  const shown = given.length > room ? given.slice(0, room - 1) : given;
  const rest = given.slice(shown.length).reduce(add, ZERO);
  const rows = shown.map((c) => row(c.key!, c.label ?? c.key!, c));
  if (rest.students > 0) rows.push(row(SPLIT_OTHER, T.other, rest));
  if (missing.students > 0) rows.push(row(SPLIT_NOT_GIVEN, T.notGiven, missing));
  return { rows, total: row('total', 'Total', counts.reduce(add, ZERO)) };
}

/** Every bucket from 0-10 to 90-100 (empty ones too), and the students without a score apart. */
export function toHistogram(buckets: { bucket: number | null; students: number }[]): AcademicHistogram {
  const per = new Map(buckets.filter((b) => b.bucket !== null).map((b) => [b.bucket!, b.students]));
  const count = 100 / ACADEMIC_BUCKET_WIDTH;
  const out = Array.from({ length: count }, (_, i) => {
    const from = i * ACADEMIC_BUCKET_WIDTH;
    const to = from + ACADEMIC_BUCKET_WIDTH;
    return { from, to, label: `${from}–${to}%`, students: per.get(i) ?? 0 };
  });
  const noScore = buckets.find((b) => b.bucket === null)?.students ?? 0;
  return { buckets: out, no_score: noScore, total: buckets.reduce((n, b) => n + b.students, 0) };
}

/** Paise to whole rupees (the dashboard's salary figures), keeping null. */
export const rupees = (paise: string | number | null): number | null =>
  paise === null ? null : Math.round(Number(paise) / 100);
