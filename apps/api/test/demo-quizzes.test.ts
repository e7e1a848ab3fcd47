import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoQuizzes } from '../src/seed/demo-quizzes';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('demo quizzes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo accounts, then seeds two banks of every type, a timed test and a finished attempt, once', async () => {
    expect(await seedDemoQuizzes(t.database.db)).toBe(0);
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    expect(await seedDemoQuizzes(t.database.db)).toBeGreaterThanOrEqual(40);
    expect(await seedDemoQuizzes(t.database.db)).toBe(0);
    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const get = async (url: string, token?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };

    const mentor = await login('Mentor');
    const banks = (await get('/api/question_banks?mine=true', mentor.token)).data as { id: number; title: string }[];
    expect(banks.map((b) => b.title).sort()).toEqual(['Placement aptitude', 'Programming fundamentals']);
    const types = new Set<string>();
    for (const b of banks) {
      const detail = (await get(`/api/question_banks/${b.id}`, mentor.token)).data;
      expect(detail.questions.length).toBeGreaterThanOrEqual(20);
      for (const q of detail.questions) types.add(q.type);
    }
    expect(types.size).toBe(9);

    const quiz = (await get('/api/quizzes?query=placement')).data[0];
    expect(quiz).toMatchObject({ time_limit_minutes: 20, question_count: 10, status: 'published' });
    const student = await login('Student');
    const mine = (await get(`/api/quizzes/${quiz.id}`, student.token)).data.my_quiz;
    expect(mine).toMatchObject({ status: 'Completed', attempts_used: 1, running_attempt_id: null });
    expect(mine.grade).toEqual(expect.any(Number));
  });
});
