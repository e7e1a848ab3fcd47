import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educations } from '../../db/schema';
import type { EducationScore } from './jobs.eligibility';

/** The score and backlogs of a student's latest degree, or null when the portfolio has none. */
export type EducationLookup = (profileId: number) => Promise<EducationScore | null>;

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
 * Reads the latest degree from the portfolio: the one marked latest first, then the latest finish
 * (tenure_finish holds 'YYYY-MM-DD' or a 'YYYYMM' month, so months are compared as 'YYYY-MM').
 */
export function createEducationLookup(db: Db): EducationLookup {
  const finish = sql`case when length(${educations.tenure_finish}) = 6
    then substr(${educations.tenure_finish}, 1, 4) || '-' || substr(${educations.tenure_finish}, 5, 2)
    else ${educations.tenure_finish} end`;
  return async (profileId) => {
    const [row] = await db
      .select({ format: educations.format, score: educations.score, backlogs: educations.backlogs })
      .from(educations)
      .where(eq(educations.profile_id, profileId))
      .orderBy(desc(educations.latest_edu), desc(finish), desc(educations.id))
      .limit(1);
    return toEducationScore(row);
  };
}
