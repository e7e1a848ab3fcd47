import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EducationScore } from './jobs.eligibility';

/** The score and backlogs of a student's latest degree, or null when the portfolio has none. */
export type EducationLookup = (profileId: number) => Promise<EducationScore | null>;

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Row = { format: string | null; score: string | number | null; backlogs: number | null };

/** A portfolio degree row as the eligibility rules read it: GPA is a CGPA, Numeric a percentage. */
export function toEducationScore(row: Row | undefined): EducationScore | null {
  if (!row) return null;
  const score = row.score === null ? undefined : Number(row.score);
  const backlogs = row.backlogs ?? 0;
  if (row.format === 'GPA') return { cgpa: score, backlogs };
  if (row.format === 'Numeric') return { percentage: score, backlogs };
  return { backlogs };
}

/**
 * Reads the latest degree from the portfolio's `educations` table: latest_edu first, then the
 * latest finish date. The portfolio feature owns that table and lands separately, so the lookup
 * first asks which finish-date column exists ('finish_date', or the form's text 'tenure_finish'
 * with 'YYYYMM' month values) and answers null while there is no table at all.
 */
export function createEducationLookup(db: Db): EducationLookup {
  let finishColumn: Promise<string | null> | undefined;
  const discover = async () => {
    const result = await db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'educations'
        and column_name in ('finish_date', 'tenure_finish')`);
    const names = rowsOf<{ column_name: string }>(result).map((r) => r.column_name);
    return names.includes('finish_date') ? 'finish_date' : names.includes('tenure_finish') ? 'tenure_finish' : null;
  };

  return async (profileId) => {
    finishColumn ??= discover();
    const column = await finishColumn;
    if (!column) return null;
    // The column name comes from the fixed list above, never from input.
    const finish = sql.raw(`"${column}"::text`);
    const result = await db.execute(sql`
      select format, score, backlogs from educations
      where profile_id = ${profileId}
      order by latest_edu desc,
        (case when length(${finish}) = 6 then substr(${finish}, 1, 4) || '-' || substr(${finish}, 5, 2)
              else ${finish} end) desc nulls last,
        id desc
      limit 1`);
    return toEducationScore(rowsOf<Row>(result)[0]);
  };
}
