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

/** Every entry table's rows of the profiles `owners` selects, as (profile_id, category, points, skill_ids, inserted_at). */
function entriesOf(owners: SQL): SQL {
  const parts = Object.entries(CATEGORY_OF).map(
    ([table, category]) =>
      sql`select profile_id, ${category}::text as category, points, skill_ids, inserted_at from ${sql.identifier(table)} where profile_id ${owners}`,
  );
  return sql.join(parts, sql` union all `);
}
const allEntries = (profileId: number) => entriesOf(sql`= ${profileId}`);

/** A career path the student chose, with the skills it asks for (in name order). */
export interface CareerPathSkills {
  id: number;
  name: string;
  skills: { id: number; name: string }[];
}

export interface PointsLedgerRow {
  category: PointsCategory;
  points: number;
  inserted_at: Date;
}

/**
 * Points per category of many students at once, as SQL to read beside other rows: one row
 * (profile_id, exposure, experience, education, total) per student of the `profileIds` subquery who
 * has any entry (a student without entries has no row: 0 points).
 */
export function studentPointsSql(profileIds: SQL): SQL {
  const of = (category: PointsCategory) => sql`coalesce(sum(points) filter (where category = ${category}), 0)::int`;
  return sql`select profile_id, ${of('exposure')} as exposure, ${of('experience')} as experience,
      ${of('education')} as education, coalesce(sum(points), 0)::int as total
    from (${entriesOf(sql`in (${profileIds})`)}) e group by profile_id`;
}

/** What other features may read of students' portfolios (the dashboards, learning recommendations). */
export function createPortfolioFacts(db: Db) {
  return {
    studentPointsSql,
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
    /** The student's career paths in the order they were chosen, each with the skills it asks for. */
    async careerPaths(profileId: number): Promise<CareerPathSkills[]> {
      const rows = rowsOf<{ job_role_id: number; job_role_name: string; skill_id: number | null; skill_name: string | null }>(
        await db.execute(sql`
          select jr.id as job_role_id, jr.name as job_role_name, s.id as skill_id, s.display_name as skill_name
          from portfolio_job_roles pjr
          join job_roles jr on jr.id = pjr.job_role_id
          left join job_role_skills jrs on jrs.job_role_id = jr.id
          left join skills s on s.id = jrs.skill_id
          where pjr.profile_id = ${profileId}
          order by pjr.inserted_at, pjr.id, s.display_name`),
      );
      const paths = new Map<number, CareerPathSkills>();
      for (const row of rows) {
        const id = Number(row.job_role_id);
        const path = paths.get(id) ?? { id, name: row.job_role_name, skills: [] };
        paths.set(id, path);
        if (row.skill_id !== null && row.skill_name !== null) path.skills.push({ id: Number(row.skill_id), name: row.skill_name });
      }
      return [...paths.values()];
    },
  };
}

export type PortfolioFacts = ReturnType<typeof createPortfolioFacts>;
