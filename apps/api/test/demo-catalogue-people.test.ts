import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { DEMO_INCOMPLETE, seedDemoCataloguePeople } from '../src/seed/demo-catalogue-people';
import { createTestApp } from './app';
import { bearer, buildAdmin } from './factories';

describe('demo data for catalogue upkeep and the people tools', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds a duplicate skill, a waiting skill, batches and two incomplete accounts, once', async () => {
    await seedDemoAccounts(t.database.db, t.app.services.identityProvider);
    expect(await seedDemoCataloguePeople(t.database.db, t.app.services.identityProvider)).toBe(1);
    expect(await seedDemoCataloguePeople(t.database.db, t.app.services.identityProvider)).toBe(0);
    const admin = await buildAdmin(t.app);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) })).json().data;
    const react = await get('/api/admin/catalogue/skills?query=react&count=20');
    expect(react.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['React', 'ReactJS']));
    expect((await get('/api/admin/skills')).map((s: { display_name: string }) => s.display_name)).toContain(
      'Figma Prototyping',
    );
    expect((await get('/api/admin/catalogue/batches?count=10')).length).toBe(3);
    const incomplete = await get('/api/get_student_incomplete_account?count=100');
    for (const person of DEMO_INCOMPLETE)
      expect(incomplete.map((r: { email: string }) => r.email)).toContain(person.email);
    const sneha = incomplete.find((r: { email: string }) => r.email === DEMO_INCOMPLETE[1].email);
    expect(sneha.missing).toEqual(['terms', 'degree', 'specialization', 'graduation_year']);
    const student = await get('/api/get_profile_by_email?email=student@demo.learnbydoing.in');
    expect(student.batch).toMatch(/^B\.Tech CSE/);
  });
});
