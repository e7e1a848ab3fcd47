import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoAchievementPost } from '../src/seed/demo-achievement-post';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

/** Issue 28 item 6's demo: the demo student has a verified entry to share, and one post sharing it. */
describe('the demo shared achievement', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds the student’s post of her verified internship once, with its live badge', async () => {
    const db = t.database.db;
    expect(await seedDemoAchievementPost(db)).toBe(0); // no demo accounts yet
    const accounts = (await seedDemoAccounts(db, t.app.services.identityProvider))!;
    expect(await seedDemoAchievementPost(db)).toBe(1);
    expect(await seedDemoAchievementPost(db)).toBe(0);

    const a = accounts.find((x) => x.role === 'Student')!;
    const student = await signIn(t.app, a.email, a.password);
    const shareable = await t.app.inject({
      method: 'GET',
      url: '/api/posts/achievements',
      headers: bearer(student.token),
    });
    expect(shareable.statusCode).toBe(200);
    expect(shareable.json().data.length).toBeGreaterThanOrEqual(1);

    const feed = await t.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(student.token) });
    const post = (
      feed.json().data as {
        achievement: { verified: boolean; label: string; verified_by: string; verification_url: string } | null;
      }[]
    ).find((p) => p.achievement);
    expect(post?.achievement).toMatchObject({
      verified: true,
      label: 'Internship',
      verified_by: 'Verified by Priya Nair, Infosys, Mysuru',
    });
    const live = await t.app.inject({
      method: 'GET',
      url: post!.achievement!.verification_url.replace('/achievement/', '/api/achievements/'),
    });
    expect(live.statusCode).toBe(200);
  });
});
