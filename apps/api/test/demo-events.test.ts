import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { loadDemoEvents, seedDemoEvents } from '../src/seed/demo-events';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('demo events', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo accounts, then publishes upcoming events from several organisations once', async () => {
    expect(await seedDemoEvents(t.database.db)).toBe(0);
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    const count = await seedDemoEvents(t.database.db);
    expect(count).toBe(loadDemoEvents().length);
    expect(count).toBeGreaterThanOrEqual(12);
    expect(await seedDemoEvents(t.database.db)).toBe(0);

    const list = (await t.app.inject({ method: 'GET', url: '/api/events?count=100' })).json();
    expect(list.pagination.total).toBe(count);
    expect(new Set(list.data.map((e: { org: { id: number } }) => e.org.id)).size).toBeGreaterThanOrEqual(4);
    expect(list.data[0].is_featured).toBe(true);
    expect(list.data.some((e: { is_online: boolean }) => e.is_online)).toBe(true);
    // Every named skill resolved against the catalogue; every deadline still open.
    for (const card of list.data) {
      expect(card.skills.length, card.title).toBeGreaterThan(0);
      expect(card.days_left).not.toBe('Closed');
    }

    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const student = await login('Student');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my_profile/my_events',
      headers: bearer(student.token),
    });
    expect(
      mine
        .json()
        .data.map((e: { status: string }) => e.status)
        .sort(),
    ).toEqual(['applied', 'enrolled']);
    const recommended = await t.app.inject({
      method: 'GET',
      url: '/api/recommended/events',
      headers: bearer(student.token),
    });
    expect(recommended.json().data[0].reason).toMatch(/career path/);
    const institution = await login('Institution');
    const own = await t.app.inject({ method: 'GET', url: '/api/show_org_events', headers: bearer(institution.token) });
    expect(own.json().pagination.total).toBeGreaterThanOrEqual(4);
    const trained = await t.app.inject({
      method: 'GET',
      url: '/api/show_training_student_events',
      headers: bearer(institution.token),
    });
    expect(trained.json().data[0].my_students).toBe(1);
  });
});
