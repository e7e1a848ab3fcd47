import { randomUUID } from 'node:crypto';
import { CGPA_TO_PERCENT, type ShortlistFilter } from '@lbd/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../db/client';
import {
  educations,
  externalProjects,
  jobApplications,
  jobRoles,
  jobs,
  orgs,
  portfolioJobRoles,
  profiles,
  skills,
  specializations,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/access';
import type { MailLists } from '../mail-notifications';
import { createShortlistsService } from './shortlists.service';

/*
 * The shortlist filter against a direct reference: random students (branch, batch, latest degree with
 * a CGPA or a percentage, backlogs, placed, offers, skills, career paths) are written to the database,
 * and for random filters the students the API lists, and those a saved shortlist keeps, must be exactly
 * those the reference picks. A deactivated student and another institute's student never appear.
 */

const education = fc.option(
  fc.record({
    format: fc.constantFrom('GPA' as const, 'Numeric' as const, null),
    // Hundredths of the range: a CGPA 0.00-10.00 or a percentage 0.00-100.00, mostly where students
    // are, and often exactly on a bound below (71.25% is CGPA 7.5, 76% is 8.0).
    hundredths: fc.oneof(
      fc.integer({ min: 4000, max: 10_000 }),
      fc.integer({ min: 0, max: 10_000 }),
      fc.constantFrom(7125, 7500, 7600, 8000),
    ),
    backlogs: fc.integer({ min: 0, max: 3 }),
    placed: fc.boolean(),
  }),
  { nil: null },
);
const student = fc.record({
  branch: fc.option(fc.nat({ max: 2 }), { nil: null }),
  batch: fc.option(fc.integer({ min: 2025, max: 2027 }), { nil: null }),
  education,
  offer: fc.boolean(),
  skills: fc.subarray([0, 1, 2]),
  paths: fc.subarray([0, 1]),
});
type Student = typeof student extends fc.Arbitrary<infer S> ? S : never;

// Each part of a filter is left out more often than set, so most filters still match someone.
const sometimes = <T>(arb: fc.Arbitrary<T>, none: T) => fc.oneof({ weight: 2, arbitrary: fc.constant(none) }, arb);
const bound = sometimes<number | undefined>(
  fc.oneof(fc.integer({ min: 500, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.constantFrom(750, 800)),
  undefined,
);
const filter = fc.record({
  branches: sometimes(fc.subarray([0, 1, 2], { minLength: 1 }), []),
  batches: sometimes(fc.subarray([2025, 2026, 2027], { minLength: 1 }), []),
  cgpa_min: bound,
  cgpa_max: bound,
  max_backlogs: sometimes<number | undefined>(fc.integer({ min: 0, max: 3 }), undefined),
  placed: fc.constantFrom('any' as const, 'any' as const, 'yes' as const, 'no' as const),
  skills: sometimes(fc.subarray([0, 1, 2], { minLength: 1 }), []),
  paths: sometimes(fc.subarray([0, 1], { minLength: 1 }), []),
});
type Filter = typeof filter extends fc.Arbitrary<infer F> ? F : never;

/** The stored score in hundredths: a CGPA (a tenth of the generated value) or a percentage. */
const stored = (e: NonNullable<Student['education']>) =>
  e.format === 'GPA' ? Math.round(e.hundredths / 10) : e.hundredths;

describe('the shortlist filter equals a direct reference on generated cohorts', () => {
  let database: Database;
  const catalogue = { branches: [] as number[], skills: [] as number[], paths: [] as number[] };
  let company: number;
  let otherInstitute: number;
  const admin: Actor = { userId: 'admin', isAdmin: true, profile: null };
  const mailLists = {} as MailLists;
  const service = () => createShortlistsService({ db: database.db, mailLists, origin: 'http://test' });

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    catalogue.branches = (
      await db.select({ id: specializations.id }).from(specializations).orderBy(specializations.id).limit(3)
    ).map((r) => r.id);
    catalogue.skills = (await db.select({ id: skills.id }).from(skills).orderBy(skills.id).limit(3)).map((r) => r.id);
    catalogue.paths = (await db.select({ id: jobRoles.id }).from(jobRoles).orderBy(jobRoles.id).limit(2)).map(
      (r) => r.id,
    );
    const [c] = await db.insert(orgs).values({ full_name: 'Filter Co', org_type: 'COMPANY' }).returning();
    company = c!.id;
    const [o] = await db
      .insert(orgs)
      .values({ full_name: 'Filter Other College', org_type: 'INSTITUTION' })
      .returning();
    otherInstitute = o!.id;
  }, 120_000);
  afterAll(() => database.close());

  async function addStudent(orgId: number, s: Student, active = true): Promise<number> {
    const db = database.db;
    const uid = randomUUID();
    await db.insert(users).values({ id: uid, name: 'Student', email: `${uid}@example.test` });
    const [p] = await db
      .insert(profiles)
      .values({
        user_id: uid,
        profile_type: 'STUDENT',
        first_name: 'Student',
        full_name: `Student ${uid.slice(0, 8)}`,
        email: `${uid}@example.test`,
        my_org_id: orgId,
        specialization_id: s.branch === null ? null : catalogue.branches[s.branch]!,
        graduation_year: s.batch,
        active,
      })
      .returning({ id: profiles.id });
    const id = p!.id;
    if (s.education) {
      await db.insert(educations).values({
        profile_id: id,
        status: 'complete',
        institute: 'This College',
        degree: 'B.Tech',
        specialization: 'Any',
        format: s.education.format,
        score: (stored(s.education) / 100).toFixed(2),
        backlogs: s.education.backlogs,
        placed: s.education.placed,
        latest_edu: true,
        tenure_start: '2021-08-01',
        tenure_finish: '2025-05-01',
      });
    }
    if (s.skills.length > 0)
      await db.insert(externalProjects).values({
        profile_id: id,
        status: 'complete',
        title: 'Project',
        date: '2024-01-01',
        duration: 4,
        source: 'Class',
        skill_ids: s.skills.map((i) => catalogue.skills[i]!),
      });
    if (s.paths.length > 0)
      await db
        .insert(portfolioJobRoles)
        .values(s.paths.map((i) => ({ profile_id: id, job_role_id: catalogue.paths[i]! })));
    if (s.offer) {
      const [job] = await db
        .insert(jobs)
        .values({ org_id: company, type: 'Job_Fulltime', title: 'Role', status: 'published' })
        .returning({ id: jobs.id });
      await db
        .insert(jobApplications)
        .values({ job_id: job!.id, profile_id: id, status: 'selected', eligibility_percent: 100 });
    }
    return id;
  }

  /** Does the reference pick this student? Scores compared exactly, in hundredths. */
  function picks(s: Student, f: Filter): boolean {
    if (f.branches.length && (s.branch === null || !f.branches.includes(s.branch))) return false;
    if (f.batches.length && (s.batch === null || !f.batches.includes(s.batch))) return false;
    const e = s.education;
    // A CGPA bound b (hundredths) against a percentage p (hundredths): p >= b × 9.5, i.e. 2p >= 19b.
    const meets = (b: number, atLeast: boolean) => {
      if (!e || e.format === null) return false;
      const score = stored(e);
      const [lhs, rhs] = e.format === 'GPA' ? [score, b] : [2 * score, 19 * b];
      return atLeast ? lhs >= rhs : lhs <= rhs;
    };
    if (f.cgpa_min !== undefined && !meets(f.cgpa_min, true)) return false;
    if (f.cgpa_max !== undefined && !meets(f.cgpa_max, false)) return false;
    if (f.max_backlogs !== undefined && (!e || e.backlogs > f.max_backlogs)) return false;
    const placed = s.offer || Boolean(e?.placed);
    if (f.placed === 'yes' && !placed) return false;
    if (f.placed === 'no' && placed) return false;
    if (f.skills.length && !s.skills.some((k) => f.skills.includes(k))) return false;
    if (f.paths.length && !s.paths.some((k) => f.paths.includes(k))) return false;
    return true;
  }

  const toQuery = (f: Filter): ShortlistFilter => ({
    specialization_ids: f.branches.map((i) => catalogue.branches[i]!),
    batches: f.batches,
    ...(f.cgpa_min !== undefined ? { cgpa_min: f.cgpa_min / 100 } : {}),
    ...(f.cgpa_max !== undefined ? { cgpa_max: f.cgpa_max / 100 } : {}),
    ...(f.max_backlogs !== undefined ? { max_backlogs: f.max_backlogs } : {}),
    placed: f.placed,
    skill_ids: f.skills.map((i) => catalogue.skills[i]!),
    job_role_ids: f.paths.map((i) => catalogue.paths[i]!),
  });

  it('lists and saves exactly the students the reference picks', async () => {
    expect(CGPA_TO_PERCENT).toBe(9.5);
    let run = 0;
    const checked = { filters: 0, matching: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(student, { minLength: 1, maxLength: 12 }),
        student,
        fc.array(filter, { minLength: 1, maxLength: 4 }),
        async (cohort, outsider, filters) => {
          run += 1;
          const [inst] = await database.db
            .insert(orgs)
            .values({ full_name: `Filter College ${run} ${randomUUID().slice(0, 8)}`, org_type: 'INSTITUTION' })
            .returning({ id: orgs.id });
          const orgId = inst!.id;
          const ids: number[] = [];
          for (const s of cohort) ids.push(await addStudent(orgId, s));
          await addStudent(orgId, outsider, false);
          await addStudent(otherInstitute, outsider);

          for (const [n, f] of filters.entries()) {
            checked.filters += 1;
            if (f.cgpa_min !== undefined && f.cgpa_max !== undefined && f.cgpa_min > f.cgpa_max) continue;
            const expected = cohort
              .map((s, i) => (picks(s, f) ? ids[i]! : null))
              .filter((x): x is number => x !== null)
              .sort((a, b) => a - b);
            const q = toQuery(f);
            const listed = await service().students(admin, { ...q, org_id: orgId, page: 1, count: 100 });
            expect(listed.data.map((r) => r.profile_id).sort((a, b) => a - b)).toEqual(expected);
            expect(listed.pagination.total).toBe(expected.length);
            if (expected.length === 0) continue;
            checked.matching += 1;
            const saved = await service().save(admin, { name: `Run ${run} filter ${n}`, filter: q, org_id: orgId });
            expect(saved.student_count).toBe(expected.length);
            const members = await service().members(admin, saved.id, { page: 1, count: 100 });
            expect(members.data.map((r) => r.profile_id).sort((a, b) => a - b)).toEqual(expected);
          }
        },
      ),
      {
        numRuns: 20,
        // Scores exactly on the bounds: 71.25% and CGPA 7.5 at 7.5, 76% and CGPA 8.0 at 8.0.
        examples: [
          [
            [7125, 7600].flatMap((h) =>
              (['GPA', 'Numeric'] as const).map((format) => ({
                branch: 0,
                batch: 2026,
                education: {
                  format,
                  hundredths: format === 'GPA' ? (h === 7125 ? 7500 : 8000) : h,
                  backlogs: 0,
                  placed: false,
                },
                offer: false,
                skills: [],
                paths: [],
              })),
            ),
            { branch: 0, batch: 2026, education: null, offer: false, skills: [], paths: [] },
            [750, 800].flatMap((b) =>
              [
                [b, undefined],
                [undefined, b],
                [b, b],
              ].map(([min, max]) => ({
                branches: [],
                batches: [],
                cgpa_min: min,
                cgpa_max: max,
                max_backlogs: undefined,
                placed: 'any' as const,
                skills: [],
                paths: [],
              })),
            ),
          ],
        ],
      },
    );
    // The runs exercised filters that match some students and some that match none.
    expect(checked.matching).toBeGreaterThan(checked.filters / 4);
    expect(checked.matching).toBeLessThan(checked.filters);
  }, 240_000);
});
