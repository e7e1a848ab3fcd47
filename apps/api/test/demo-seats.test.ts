import type { SeatPool } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoActivities } from '../src/seed/demo-activities';
import { seedDemoLearning } from '../src/seed/demo-learning';
import { DEMO_SEAT_NEWCOMER, DEMO_SEATS_PAGE, seedDemoPayments, seedDemoSeats } from '../src/seed/demo-payments';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

/** The demo institution's seats (issue 30 item 10): a paid pool of 30 with seats given, shown to its staff. */
describe('demo seats', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo pages, then seeds a paid pool of 30 with seats given, once', async () => {
    const db = t.database.db;
    expect(await seedDemoSeats(db)).toBe(0);
    const notifier = t.app.services.notifications.notifier;
    const accounts = (await seedDemoAccounts(db, t.app.services.identityProvider))!;
    await seedDemoActivities(db, { notifier });
    await seedDemoLearning(db, { notifier, storage: t.app.services.objectStorage });
    await seedDemoPayments(db);
    expect(await seedDemoSeats(db)).toBe(1);
    expect(await seedDemoSeats(db)).toBe(0);
    const institution = accounts.find((a) => a.role === 'Institution')!;
    const session = await signIn(t.app, institution.email, institution.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/seat_pools', headers: bearer(session.token) });
    const pools = res.json().data as SeatPool[];
    expect(pools).toHaveLength(1);
    expect(pools[0]).toMatchObject({ page_title: DEMO_SEATS_PAGE, seats: 30 });
    expect(pools[0]!.used).toBeGreaterThanOrEqual(1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/seat_pools/${pools[0]!.id}`,
      headers: bearer(session.token),
    });
    expect(detail.json().data.assignments.map((a: { email: string }) => a.email)).toContain(DEMO_SEAT_NEWCOMER);
  }, 120_000);
});
