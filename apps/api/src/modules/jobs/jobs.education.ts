import { sql, type SQLWrapper } from 'drizzle-orm';
import { educations, latestEducationFirst } from '../../db/schema';
import type { EducationScore } from './jobs.eligibility';

type Row = { format: string | null; score: string | number | null; backlogs: number | null };

/** A portfolio degree row as the eligibility rules read it: GPA is a CGPA, Numeric a percentage. */
export function toEducationScore(row: Row | null | undefined): EducationScore | null {
  if (!row) return null;
  const score = row.score === null ? undefined : Number(row.score);
  const backlogs = row.backlogs ?? 0;
  if (row.format === 'GPA') return { cgpa: score, backlogs };
  if (row.format === 'Numeric') return { percentage: score, backlogs };
  return { backlogs };
}

/**
 * The latest degree in the portfolio of the profile `profileId` names (a column), as a JSON object
 * { format, score, backlogs } or null: read beside other rows in one statement.
 */
export const latestEducationJson = (profileId: SQLWrapper) =>
  sql<Row | null>`(
    select json_build_object('format', ${educations.format}, 'score', ${educations.score}, 'backlogs', ${educations.backlogs})
    from ${educations} where ${educations.profile_id} = ${profileId}
    order by ${sql.join(latestEducationFirst, sql`, `)} limit 1)`;
