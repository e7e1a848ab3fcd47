import type { Invitation, Notification } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoClubs } from '../src/seed/demo-clubs';
import { seedDemoEvents } from '../src/seed/demo-events';
import { seedDemoInstituteCohort } from '../src/seed/demo-institute-cohort';
import { seedDemoInvitations } from '../src/seed/demo-invitations';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

/** The demo institution's invitations (issue 23 item 30): the demo student has two to answer, the club every status. */
describe('demo invitations', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the clubs and events, then invites the demo student and the cohort, once', async () => {
    const db = t.database.db;
    const notifier = t.app.services.notifications.notifier;
    expect(await seedDemoInvitations(db, { notifier })).toBe(0);
    const accounts = (await seedDemoAccounts(db, t.app.services.identityProvider))!;
    await seedDemoEvents(db);
    await seedDemoClubs(db);
    await seedDemoInstituteCohort(db);
    expect(await seedDemoInvitations(db, { notifier })).toBeGreaterThanOrEqual(5);
    expect(await seedDemoInvitations(db, { notifier })).toBe(0);
    await t.app.services.notifications.deliverPending();

    const as = async (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return (await signIn(t.app, a.email, a.password)).token;
    };
    const get = async (url: string, token: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const student = await as('Student');
    const mine = (await get('/api/my_invitations', student)).data as Invitation[];
    expect(mine.map((i) => [i.type, i.status]).sort()).toEqual([
      ['Club_Invited', 'invited'],
      ['Event_Invited', 'invited'],
    ]);
    const bell = (await get('/api/myprofile/list/notifications?count=50', student)).data as Notification[];
    expect(
      bell.filter((n) => n.activity_type === 'club_invitation' || n.activity_type === 'event_invitation'),
    ).toHaveLength(2);

    const institution = await as('Institution');
    const club = mine.find((i) => i.type === 'Club_Invited')!;
    const ofClub = (await get(`/api/invitations?type=Club_Invited&item_id=${club.item_id}`, institution))
      .data as Invitation[];
    expect(new Set(ofClub.map((i) => i.status))).toEqual(new Set(['invited', 'accepted', 'declined']));
  }, 120_000);
});
