import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { DEMO_BYTE_TITLE, seedDemoQuizBytes } from '../src/seed/demo-quiz-bytes';
import { seedDemoQuizzes } from '../src/seed/demo-quizzes';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('the demo quiz byte', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo banks, then seeds the mentor’s byte and three weeks of the student’s practice, once', async () => {
    const notifier = t.app.services.notifications.notifier;
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    expect(await seedDemoQuizBytes(t.database.db, { notifier })).toBe(0);
    await seedDemoQuizzes(t.database.db);
    expect(await seedDemoQuizBytes(t.database.db, { notifier })).toBe(55);
    expect(await seedDemoQuizBytes(t.database.db, { notifier })).toBe(0);
    await t.app.services.notifications.deliverPending();

    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const get = async (url: string, token?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };

    const listed = (await get('/api/quiz_bytes')).data as {
      id: number;
      title: string;
      bank: { id: number; title: string };
    }[];
    expect(listed.map((b) => b.title)).toEqual([DEMO_BYTE_TITLE]);
    const byte = listed[0]!;
    expect(byte.bank.title).toBe('Placement aptitude');

    const student = await login('Student');
    const mine = (await get(`/api/quiz_bytes/${byte.id}`, student.token)).data.mine;
    // Most questions met, some mastered, some due today: real numbers on every page.
    expect(mine.counts.new).toBeLessThan(mine.counts.total / 2);
    expect(mine.counts.mastered).toBeGreaterThan(0);
    expect(mine.counts.learning).toBeGreaterThan(0);
    expect(mine.counts.due_today).toBeGreaterThan(0);
    expect(mine.practised_today).toBe(false);
    const card = (await get(`/api/question_banks/${byte.bank.id}/scorecard`, student.token)).data;
    expect(card.view).toBe('student');
    expect(card.overall.mastered).toBe(mine.counts.mastered);
    expect(card.categories.some((c: { mastered: number }) => c.mastered > 0)).toBe(true);
    const cards = (await get(`/api/my_question_banks/${byte.bank.id}/cards`, student.token)).data.cards as {
      lapses: number;
    }[];
    expect(cards.some((c) => c.lapses > 0)).toBe(true);
    const history = (await get(`/api/my_question_banks/${byte.bank.id}`, student.token)).data.history as {
      answers: number;
    }[];
    expect(history.filter((h) => h.answers > 0).length).toBeGreaterThanOrEqual(5);

    // Today's notice is in her bell, leading to the byte's page with its bank.
    const bell = (await get('/api/myprofile/list/notifications', student.token)).data as Record<string, unknown>[];
    expect(bell.find((n) => n.activity_type === 'question_bank')).toMatchObject({
      my_quiz_id: byte.id,
      my_question_bank_id: byte.bank.id,
      message: expect.stringContaining(DEMO_BYTE_TITLE),
    });

    // The mentor sees the class together.
    const mentor = await login('Mentor');
    expect((await get(`/api/quiz_bytes/${byte.id}`, mentor.token)).data.class).toMatchObject({ students: 1 });
  });
});
