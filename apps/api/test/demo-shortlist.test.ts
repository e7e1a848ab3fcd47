import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoInstituteCohort } from '../src/seed/demo-institute-cohort';
import { seedDemoJobs } from '../src/seed/demo-jobs';
import { seedDemoImports } from '../src/seed/demo-imports';
import { seedDemoShortlist } from '../src/seed/demo-shortlist';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('demo shortlist and bulk imports', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  let institutionToken = '';

  it('waits for the cohort, then saves one shortlist of the demo institute, once', async () => {
    const now = new Date();
    expect(await seedDemoShortlist(t.database.db, now)).toBe(0);
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    await seedDemoJobs(t.database.db);
    await seedDemoInstituteCohort(t.database.db, now);
    const students = await seedDemoShortlist(t.database.db, now);
    expect(students).toBeGreaterThan(0);
    expect(await seedDemoShortlist(t.database.db, now)).toBe(0);

    const a = accounts.find((x) => x.role === 'Institution')!;
    const { token } = await signIn(t.app, a.email, a.password);
    institutionToken = token;
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const table = await get('/api/shortlisted_table');
    expect(table.data).toHaveLength(1);
    const [saved] = table.data;
    expect(saved.name).toMatch(/^CSE( \d{4})?, CGPA 7\.5\+, no backlogs$/);
    expect(saved.student_count).toBe(students);
    const members = await get(`/api/shortlists/${saved.id}/students?count=100`);
    expect(members.pagination.total).toBe(students);
    for (const s of members.data as { branch: string; cgpa: number; backlogs: number }[]) {
      expect(s.branch).toMatch(/^Computer Science/);
      expect(s.cgpa).toBeGreaterThanOrEqual(7.5);
      expect(s.backlogs).toBe(0);
    }
  }, 120_000);

  it('the institution’s cohort got roll numbers by a committed import with two rows in error, once', async () => {
    expect(await seedDemoImports(t.database.db, { storage: t.app.services.storage })).toBe(1);
    expect(await seedDemoImports(t.database.db, { storage: t.app.services.storage })).toBe(0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/imports?tool=profiles',
      headers: bearer(institutionToken),
    });
    expect(res.statusCode).toBe(200);
    const [imp] = res.json().data;
    expect(imp).toMatchObject({
      status: 'committed',
      file_name: 'cohort-roll-numbers.csv',
      counts: { update: 24, error: 2 },
    });
    expect(imp.undo_until).not.toBeNull();
  });

  it('four students’ first semester subjects came in by a portfolio import with one row in error', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(institutionToken) });
    const [imp] = (await get('/api/imports?tool=portfolio')).json().data;
    expect(imp).toMatchObject({
      status: 'committed',
      file_name: 'semester-1-marks.csv',
      counts: { total: 8, create: 7, update: 0, unchanged: 0, error: 1 },
      committed: { rows: 7 },
    });
    const errors = (await get(`/api/imports/${imp.id}/rows?outcome=error`)).json().data;
    expect(errors).toMatchObject([{ row: 9, error: 'Subject score: CGPA should be between 0 and 10' }]);
    const file = await get(`/api/imports/${imp.id}/error_file`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Row 9: Subject score: CGPA should be between 0 and 10');
  });
});
