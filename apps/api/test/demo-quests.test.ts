import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoActivities } from '../src/seed/demo-activities';
import { seedDemoLearning } from '../src/seed/demo-learning';
import { DEMO_QUEST_2_TITLE, DEMO_QUEST_TITLE, seedDemoQuests } from '../src/seed/demo-quests';
import { seedDemoQuizResults } from '../src/seed/demo-quiz-results';
import { seedDemoQuizzes } from '../src/seed/demo-quizzes';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

type Row = Record<string, unknown>;

describe('the demo quests', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('wait for the learning and quiz demo, then seed two quests with the student part-way behind a score gate, once', async () => {
    const db = t.database.db;
    const notifier = t.app.services.notifications.notifier;
    const accounts = (await seedDemoAccounts(db, t.app.services.identityProvider))!;
    expect(await seedDemoQuests(db, { notifier })).toBe(0);
    await seedDemoActivities(db, { notifier });
    await seedDemoLearning(db, { notifier, storage: t.app.services.objectStorage });
    await seedDemoQuizzes(db);
    await seedDemoQuizResults(db);
    expect(await seedDemoQuests(db, { notifier })).toBe(2);
    expect(await seedDemoQuests(db, { notifier })).toBe(0);

    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const get = async (url: string, token?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const listed = (await get('/api/quests')).data as Row[];
    expect(listed.map((q) => q.title).sort()).toEqual([DEMO_QUEST_TITLE, DEMO_QUEST_2_TITLE].sort());

    const student = await login('Student');
    const mine = (await get('/api/my_profile/my_quests', student.token)).data as Row[];
    expect(mine.map((m) => m.title)).toEqual([DEMO_QUEST_TITLE]);
    const d = (await get(`/api/my_profile/my_quests/${mine[0]!.id}`, student.token)).data;
    const byKey = Object.fromEntries((d.steps as Row[]).map((s) => [s.key, s]));
    // Under way, not finished; the project waits behind the mock test's 80% gate, with the reason in words.
    expect(d.status).toBe('Enrolled');
    expect(byKey.sql!.state).toBe('in_progress');
    expect(byKey.kirana!.state).toBe('locked');
    expect(String((byKey.kirana!.reasons as string[])[0])).toMatch(/^Pass Campus placement mock test with 80%: /);
    expect(byKey.screening!.state).toBe('locked');
    const lock = (await get(`/api/my_profile/my_quests/${mine[0]!.id}/locks/screening`, student.token)).data;
    expect((lock.unlock_set as Row[]).map((s) => s.key)).toContain('kirana');

    const mentor = await login('Mentor');
    const dash = (
      await get(`/api/quests/${listed.find((q) => q.title === DEMO_QUEST_TITLE)!.id}/dashboard`, mentor.token)
    ).data;
    expect(dash.enrolled).toBeGreaterThanOrEqual(4);
    expect((dash.funnel as Row[]).some((f) => (f.started as number) > 0)).toBe(true);
  });
});
