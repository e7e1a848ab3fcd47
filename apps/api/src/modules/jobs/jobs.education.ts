import { desc, sql, type SQLWrapper } from 'drizzle-orm';
import { educations } from '../../db/schema';
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

const finish = sql`case when length(${educations.tenure_finish}) = 6
    then substr(${educations.tenure_finish}, 1, 4) || '-' || substr(${educations.tenure_finish}, 5, 2)
    else ${educations.tenure_finish} end`;
/**
 * A student's degrees, latest first: the one marked latest, then the latest finish (tenure_finish
 * holds 'YYYY-MM-DD' or a 'YYYYMM' month, so months are compared as 'YYYY-MM').
 */
const latestEducationFirst = [desc(educations.latest_edu), desc(finish), desc(educations.id)];

/**
 * The latest degree in the portfolio of the profile `profileId` names (a column), as a JSON object
 * { format, score, backlogs } or null: read beside other rows in one statement.
 */
export const latestEducationJson = (profileId: SQLWrapper) =>
  sql<Row | null>`(
    select json_build_object('format', ${educations.format}, 'score', ${educations.score}, 'backlogs', ${educations.backlogs})
    from ${educations} where ${educations.profile_id} = ${profileId}
    order by ${sql.join(latestEducationFirst, sql`, `)} limit 1)`;
