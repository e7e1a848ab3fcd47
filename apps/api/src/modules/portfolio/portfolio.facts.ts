import type { PointsCategory } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { TableName } from './portfolio.tables';

/** The category every entry of a table earns its points in (shared/portfolio/points.ts). */
const CATEGORY_OF: Readonly<Record<TableName, PointsCategory>> = {
  educations: 'education',
  subjects: 'education',
  external_courses: 'education',
  readings: 'exposure',
  social_clubs: 'exposure',
  external_events: 'exposure',
  external_projects: 'experience',
  internships: 'experience',
};

/** Every entry table's rows of one profile, as (category, points, skill_ids, inserted_at). */
function allEntries(profileId: number): SQL {
  const parts = Object.entries(CATEGORY_OF).map(
    ([table, category]) =>
      sql`select ${category}::text as category, points, skill_ids, inserted_at from ${sql.identifier(table)} where profile_id = ${profileId}`,
  );
  return sql.join(parts, sql` union all `);
}

export interface PointsLedgerRow {
  category: PointsCategory;
  points: number;
  inserted_at: Date;
}

/** What other features may read of a student's portfolio (the student dashboard). */
export function createPortfolioFacts(db: Db) {
  return {
    /** Every entry's points with its category and when it was added, oldest first. */
    async pointsLedger(profileId: number): Promise<PointsLedgerRow[]> {
      const rows = rowsOf<{ category: PointsCategory; points: number; inserted_at: Date | string }>(
        await db.execute(
          sql`select category, points, inserted_at from (${allEntries(profileId)}) e order by inserted_at`,
        ),
      );
      return rows.map((r) => ({ ...r, points: Number(r.points), inserted_at: new Date(r.inserted_at) }));
    },
    /** The distinct skills the portfolio's entries show. */
    async skillIds(profileId: number): Promise<number[]> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`select distinct unnest(skill_ids) as id from (${allEntries(profileId)}) e`),
      );
      return rows.map((r) => Number(r.id));
    },
  };
}

export type PortfolioFacts = ReturnType<typeof createPortfolioFacts>;
