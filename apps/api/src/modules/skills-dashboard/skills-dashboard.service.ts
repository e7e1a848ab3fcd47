import {
  POINTS_BUCKET_EDGES,
  POINTS_CATEGORIES,
  INSTITUTE_DASHBOARD_TEXTS,
  type ScoreRange,
  type SkillsDemand,
  type SkillsDemandKind,
  type SkillsFilterQuery,
  type SkillsGraphs,
} from '@lbd/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import type { Snapshot, Snapshots } from '../../lib/snapshots';
import { resolveStudentFilter, snapshotKey, toHistogram, type StudentFilter } from '../institute-dashboard';
import { createSkillsDashboardRepo, type SkillsNarrowing } from './skills-dashboard.repo';

/** The label of each points bucket: '0–49', ..., '800+'. */
export const POINTS_BUCKET_LABELS = POINTS_BUCKET_EDGES.map((low, i) => {
  const high = POINTS_BUCKET_EDGES[i + 1];
  return high === undefined ? `${low}+` : `${low}–${high - 1}`;
});

const narrowing = (q: SkillsFilterQuery): SkillsNarrowing => ({
  years: q.years,
  branches: q.branches,
  placed: q.placed,
  backlogs: q.backlogs,
  scoreFrom: q.score_from,
  scoreTo: q.score_to,
});

const round1 = (v: string | number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

/**
 * The skills dashboard (issue 24 item 5): the institute's students, narrowed by batches, branches,
 * placed, backlogs and score, in six graphs, and the skills postings ask for against theirs. Read
 * only; scoped as the institute dashboard is (a department admin sees only their branch).
 */
export function createSkillsDashboardService({
  db,
  studentPointsSql,
  snapshots,
}: {
  db: Db;
  studentPointsSql: (ids: SQL) => SQL;
  snapshots: Snapshots;
}) {
  const repo = createSkillsDashboardRepo(db, studentPointsSql);
  const scope = (actor: Actor, orgId?: number) =>
    resolveStudentFilter(db, actor, { org_id: orgId }, 'skills_dashboard');

  return {
    /** GET /api/get_score_range. */
    async scoreRange(actor: Actor, q: { org_id?: number }): Promise<Snapshot<ScoreRange>> {
      const f = await scope(actor, q.org_id);
      return snapshots(snapshotKey('score-range', f), async () => {
        const row = await repo.scoreRange(f);
        const [min, max] = [round1(row.min), round1(row.max)];
        return { min, max, students_with_score: row.with_score, students: row.students };
      });
    },

    /** GET /api/skills_dashboard: the six graphs. */
    async graphs(actor: Actor, q: SkillsFilterQuery): Promise<Snapshot<SkillsGraphs>> {
      const f = await scope(actor, q.org_id);
      const n = narrowing(q);
      return snapshots(snapshotKey('skills-graphs', f, n), () => graphsOf(f, n));
    },

    /** GET /api/show_skills_dashboard?type: the skills postings of a kind ask for against the matching students'. */
    async demand(actor: Actor, q: SkillsFilterQuery & { type: SkillsDemandKind }): Promise<Snapshot<SkillsDemand>> {
      const f = await scope(actor, q.org_id);
      const n = narrowing(q);
      return snapshots(snapshotKey('skills-demand', f, n, q.type), async () => {
        const [skills, students] = await Promise.all([repo.demand(f, n, q.type), repo.matching(f, n)]);
        return { type: q.type, students, skills };
      });
    },
  };

  async function graphsOf(f: StudentFilter, n: SkillsNarrowing): Promise<SkillsGraphs> {
    const [academic, branches, points] = await Promise.all([
      repo.academic(f, n),
      repo.branches(f, n),
      repo.points(f, n),
    ]);
    const histogram = toHistogram(academic);
    const bucketsOf = (category: string) =>
      POINTS_BUCKET_LABELS.map((label, i) => ({ label, students: points[`${category}_${i}`] ?? 0 }));
    const [exposure, experience, education] = POINTS_CATEGORIES.map(bucketsOf);
    return {
      students: histogram.total,
      academic: [
        ...histogram.buckets.map((b) => ({ label: b.label, students: b.students })),
        ...(histogram.no_score > 0 ? [{ label: INSTITUTE_DASHBOARD_TEXTS.noScore, students: histogram.no_score }] : []),
      ],
      branch: branches.map((b) => ({
        key: b.key ?? 'none',
        label: b.label ?? INSTITUTE_DASHBOARD_TEXTS.notGiven,
        students: b.students,
      })),
      xceler: bucketsOf('total'),
      education: education!,
      experience: experience!,
      exposure: exposure!,
    };
  }
}

export type SkillsDashboardService = ReturnType<typeof createSkillsDashboardService>;
