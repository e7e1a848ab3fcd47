import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoActivities } from '../src/seed/demo-activities';
import { seedDemoClubs } from '../src/seed/demo-clubs';
import { seedDemoEvents } from '../src/seed/demo-events';
import { seedDemoFeedback } from '../src/seed/demo-feedback';
import { seedDemoLearning } from '../src/seed/demo-learning';
import { DEMO_TESTIMONIALS, seedDemoTestimonials } from '../src/seed/demo-testimonials';
import { feedback } from '../src/db/schema';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

/** The demo testimonials and feedback (issue 28 items 8, 9 and 12). */
describe('the demo testimonials and feedback', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = async (url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  it('seed three approved testimonials (two featured) and ratings on an event, a club, a project and a path, once', async () => {
    const db = t.database.db;
    const notifier = t.app.services.notifications.notifier;
    expect(await seedDemoTestimonials(db)).toBe(0);
    expect(await seedDemoFeedback(db)).toBe(0);
    const accounts = (await seedDemoAccounts(db, t.app.services.identityProvider))!;
    await seedDemoEvents(db);
    await seedDemoClubs(db);
    await seedDemoActivities(db, { notifier });
    await seedDemoLearning(db, { notifier, storage: t.app.services.objectStorage });

    expect(await seedDemoTestimonials(db)).toBe(3);
    expect(await seedDemoTestimonials(db)).toBe(0);
    const featured = async (type: string) =>
      (await get(`/api/testimonials?type=${type}&featured=true`)).data as { author_name: string; text: string }[];
    expect((await featured('STUDENT')).map((x) => x.author_name)).toEqual(['Ananya Sharma']);
    expect((await featured('ADVISOR')).map((x) => x.author_name)).toEqual(['Vikram Menon']);
    expect(await featured('COMPANY')).toEqual([]);
    expect((await get('/api/testimonials?type=COMPANY')).data).toHaveLength(1);
    expect(DEMO_TESTIMONIALS.filter((d) => d.status !== 'PENDING' && d.status !== 'REJECTED')).toHaveLength(3);
    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const student = await login('Student');
    const mine = (await get('/api/my_testimonials', student.token)).data;
    expect(mine).toHaveLength(1);
    expect(mine[0].consent_at).toBeTruthy();

    const ratings = await seedDemoFeedback(db);
    expect(ratings).toBeGreaterThanOrEqual(4);
    expect(await seedDemoFeedback(db)).toBe(0);
    const rows = await db.select().from(feedback);
    for (const type of ['EVENT', 'CLUB', 'PROJECT', 'LEARNING_PATH'] as const) {
      const ofType = rows.filter((r) => r.item_type === type);
      expect(ofType.length, type).toBeGreaterThan(0);
      const ids = [...new Set(ofType.map((r) => r.item_id))];
      expect(ids, type).toHaveLength(1);
      const summary = (await get(`/api/feedback?item_type=${type}&item_id=${ids[0]}`)).data;
      expect(summary.review_count, type).toBe(ofType.length);
      const mean = Math.round((ofType.reduce((a, r) => a + r.rating, 0) * 10) / ofType.length) / 10;
      expect(summary.rating, type).toBe(mean);
    }
    // The demo student took part in the rated project, and sees their own rating there.
    const project = rows.find((r) => r.item_type === 'PROJECT')!;
    const mineThere = (await get(`/api/feedback?item_type=PROJECT&item_id=${project.item_id}`, student.token)).data;
    expect(mineThere.can_rate).toBe(true);
    expect(mineThere.my_feedback).not.toBeNull();
  });
});
