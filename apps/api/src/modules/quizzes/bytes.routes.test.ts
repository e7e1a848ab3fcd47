import { QUIZ_BYTE_TEXTS as B, MASTERY_STABILITY_DAYS, QUIZ_TEXTS as T } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { testClock } from '../../../test/factories/portfolio';
import { rowsOf } from '../../db/client';
import { createBanksService } from './banks.service';
import { createBytesService } from './bytes.service';

type Body = Record<string, unknown>;
type Shown = { position: number; type: string; stem: string; reason: string; result: Body | null };
const DAY = 86_400_000;

/**
 * Quiz bytes through the API (issue 26 item 10, decision 0077): a mentor's byte on a bank, enrolment,
 * sessions of 3 to 5 questions answered one by one and scheduled by FSRS, the student's banks, cards and
 * scorecard, the daily notice, and who may see what.
 */
describe('quiz bytes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  let otherMentor: Awaited<ReturnType<typeof buildUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let other: Awaited<ReturnType<typeof buildUser>>;
  // 10:00 in India.
  const clock = testClock(new Date('2026-11-20T04:30:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    admin = await buildAdmin(t.app);
    mentor = await buildUser(t.app, 'ADVISOR');
    otherMentor = await buildUser(t.app, 'ADVISOR');
    student = await buildUser(t.app, 'STUDENT');
    other = await buildUser(t.app, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** Single-choice questions whose right option is 'b', and a numerical one whose answer is 42. */
  const single = (n: number, category: string) => ({
    category,
    question: {
      type: 'single_choice',
      stem: `<p>Question ${n}?</p>`,
      options: [
        { id: 'a', text: 'No' },
        { id: 'b', text: 'Yes' },
      ],
      correct: 'b',
      feedback: `<p>Because ${n}.</p>`,
    },
  });
  const numeric = { category: 'Series', question: { type: 'numerical', stem: '<p>Six times seven?</p>', answer: 42 } };
  const essay = { category: 'Writing', question: { type: 'essay', stem: '<p>Why?</p>' } };
  const rightAnswer = (q: Shown) => (q.type === 'numerical' ? { value: 42 } : { option_id: 'b' });
  const wrongAnswer = (q: Shown) => (q.type === 'numerical' ? { value: 7 } : { option_id: 'a' });

  async function bank(token: string, title: string, questions: object[], publish = true) {
    const id = (await call('POST', '/api/question_banks', token, { title })).json().data.id as number;
    for (const q of questions)
      expect((await call('POST', `/api/question_banks/${id}/questions`, token, q)).statusCode).toBe(201);
    if (publish) expect((await call('POST', `/api/question_banks/${id}/publish`, token)).statusCode).toBe(200);
    return id;
  }

  let bankId: number;
  let byteId: number;
  let myQuizId: number;

  describe('the mentor’s byte', () => {
    it('is made by authors only, with 3 to 5 questions a session, on a bank of their own', async () => {
      bankId = await bank(mentor.token, 'Aptitude drill', [
        single(1, 'Percentages'),
        single(2, 'Percentages'),
        single(3, 'Ratios'),
        single(4, 'Ratios'),
        numeric,
        essay,
      ]);
      const body = { title: 'Aptitude daily', bank_id: bankId, questions_per_session: 3 };
      expect((await call('POST', '/api/quiz_bytes', undefined, body)).statusCode).toBe(401);
      expect((await call('POST', '/api/quiz_bytes', student.token, body)).statusCode).toBe(403);
      const tooMany = await call('POST', '/api/quiz_bytes', mentor.token, { ...body, questions_per_session: 6 });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().error.fields).toEqual({ questions_per_session: B.sessionSize });
      const theirs = await call('POST', '/api/quiz_bytes', otherMentor.token, body);
      expect(theirs.json().error.fields).toEqual({ bank_id: B.bankUnknown });
      const made = await call('POST', '/api/quiz_bytes', mentor.token, body);
      expect(made.statusCode).toBe(201);
      byteId = made.json().data.id;
      // A byte is a quiz of kind 'byte': the quiz routes read it too (the editor picks its form by kind), and
      // it is not among the quizzes.
      const asQuiz = await call('GET', `/api/quizzes/${byteId}`, mentor.token);
      expect(asQuiz.statusCode).toBe(200);
      expect(asQuiz.json().data).toMatchObject({ kind: 'byte', can_edit: true });
      expect(
        (await call('GET', '/api/quizzes?mine=true', mentor.token)).json().data.map((q: Body) => q.id),
      ).not.toContain(byteId);
    });

    it('publishes only on a published bank with at least 3 questions a student can answer alone', async () => {
      const small = await bank(mentor.token, 'Too small', [single(9, 'X'), single(10, 'X'), essay]);
      const draftBank = await bank(mentor.token, 'Not yet', [single(11, 'X'), single(12, 'X'), single(13, 'X')], false);
      const made = (await call('POST', '/api/quiz_bytes', mentor.token, { title: 'Small byte', bank_id: small })).json()
        .data.id;
      const refused = await call('POST', `/api/quiz_bytes/${made}/publish`, mentor.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields).toEqual({ bank_id: B.bankTooSmall });
      await call('PUT', `/api/quiz_bytes/${made}`, mentor.token, { title: 'Small byte', bank_id: draftBank });
      expect((await call('POST', `/api/quiz_bytes/${made}/publish`, mentor.token)).json().error.fields).toEqual({
        bank_id: B.bankNotPublished,
      });
      await call('PUT', `/api/quiz_bytes/${made}`, mentor.token, { title: 'Small byte' });
      expect((await call('POST', `/api/quiz_bytes/${made}/publish`, mentor.token)).json().error.fields).toEqual({
        bank_id: B.bankRequired,
      });
      expect((await call('DELETE', `/api/quiz_bytes/${made}`, mentor.token)).statusCode).toBe(204);
      // A quiz is not a byte: the byte routes do not find it.
      const quiz = (await call('POST', '/api/quizzes', mentor.token, { title: 'A plain quiz' })).json().data.id;
      expect((await call('GET', `/api/quiz_bytes/${quiz}`, mentor.token)).statusCode).toBe(404);
      expect((await call('POST', `/api/quiz_bytes/${quiz}/publish`, mentor.token)).statusCode).toBe(404);
    });

    it('is another mentor’s 404 and a draft nobody else sees; once published it is listed', async () => {
      expect((await call('GET', `/api/quiz_bytes/${byteId}`, student.token)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/quiz_bytes/${byteId}`, otherMentor.token, { title: 'Mine now' })).statusCode,
      ).toBe(404);
      expect((await call('POST', `/api/quiz_bytes/${byteId}/publish`, otherMentor.token)).statusCode).toBe(404);
      const mine = await call('GET', '/api/quiz_bytes?mine=true', mentor.token);
      expect(mine.json().data.map((b: Body) => b.id)).toContain(byteId);
      const live = await call('POST', `/api/quiz_bytes/${byteId}/publish`, mentor.token);
      expect(live.statusCode).toBe(200);
      expect(live.json().data).toMatchObject({
        status: 'published',
        questions_per_session: 3,
        bank: { id: bankId, title: 'Aptitude drill', questions: 5 },
        categories: ['Percentages', 'Ratios', 'Series'],
        class: { students: 0, practised_today: 0, answers_last_7_days: 0, mastery: null },
      });
      const listed = await call('GET', '/api/quiz_bytes');
      expect(listed.json().data.map((b: Body) => b.id)).toContain(byteId);
      // Once published its bank stays: students' cards belong to its questions.
      const moved = await call('PUT', `/api/quiz_bytes/${byteId}`, mentor.token, {
        title: 'Aptitude daily',
        bank_id: await bank(mentor.token, 'Another', [single(20, 'X'), single(21, 'X'), single(22, 'X')]),
      });
      expect(moved.json().error.fields).toEqual({ bank_id: B.bankUnknown });
    });
  });

  let sessionId: number;
  let firstQuestions: Shown[];
  describe('practice', () => {
    it('needs an enrolment, made from the byte’s page by a student', async () => {
      expect((await call('POST', `/api/quiz_bytes/${byteId}/enrol`)).statusCode).toBe(401);
      expect((await call('POST', `/api/quiz_bytes/${byteId}/enrol`, mentor.token)).statusCode).toBe(403);
      const enrolled = await call('POST', `/api/quiz_bytes/${byteId}/enrol`, student.token);
      expect(enrolled.statusCode).toBe(201);
      myQuizId = enrolled.json().data.my_quiz_id;
      expect((await call('POST', `/api/quiz_bytes/${byteId}/enrol`, student.token)).json().data.my_quiz_id).toBe(
        myQuizId,
      );
      const page = await call('GET', `/api/quiz_bytes/${byteId}`, student.token);
      expect(page.json().data).toMatchObject({
        can_edit: false,
        class: null,
        mine: {
          my_quiz_id: myQuizId,
          counts: { total: 5, new: 5, learning: 0, mastered: 0, due_today: 0 },
          next_due_at: null,
          practised_today: false,
          open_session_id: null,
        },
      });
    });

    it('starts today’s session of 3 new questions, never one twice, and resumes it when asked again', async () => {
      expect((await call('POST', `/api/my_quiz_bytes/${myQuizId}/sessions`, mentor.token)).statusCode).toBe(403);
      expect((await call('POST', `/api/my_quiz_bytes/${myQuizId}/sessions`, other.token)).statusCode).toBe(404);
      const started = await call('POST', `/api/my_quiz_bytes/${myQuizId}/sessions`, student.token);
      expect(started.statusCode).toBe(201);
      const s = started.json().data;
      sessionId = s.id;
      firstQuestions = s.questions;
      expect(s).toMatchObject({
        my_quiz_id: myQuizId,
        quiz_id: byteId,
        bank_id: bankId,
        title: 'Aptitude daily',
        finished_at: null,
      });
      expect(firstQuestions.map((q) => q.stem)).toEqual([
        '<p>Question 1?</p>',
        '<p>Question 2?</p>',
        '<p>Question 3?</p>',
      ]);
      expect(firstQuestions.map((q) => q.reason)).toEqual(['new', 'new', 'new']);
      expect(JSON.stringify(s)).not.toContain('"correct"');
      const again = await call('POST', `/api/my_quiz_bytes/${myQuizId}/sessions`, student.token);
      expect(again.json().data.id).toBe(sessionId);
      expect((await call('GET', `/api/practice_sessions/${sessionId}`, other.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/practice_sessions/${sessionId}`, mentor.token)).statusCode).toBe(403);
    });

    it('grades each answer at once with the shared grader, shows the key and the explanation, and moves the card', async () => {
      const url = (p: number) => `/api/practice_sessions/${sessionId}/answers/${p}`;
      expect((await call('PUT', url(1), other.token, { answer: { option_id: 'b' } })).statusCode).toBe(404);
      const bad = await call('PUT', url(1), student.token, { answer: { value: 3 } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.fields).toEqual({ answer: T.answerWrongType });
      expect((await call('PUT', url(4), student.token, { answer: { option_id: 'b' } })).statusCode).toBe(404);

      const right = await call('PUT', url(1), student.token, { answer: { option_id: 'b' }, seconds: 12 });
      expect(right.statusCode).toBe(200);
      const r = right.json().data;
      expect(r).toMatchObject({
        position: 1,
        finished: false,
        result: {
          correct: true,
          fraction: 1,
          rating: 'good',
          key: { option_id: 'b' },
          feedback: '<p>Because 1.</p>',
          mastered: false,
        },
      });
      expect(Date.parse(r.result.next_due_at)).toBeGreaterThanOrEqual(clock.now().getTime() + 2 * DAY);
      // The same answer sent again (a retry), or another one: what was recorded first, the card untouched.
      const repeat = await call('PUT', url(1), student.token, { answer: { option_id: 'a' } });
      expect(repeat.json().data.result).toEqual(r.result);
      const cards = await call('GET', `/api/my_question_banks/${bankId}/cards`, student.token);
      expect(cards.json().data.cards[0]).toMatchObject({ state: 'review', reps: 1, lapses: 0 });

      const wrong = await call('PUT', url(2), student.token, { answer: { option_id: 'a' } });
      expect(wrong.json().data.result).toMatchObject({
        correct: false,
        fraction: 0,
        rating: 'again',
        key: { option_id: 'b' },
      });
      expect(Date.parse(wrong.json().data.result.next_due_at) - clock.now().getTime()).toBe(DAY);
      const slow = await call('PUT', url(3), student.token, { answer: { option_id: 'b' }, seconds: 300 });
      expect(slow.json().data).toMatchObject({ finished: true, result: { correct: true, rating: 'hard' } });
      const done = (await call('GET', `/api/practice_sessions/${sessionId}`, student.token)).json().data;
      expect(done.finished_at).not.toBeNull();
      expect(done.questions.map((q: Shown) => (q.result as { correct: boolean }).correct)).toEqual([true, false, true]);
    });

    it('a new session the same day asks the rest, then tops up to 3 with what is due soonest', async () => {
      const next = (await call('POST', `/api/my_quiz_bytes/${myQuizId}/sessions`, student.token)).json().data;
      expect(next.id).not.toBe(sessionId);
      expect(next.questions.map((q: Shown) => [q.stem, q.reason])).toEqual([
        ['<p>Question 4?</p>', 'new'],
        ['<p>Six times seven?</p>', 'new'],
        // Question 2 was wrong: due tomorrow, the soonest.
        ['<p>Question 2?</p>', 'ahead'],
      ]);
      for (const q of next.questions as Shown[])
        await call('PUT', `/api/practice_sessions/${next.id}/answers/${q.position}`, student.token, {
          answer: rightAnswer(q),
        });
      const page = (await call('GET', `/api/quiz_bytes/${byteId}`, student.token)).json().data;
      expect(page.mine).toMatchObject({
        counts: { total: 5, new: 0, learning: 5, mastered: 0, due_today: 0 },
        practised_today: true,
        open_session_id: null,
      });
    });

    it('keeps the schedule after missed days: the most overdue come first, nothing starts again', async () => {
      clock.advanceDays(9);
      const page = (await call('GET', `/api/quiz_bytes/${byteId}`, student.token)).json().data;
      expect(page.mine.counts).toMatchObject({ new: 0, due_today: 5 });
      const cardsBefore = (await call('GET', `/api/my_question_banks/${bankId}/cards`, student.token)).json().data
        .cards as Body[];
      const s = (await call('POST', `/api/my_quiz_bytes/${myQuizId}/sessions`, student.token)).json().data;
      expect(s.questions.every((q: Shown) => q.reason === 'due')).toBe(true);
      const dueOf = new Map(cardsBefore.map((c) => [c.stem, Date.parse(c.due_at as string)]));
      const dues = (s.questions as Shown[]).map((q) => dueOf.get(q.stem.replace(/<[^>]*>/g, ''))!);
      expect(dues).toEqual([...dues].sort((a, b) => a - b));
      const q1 = (s.questions as Shown[]).find((q) => q.stem === '<p>Question 1?</p>');
      if (q1) {
        const late = await call('PUT', `/api/practice_sessions/${s.id}/answers/${q1.position}`, student.token, {
          answer: wrongAnswer(q1),
        });
        expect(late.json().data.result).toMatchObject({ correct: false, rating: 'again' });
        const card = (
          (await call('GET', `/api/my_question_banks/${bankId}/cards`, student.token)).json().data.cards as Body[]
        ).find((c) => c.question_id === cardsBefore.find((b) => b.stem === 'Question 1?')!.question_id)!;
        expect(card).toMatchObject({ state: 'review', reps: 2, lapses: 1 });
        expect(card.stability as number).toBeGreaterThan(0);
      }
    });
  });

  describe('the student’s banks', () => {
    it('/myquizbank: the student’s own banks; anyone else’s profile is not found', async () => {
      const mine = await call('GET', `/api/my_quiz_banks/${student.profileId}`, student.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toEqual([
        expect.objectContaining({
          bank: { id: bankId, title: 'Aptitude drill' },
          bytes: [{ quiz_id: byteId, my_quiz_id: myQuizId, title: 'Aptitude daily' }],
          practised_today: true,
        }),
      ]);
      expect((await call('GET', `/api/my_quiz_banks/${student.profileId}`, other.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/my_quiz_banks/${student.profileId}`, mentor.token)).statusCode).toBe(403);
      expect((await call('GET', `/api/my_quiz_banks/${student.profileId}`)).statusCode).toBe(401);
      expect((await call('GET', `/api/my_quiz_banks/${other.profileId}`, other.token)).json().data).toEqual([]);
    });

    it('/myquestionbank: counts, a 14-day forecast and the answers of the last 14 days; others 404', async () => {
      const res = await call('GET', `/api/my_question_banks/${bankId}`, student.token);
      expect(res.statusCode).toBe(200);
      const b = res.json().data;
      expect(b.bank).toMatchObject({ id: bankId, title: 'Aptitude drill' });
      expect(b.counts.total).toBe(5);
      expect(b.forecast).toHaveLength(14);
      expect(b.forecast[0].day).toBe('2026-11-29');
      expect(b.forecast.reduce((n: number, d: { due: number }) => n + d.due, 0)).toBeLessThanOrEqual(5);
      expect(b.history).toHaveLength(14);
      expect(b.history.find((h: Body) => h.day === '2026-11-20')).toEqual({ day: '2026-11-20', answers: 6, right: 5 });
      expect(b.history.find((h: Body) => h.day === '2026-11-29')).toMatchObject({ answers: 1, right: 0 });
      expect((await call('GET', `/api/my_question_banks/${bankId}`, other.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/my_question_banks/${bankId}/cards`, other.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/my_question_banks/${bankId}`, mentor.token)).statusCode).toBe(403);
      expect((await call('GET', `/api/my_question_banks/${bankId}/cards`, mentor.token)).statusCode).toBe(403);
    });

    it('/myquestionbankdetails: every question a student can practise with its card (no essays)', async () => {
      const cards = (await call('GET', `/api/my_question_banks/${bankId}/cards`, student.token)).json().data
        .cards as Body[];
      expect(cards.map((c) => c.stem)).toEqual([
        'Question 1?',
        'Question 2?',
        'Question 3?',
        'Question 4?',
        'Six times seven?',
      ]);
      expect(cards.every((c) => c.state === 'review' && (c.reps as number) >= 1 && c.due_at !== null)).toBe(true);
    });
  });

  let trioByte: number;
  describe('the scorecard', () => {
    it('masters questions answered right three times over weeks, and says so per category and skill', async () => {
      const python = (await call('GET', '/api/skills?query=Python')).json().data[0] as {
        id: number;
        display_name: string;
      };
      const sqlSkill = (await call('GET', '/api/skills?query=SQL')).json().data[0] as {
        id: number;
        display_name: string;
      };
      const trio = await bank(mentor.token, 'Trio', [
        { ...single(31, 'Alpha'), skill_ids: [python.id] },
        { ...single(32, 'Alpha'), skill_ids: [python.id, sqlSkill.id] },
        { ...single(33, 'Beta'), skill_ids: [sqlSkill.id] },
      ]);
      const byte = (
        await call('POST', '/api/quiz_bytes', mentor.token, {
          title: 'Trio daily',
          bank_id: trio,
          questions_per_session: 3,
        })
      ).json().data.id;
      trioByte = byte;
      await call('POST', `/api/quiz_bytes/${byte}/publish`, mentor.token);
      const my = (await call('POST', `/api/quiz_bytes/${byte}/enrol`, other.token)).json().data.my_quiz_id;
      for (const [gap, wrongFor] of [
        [0, ''],
        [3, ''],
        [14, '<p>Question 33?</p>'],
      ] as const) {
        clock.advanceDays(gap);
        const s = (await call('POST', `/api/my_quiz_bytes/${my}/sessions`, other.token)).json().data;
        expect(s.questions).toHaveLength(3);
        for (const q of s.questions as Shown[])
          await call('PUT', `/api/practice_sessions/${s.id}/answers/${q.position}`, other.token, {
            answer: q.stem === wrongFor ? wrongAnswer(q) : rightAnswer(q),
          });
      }
      const card = (await call('GET', `/api/question_banks/${trio}/scorecard`, other.token)).json().data;
      expect(card).toMatchObject({
        bank: { id: trio, title: 'Trio' },
        view: 'student',
        students: 1,
        stability_days: MASTERY_STABILITY_DAYS,
        overall: { mastered: 2, learning: 1, total: 3, share: 0.667 },
        categories: [
          { name: 'Alpha', mastered: 2, learning: 0, total: 2, share: 1 },
          { name: 'Beta', mastered: 0, learning: 1, total: 1, share: 0 },
        ],
        skills: [
          { id: python.id, name: python.display_name, mastered: 2, learning: 0, total: 2, share: 1 },
          { id: sqlSkill.id, name: sqlSkill.display_name, mastered: 1, learning: 1, total: 2, share: 0.5 },
        ],
      });
      // The author and admins see the class together; another mentor and a student not in it, nothing.
      const cls = (await call('GET', `/api/question_banks/${trio}/scorecard`, mentor.token)).json().data;
      expect(cls).toMatchObject({ view: 'class', students: 1, overall: { mastered: 2, total: 3 } });
      expect((await call('GET', `/api/question_banks/${trio}/scorecard`, admin.token)).json().data.view).toBe('class');
      expect((await call('GET', `/api/question_banks/${trio}/scorecard`, otherMentor.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/question_banks/${trio}/scorecard`, student.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/question_banks/${trio}/scorecard`)).statusCode).toBe(401);
      const page = (await call('GET', `/api/quiz_bytes/${byte}`, mentor.token)).json().data;
      expect(page.class).toMatchObject({ students: 1, practised_today: 1, mastery: 0.667 });
      expect(page.mine).toBeNull();
    });
  });

  describe('the daily notice', () => {
    const bytesService = () =>
      createBytesService({
        db: t.database.db,
        clock: clock.now,
        banks: createBanksService({ db: t.database.db, clock: clock.now }),
        notifier: t.app.services.notifications.notifier,
      });
    const bell = async (token: string) =>
      ((await call('GET', '/api/myprofile/list/notifications', token)).json().data as Body[]).filter(
        (n) => n.activity_type === 'question_bank',
      );

    it('reaches each student with practice due once a day (not before 7:00 in India, not after practising)', async () => {
      // 06:00 in India the next day: too early.
      const today = new Date(clock.now().getTime() + DAY);
      clock.set(new Date(`${today.toISOString().slice(0, 10)}T00:30:00Z`));
      expect(await bytesService().remindDue()).toBe(0);
      clock.set(new Date(clock.now().getTime() + 3 * 3_600_000));
      // The student has cards due in the first bank; the other student nothing due in the trio bank (a lapse
      // yesterday brings its card back in a few days, the others are mastered).
      expect((await call('GET', `/api/quiz_bytes/${trioByte}`, other.token)).json().data.mine.counts).toMatchObject({
        new: 0,
        due_today: 0,
      });
      expect(
        (await call('GET', `/api/quiz_bytes/${byteId}`, student.token)).json().data.mine.counts.due_today,
      ).toBeGreaterThan(0);
      expect(await bytesService().remindDue()).toBe(1);
      expect(await bytesService().remindDue()).toBe(0);
      await t.app.services.notifications.deliverPending();
      const items = await bell(student.token);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        activity_key: 'learning',
        my_quiz_id: byteId,
        my_question_bank_id: bankId,
        message: expect.stringMatching(/^Aptitude daily: \d+ questions? (is|are) due for review today$/),
      });
      // The next day again, but not for someone who already practised that day.
      clock.advanceDays(1);
      const s = (await call('POST', `/api/my_quiz_bytes/${myQuizId}/sessions`, student.token)).json().data;
      await call('PUT', `/api/practice_sessions/${s.id}/answers/1`, student.token, {
        answer: rightAnswer(s.questions[0]),
      });
      // Now the other student's lapsed card is due: they hear of it; the student, who practised, does not.
      expect(await bytesService().remindDue()).toBe(1);
      await t.app.services.notifications.deliverPending();
      expect(await bell(student.token)).toHaveLength(1);
      expect(await bell(other.token)).toEqual([
        expect.objectContaining({ my_quiz_id: trioByte, message: 'Trio daily: 1 question is due for review today' }),
      ]);
      const rows = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from practice_notices`),
      );
      expect(rows[0]!.n).toBe(2);
    });
  });

  describe('an archived byte', () => {
    it('leaves the list, and its enrolled students keep their page', async () => {
      expect((await call('POST', `/api/quiz_bytes/${byteId}/archive`, mentor.token)).json().data.status).toBe(
        'archived',
      );
      expect((await call('GET', '/api/quiz_bytes')).json().data.map((b: Body) => b.id)).not.toContain(byteId);
      expect((await call('GET', `/api/quiz_bytes/${byteId}`, student.token)).statusCode).toBe(200);
      expect((await call('GET', `/api/quiz_bytes/${byteId}`, other.token)).statusCode).toBe(404);
      expect((await call('POST', `/api/quiz_bytes/${byteId}/enrol`, other.token)).statusCode).toBe(404);
    });
  });
});
