import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { loadDemoJobs, seedDemoJobs } from '../src/seed/demo-jobs';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('demo jobs and internships', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo company, then publishes realistic jobs and internships once', async () => {
    expect(await seedDemoJobs(t.database.db)).toBe(0);
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    const count = await seedDemoJobs(t.database.db);
    expect(count).toBe(loadDemoJobs().length);
    expect(count).toBeGreaterThanOrEqual(12);
    expect(await seedDemoJobs(t.database.db)).toBe(0);

    const jobs = (await t.app.inject({ method: 'GET', url: '/api/list/jobs_v1?count=100' })).json();
    const internships = (await t.app.inject({ method: 'GET', url: '/api/list/jobs?count=100' })).json();
    expect(jobs.pagination.total).toBeGreaterThanOrEqual(5);
    expect(internships.pagination.total).toBeGreaterThanOrEqual(4);
    // Every named skill, career path and degree resolved against the catalogue.
    for (const card of [...jobs.data, ...internships.data]) expect(card.skills.length).toBeGreaterThan(0);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobs.data[0].id}` })).json().data;
    expect(detail.job_roles.length).toBeGreaterThan(0);
    expect(detail.days_left).not.toBe('Closed');

    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const company = await login('Company');
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/show_org_jobs?count=100',
      headers: bearer(company.token),
    });
    expect(own.json().pagination.total).toBeGreaterThanOrEqual(9);
    const student = await login('Student');
    const recommended = await t.app.inject({
      method: 'GET',
      url: '/api/recommended/jobs?type=Job_Fulltime',
      headers: bearer(student.token),
    });
    expect(recommended.json().data[0].reason).toMatch(/career path/);
  });
});
