import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educations, profiles } from '../../db/schema';

/** At most this many students are taken from one batch at a time. */
export const BATCH_MAX = 2000;

/** An institute's batch: its active students whose degree there ends in this year (their graduation batch). */
export async function batchStudents(db: Db, orgId: number, year: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: profiles.id })
    .from(profiles)
    .innerJoin(educations, eq(educations.profile_id, profiles.id))
    .where(
      and(
        eq(profiles.profile_type, 'STUDENT'),
        eq(profiles.active, true),
        eq(educations.my_org_id, orgId),
        sql`substr(${educations.tenure_finish}, 1, 4) = ${String(year)}`,
      ),
    )
    .limit(BATCH_MAX);
  return rows.map((r) => r.id);
}
