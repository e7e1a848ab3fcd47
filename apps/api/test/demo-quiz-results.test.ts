import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoActivities } from '../src/seed/demo-activities';
import { seedDemoInstituteCohort } from '../src/seed/demo-institute-cohort';
import { seedDemoJobs } from '../src/seed/demo-jobs';
import { DEMO_SCREENING_TITLE, seedDemoQuizResults } from '../src/seed/demo-quiz-results';
import { seedDemoQuizzes } from '../src/seed/demo-quizzes';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

type Body = Record<string, unknown>;

describe('demo quiz results', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo mentor finished attempts, essays to mark and counted statistics, once', async () => {
    expect(await seedDemoQuizResults(t.database.db)).toBe(0);
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    await seedDemoJobs(t.database.db);
    await seedDemoInstituteCohort(t.database.db);
    await seedDemoActivities(t.database.db);
    await seedDemoQuizzes(t.database.db);
    // 32 take the screening, 13 the mock test.
    expect(await seedDemoQuizResults(t.database.db)).toBe(45);
    expect(await seedDemoQuizResults(t.database.db)).toBe(0);

    const a = accounts.find((x) => x.role === 'Mentor')!;
    const { token } = await signIn(t.app, a.email, a.password);
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json().data;
    };
    const rows = (await get('/api/quiz_stats')) as Body[];
    const screening = rows.find((r) => r.title === DEMO_SCREENING_TITLE)!;
    const mock = rows.find((r) => r.title === 'Campus placement mock test')!;
    expect(screening).toMatchObject({ started: 32, finished: 32, students: 32, pending: 2 });
    expect(screening.flagged).toBeGreaterThanOrEqual(1);
    expect(mock).toMatchObject({ started: 14, finished: 14, students: 14, pending: 0 });
    expect(mock.mean).toEqual(expect.any(Number));

    const stats = await get(`/api/quizzes/${screening.id as number}/stats`);
    expect(stats.computed_at).not.toBeNull();
    const groupBy = (stats.questions as Body[]).find((q) =>
      String(q.stem).startsWith('Which clause filters the groups'),
    )!;
    expect(groupBy.answered).toBe(32);
    expect(groupBy.flags).toContain('unpicked_option');

    const essays = (await get(`/api/essay_queue?quiz_id=${screening.id as number}`)) as Body[];
    expect(essays.map((e) => (e.student as Body).name).sort()).toEqual(['Kabir Singh', 'Meera Iyer']);
    expect(essays.every((e) => (e.words as number) >= 80)).toBe(true);

    const attempts = (await get(`/api/quizzes/${screening.id as number}/attempts?count=100`)) as Body[];
    const kabir = attempts.find((x) => (x.student as Body).name === 'Kabir Singh')!;
    expect(kabir.events).toBe(3);
    const log = (await get(`/api/quiz_attempts/${kabir.id as number}`)).log as Body[];
    expect(log.map((e) => [e.kind, e.position])).toEqual([
      ['blur', 5],
      ['focus', 5],
      ['paste', 5],
    ]);

    const given = await get(`/api/quizzes/${mock.id as number}/accommodations`);
    expect(given.given).toEqual([
      expect.objectContaining({ student: expect.objectContaining({ name: 'Kabir Singh' }), extra_minutes: 10 }),
    ]);
    expect(given.students.length).toBe(14);
  });
});
