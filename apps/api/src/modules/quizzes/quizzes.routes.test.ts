import { QUIZ_TEXTS as T } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { rowsOf } from '../../db/client';
import { bearer, buildAdmin, buildMentor, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { testClock } from '../../../test/factories/portfolio';
import { SAVE_GRACE_MS } from './attempts.service';

type Body = Record<string, unknown>;

/**
 * Issue 26 through the API: a bank built question by question (versions on edit, SPEC §4.7 swaps), a
 * quiz of fixed and drawn slots, and attempts saved answer by answer against the server's deadline.
 */
describe('quizzes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  let otherMentor: Awaited<ReturnType<typeof buildUser>>;
  let pendingCompany: Awaited<ReturnType<typeof buildOrgUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let other: Awaited<ReturnType<typeof buildUser>>;
  const clock = testClock(new Date('2026-11-20T04:30:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    admin = await buildAdmin(t.app);
    mentor = await buildUser(t.app, 'ADVISOR');
    otherMentor = await buildUser(t.app, 'ADVISOR');
    pendingCompany = await buildOrgUser(t.app, 'COMPANY', { approved: false });
    student = await buildUser(t.app, 'STUDENT');
    other = await buildUser(t.app, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  const stem = (s: string) => `<p>${s}</p>`;
  const single = (s: string, right = 'b', category = 'Aptitude') => ({
    category,
    difficulty: 'easy',
    tags: ['percent'],
    question: {
      type: 'single_choice',
      stem: stem(s),
      options: [
        { id: 'a', text: '10' },
        { id: 'b', text: '20' },
        { id: 'c', text: '30' },
      ],
      correct: right,
    },
  });

  let bankId: number;
  let questionIds: number[] = [];

  describe('question banks', () => {
    it('are written by mentors, organisations and admins; nobody else; pending organisations neither', async () => {
      const body = { title: 'Aptitude basics' };
      expect((await call('POST', '/api/question_banks', undefined, body)).statusCode).toBe(401);
      expect((await call('POST', '/api/question_banks', student.token, body)).statusCode).toBe(403);
      expect((await call('POST', '/api/question_banks', pendingCompany.token, body)).statusCode).toBe(403);
      const made = await call('POST', '/api/question_banks', mentor.token, {
        ...body,
        summary: 'Percentages and ratios',
      });
      expect(made.statusCode).toBe(201);
      bankId = made.json().data.id;
      expect((await call('POST', '/api/question_banks', admin.token, { title: 'Admin bank' })).statusCode).toBe(201);
    });

    it('adds questions of every kind, refuses a broken one in the contract’s words, and keeps order (SPEC §4.7)', async () => {
      const add = (b: object) => call('POST', `/api/question_banks/${bankId}/questions`, mentor.token, b);
      for (const s of ['20% of 100?', '10% of 200?', '5% of 400?']) {
        const res = await add(single(s));
        expect(res.statusCode).toBe(201);
        questionIds.push(res.json().data.id);
      }
      const numeric = await add({
        category: 'Aptitude',
        question: { type: 'numerical', stem: stem('What is 1/3 as a decimal?'), answer: 0.333, tolerance: 0.001 },
      });
      expect(numeric.statusCode).toBe(201);
      questionIds.push(numeric.json().data.id);
      const essay = await add({
        category: 'Writing',
        question: { type: 'essay', stem: stem('Why do percentages mislead?'), points: 5, max_words: 50 },
      });
      questionIds.push(essay.json().data.id);

      const broken = await add({
        question: {
          type: 'single_choice',
          stem: stem('?'),
          options: [
            { id: 'a', text: 'x' },
            { id: 'b', text: 'y' },
          ],
          correct: 'z',
        },
      });
      expect(broken.statusCode).toBe(422);
      expect(JSON.stringify(broken.json().error.fields)).toContain(T.correctUnknown);

      // Scripts never reach the bank.
      const dirty = await add(single('<img src=x onerror=alert(1)>Half of 40?'));
      expect(dirty.json().data.question.stem).not.toContain('onerror');
      questionIds.push(dirty.json().data.id);

      const first = await add({ ...single('Put first'), sequence: 1 });
      questionIds = [first.json().data.id, ...questionIds];
      const bank = await call('GET', `/api/question_banks/${bankId}`, mentor.token);
      expect(bank.json().data.questions.map((q: Body) => q.id)).toEqual(questionIds);
      expect(bank.json().data.questions.map((q: Body) => q.sequence)).toEqual(questionIds.map((_, i) => i + 1));

      const swapped = await call('POST', `/api/question_banks/${bankId}/questions/swap`, mentor.token, {
        a: questionIds[0],
        b: questionIds[1],
      });
      expect(
        swapped
          .json()
          .data.slice(0, 2)
          .map((q: Body) => q.id),
      ).toEqual([questionIds[1], questionIds[0]]);
      const removed = await call('DELETE', `/api/question_banks/${bankId}/questions/${questionIds[1]}`, mentor.token);
      expect(removed.json().data.map((q: Body) => q.sequence)).toEqual(questionIds.slice(1).map((_, i) => i + 1));
      questionIds = questionIds.slice(2);
    });

    it('makes a new version when the text or key changes, not when only the filing does', async () => {
      const url = `/api/question_banks/${bankId}/questions/${questionIds[0]}`;
      const filing = await call('PUT', url, mentor.token, { ...single('10% of 200?'), category: 'Percentages' });
      expect(filing.json().data).toMatchObject({ version: 1, category: 'Percentages' });
      const text = await call('PUT', url, mentor.token, single('10% of 200? (edited)', 'b', 'Percentages'));
      expect(text.json().data.version).toBe(2);
      const key = await call('PUT', url, mentor.token, single('10% of 200? (edited)', 'a', 'Percentages'));
      expect(key.json().data).toMatchObject({ version: 3, question: { correct: 'a' } });
      await call('PUT', url, mentor.token, single('10% of 200? (edited)', 'b', 'Percentages'));
    });

    it('lists as the caller’s own (mine) what they manage or use: their banks, their organisation’s for its staff, its shared ones for its mentors', async () => {
      const [orgId] = await orgIds(t.app, 'COMPANY', 1);
      const staff = await buildOrgUser(t.app, 'COMPANY', { orgId, admin });
      const author = await buildMentor(t.app, admin, { my_org_id: orgId });
      const colleague = await buildMentor(t.app, admin, { my_org_id: orgId });
      const sharedId = (
        await call('POST', '/api/question_banks', author.token, { title: 'Shared drills', shared: true })
      ).json().data.id as number;
      const privateId = (await call('POST', '/api/question_banks', author.token, { title: 'Private drills' })).json()
        .data.id as number;
      const listed = async (token: string, mine: boolean) =>
        ((await call('GET', `/api/question_banks?count=100${mine ? '&mine=true' : ''}`, token)).json().data as Body[])
          .map((b) => b.id)
          .filter((id) => id === sharedId || id === privateId);
      expect(await listed(author.token, true)).toEqual([privateId, sharedId]);
      expect(await listed(staff.token, true)).toEqual([privateId, sharedId]);
      expect(await listed(colleague.token, true)).toEqual([sharedId]);
      expect(await listed(otherMentor.token, true)).toEqual([]);
      // Drafts: in the public list only for those who manage or use them.
      expect(await listed(colleague.token, false)).toEqual([sharedId]);
      expect(await listed(student.token, false)).toEqual([]);
      expect(await listed(admin.token, true)).toEqual([privateId, sharedId]);
    });

    it('lets the organisation’s accepted mentors edit its quizzes; a pending or another organisation’s mentor gets 404', async () => {
      const [orgId, otherOrg] = await orgIds(t.app, 'COMPANY', 2);
      const author = await buildMentor(t.app, admin, { my_org_id: orgId });
      const colleague = await buildMentor(t.app, admin, { my_org_id: orgId });
      const pending = await buildUser(t.app, 'ADVISOR', { my_org_id: orgId });
      const outsider = await buildMentor(t.app, admin, { my_org_id: otherOrg });
      const id = (await call('POST', '/api/quizzes', author.token, { title: 'Department mock test' })).json().data.id;
      const edit = (token: string) =>
        call('PUT', `/api/quizzes/${id}`, token, { title: 'Department mock test, term 2' });
      expect((await edit(colleague.token)).statusCode).toBe(200);
      expect((await call('GET', `/api/quizzes/${id}`, colleague.token)).json().data.can_edit).toBe(true);
      const mine = (await call('GET', '/api/quizzes?mine=true&count=100', colleague.token)).json().data as Body[];
      expect(mine.map((q) => q.id)).toContain(id);
      expect((await edit(pending.token)).statusCode).toBe(404);
      expect((await edit(outsider.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/quizzes/${id}/stats`, outsider.token)).statusCode).toBe(404);
    });

    it('is another mentor’s 404, and shows its questions only to those who use it', async () => {
      expect((await call('GET', `/api/question_banks/${bankId}`, otherMentor.token)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/question_banks/${bankId}/questions`, otherMentor.token, single('Mine?'))).statusCode,
      ).toBe(404);
      expect((await call('POST', `/api/question_banks/${bankId}/publish`, mentor.token)).statusCode).toBe(200);
      const seen = await call('GET', `/api/question_banks/${bankId}`, student.token);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data).toMatchObject({ can_edit: false, questions: [] });
    });
  });

  let quizId: number;
  describe('quizzes and attempts', () => {
    it('builds a timed quiz of a fixed question and a draw, and will not publish a draw its pool cannot fill', async () => {
      const made = await call('POST', '/api/quizzes', mentor.token, {
        title: 'Percentages check',
        time_limit_minutes: 10,
        attempts_allowed: 1,
        pass_mark: 50,
        review: { correctness: ['after'], marks: ['after'], key: ['closed'], feedback: ['after'] },
      });
      expect(made.statusCode).toBe(201);
      quizId = made.json().data.id;
      expect((await call('POST', `/api/quizzes/${quizId}/publish`, mentor.token)).json().error.fields).toEqual({
        slots: T.noQuestions,
      });
      const slot = (b: object) => call('POST', `/api/quizzes/${quizId}/slots`, mentor.token, b);
      expect((await slot({ kind: 'fixed', question_id: questionIds[0] })).statusCode).toBe(201);
      const draw = await slot({ kind: 'random', bank_id: bankId, draw_count: 9, category: 'Aptitude' });
      expect(draw.json().data[1]).toMatchObject({
        kind: 'random',
        gives: 9,
        label: '9 questions from Aptitude basics (category Aptitude)',
      });
      // A fixed slot says which versions it may pin (1 to the question's latest); a draw has none.
      const latest = (await call('GET', `/api/question_banks/${bankId}`, mentor.token))
        .json()
        .data.questions.find((q: Body) => q.id === questionIds[0]).version;
      expect(latest).toBeGreaterThan(1);
      expect(draw.json().data[0]).toMatchObject({ kind: 'fixed', pinned_version: null, question_version: latest });
      expect(draw.json().data[1]).toMatchObject({ question_version: null });
      expect((await call('POST', `/api/quizzes/${quizId}/publish`, mentor.token)).json().error.fields).toEqual({
        slots: T.slotPoolTooSmall,
      });
      const slots = draw.json().data as Body[];
      const fixedDraw = await call('PUT', `/api/quizzes/${quizId}/slots/${slots[1]!.id}`, mentor.token, {
        kind: 'random',
        bank_id: bankId,
        draw_count: 2,
        category: 'Aptitude',
        sequence: 1,
      });
      expect(fixedDraw.json().data.map((s: Body) => s.kind)).toEqual(['random', 'fixed']);
      // Another mentor's question is not for this quiz.
      const otherBank = (await call('POST', '/api/question_banks', otherMentor.token, { title: 'Theirs' })).json().data
        .id;
      const theirs = (
        await call('POST', `/api/question_banks/${otherBank}/questions`, otherMentor.token, single('X?'))
      ).json().data.id;
      expect((await slot({ kind: 'fixed', question_id: theirs })).json().error.fields).toEqual({
        question_id: T.slotQuestionUnknown,
      });
      const live = await call('POST', `/api/quizzes/${quizId}/publish`, mentor.token);
      expect(live.json(), live.body).toHaveProperty('data');
      expect(live.json().data).toMatchObject({ status: 'published', question_count: 3, max_score: 3 });
    });

    let attemptId: number;
    /** Positions of a single-choice question and of another one (the draw decides where they are). */
    let choiceAt: number;
    let otherAt: number;
    it('starts one attempt (a second start answers the same one) and never shows the key while it runs', async () => {
      expect((await call('POST', `/api/quizzes/${quizId}/attempts`, mentor.token)).statusCode).toBe(403);
      const started = await call('POST', `/api/quizzes/${quizId}/attempts`, student.token);
      expect(started.statusCode).toBe(201);
      const a = started.json().data;
      attemptId = a.id;
      choiceAt = a.questions.find((q: Body) => q.type === 'single_choice').position;
      otherAt = a.questions.find((q: Body) => q.position !== choiceAt).position;
      expect(a).toMatchObject({ status: 'in_progress', number: 1, max_score: 3 });
      expect(a.questions).toHaveLength(3);
      expect(new Date(a.deadline_at).getTime() - new Date(a.started_at).getTime()).toBe(10 * 60_000);
      expect(JSON.stringify(a)).not.toContain('"correct"');
      expect(a.questions.every((q: Body) => q.result === null)).toBe(true);
      const again = await call('POST', `/api/quizzes/${quizId}/attempts`, student.token);
      expect(again.json().data.id).toBe(attemptId);
      // Someone else's attempt is not found.
      expect((await call('GET', `/api/attempts/${attemptId}`, other.token)).statusCode).toBe(404);
    });

    it('saves each answer with its revision: a retry or an older save never overwrites a newer one', async () => {
      const save = (position: number, answer: unknown, revision: number) =>
        call('PUT', `/api/attempts/${attemptId}/answers/${position}`, student.token, { answer, revision });
      const first = await save(choiceAt, { option_id: 'a' }, 1);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ position: choiceAt, revision: 1 });
      expect((await save(choiceAt, { option_id: 'b' }, 2)).json().data.revision).toBe(2);
      const late = await save(choiceAt, { option_id: 'a' }, 1);
      expect(late.json().data.revision).toBe(2);
      const wrong = await save(otherAt, { text: 'twenty' }, 1);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.message).toBe(T.answerWrongType);
      const shown = await call('GET', `/api/attempts/${attemptId}`, student.token);
      expect(shown.json().data.questions[choiceAt - 1]).toMatchObject({ answer: { option_id: 'b' }, revision: 2 });
    });

    it('moves a running attempt’s deadline at once when the mentor gives extra time', async () => {
      const before = (await call('GET', `/api/attempts/${attemptId}`, student.token)).json().data.deadline_at;
      const given = await call('POST', '/api/quiz_accommodations', mentor.token, {
        quiz_id: quizId,
        profile_ids: [student.profileId],
        extra_minutes: 5,
        reason: 'Scribe needed',
      });
      expect(given.statusCode).toBe(201);
      expect(given.json().data).toEqual({ granted: 1, running_attempts_moved: 1 });
      const after = (await call('GET', `/api/attempts/${attemptId}/clock`, student.token)).json().data;
      expect(after.status).toBe('in_progress');
      expect(new Date(after.deadline_at).getTime() - new Date(before).getTime()).toBe(5 * 60_000);
      expect(
        (
          await call('POST', '/api/quiz_accommodations', otherMentor.token, {
            quiz_id: quizId,
            profile_ids: [student.profileId],
            reason: 'x',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('refuses answers after the deadline and its grace, submits the attempt itself once, and grades it', async () => {
      const attempt = (await call('GET', `/api/attempts/${attemptId}`, student.token)).json().data;
      clock.set(new Date(new Date(attempt.deadline_at).getTime() + SAVE_GRACE_MS + 1000));
      const late = await call('PUT', `/api/attempts/${attemptId}/answers/${otherAt}`, student.token, {
        answer: { option_id: 'b' },
        revision: 1,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe(T.timeUp);
      const done = (await call('GET', `/api/attempts/${attemptId}`, student.token)).json().data;
      expect(done.status).toBe('auto_submitted');
      expect(done.submitted_at).toBe(attempt.deadline_at);
      const right = done.questions.filter((q: Body) => (q.result as Body | null)?.correct === true).length;
      expect(done.score).toBe(right);
      // The key waits for the quiz to close (review option).
      expect(done.questions.every((q: Body) => (q.result as Body).key === null)).toBe(true);
      const submitted = await call('POST', `/api/attempts/${attemptId}/submit`, student.token);
      expect(submitted.json().data).toMatchObject({ status: 'auto_submitted', submitted_at: attempt.deadline_at });
      const next = await call('POST', `/api/quizzes/${quizId}/attempts`, student.token);
      expect(next.statusCode).toBe(409);
      expect(next.json().error.message).toBe(T.noAttemptsLeft);
    });

    it('closes expired attempts in the background even if the browser never comes back', async () => {
      const started = (await call('POST', `/api/quizzes/${quizId}/attempts`, other.token)).json().data;
      clock.set(new Date(new Date(started.deadline_at).getTime() + SAVE_GRACE_MS + 1000));
      const { quizzesModule } = await import('./index');
      expect(quizzesModule.name).toBe('quizzes');
      // The sweep the worker runs every few seconds.
      const res = await t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: bearer(other.token) });
      expect(res.json().data.my_quiz.running_attempt_id).toBe(started.id);
      const { createAttemptsService, createQuizzesService, createBanksService } = await import('./index');
      const banks = createBanksService({ db: t.database.db, clock: clock.now });
      const sweeper = createAttemptsService({
        db: t.database.db,
        clock: clock.now,
        quizzes: createQuizzesService({ db: t.database.db, clock: clock.now, banks }),
      });
      expect(await sweeper.autoSubmitExpired()).toBe(1);
      expect(await sweeper.autoSubmitExpired()).toBe(0);
      const after = await call('GET', `/api/quizzes/${quizId}`, other.token);
      expect(after.json().data.my_quiz).toMatchObject({
        status: 'Completed',
        running_attempt_id: null,
        attempts_left: 0,
      });
    });

    it('shows one question at a time when asked, and ends an attempt only at the author’s limit of times leaving', async () => {
      const made = await call('POST', '/api/quizzes', mentor.token, {
        title: 'Integrity check',
        per_page: 5,
        attempts_allowed: 2,
        integrity: { one_at_a_time: true, max_focus_losses: 2 },
      });
      const id = made.json().data.id;
      for (const q of questionIds.slice(0, 2))
        await call('POST', `/api/quizzes/${id}/slots`, mentor.token, { kind: 'fixed', question_id: q });
      expect((await call('POST', `/api/quizzes/${id}/publish`, mentor.token)).statusCode).toBe(200);
      expect((await call('GET', `/api/quizzes/${id}`, mentor.token)).json().data.integrity).toEqual({
        one_at_a_time: true,
        fullscreen: false,
        max_focus_losses: 2,
      });
      const a = (await call('POST', `/api/quizzes/${id}/attempts`, student.token)).json().data;
      expect(a).toMatchObject({ per_page: 1, focus_losses: 0, integrity: { max_focus_losses: 2 } });
      const at = () => clock.now().toISOString();
      const report = (kinds: string[]) =>
        call('POST', `/api/attempts/${a.id}/events`, student.token, {
          events: kinds.map((kind) => ({ kind, at: at() })),
        });
      // Pastes and focus returns do not count; the first time away is a warning only.
      const first = await report(['blur', 'focus', 'paste']);
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toEqual({ recorded: 3, focus_losses: 1, ended: false });
      expect((await call('GET', `/api/attempts/${a.id}`, student.token)).json().data).toMatchObject({
        status: 'in_progress',
        focus_losses: 1,
      });
      expect((await report(['blur'])).json().data).toEqual({ recorded: 1, focus_losses: 2, ended: true });
      const ended = (await call('GET', `/api/attempts/${a.id}`, student.token)).json().data;
      expect(ended.status).toBe('auto_submitted');
      const late = await report(['blur']);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe(T.attemptFinished);
      // The mentor's log says why it ended.
      const log = (await call('GET', `/api/quiz_attempts/${a.id}`, mentor.token)).json().data.log as Body[];
      expect(log.map((e) => e.kind)).toEqual(['blur', 'focus', 'paste', 'blur', 'ended_focus']);
      // Without a limit, leaving the page never ends anything.
      const free = (await call('POST', '/api/quizzes', mentor.token, { title: 'No limit' })).json().data.id;
      await call('POST', `/api/quizzes/${free}/slots`, mentor.token, { kind: 'fixed', question_id: questionIds[0] });
      await call('POST', `/api/quizzes/${free}/publish`, mentor.token);
      const b = (await call('POST', `/api/quizzes/${free}/attempts`, student.token)).json().data;
      const many = await call('POST', `/api/attempts/${b.id}/events`, student.token, {
        events: Array.from({ length: 30 }, () => ({ kind: 'blur', at: at() })),
      });
      expect(many.json().data).toEqual({ recorded: 30, focus_losses: 30, ended: false });
      expect(
        (await call('POST', '/api/quizzes', mentor.token, { title: 'Too strict', integrity: { max_focus_losses: 21 } }))
          .statusCode,
      ).toBe(422);
    });
  });

  describe('the mentor’s side', () => {
    it('queues essays for a mark, takes the mark with a comment, and regrades an attempt when a key is fixed', async () => {
      const [, choiceId, , essayId] = questionIds;
      const made = (
        await call('POST', '/api/quizzes', mentor.token, { title: 'Write and choose', attempts_allowed: 0 })
      ).json().data.id;
      await call('POST', `/api/quizzes/${made}/slots`, mentor.token, { kind: 'fixed', question_id: choiceId });
      await call('POST', `/api/quizzes/${made}/slots`, mentor.token, { kind: 'fixed', question_id: essayId });
      expect((await call('POST', `/api/quizzes/${made}/publish`, mentor.token)).statusCode).toBe(200);
      const taker = await buildUser(t.app, 'STUDENT');
      const a = (await call('POST', `/api/quizzes/${made}/attempts`, taker.token)).json().data;
      await call('PUT', `/api/attempts/${a.id}/answers/1`, taker.token, { answer: { option_id: 'a' }, revision: 1 });
      await call('PUT', `/api/attempts/${a.id}/answers/2`, taker.token, {
        answer: { text: 'Because a base that changes changes the meaning.' },
        revision: 1,
      });
      // Events are logged while the attempt runs.
      expect(
        (
          await call('POST', `/api/attempts/${a.id}/events`, taker.token, {
            events: [{ kind: 'paste', position: 2, at: clock.now().toISOString() }],
          })
        ).statusCode,
      ).toBe(201);
      const done = (await call('POST', `/api/attempts/${a.id}/submit`, taker.token)).json().data;
      expect(done).toMatchObject({ status: 'submitted', score: 0, pending: 1, passed: null });

      const queue = (await call('GET', `/api/essay_queue?quiz_id=${made}`, mentor.token)).json().data as Body[];
      expect(queue).toHaveLength(1);
      expect(queue[0]).toMatchObject({ attempt_id: a.id, position: 2, points: 5, words: 8 });
      expect((await call('GET', '/api/essay_queue', otherMentor.token)).json().data).toEqual([]);
      const url = `/api/attempt_answers/${queue[0]!.answer_id}/grade`;
      expect((await call('PUT', url, otherMentor.token, { score: 4 })).statusCode).toBe(404);
      const over = await call('PUT', url, mentor.token, { score: 6 });
      expect(over.statusCode).toBe(422);
      expect(over.json().error.message).toBe(T.essayPointsOnly);
      const marked = await call('PUT', url, mentor.token, { score: 4, comment: 'Good point; give an example.' });
      expect(marked.json().data).toMatchObject({ attempt_id: a.id, score: 4, attempt_score: 4, pending: 0 });
      const seen = (await call('GET', `/api/attempts/${a.id}`, taker.token)).json().data;
      expect(seen.questions[1].result).toMatchObject({ score: 4, mentor_comment: 'Good point; give an example.' });

      // The key of the choice question was wrong: fix it and regrade.
      const fix = await call(
        'PUT',
        `/api/question_banks/${bankId}/questions/${choiceId}`,
        mentor.token,
        single('5% of 400?', 'a'),
      );
      expect(fix.json().data.version).toBeGreaterThan(1);
      const regraded = await call('POST', `/api/question_banks/${bankId}/questions/${choiceId}/regrade`, mentor.token);
      // Every finished attempt that showed the old key is graded again (the earlier test's attempts too).
      expect(regraded.json().data.changes).toContainEqual({ attempt_id: a.id, before: 4, after: 5 });
      const again = await call('POST', `/api/question_banks/${bankId}/questions/${choiceId}/regrade`, mentor.token);
      expect(again.json().data.changed).toBe(0);

      const list = (await call('GET', `/api/quizzes/${made}/attempts`, mentor.token)).json().data as Body[];
      expect(list[0]).toMatchObject({ id: a.id, score: 5, pending: 0, events: 1 });
      const full = (await call('GET', `/api/quiz_attempts/${a.id}`, mentor.token)).json().data;
      expect(full.log).toEqual([expect.objectContaining({ kind: 'paste', position: 2 })]);
      expect(full.questions[0].result.key).toEqual({ option_id: 'a' });
      expect((await call('GET', `/api/quiz_attempts/${a.id}`, otherMentor.token)).statusCode).toBe(404);

      // Passing (once the essay was marked) put a verified certification in the student's portfolio, once.
      const certificates = rowsOf<Body>(
        await t.database.db.execute(
          sql`select title, kind, verified_by_name, points from external_courses where profile_id = ${taker.profileId}`,
        ),
      );
      expect(certificates).toEqual([
        { title: 'Write and choose', kind: 'certificate', verified_by_name: expect.any(String), points: 25 },
      ]);

      const stats = await call('GET', `/api/quizzes/${made}/stats`, mentor.token);
      expect(stats.statusCode).toBe(200);
      expect(stats.json().data).toMatchObject({ started: 1, finished: 1, students: 1, mean: 83.3, pass_rate: 1 });
      expect(
        stats
          .json()
          .data.questions.map((q: Body) => q.question_id)
          .sort(),
      ).toEqual([choiceId, essayId].sort());
      expect((await call('GET', `/api/quizzes/${made}/stats`, otherMentor.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/quizzes/${made}/stats`, taker.token)).statusCode).toBe(403);
    });
  });
});
