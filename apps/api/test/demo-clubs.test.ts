import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { loadDemoClubs, seedDemoClubs } from '../src/seed/demo-clubs';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('demo clubs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo accounts, then publishes clubs of several organisations once, with demo members', async () => {
    expect(await seedDemoClubs(t.database.db)).toBe(0);
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    const count = await seedDemoClubs(t.database.db);
    expect(count).toBe(loadDemoClubs().length);
    expect(count).toBeGreaterThanOrEqual(10);
    expect(await seedDemoClubs(t.database.db)).toBe(0);

    const list = (await t.app.inject({ method: 'GET', url: '/api/clubs?count=100' })).json();
    expect(list.pagination.total).toBe(count);
    expect(new Set(list.data.map((c: { org: { id: number } }) => c.org.id)).size).toBeGreaterThanOrEqual(4);

    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const student = await login('Student');
    const mine = await t.app.inject({ method: 'GET', url: '/api/my_profile/my_clubs', headers: bearer(student.token) });
    expect(
      mine
        .json()
        .data.map((m: { role: string }) => m.role)
        .sort(),
    ).toEqual(['committee', 'member']);
    const recommended = await t.app.inject({
      method: 'GET',
      url: '/api/recommended/clubs',
      headers: bearer(student.token),
    });
    expect(recommended.json().pagination.total).toBe(count - 3);

    const institution = await login('Institution');
    const own = await t.app.inject({ method: 'GET', url: '/api/show_org_clubs', headers: bearer(institution.token) });
    const robotics = own.json().data.find((c: { title: string }) => c.title.startsWith('Robotics'));
    const dash = await t.app.inject({
      method: 'GET',
      url: `/api/show_club_dashboard/${robotics.id}`,
      headers: bearer(institution.token),
    });
    expect(dash.json().data.counts).toMatchObject({ members: 1, committee: 1, admins: 0 });
    const mentor = await login('Mentor');
    const mentored = await t.app.inject({
      method: 'GET',
      url: '/api/show_mentor_clubs',
      headers: bearer(mentor.token),
    });
    expect(mentored.json().data.map((c: { title: string }) => c.title)).toEqual(['Cloud Careers Circle']);
  });
});
