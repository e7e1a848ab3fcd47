import { POINTS_BUCKET_EDGES, POINTS_CATEGORIES, SKILLS_DEMAND_SIZE, type SkillsDemandKind } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { heldSkills } from '../../db/portfolio-skills';
import { clubs, events, jobs, skills, specializations } from '../../db/schema';
import { PLACED, scopedCtes, scorePercent, type StudentFilter } from '../institute-dashboard';

/*
 * Read-only SQL of the skills dashboard: the institute's scoped students (institute-dashboard's front
 * door), narrowed by the dashboard's filter, in score, branch and points buckets, and the skills
 * published postings ask for against the skills those students show.
 */

/** The dashboard's narrowing beyond the scope: batches, branches, placed, backlogs and the score range. */
export interface SkillsNarrowing {
  years: number[];
  branches: number[];
  placed: boolean;
  backlogs: boolean;
  scoreFrom: number;
  scoreTo: number;
}

const inList = (column: SQL, values: number[]) =>
  values.length === 0
    ? sql``
    : sql` and ${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;

/**
 * The scoped CTEs plus `m`: the students the filter matches, with their score as a percentage. A student
 * without a scored degree matches only while the range starts at 0 (nothing says they are below it).
 */
function matchingCtes(f: StudentFilter, n: SkillsNarrowing): SQL {
  const pct = scorePercent('st');
  return sql`${scopedCtes(f)},
    m as (
      select st.*, ${pct} as pct from st
      where true${inList(sql`st.graduation_year`, n.years)}${inList(sql`st.specialization_id`, n.branches)}
        ${n.placed ? sql`` : sql`and not ${PLACED}`}
        ${n.backlogs ? sql`` : sql`and coalesce(st.backlogs, 0) = 0`}
        and (${pct} between ${n.scoreFrom}::numeric and ${n.scoreTo}::numeric${n.scoreFrom === 0 ? sql` or ${pct} is null` : sql``})
    )`;
}

/** Per category and bucket of POINTS_BUCKET_EDGES: `<category>_<i>` counts. */
function pointsBucketColumns(): SQL {
  const columns: SQL[] = [];
  for (const category of [...POINTS_CATEGORIES, 'total'] as const) {
    POINTS_BUCKET_EDGES.forEach((low, i) => {
      const high = POINTS_BUCKET_EDGES[i + 1];
      const value = sql`coalesce(p.${sql.raw(category)}, 0)`;
      const within = high === undefined ? sql`${value} >= ${low}` : sql`${value} >= ${low} and ${value} < ${high}`;
      columns.push(sql`count(*) filter (where ${within})::int as ${sql.raw(`${category}_${i}`)}`);
    });
  }
  return sql.join(columns, sql`, `);
}

const POSTINGS: Record<SkillsDemandKind, SQL> = {
  jobs: sql`select unnest(${jobs.skill_ids}) as skill_id from ${jobs} where ${jobs.status} = 'published'`,
  events: sql`select unnest(${events.skill_ids}) as skill_id from ${events} where ${events.status} = 'published'`,
  clubs: sql`select unnest(${clubs.skill_ids}) as skill_id from ${clubs} where ${clubs.status} = 'published'`,
};

export function createSkillsDashboardRepo(db: Db, studentPointsSql: (profileIds: SQL) => SQL) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  return {
    /** The lowest and highest score (percent) among the scoped students, and how many have one. */
    async scoreRange(f: StudentFilter) {
      const pct = scorePercent('s');
      const [row] = await rows<{ min: string | null; max: string | null; with_score: number; students: number }>(sql`
        with ${scopedCtes(f)}
        select min(${pct}) as min, max(${pct}) as max, count(${pct})::int as with_score, count(*)::int as students
        from s`);
      return row!;
    },

    /** How many students match, and their academic buckets (null: no score). */
    async academic(f: StudentFilter, n: SkillsNarrowing) {
      return rows<{ bucket: number | null; students: number }>(sql`
        with ${matchingCtes(f, n)}
        select case when pct is null then null else least(greatest(floor(pct / 10), 0), 9)::int end as bucket,
          count(*)::int as students
        from m group by 1`);
    },

    /** Matching students per branch, most first (null: not given). */
    async branches(f: StudentFilter, n: SkillsNarrowing) {
      return rows<{ key: string | null; label: string | null; students: number }>(sql`
        with ${matchingCtes(f, n)}
        select b.id::text as key, b.name as label, count(*)::int as students
        from m left join ${specializations} b on b.id = m.specialization_id
        group by 1, 2 order by count(*) desc, b.name`);
    },

    /** Matching students per points bucket of each category and of all points (the Xceler score). */
    async points(f: StudentFilter, n: SkillsNarrowing) {
      const [row] = await rows<Record<string, number>>(sql`
        with ${matchingCtes(f, n)}
        select ${pointsBucketColumns()}
        from m left join (${studentPointsSql(sql`select id from m`)}) p on p.profile_id = m.id`);
      return row!;
    },

    /**
     * The skills most published postings of a kind name (at most SKILLS_DEMAND_SIZE), with how many
     * postings name each and how many matching students show it.
     */
    async demand(f: StudentFilter, n: SkillsNarrowing, kind: SkillsDemandKind) {
      return rows<{ id: number; name: string; postings: number; students: number }>(sql`
        with ${matchingCtes(f, n)},
        d as (
          select skill_id, count(*)::int as postings from (${POSTINGS[kind]}) x
          group by skill_id order by count(*) desc, skill_id limit ${SKILLS_DEMAND_SIZE}
        ),
        h as (${heldSkills(sql`select id from m`)})
        select k.id, k.display_name as name, d.postings,
          (select count(*) from h where h.skill_id = d.skill_id)::int as students
        from d join ${skills} k on k.id = d.skill_id
        order by d.postings desc, k.display_name`);
    },

    async matching(f: StudentFilter, n: SkillsNarrowing): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`with ${matchingCtes(f, n)} select count(*)::int as n from m`);
      return row?.n ?? 0;
    },
  };
}
