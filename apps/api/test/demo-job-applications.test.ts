import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobInvitations, jobs, profiles } from '../src/db/schema';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoJobApplications } from '../src/seed/demo-job-applications';
import { seedDemoJobs } from '../src/seed/demo-jobs';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('demo job applications', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo accounts and jobs, then applies, shortlists and invites once', async () => {
    expect(await seedDemoJobApplications(t.database.db)).toBe(0);
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    await seedDemoJobs(t.database.db);
    const applied = await seedDemoJobApplications(t.database.db);
    expect(applied).toBe(2);
    expect(await seedDemoJobApplications(t.database.db)).toBe(0);

    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const student = await login('Student');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my_profile/my_jobs', headers: bearer(student.token) })
    ).json();
    expect(mine.data.map((a: { status: string }) => a.status).sort()).toEqual(['applied', 'shortlisted']);
    const shortlisted = mine.data.find((a: { status: string }) => a.status === 'shortlisted');
    expect(shortlisted.invited).toBe(true);

    const company = await login('Company');
    const invited = (
      await t.app.inject({
        method: 'GET',
        url: `/api/job_invited_applications?job_id=${shortlisted.job.id}`,
        headers: bearer(company.token),
      })
    ).json();
    expect(invited.data).toEqual([expect.objectContaining({ applied: true, application_status: 'shortlisted' })]);
  });

  it('applies and invites only to the demo jobs still taking applications', async () => {
    // A database whose demo jobs were seeded days before this step first ran: some have closed.
    const u = await createTestApp();
    try {
      await seedDemoAccounts(u.database.db, u.app.services.identityProvider);
      await seedDemoJobs(u.database.db);
      const [company] = await u.database.db
        .select({ org_id: profiles.my_org_id })
        .from(profiles)
        .where(eq(profiles.email, 'company@demo.learnbydoing.in'));
      const published = await u.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.org_id, company!.org_id!), eq(jobs.status, 'published')))
        .orderBy(asc(jobs.id));
      expect(published.length).toBeGreaterThan(3);
      const closed = published.filter((_, i) => i % 2 === 0).map((j) => j.id);
      await u.database.db.update(jobs).set({ apply_by: '2020-01-31' }).where(inArray(jobs.id, closed));

      expect(await seedDemoJobApplications(u.database.db)).toBeGreaterThan(0);
      const touched = await u.database.db
        .select({ job_id: jobApplications.job_id })
        .from(jobApplications)
        .union(u.database.db.select({ job_id: jobInvitations.job_id }).from(jobInvitations));
      expect(touched.length).toBeGreaterThan(0);
      for (const { job_id } of touched) expect(closed).not.toContain(job_id);
    } finally {
      await u.close();
    }
  });
});
