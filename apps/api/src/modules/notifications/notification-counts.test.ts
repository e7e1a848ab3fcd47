import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationCounts, notifications } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { buildUser } from '../../../test/factories';

/** The bell's kept totals must always equal counting the notifications themselves. */
describe('notification counts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let people: number[];

  const kept = async () =>
    (await t.database.db.select().from(notificationCounts).where(inArray(notificationCounts.profile_id, people)))
      .map((r) => `${people.indexOf(r.profile_id)}:${r.total}/${r.unviewed}`)
      .sort();
  const counted = async () =>
    (
      await t.database.db
        .select({
          profile_id: notifications.profile_id,
          total: sql<number>`count(*)::int`,
          unviewed: sql<number>`(count(*) filter (where not ${notifications.viewed}))::int`,
        })
        .from(notifications)
        .where(inArray(notifications.profile_id, people))
        .groupBy(notifications.profile_id)
    )
      .map((r) => `${people.indexOf(r.profile_id)}:${r.total}/${r.unviewed}`)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    people = [(await buildUser(t.app, 'STUDENT')).profileId, (await buildUser(t.app, 'STUDENT')).profileId];
  });
  afterAll(() => t.close());

  it('follows inserts, viewed marks, moves and deletes', async () => {
    const db = t.database.db;
    const row = (profile_id: number, viewed = false) => ({
      profile_id,
      activity_type: 'application_status' as const,
      activity_key: 'jobs' as const,
      message: 'You are shortlisted',
      viewed,
    });
    await db.insert(notifications).values([row(people[0]!), row(people[0]!), row(people[0]!, true), row(people[1]!)]);
    expect(await kept()).toEqual(['0:3/2', '1:1/1']);

    await db.update(notifications).set({ viewed: true }).where(eq(notifications.profile_id, people[0]!));
    expect(await kept()).toEqual(['0:3/0', '1:1/1']);
    // Marking viewed again, or changing other columns, leaves the counts alone.
    await db
      .update(notifications)
      .set({ viewed: true, message: 'edited' })
      .where(eq(notifications.profile_id, people[0]!));
    expect(await kept()).toEqual(await counted());

    const [one] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.profile_id, people[1]!));
    await db.update(notifications).set({ profile_id: people[0]! }).where(eq(notifications.id, one!.id));
    expect(await kept()).toEqual(['0:4/1', '1:0/0']);

    await db.delete(notifications).where(eq(notifications.viewed, false));
    expect(await kept()).toEqual(await counted().then((c) => [...c, '1:0/0'].sort()));
    expect(await kept()).toEqual(['0:3/0', '1:0/0']);
  });
});
