import { randomUUID } from 'node:crypto';
import { CGPA_TO_PERCENT, skillsFilterQuerySchema, type SkillsFilterQuery } from '@lbd/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../db/client';
import {
  educations,
  externalProjects,
  jobApplications,
  jobs,
  orgs,
  profiles,
  readings,
  specializations,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/access';
import { createSnapshots } from '../../lib/snapshots';
import { studentPointsSql } from '../portfolio';
import { createSkillsDashboardService } from './skills-dashboard.service';

/*
 * The skills dashboard's filter matrix: one generated cohort, then random filters (batches, branches,
 * placed, backlogs, score range); the graphs must count exactly the students a direct reference picks,
 * and each graph's buckets add up to that count.
 */

interface Student {
  branch: number | null;
  batch: number;
  /** CGPA x 100, or null: no scored degree. */
  cgpa: number | null;
  backlogs: number;
  degreePlaced: boolean;
  offer: boolean;
  experience: number;
  exposure: number;
}

const student = fc.record({
  branch: fc.option(fc.nat({ max: 2 }), { nil: null }),
  batch: fc.integer({ min: 2025, max: 2027 }),
  cgpa: fc.option(fc.integer({ min: 400, max: 1000 }), { nil: null }),
  backlogs: fc.constantFrom(0, 0, 1, 3),
  degreePlaced: fc.boolean(),
  offer: fc.boolean(),
  experience: fc.constantFrom(0, 30, 60, 150, 450, 900),
  exposure: fc.constantFrom(0, 10, 75),
});

describe('skills dashboard filters against a direct reference', () => {
  let database: Database;
  let orgId: number;
  let cohort: Student[];
  const branches: number[] = [];
  const admin: Actor = { userId: 'admin', isAdmin: true, profile: null };
  const service = () =>
    createSkillsDashboardService({ db: database.db, studentPointsSql, snapshots: createSnapshots({ ttlMs: 0 }) });

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    branches.push(
      ...(await db.select({ id: specializations.id }).from(specializations).orderBy(specializations.id).limit(3)).map(
        (r) => r.id,
      ),
    );
    const [inst] = await db
      .insert(orgs)
      .values({ full_name: `Filters College ${randomUUID().slice(0, 8)}`, org_type: 'INSTITUTION' })
      .returning({ id: orgs.id });
    orgId = inst!.id;
    const [company] = await db
      .insert(orgs)
      .values({ full_name: `Filters Co ${randomUUID().slice(0, 8)}`, org_type: 'COMPANY' })
      .returning({ id: orgs.id });
    cohort = fc.sample(student, { numRuns: 40, seed: 7 });
    for (const s of cohort) {
      const id = randomUUID();
      await db.insert(users).values({ id, name: 'S', email: `${id}@example.test` });
      const [p] = await db
        .insert(profiles)
        .values({
          user_id: id,
          profile_type: 'STUDENT',
          first_name: 'S',
          full_name: 'S',
          my_org_id: orgId,
          specialization_id: s.branch === null ? null : branches[s.branch]!,
          graduation_year: s.batch,
        })
        .returning({ id: profiles.id });
      const profileId = p!.id;
      await db.insert(educations).values({
        profile_id: profileId,
        status: 'complete',
        institute: 'X',
        degree: 'B.Tech',
        specialization: 'Y',
        format: s.cgpa === null ? null : 'GPA',
        score: s.cgpa === null ? '0' : String(s.cgpa / 100),
        backlogs: s.backlogs,
        backlogs_status: s.backlogs > 0,
        placed: s.degreePlaced,
        latest_edu: true,
        tenure_start: '2021-08-01',
        tenure_finish: '2025-05-31',
        points: 0,
      });
      if (s.experience > 0)
        await db.insert(externalProjects).values({
          profile_id: profileId,
          status: 'complete',
          title: 'P',
          date: '2024-01-01',
          duration: 1,
          source: 'S',
          points: s.experience,
        });
      if (s.exposure > 0)
        await db.insert(readings).values({
          profile_id: profileId,
          status: 'complete',
          kind: 'book',
          title: 'B',
          author: 'A',
          type: 'Technical',
          date: '2024-01-01',
          points: s.exposure,
        });
      if (s.offer) {
        const [job] = await db
          .insert(jobs)
          .values({ org_id: company!.id, type: 'Job_Fulltime', title: 'R', status: 'published' })
          .returning({ id: jobs.id });
        await db
          .insert(jobApplications)
          .values({ job_id: job!.id, profile_id: profileId, status: 'selected', eligibility_percent: 100 });
      }
    }
  }, 120_000);
  afterAll(() => database.close());

  const percent = (s: Student) => (s.cgpa === null ? null : (s.cgpa / 100) * CGPA_TO_PERCENT);
  const matches = (s: Student, q: SkillsFilterQuery) => {
    if (q.years.length > 0 && !q.years.includes(s.batch)) return false;
    if (q.branches.length > 0 && (s.branch === null || !q.branches.includes(branches[s.branch]!))) return false;
    if (!q.placed && (s.offer || s.degreePlaced)) return false;
    if (!q.backlogs && s.backlogs > 0) return false;
    const pct = percent(s);
    return pct === null ? q.score_from === 0 : pct >= q.score_from && pct <= q.score_to;
  };

  const filter = fc
    .record({
      years: fc.subarray([2025, 2026, 2027]),
      branches: fc.subarray([0, 1, 2]),
      placed: fc.boolean(),
      backlogs: fc.boolean(),
      // Scores in tenths: a range may start or end between whole numbers (0.5, 72.3).
      a: fc.integer({ min: 0, max: 1000 }).map((t) => t / 10),
      b: fc.integer({ min: 0, max: 1000 }).map((t) => t / 10),
    })
    .map(({ years, branches: b, placed, backlogs, a, b: c }) =>
      skillsFilterQuerySchema.parse({
        years: years.join(','),
        branches: b.map((i) => branches[i]).join(','),
        placed: String(placed),
        backlogs: String(backlogs),
        score_from: Math.min(a, c),
        score_to: Math.max(a, c),
      }),
    );

  it('counts exactly the students the filter picks, in every graph', async () => {
    await fc.assert(
      fc.asyncProperty(filter, async (q) => {
        const picked = cohort.filter((s) => matches(s, q));
        const graphs = (await service().graphs(admin, { ...q, org_id: orgId })).data;
        expect(graphs.students).toBe(picked.length);
        const sum = (rows: { students: number }[]) => rows.reduce((n, r) => n + r.students, 0);
        for (const graph of ['academic', 'branch', 'xceler', 'education', 'experience', 'exposure'] as const)
          expect(sum(graphs[graph]), graph).toBe(picked.length);
        // Experience points land in their bucket: 0–49, 50–99, 100–199, 200–399, 400–799, 800+.
        const edges = [0, 50, 100, 200, 400, 800];
        const bucket = (v: number) => edges.filter((e) => v >= e).length - 1;
        const expected = edges.map((_, i) => picked.filter((s) => bucket(s.experience) === i).length);
        expect(graphs.experience.map((b) => b.students)).toEqual(expected);
        const total = edges.map((_, i) => picked.filter((s) => bucket(s.experience + s.exposure) === i).length);
        expect(graphs.xceler.map((b) => b.students)).toEqual(total);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('the defaults leave placed students out and keep those with backlogs', async () => {
    const q = skillsFilterQuerySchema.parse({});
    expect(q).toMatchObject({ years: [], branches: [], placed: false, backlogs: true, score_from: 0, score_to: 100 });
    const graphs = (await service().graphs(admin, { ...q, org_id: orgId })).data;
    expect(graphs.students).toBe(cohort.filter((s) => !s.offer && !s.degreePlaced).length);
  });

  it('the score range spans the scored students', async () => {
    const range = (await service().scoreRange(admin, { org_id: orgId })).data;
    const pcts = cohort.map(percent).filter((p): p is number => p !== null);
    expect(range.students).toBe(cohort.length);
    expect(range.students_with_score).toBe(pcts.length);
    expect(range.min).toBeCloseTo(Math.min(...pcts), 1);
    expect(range.max).toBeCloseTo(Math.max(...pcts), 1);
  });
});
