import { and, desc, eq, getTableColumns, notExists, sql, type AnyColumn } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { myLearnings, projects, resourceGroups } from '../../db/schema';
import { paged, pageRequest } from '../../lib/paging';
import { loadStudentInterests } from '../../lib/recommendations/interests';
import type { ContentService } from './content.service';
import type { LearningCaller } from './learning.policy';

/*
 * Projects and learning paths recommended to a student (the portfolio's Recommended tabs, the dashboard):
 * what closes the skill gaps of the student's career paths first, then what is made for those paths,
 * then what matches their interests; each with the one line that says why.
 */

/** A career path and the skills of it the portfolio does not show yet. */
export interface PathGap {
  name: string;
  id: number;
  missing: ReadonlySet<number>;
}

export interface LearningFit {
  skill_ids: readonly number[];
  job_role_ids: readonly number[];
}

/** Weights: each gap skill covered counts most, then being made for a chosen path, then each interest. */
export const FIT_WEIGHTS = { gapSkill: 3, careerPath: 2, interest: 1 } as const;

/** The reason on an item that fits nothing the student chose. */
export const LEARNING_FALLBACK_REASON = 'new on Learn By Doing';

/**
 * How well a project or learning path fits a student, and why: the career path whose missing skills it
 * covers most (the earlier chosen path among equals), else a path it is made for, else shared interests.
 */
export function learningFit(
  item: LearningFit,
  paths: readonly PathGap[],
  interests: ReadonlySet<number>,
): { score: number; reason: string } {
  let best: { path: PathGap; covered: number } | null = null;
  for (const path of paths) {
    const covered = new Set(item.skill_ids.filter((id) => path.missing.has(id))).size;
    if (covered > 0 && (!best || covered > best.covered)) best = { path, covered };
  }
  const madeFor = paths.filter((p) => item.job_role_ids.includes(p.id));
  const liked = new Set(item.skill_ids.filter((id) => interests.has(id))).size;
  const score =
    (best?.covered ?? 0) * FIT_WEIGHTS.gapSkill +
    madeFor.length * FIT_WEIGHTS.careerPath +
    liked * FIT_WEIGHTS.interest;
  if (best) {
    const n = best.covered;
    return { score, reason: `covers ${n} skill${n === 1 ? '' : 's'} your ${best.path.name} path lacks` };
  }
  if (madeFor.length > 0) return { score, reason: `made for your ${madeFor[0]!.name} path` };
  if (liked > 0) return { score, reason: `matches ${liked} of your interests` };
  return { score, reason: LEARNING_FALLBACK_REASON };
}

/** How many of the newest published items are ranked; older ones are not recommended. */
export const LEARNING_RECOMMENDATION_POOL = 500;

interface Facts {
  careerPaths(profileId: number): Promise<{ id: number; name: string; skills: { id: number }[] }[]>;
  skillIds(profileId: number): Promise<number[]>;
}

export function createLearningRecommendations(deps: { db: Db; content: ContentService; portfolio: Facts }) {
  const { db, content } = deps;

  async function studentFit(profileId: number) {
    const [paths, owned, interests] = await Promise.all([
      deps.portfolio.careerPaths(profileId),
      deps.portfolio.skillIds(profileId),
      loadStudentInterests(db, profileId),
    ]);
    const have = new Set(owned);
    const gaps: PathGap[] = paths.map((p) => ({
      id: p.id,
      name: p.name,
      missing: new Set(p.skills.filter((s) => !have.has(s.id)).map((s) => s.id)),
    }));
    return (item: LearningFit) => learningFit(item, gaps, interests.skillIds);
  }

  /** Not already taken, bookmarked or finished by the student (left items come back). */
  const notTaken = (profileId: number, column: AnyColumn, id: AnyColumn) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(myLearnings)
        .where(
          and(eq(column, id), eq(myLearnings.profile_id, profileId), sql`${myLearnings.status} <> 'Dropped'`),
        ),
    );

  function rankAndCut<T extends LearningFit & { id: number }>(
    pool: T[],
    fit: (item: LearningFit) => { score: number; reason: string },
    q: { page: number; count: number },
  ) {
    const ranked = pool.map((item) => ({ item, ...fit(item) })).sort((a, b) => b.score - a.score);
    const page = pageRequest(q);
    const slice = ranked.slice(page.offset, page.offset + page.count);
    return { page, total: ranked.length, slice, reasons: new Map(slice.map((r) => [r.item.id, r.reason])) };
  }

  return {
    /** GET /api/recommended/projects */
    async projects(caller: LearningCaller, q: { page: number; count: number }) {
      const profileId = caller.profileId!;
      const [fit, pool] = await Promise.all([
        studentFit(profileId),
        db
          .select({ ...getTableColumns(projects), ...content.projects.counts })
          .from(projects)
          .where(and(eq(projects.status, 'published'), notTaken(profileId, myLearnings.project_id, projects.id)))
          .orderBy(desc(projects.published_at), desc(projects.id))
          .limit(LEARNING_RECOMMENDATION_POOL),
      ]);
      const { page, total, slice, reasons } = rankAndCut(pool, fit, q);
      const data = await content.projects.summaries(
        caller,
        slice.map((r) => r.item),
        reasons,
      );
      return paged(data, total, page);
    },
    /** GET /api/recommended/resource_groups */
    async resourceGroups(caller: LearningCaller, q: { page: number; count: number }) {
      const profileId = caller.profileId!;
      const [fit, pool] = await Promise.all([
        studentFit(profileId),
        db
          .select({ ...getTableColumns(resourceGroups), ...content.groups.counts })
          .from(resourceGroups)
          .where(
            and(
              eq(resourceGroups.status, 'published'),
              notTaken(profileId, myLearnings.resource_group_id, resourceGroups.id),
            ),
          )
          .orderBy(desc(resourceGroups.published_at), desc(resourceGroups.id))
          .limit(LEARNING_RECOMMENDATION_POOL),
      ]);
      const { page, total, slice, reasons } = rankAndCut(pool, fit, q);
      const data = await content.groups.summaries(
        caller,
        slice.map((r) => r.item),
        reasons,
      );
      return paged(data, total, page);
    },
  };
}

export type LearningRecommendations = ReturnType<typeof createLearningRecommendations>;

/** Published learning paths carrying each of these skills, newest first, at most `per` a skill (for weak skills). */
export async function pathsForSkills(db: Db, skillIds: number[], per: number) {
  const ids = [...new Set(skillIds)].slice(0, 50);
  if (ids.length === 0) return [];
  const rows = rowsOf<{ skill_id: number; id: number; title: string }>(
    await db.execute(sql`
      select s.skill_id, g.id, g.title from unnest(${`{${ids.join(',')}}`}::int[]) as s(skill_id)
      cross join lateral (
        select id, title from resource_groups
        where status = 'published' and price_paise = 0 and s.skill_id = any(skill_ids)
        order by published_at desc nulls last, id desc limit ${per}
      ) g`),
  );
  return rows.map((r) => ({ skill_id: Number(r.skill_id), id: Number(r.id), title: r.title }));
}
