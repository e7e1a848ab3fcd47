import { randomUUID } from 'node:crypto';
import { CGPA_TO_PERCENT, INSTITUTE_SPLIT_FIELDS, type InstituteSplitField } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { degrees, educations, jobApplications, jobs, orgs, profiles, specializations, users } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { createSnapshots } from '../../lib/snapshots';
import { createInstituteDashboardService } from './institute-dashboard.service';

/*
 * Every institute aggregate against a reference computed directly from the generated cohort: random
 * students (degree, branch, batch, latest degree, offers, internships, plain applications) are written
 * to the database, and the service's counters, splits, histogram and placement must equal the
 * reference; the splits add up to the totals, and offers and placed students are counted apart.
 */

const offer = fc.record({
  company: fc.nat({ max: 2 }),
  salary_min: fc.option(fc.integer({ min: 2, max: 20 }), { nil: null }),
  salary_max: fc.option(fc.integer({ min: 20, max: 40 }), { nil: null }),
});
const student = fc.record({
  degree: fc.option(fc.nat({ max: 2 }), { nil: null }),
  branch: fc.option(fc.nat({ max: 3 }), { nil: null }),
  batch: fc.option(fc.integer({ min: 2025, max: 2028 }), { nil: null }),
  education: fc.option(
    fc.record({
      format: fc.constantFrom('GPA' as const, 'Numeric' as const, null),
      score: fc.integer({ min: 0, max: 1000 }),
      placed: fc.boolean(),
    }),
    { nil: null },
  ),
  offers: fc.array(offer, { maxLength: 2 }),
  internshipSelected: fc.boolean(),
  applied: fc.boolean(),
});
type Student = typeof student extends fc.Arbitrary<infer S> ? S : never;

const LAKH = 100_000 * 100;

/** The score the generated education stores: a CGPA out of 10 or a percentage, two decimals. */
const storedScore = (e: NonNullable<Student['education']>) =>
  e.format === 'GPA' ? Math.round((e.score / 100) * 100) / 100 : Math.round((e.score / 10) * 100) / 100;

