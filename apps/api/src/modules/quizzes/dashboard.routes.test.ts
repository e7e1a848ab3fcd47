import { QUIZ_STATS_TEXTS } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, signIn, type Account } from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { testClock } from '../../../test/factories/portfolio';

type Body = Record<string, unknown>;
type User = Awaited<ReturnType<typeof buildUser>>;

/**
 * The mentor's results screens through the API (issue 26 items 6-8): the stats dashboards' rows, a quiz's
 * accommodations with the running attempt's moved deadline, and the questions whose key changed, each
 * answered only to those who manage the quiz (an organisation's staff, not its pending or deactivated
 * members, nor another organisation).
 */
describe('quiz results screens', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let mentor: User;
  let otherMentor: User;
  let staff: User;
  let colleague: User;
  let pending: User;
  let deactivated: Account;
  let elsewhere: User;
  let ana: User;
  let ben: User;
  let cara: User;
  const clock = testClock(new Date('2026-11-20T04:30:00Z'));

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const data = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
    const res = await call(method, url, token, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  const choice = (right: string) => ({
    category: 'Percentages',
    question: {
      type: 'single_choice',
      stem: '<p>What is 10% of 200?</p>',
      options: [
        { id: 'a', text: '10' },
        { id: 'b', text: '20' },
      ],
      correct: right,
    },
  });
  const essay = (stem = 'Why do percentages mislead?') => ({
    category: 'Writing',
    question: {
      type: 'essay',
      stem: `<p>${stem}</p>`,
      points: 5,
      max_words: 80,
      rubric: '<p>A reason (3), an example (2).</p>',
    },
  });

  let bankId: number;
  let choiceId: number;
  let essayId: number;
  let quizId: number;
  let orgQuizId: number;
  let emptyQuizId: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    admin = await buildAdmin(t.app);
    mentor = await buildUser(t.app, 'ADVISOR');
    otherMentor = await buildUser(t.app, 'ADVISOR');
    const [instA, instB] = await orgIds(t.app, 'INSTITUTION', 2);
    staff = await buildOrgUser(t.app, 'INSTITUTION', { orgId: instA, admin });
    colleague = await buildOrgUser(t.app, 'INSTITUTION', { orgId: instA, admin });
    pending = await buildUser(t.app, 'INSTITUTION', { my_org_id: instA });
    const gone = await buildOrgUser(t.app, 'INSTITUTION', { orgId: instA, admin });
    elsewhere = await buildOrgUser(t.app, 'INSTITUTION', { orgId: instB, admin });
    ana = await buildUser(t.app, 'STUDENT');
    ben = await buildUser(t.app, 'STUDENT');
    cara = await buildUser(t.app, 'STUDENT');

    // The mentor's bank and quiz: a choice (key b) and an essay, pass mark 50.
    bankId = (await data('POST', '/api/question_banks', mentor.token, { title: 'Percent drills' })).id;
    choiceId = (await data('POST', `/api/question_banks/${bankId}/questions`, mentor.token, choice('b'))).id;
    essayId = (await data('POST', `/api/question_banks/${bankId}/questions`, mentor.token, essay())).id;
    await data('POST', `/api/question_banks/${bankId}/publish`, mentor.token);
    quizId = (
      await data('POST', '/api/quizzes', mentor.token, { title: 'Percent check', pass_mark: 50, attempts_allowed: 2 })
    ).id;
    await data('POST', `/api/quizzes/${quizId}/slots`, mentor.token, { kind: 'fixed', question_id: choiceId });
    await data('POST', `/api/quizzes/${quizId}/slots`, mentor.token, { kind: 'fixed', question_id: essayId });
    await data('POST', `/api/quizzes/${quizId}/publish`, mentor.token);
    emptyQuizId = (await data('POST', '/api/quizzes', mentor.token, { title: 'Ratios later' })).id;

    // Ana: right, and an essay to mark. Ben: wrong, no essay. Cara: still answering, with a time limit ahead.
    const a = await data('POST', `/api/quizzes/${quizId}/attempts`, ana.token);
    await data('PUT', `/api/attempts/${a.id}/answers/1`, ana.token, { answer: { option_id: 'b' }, revision: 1 });
    await data('PUT', `/api/attempts/${a.id}/answers/2`, ana.token, {
      answer: { text: 'A base that changes changes the meaning.' },
      revision: 1,
    });
    await data('POST', `/api/attempts/${a.id}/submit`, ana.token);
    const b = await data('POST', `/api/quizzes/${quizId}/attempts`, ben.token);
    await data('PUT', `/api/attempts/${b.id}/answers/1`, ben.token, { answer: { option_id: 'a' }, revision: 1 });
    await data('POST', `/api/attempts/${b.id}/submit`, ben.token);

    // The institution's own quiz (its organisation's), with its own bank.
    const orgBank = (await data('POST', '/api/question_banks', staff.token, { title: 'Campus bank' })).id;
    const q = (await data('POST', `/api/question_banks/${orgBank}/questions`, staff.token, choice('a'))).id;
    orgQuizId = (await data('POST', '/api/quizzes', staff.token, { title: 'Campus check', time_limit_minutes: 30 })).id;
    await data('POST', `/api/quizzes/${orgQuizId}/slots`, staff.token, { kind: 'fixed', question_id: q });
    await data('POST', `/api/question_banks/${orgBank}/publish`, staff.token);
    await data('POST', `/api/quizzes/${orgQuizId}/publish`, staff.token);
    await data('POST', `/api/quizzes/${orgQuizId}/attempts`, cara.token);

    await call('POST', '/api/admin/update_profile_status', admin.token, { profile_id: gone.profileId, active: false });
    deactivated = await signIn(t.app, gone.email, gone.password);
  });
  afterAll(() => t.close());

  const rowOf = async (token: string, id: number, query = '') => {
    const res = await call('GET', `/api/quiz_stats${query}`, token);
    expect(res.statusCode).toBe(200);
    return (res.json().data as Body[]).find((r) => r.id === id);
  };

  describe('GET /api/quiz_stats', () => {
    it('gives the mentor their quizzes with attempts, mean, pass rate and essays waiting', async () => {
      const res = await call('GET', '/api/quiz_stats', mentor.token);
      expect(res.statusCode).toBe(200);
      expect((res.json().data as Body[]).map((r) => r.id).sort()).toEqual([quizId, emptyQuizId].sort());
      expect(await rowOf(mentor.token, quizId)).toMatchObject({
        title: 'Percent check',
        status: 'published',
        started: 2,
        finished: 2,
        students: 2,
        // Ana 1 of 6 (16.7%), Ben 0 of 6.
        mean: 8.3,
        // Ana's essay waits: only Ben is judged so far.
        pass_rate: 0,
        pending: 1,
        flagged: 0,
      });
      expect(await rowOf(mentor.token, emptyQuizId)).toMatchObject({
        started: 0,
        mean: null,
        pass_rate: null,
        last_attempt_at: null,
      });
    });

    it('narrows by name and by the days attempts started (India dates); refuses an end before the start', async () => {
      const named = (await call('GET', '/api/quiz_stats?query=percent', mentor.token)).json().data as Body[];
      expect(named.map((r) => r.id)).toEqual([quizId]);
      expect(await rowOf(mentor.token, quizId, '?from=2026-11-20&to=2026-11-20')).toMatchObject({ started: 2 });
      expect(await rowOf(mentor.token, quizId, '?from=2026-11-21')).toMatchObject({
        started: 0,
        finished: 0,
        mean: null,
      });
      const backwards = await call('GET', '/api/quiz_stats?from=2026-11-21&to=2026-11-20', mentor.token);
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().error.fields).toEqual({ to: QUIZ_STATS_TEXTS.toBeforeFrom });
    });

    it('shows an organisation’s quiz to its staff and admins only; never to pending or deactivated members', async () => {
      expect(await rowOf(colleague.token, orgQuizId)).toMatchObject({ started: 1, finished: 0 });
      expect(await rowOf(admin.token, orgQuizId)).toBeDefined();
      expect(await rowOf(admin.token, quizId)).toBeDefined();
      for (const who of [otherMentor, elsewhere, pending, deactivated]) {
        const res = await call('GET', '/api/quiz_stats', who.token);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual([]);
      }
      expect(await rowOf(staff.token, quizId)).toBeUndefined();
      expect((await call('GET', '/api/quiz_stats')).statusCode).toBe(401);
      expect((await call('GET', '/api/quiz_stats', ana.token)).statusCode).toBe(403);
    });
  });

  describe('GET /api/question_bank_stats', () => {
    it('counts questions, the quizzes using them and the answers given, for the banks the caller uses', async () => {
      const res = await call('GET', '/api/question_bank_stats', mentor.token);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as Body[];
      // Ana answered both questions, Ben one: 3 answers in finished attempts.
      expect(rows).toEqual([
        {
          id: bankId,
          title: 'Percent drills',
          status: 'published',
          shared: false,
          questions: 2,
          quizzes: 1,
          answered: 3,
          flagged: 0,
        },
      ]);
      const later = (await call('GET', '/api/question_bank_stats?from=2026-11-21', mentor.token)).json().data as Body[];
      expect(later[0]).toMatchObject({ id: bankId, answered: 0, questions: 2 });
      expect(
        ((await call('GET', '/api/question_bank_stats?query=zzz', mentor.token)).json().data as Body[]).length,
      ).toBe(0);
      for (const who of [otherMentor, elsewhere, pending, deactivated])
        expect((await call('GET', '/api/question_bank_stats', who.token)).json().data).toEqual([]);
      expect(
        ((await call('GET', '/api/question_bank_stats', colleague.token)).json().data as Body[]).map((r) => r.title),
      ).toEqual(['Campus bank']);
      expect((await call('GET', '/api/question_bank_stats', ana.token)).statusCode).toBe(403);
    });
  });

  describe('accommodations', () => {
    it('lists what was given with the running attempt’s moved deadline, and the quiz’s students', async () => {
      const before = (await data('GET', `/api/quizzes/${orgQuizId}/accommodations`, staff.token)) as {
        given: Body[];
        students: { profile_id: number; running: { id: number; deadline_at: string } | null }[];
      };
      expect(before.given).toEqual([]);
      expect(before.students).toHaveLength(1);
      const running = before.students[0]!.running!;
      expect(before.students[0]).toMatchObject({ profile_id: cara.profileId, attempts: 1 });
      const given = await data('POST', '/api/quiz_accommodations', colleague.token, {
        quiz_id: orgQuizId,
        profile_ids: [cara.profileId],
        extra_minutes: 10,
        extra_attempts: 1,
        reason: 'Scribe',
      });
      expect(given).toEqual({ granted: 1, running_attempts_moved: 1 });
      const after = await data('GET', `/api/quizzes/${orgQuizId}/accommodations`, staff.token);
      expect(after.given).toEqual([
        expect.objectContaining({
          student: { profile_id: cara.profileId, name: expect.any(String) },
          scope: 'quiz',
          extra_minutes: 10,
          time_multiplier: 1,
          extra_attempts: 1,
          reason: 'Scribe',
          granted_by: { profile_id: colleague.profileId, name: expect.any(String) },
          running: {
            id: running.id,
            deadline_at: new Date(Date.parse(running.deadline_at) + 10 * 60_000).toISOString(),
          },
        }),
      ]);
      expect(after.students[0].running.deadline_at).toBe(after.given[0].running.deadline_at);
    });

    it('is another organisation’s, another mentor’s, a pending or a deactivated member’s 404', async () => {
      for (const who of [elsewhere, otherMentor, pending, deactivated])
        expect((await call('GET', `/api/quizzes/${orgQuizId}/accommodations`, who.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/quizzes/${orgQuizId}/accommodations`, admin.token)).statusCode).toBe(200);
      expect((await call('GET', `/api/quizzes/${orgQuizId}/accommodations`, cara.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/quizzes/999999/accommodations', mentor.token)).statusCode).toBe(404);
    });
  });

  describe('key changes and the regrade', () => {
    it('lists a question whose key changed with the answers graded by the old key; a wording change is not one', async () => {
      expect(await data('GET', `/api/quizzes/${quizId}/key_changes`, mentor.token)).toEqual([]);
      // The statistics are kept with the old key.
      await data('GET', `/api/quizzes/${quizId}/stats`, mentor.token);
      // The essay's wording changes (a new version, the same grading); the choice's key moves to a.
      await data(
        'PUT',
        `/api/question_banks/${bankId}/questions/${essayId}`,
        mentor.token,
        essay('Why can percentages mislead?'),
      );
      const fixed = await data('PUT', `/api/question_banks/${bankId}/questions/${choiceId}`, mentor.token, choice('a'));
      expect(fixed.version).toBe(2);
      expect(await data('GET', `/api/quizzes/${quizId}/key_changes`, mentor.token)).toEqual([
        {
          question_id: choiceId,
          bank_id: bankId,
          type: 'single_choice',
          stem: 'What is 10% of 200?',
          version: 2,
          outdated: 2,
          last_regrade: null,
        },
      ]);
      for (const who of [otherMentor, staff, pending])
        expect((await call('GET', `/api/quizzes/${quizId}/key_changes`, who.token)).statusCode).toBe(404);
    });

    it('after the regrade the answers stand by the new key, and the last regrade is kept', async () => {
      const regraded = await data('POST', `/api/question_banks/${bankId}/questions/${choiceId}/regrade`, mentor.token);
      expect(regraded).toMatchObject({ version: 2, answers: 2, changed: 2 });
      const [change] = (await data('GET', `/api/quizzes/${quizId}/key_changes`, mentor.token)) as Body[];
      expect(change).toMatchObject({
        question_id: choiceId,
        outdated: 0,
        last_regrade: { from_version: 1, to_version: 2, changed: 2, at: clock.now().toISOString() },
      });
      // Ben is right now (1 of 6), Ana not (0 of 6, essay still waiting); the statistics mark the new key.
      expect(await rowOf(mentor.token, quizId)).toMatchObject({ mean: 8.3, pass_rate: 0, pending: 1 });
      const stats = await data('GET', `/api/quizzes/${quizId}/stats`, mentor.token);
      const picks = (stats.questions as { question_id: number; choices: Body[] }[]).find(
        (q) => q.question_id === choiceId,
      )!;
      expect(picks.choices).toEqual([
        { id: 'a', text: '10', picks: 1, correct: true },
        { id: 'b', text: '20', picks: 1, correct: false },
      ]);
    });

    it('counts a marked essay in the pass rate, on the list and in the kept statistics', async () => {
      expect(await data('GET', `/api/quizzes/${quizId}/stats`, mentor.token)).toMatchObject({ pass_rate: 0 });
      const [queued] = (await data('GET', `/api/essay_queue?quiz_id=${quizId}`, mentor.token)) as Body[];
      await data('PUT', `/api/attempt_answers/${queued!.answer_id}/grade`, mentor.token, {
        score: 5,
        comment: 'Clear.',
      });
      // Ana 5 of 6 (83.3%, a pass), Ben 1 of 6 (16.7%).
      expect(await rowOf(mentor.token, quizId)).toMatchObject({ mean: 50, pass_rate: 0.5, pending: 0 });
      // The mark changed no count of attempts: the kept statistics are counted again all the same.
      expect(await data('GET', `/api/quizzes/${quizId}/stats`, mentor.token)).toMatchObject({
        mean: 50,
        pass_rate: 0.5,
      });
    });
  });
});
