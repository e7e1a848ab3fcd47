import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { educations, subjects } from '../../db/schema';
import { intArray, textArray, type Tx } from '../../db/sql';
import type { PortfolioRecordRow } from '../../lib/portfolio-records';

/*
 * What judging a chunk of the portfolio tool's rows reads, in a few statements for the whole chunk: the
 * catalogue names its cells use, which students have a portfolio, and their degrees with their subjects.
 */

type Runner = Db | Tx;
export type EducationRow = typeof educations.$inferSelect;
export type SubjectRow = typeof subjects.$inferSelect;

const lower = (s: string) => s.trim().toLowerCase();
const unique = (xs: Iterable<string>) => [...new Set([...xs].map(lower).filter(Boolean))];

/** Rows of a query, keyed by a lower-cased name (the first row of a name wins). */
function byName<T>(rows: readonly T[], ...names: ((r: T) => string)[]): Map<string, T> {
  const out = new Map<string, T>();
  for (const r of rows) for (const name of names) if (!out.has(lower(name(r)))) out.set(lower(name(r)), r);
  return out;
}

export interface ChunkContext {
  /** Catalogue degrees by their name or full name ('B.Tech', 'Bachelor of Technology'). */
  degrees: Map<string, { name: string; full_name: string; level: string }>;
  specializations: Map<string, { name: string }>;
  /** Catalogue institutes by full name. */
  institutes: Map<string, { id: number; full_name: string }>;
  /** Institutes rows default to, by id. */
  defaults: Map<number, string>;
  skills: Map<string, { id: number; display_name: string }>;
  careerPaths: Map<string, { id: number; name: string }>;
  /** Names of the skills and career paths the students' subjects show, by id. */
  skillNames: Map<number, string>;
  careerPathNames: Map<number, string>;
  withPortfolio: Set<number>;
  educations: EducationRow[];
  subjects: SubjectRow[];
}

/** Everything judging these rows reads, looked up once for the chunk. */
export async function loadChunkContext(db: Runner, rows: readonly PortfolioRecordRow[]): Promise<ChunkContext> {
  const profileIds = [...new Set(rows.map((r) => r.profileId))];
  const degreeNames = unique(rows.map((r) => r.degree.degree));
  const specNames = unique(rows.map((r) => r.degree.specialization));
  const instituteNames = unique(rows.flatMap((r) => (r.degree.institute ? [r.degree.institute] : [])));
  const defaultIds = [...new Set(rows.flatMap((r) => (r.instituteId === null ? [] : [r.instituteId])))];
  const skillNames = unique(rows.flatMap((r) => r.subject?.skills ?? []));
  const pathNames = unique(rows.flatMap((r) => r.subject?.careerPaths ?? []));
  const query = async <T>(wanted: readonly unknown[], statement: ReturnType<typeof sql>) =>
    wanted.length === 0 ? [] : rowsOf<T>(await db.execute(statement));

  const [degrees, specs, institutes, defaults, skills, paths, portfolios, degreesOwned] = await Promise.all([
    query<{ name: string; full_name: string; level: string }>(
      degreeNames,
      sql`select name, full_name, level from degrees where active
        and (lower(name) = any(${textArray(degreeNames)}) or lower(full_name) = any(${textArray(degreeNames)})) order by id`,
    ),
    query<{ name: string }>(
      specNames,
      sql`select name from specializations where active and lower(name) = any(${textArray(specNames)}) order by id`,
    ),
    query<{ id: number; full_name: string }>(
      instituteNames,
      sql`select id, full_name from orgs where org_type = 'INSTITUTION'
        and lower(full_name) = any(${textArray(instituteNames)}) order by id`,
    ),
    query<{ id: number; full_name: string }>(
      defaultIds,
      sql`select id, full_name from orgs where id = any(${intArray(defaultIds)})`,
    ),
    query<{ id: number; name: string; display_name: string }>(
      skillNames,
      sql`select id, name, display_name from skills where name = any(${textArray(skillNames)})`,
    ),
    query<{ id: number; name: string }>(
      pathNames,
      sql`select id, name from job_roles where active and lower(name) = any(${textArray(pathNames)}) order by id`,
    ),
    query<{ profile_id: number }>(
      profileIds,
      sql`select profile_id from portfolios where profile_id = any(${intArray(profileIds)})`,
    ),
    profileIds.length === 0
      ? Promise.resolve([] as EducationRow[])
      : db.select().from(educations).where(inArray(educations.profile_id, profileIds)),
  ]);
  const subjectRows =
    degreesOwned.length === 0
      ? []
      : await db
          .select()
          .from(subjects)
          .where(
            inArray(
              subjects.education_id,
              degreesOwned.map((e) => e.id),
            ),
          );
  const shownSkills = [...new Set(subjectRows.flatMap((s) => s.skill_ids))];
  const shownPaths = [...new Set(subjectRows.flatMap((s) => s.job_role_ids))];
  const [skillNamesShown, pathNamesShown] = await Promise.all([
    query<{ id: number; display_name: string }>(
      shownSkills,
      sql`select id, display_name from skills where id = any(${intArray(shownSkills)})`,
    ),
    query<{ id: number; name: string }>(
      shownPaths,
      sql`select id, name from job_roles where id = any(${intArray(shownPaths)})`,
    ),
  ]);
  return {
    degrees: byName(
      degrees,
      (d) => d.name,
      (d) => d.full_name,
    ),
    specializations: byName(specs, (s) => s.name),
    institutes: byName(institutes, (o) => o.full_name),
    defaults: new Map(defaults.map((o) => [o.id, o.full_name])),
    skills: byName(skills, (s) => s.name),
    careerPaths: byName(paths, (p) => p.name),
    skillNames: new Map(skillNamesShown.map((s) => [s.id, s.display_name])),
    careerPathNames: new Map(pathNamesShown.map((p) => [p.id, p.name])),
    withPortfolio: new Set(portfolios.map((p) => p.profile_id)),
    educations: degreesOwned,
    subjects: subjectRows,
  };
}