describe('institute aggregates equal a direct reference on generated cohorts', () => {
  let database: Database;
  const catalogue = { degrees: [] as { id: number; name: string }[], branches: [] as { id: number; name: string }[] };
  const companies: { id: number; name: string }[] = [];
  let otherInstitute: number;
  const service = () => createInstituteDashboardService({ db: database.db, snapshots: createSnapshots({ ttlMs: 0 }) });
  const admin: Actor = { userId: 'admin', isAdmin: true, profile: null };

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    catalogue.degrees = await db
      .select({ id: degrees.id, name: degrees.name })
      .from(degrees)
      .orderBy(degrees.id)
      .limit(3);
    catalogue.branches = await db
      .select({ id: specializations.id, name: specializations.name })
      .from(specializations)
      .orderBy(specializations.id)
      .limit(4);
    for (const name of ['Aggregates Co A', 'Aggregates Co B', 'Aggregates Co C']) {
      const [row] = await db.insert(orgs).values({ full_name: name, org_type: 'COMPANY' }).returning({ id: orgs.id });
      companies.push({ id: row!.id, name });
    }
    const [other] = await db
      .insert(orgs)
      .values({ full_name: 'Aggregates Other College', org_type: 'INSTITUTION' })
      .returning({ id: orgs.id });
    otherInstitute = other!.id;
  }, 120_000);
  afterAll(() => database.close());

  async function addStudent(orgId: number, s: Student, active = true) {
    const db = database.db;
    const id = randomUUID();
    await db.insert(users).values({ id, name: 'Student', email: `${id}@example.test` });
    const [p] = await db
      .insert(profiles)
      .values({
        user_id: id,
        profile_type: 'STUDENT',
        first_name: 'Student',
        full_name: `Student ${id.slice(0, 6)}`,
        my_org_id: orgId,
        degree_id: s.degree === null ? null : catalogue.degrees[s.degree]!.id,
        specialization_id: s.branch === null ? null : catalogue.branches[s.branch]!.id,
        graduation_year: s.batch,
        active,
      })
      .returning({ id: profiles.id });
    const profileId = p!.id;
    if (s.education) {
      // An older degree first: the latest one (marked latest_edu) is the one counted.
      await db.insert(educations).values([
        {
          profile_id: profileId,
          status: 'Completed',
          institute: 'Old School',
          degree: 'Class XII',
          specialization: 'Science',
          format: 'Numeric',
          score: '99',
          placed: false,
          tenure_start: '2015-06-01',
          tenure_finish: '2017-05-01',
        },
        {
          profile_id: profileId,
          status: 'Completed',
          institute: 'This College',
          degree: 'B.Tech',
          specialization: 'Any',
          format: s.education.format,
          score: String(storedScore(s.education)),
          placed: s.education.placed,
          latest_edu: true,
          tenure_start: '2021-08-01',
          tenure_finish: '2025-05-01',
        },
      ]);
    }
    const job = async (org: number, type: 'Job_Fulltime' | 'Internship', min: number | null, max: number | null) => {
      const [row] = await db
        .insert(jobs)
        .values({
          org_id: org,
          type,
          title: 'Role',
          status: 'published',
          salary_min: min === null ? null : min * LAKH,
          salary_max: max === null ? null : max * LAKH,
        })
        .returning({ id: jobs.id });
      return row!.id;
    };
    const apply = async (jobId: number, status: 'selected' | 'applied') =>
      db.insert(jobApplications).values({ job_id: jobId, profile_id: profileId, status, eligibility_percent: 100 });
    for (const o of s.offers)
      await apply(await job(companies[o.company]!.id, 'Job_Fulltime', o.salary_min, o.salary_max), 'selected');
    if (s.internshipSelected) await apply(await job(companies[0]!.id, 'Internship', null, null), 'selected');
    if (s.applied) await apply(await job(companies[1]!.id, 'Job_Fulltime', 5, 6), 'applied');
  }

  const placed = (s: Student) => s.offers.length > 0 || Boolean(s.education?.placed);
  const percent = (s: Student): number | null => {
    const e = s.education;
    if (!e || e.format === null) return null;
    const stored = storedScore(e);
    return e.format === 'GPA' ? stored * CGPA_TO_PERCENT : stored;
  };
  const pay = (o: Student['offers'][number]) =>
    o.salary_min !== null && o.salary_max !== null
      ? ((o.salary_min + o.salary_max) * LAKH) / 2
      : o.salary_max !== null
        ? o.salary_max * LAKH
        : o.salary_min !== null
          ? o.salary_min * LAKH
          : null;
  const keyOf = (s: Student, field: InstituteSplitField): string => {
    if (field === 'degree') return s.degree === null ? 'none' : String(catalogue.degrees[s.degree]!.id);
    if (field === 'branch') return s.branch === null ? 'none' : String(catalogue.branches[s.branch]!.id);
    return s.batch === null ? 'none' : String(s.batch);
  };

  it('counters, splits, histogram and placement match the cohort', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(student, { maxLength: 10 }), student, async (cohort, outsider) => {
        run += 1;
        const [inst] = await database.db
          .insert(orgs)
          .values({ full_name: `Aggregates College ${run} ${randomUUID().slice(0, 8)}`, org_type: 'INSTITUTION' })
          .returning({ id: orgs.id });
        const orgId = inst!.id;
        for (const s of cohort) await addStudent(orgId, s);
        // Never counted: a deactivated student of this institute, a student of another.
        await addStudent(orgId, outsider, false);
        await addStudent(otherInstitute, outsider);

        const q = { org_id: orgId };
        const counters = (await service().counters(admin, q)).data;
        const offers = cohort.reduce((n, s) => n + s.offers.length, 0);
        const placedCount = cohort.filter(placed).length;
        expect(counters).toMatchObject({
          students: cohort.length,
          offers,
          placed_students: placedCount,
          applications: cohort.reduce(
            (n, s) => n + s.offers.length + (s.internshipSelected ? 1 : 0) + (s.applied ? 1 : 0),
            0,
          ),
          companies_hiring: new Set(cohort.flatMap((s) => s.offers.map((o) => o.company))).size,
          batches: new Set(cohort.map((s) => s.batch).filter((b) => b !== null)).size,
          branches: new Set(cohort.map((s) => s.branch).filter((b) => b !== null)).size,
        });
        expect(placedCount).toBeLessThanOrEqual(cohort.length);

        for (const field of INSTITUTE_SPLIT_FIELDS) {
          const split = (await service().split(admin, { ...q, field })).data;
          const expected = new Map<string, { students: number; placed: number; offers: number }>();
          for (const s of cohort) {
            const k = keyOf(s, field);
            const cur = expected.get(k) ?? { students: 0, placed: 0, offers: 0 };
            expected.set(k, {
              students: cur.students + 1,
              placed: cur.placed + (placed(s) ? 1 : 0),
              offers: cur.offers + s.offers.length,
            });
          }
          expect(
            new Map(split.rows.map((r) => [r.key, { students: r.students, placed: r.placed, offers: r.offers }])),
          ).toEqual(expected);
          const sum = (f: 'students' | 'placed' | 'not_placed' | 'offers') => split.rows.reduce((n, r) => n + r[f], 0);
          expect(split.total).toMatchObject({
            students: sum('students'),
            placed: sum('placed'),
            not_placed: sum('not_placed'),
            offers: sum('offers'),
          });
          expect(split.total.students).toBe(cohort.length);
          expect(split.total.offers).toBe(offers);
        }

        const histogram = (await service().academicHistogram(admin, q)).data;
        const buckets = Array.from({ length: 10 }, () => 0);
        let noScore = 0;
        for (const s of cohort) {
          const pct = percent(s);
          if (pct === null) noScore += 1;
          else buckets[Math.min(Math.max(Math.floor(pct / 10), 0), 9)]! += 1;
        }
        expect(histogram.buckets.map((b) => b.students)).toEqual(buckets);
        expect(histogram.no_score).toBe(noScore);
        expect(histogram.total).toBe(cohort.length);

        const placement = (await service().placement(admin, q)).data;
        const pays = cohort
          .flatMap((s) => s.offers.map(pay))
          .filter((p): p is number => p !== null)
          .sort((a, b) => a - b);
        const median =
          pays.length === 0
            ? null
            : pays.length % 2
              ? pays[(pays.length - 1) / 2]!
              : (pays[pays.length / 2 - 1]! + pays[pays.length / 2]!) / 2;
        const rupees = (p: number | null) => (p === null ? null : Math.round(p / 100));
        expect(placement).toMatchObject({
          students: cohort.length,
          offers,
          placed_students: placedCount,
          placed_with_offer: cohort.filter((s) => s.offers.length > 0).length,
          not_placed: cohort.length - placedCount,
          salary: {
            offers_with_salary: pays.length,
            median: rupees(median),
            max: rupees(pays.length ? pays[pays.length - 1]! : null),
          },
        });
        const mean = pays.length ? pays.reduce((a, b) => a + b, 0) / pays.length : null;
        if (mean === null) expect(placement.salary.mean).toBeNull();
        else expect(Math.abs(placement.salary.mean! - mean / 100)).toBeLessThanOrEqual(1);
        expect(placement.companies.reduce((n, c) => n + c.offers, 0)).toBe(offers);
      }),
      { numRuns: 15 },
    );
  }, 180_000);

  it('skills: each student counts once per skill, however many entries name it', async () => {
    const db = database.db;
    const [inst] = await db
      .insert(orgs)
      .values({ full_name: `Skills College ${randomUUID().slice(0, 8)}`, org_type: 'INSTITUTION' })
      .returning({ id: orgs.id });
    const base: Student = {
      degree: null,
      branch: null,
      batch: null,
      education: null,
      offers: [],
      internshipSelected: false,
      applied: false,
    };
    for (let i = 0; i < 3; i += 1) await addStudent(inst!.id, base);
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`select id from profiles where my_org_id = ${inst!.id} order by id`),
    ).map((r) => r.id);
    const skills = rowsOf<{ id: number }>(await db.execute(sql`select id from skills order by id limit 2`)).map(
      (r) => r.id,
    );
    const edu = (profileId: number, skillIds: number[], n: number) => ({
      profile_id: profileId,
      status: 'Completed',
      institute: `School ${n}`,
      degree: 'Diploma',
      specialization: 'Any',
      tenure_start: '2020-01-01',
      tenure_finish: '2021-01-01',
      skill_ids: skillIds,
    });
    // Student 1 names skill A twice and B once; student 2 names A; student 3 nothing.
    await db.insert(educations).values([edu(ids[0]!, [skills[0]!], 1), edu(ids[0]!, [skills[0]!, skills[1]!], 2)]);
    await db.insert(educations).values([edu(ids[1]!, [skills[0]!], 3)]);
    const top = (await service().topSkills(admin, { org_id: inst!.id, limit: 10 })).data;
    expect(top.map((t) => [t.id, t.students])).toEqual([
      [skills[0], 2],
      [skills[1], 1],
    ]);
  });
});
