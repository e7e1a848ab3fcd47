import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/db/seed/demo';
import { seedDemoJobApplications } from '../src/db/seed/demo-job-applications';
import { seedDemoJobs } from '../src/db/seed/demo-jobs';
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
});
