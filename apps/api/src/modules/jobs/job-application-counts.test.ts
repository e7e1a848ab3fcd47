import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_COUNT_SHARDS, jobApplicationCounts, jobApplications, jobs, profiles } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { buildAdmin, buildUser } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';

/** The counts the triggers keep must always equal counting the applications themselves. */
describe('job application counts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let jobA: number;
  let jobB: number;
  let students: number[];

  const label = (r: { job_id: number; status: string; n: number }) =>
    `${r.job_id === jobA ? 'A' : 'B'}:${r.status}=${r.n}`;
  /** The kept counts by job and status, their shards added up. */
  const kept = async () =>
    (
      await t.database.db
        .select({
          job_id: jobApplicationCounts.job_id,
          status: jobApplicationCounts.status,
          n: sql<number>`sum(${jobApplicationCounts.n})::int`,
        })
        .from(jobApplicationCounts)
        .where(inArray(jobApplicationCounts.job_id, [jobA, jobB]))
        .groupBy(jobApplicationCounts.job_id, jobApplicationCounts.status)
        .having(sql`sum(${jobApplicationCounts.n}) > 0`)
    )
      .map(label)
      .sort();
  const counted = async () =>
    (
      await t.database.db
        .select({ job_id: jobApplications.job_id, status: jobApplications.status, n: sql<number>`count(*)::int` })
        .from(jobApplications)
        .where(inArray(jobApplications.job_id, [jobA, jobB]))
        .groupBy(jobApplications.job_id, jobApplications.status)
    )
      .map(label)
      .sort();
  /** Each shard's row holds exactly its applicants (profile_id modulo the shards). */
  const keptByShard = async () =>
    (
      await t.database.db
        .select()
        .from(jobApplicationCounts)
        .where(and(inArray(jobApplicationCounts.job_id, [jobA, jobB]), sql`${jobApplicationCounts.n} <> 0`))
    )
      .map((r) => `${label(r)}@${r.shard}`)
      .sort();
  const countedByShard = async () => {
    const shard = sql<number>`(${jobApplications.profile_id} % ${sql.raw(String(APPLICATION_COUNT_SHARDS))})::int`;
    return (
      await t.database.db
        .select({
          job_id: jobApplications.job_id,
          status: jobApplications.status,
          shard,
          n: sql<number>`count(*)::int`,
        })
        .from(jobApplications)
        .where(inArray(jobApplications.job_id, [jobA, jobB]))
        .groupBy(jobApplications.job_id, jobApplications.status, shard)
    )
      .map((r) => `${label(r)}@${r.shard}`)
      .sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await buildAdmin(t.app);
    const [orgId] = await orgIds(t.app, 'COMPANY');
    const company = await buildOrgUser(t.app, 'COMPANY', { orgId, admin });
    jobA = await createJob(t.app, company.token, { title: 'Counted job A' });
    jobB = await createJob(t.app, company.token, { title: 'Counted job B' });
    students = [];
    for (let i = 0; i < 6; i++) students.push((await buildUser(t.app, 'STUDENT')).profileId);
  });
  afterAll(() => t.close());

  it('follows bulk inserts, mixed moves, swaps and deletes', async () => {
    const db = t.database.db;
    await db
      .insert(jobApplications)
      .values(students.map((profile_id, i) => ({ job_id: i < 4 ? jobA : jobB, profile_id, eligibility_percent: 100 })));
    expect(await kept()).toEqual(['A:applied=4', 'B:applied=2']);
    // Consecutive applicants land in different shards, so they do not wait for each other's commit.
    const shards = await t.database.db
      .selectDistinct({ shard: jobApplicationCounts.shard })
      .from(jobApplicationCounts)
      .where(eq(jobApplicationCounts.job_id, jobA));
    expect(shards.length).toBeGreaterThan(1);

    // Two applications of A to shortlisted, then a swap of statuses in one statement.
    await db
      .update(jobApplications)
      .set({ status: 'shortlisted' })
      .where(and(eq(jobApplications.job_id, jobA), inArray(jobApplications.profile_id, students.slice(0, 2))));
    await db.execute(sql`update job_applications set status = case status when 'shortlisted' then 'applied' else 'shortlisted' end
      where job_id = ${jobA}`);
    // An update that changes no status leaves the counts alone.
    await db.update(jobApplications).set({ cover_note: 'edited' }).where(eq(jobApplications.job_id, jobB));
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual(['A:applied=2', 'A:shortlisted=2', 'B:applied=2']);
    expect(await keptByShard()).toEqual(await countedByShard());
    // An application handed to another applicant moves to that applicant's shard.
    await db
      .update(jobApplications)
      .set({ profile_id: students[0]! })
      .where(and(eq(jobApplications.job_id, jobB), eq(jobApplications.profile_id, students[4]!)));
    expect(await keptByShard()).toEqual(await countedByShard());

    await db.delete(jobApplications).where(eq(jobApplications.profile_id, students[0]!));
    expect(await kept()).toEqual(await counted());
    // Deleting a job takes its applications and its counts with it.
    await db.delete(jobs).where(eq(jobs.id, jobB));
    expect(await kept()).toEqual(['A:applied=1', 'A:shortlisted=2']);
    expect(await kept()).toEqual(await counted());
    // Profiles going away (cascade) are counted out too.
    await db.delete(profiles).where(eq(profiles.id, students[1]!));
    expect(await kept()).toEqual(await counted());
    expect(await keptByShard()).toEqual(await countedByShard());
  });
});
