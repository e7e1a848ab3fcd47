import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { demoCohortIds, seedDemoInstituteCohort } from '../src/seed/demo-institute-cohort';
import { seedDemoClubs } from '../src/seed/demo-clubs';
import { seedDemoEvents } from '../src/seed/demo-events';
import { seedDemoJobs } from '../src/seed/demo-jobs';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('demo institute cohort', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo accounts and jobs, then gives the demo institute forty students with offers, once', async () => {
    expect(await seedDemoInstituteCohort(t.database.db)).toBe(0);
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    await seedDemoJobs(t.database.db);
    await seedDemoEvents(t.database.db);
    await seedDemoClubs(t.database.db);
    const applied = await seedDemoInstituteCohort(t.database.db);
    expect(applied).toBeGreaterThan(10);
    expect(await seedDemoInstituteCohort(t.database.db)).toBe(0);
    expect(await demoCohortIds(t.database.db)).toHaveLength(40);

    const a = accounts.find((x) => x.role === 'Institution')!;
    const { token } = await signIn(t.app, a.email, a.password);
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const counters = await get('/api/fetch_counters');
    // The cohort and the demo student.
    expect(counters.students).toBe(41);
    expect(counters.branches).toBeGreaterThanOrEqual(4);
    expect(counters.offers).toBeGreaterThan(0);
    expect(counters.placed_students).toBeGreaterThan(0);
    expect(counters.placed_students).toBeLessThanOrEqual(counters.students);
    expect(counters.mentors).toBe(1);
    const mentors = await t.app.inject({
      method: 'GET',
      url: '/api/list_org_advisor_entities_counts',
      headers: bearer(token),
    });
    expect(mentors.json().data).toEqual([
      expect.objectContaining({ name: 'Meenakshi Rao', activities: 1, students: expect.any(Number) }),
    ]);
    expect(mentors.json().data[0].students).toBeGreaterThan(5);
    const skills = await get('/api/fetch_top_skills');
    expect(skills.length).toBeGreaterThanOrEqual(5);
    expect(counters.event_registrations).toBeGreaterThan(0);
    expect(counters.club_memberships).toBeGreaterThan(0);
    const histogram = await get('/api/fetch_histogram_academic');
    expect(histogram.total - histogram.no_score).toBeGreaterThanOrEqual(40);
  }, 120_000);
});
