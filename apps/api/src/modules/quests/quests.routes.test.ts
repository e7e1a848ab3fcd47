import { QUEST_RULE_TEXTS, QUEST_TEXTS as Q } from '@lbd/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser } from '../../../test/factories/jobs';
import { testClock } from '../../../test/factories/portfolio';
import { rowsOf } from '../../db/client';
import { externalCourses, myLearnings, myQuizzes, projects, quizAttempts, quizzes } from '../../db/schema';

type Body = Record<string, unknown>;

/**
 * Issue 27 through the API: a quest of a quiz and projects behind a score gate and an n-of-m rule; a student
 * fails the quiz, reads why the next step is locked, passes, and sees it open; work done once counts in every
 * quest that has it; completion adds a verified Courses entry; mentors' grants, dashboard and scorecards.
 */
describe('quests', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  let otherMentor: Awaited<ReturnType<typeof buildUser>>;
  let pendingCompany: Awaited<ReturnType<typeof buildOrgUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let other: Awaited<ReturnType<typeof buildUser>>;
  const clock = testClock(new Date('2026-11-20T04:30:00Z'));
  let quizId: number;
  let draftQuizId: number;
  let p1: number;
  let p2: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    admin = await buildAdmin(t.app);
    mentor = await buildUser(t.app, 'ADVISOR');
    otherMentor = await buildUser(t.app, 'ADVISOR');
    pendingCompany = await buildOrgUser(t.app, 'COMPANY', { approved: false });
    student = await buildUser(t.app, 'STUDENT');
    other = await buildUser(t.app, 'STUDENT');
    const db = t.database.db;
    const now = clock.now();
    const quiz = (title: string, status: 'draft' | 'published') =>
      db
        .insert(quizzes)
        .values({
          title,
          status,
          published_at: status === 'published' ? now : null,
          review: {},
          created_by_profile_id: mentor.profileId,
        })
        .returning({ id: quizzes.id });
    [{ id: quizId }] = (await quiz('SQL Basics', 'published')) as [{ id: number }];
    [{ id: draftQuizId }] = (await quiz('Unfinished quiz', 'draft')) as [{ id: number }];
    const project = (title: string) =>
      db
        .insert(projects)
        .values({ title, status: 'published', published_at: now, created_by_profile_id: mentor.profileId })
        .returning({ id: projects.id });
    [{ id: p1 }] = (await project('Sales dashboard')) as [{ id: number }];
    [{ id: p2 }] = (await project('Churn analysis')) as [{ id: number }];
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** A finished attempt of the quiz at this percent (and the quiz's grade, passing at its 40% mark). */
  async function attempt(profileId: number, percent: number) {
    const db = t.database.db;
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from quiz_attempts where profile_id = ${profileId} and quiz_id = ${quizId}`,
      ),
    ) as [{ n: number }];
    await db
      .insert(myQuizzes)
      .values({
        profile_id: profileId,
        quiz_id: quizId,
        status: 'Completed',
        grade: percent,
        passed: percent >= 40,
      } as never)
      .onConflictDoUpdate({
        target: [myQuizzes.profile_id, myQuizzes.quiz_id],
        set: { grade: percent, passed: percent >= 40 },
      });
    const [my] = await db
      .select({ id: myQuizzes.id })
      .from(myQuizzes)
      .where(and(eq(myQuizzes.profile_id, profileId), eq(myQuizzes.quiz_id, quizId)));
    await db.insert(quizAttempts).values({
      my_quiz_id: my!.id,
      quiz_id: quizId,
      profile_id: profileId,
      number: n + 1,
      seed: 7,
      started_at: clock.now(),
      submitted_at: clock.now(),
      status: 'submitted',
      score: percent,
      max_score: 100,
      deadline_at: clock.now(),
    } as never);
  }
  async function finishProject(profileId: number, projectId: number) {
    await t.database.db.insert(myLearnings).values({
      profile_id: profileId,
      kind: 'project',
      project_id: projectId,
      status: 'Completed',
      enrolled_on: '2026-11-20',
      completed_at: clock.now(),
    });
  }

  const steps = () => [
    { key: 'sql', kind: 'quiz', ref_id: quizId },
    { key: 'sales', kind: 'project', ref_id: p1, rule: { kind: 'passed', step: 'sql', min_percent: 70 } },
    { key: 'churn', kind: 'project', ref_id: p2, rule: { kind: 'n_of', n: 1, steps: ['sql', 'sales'] } },
  ];
  const body = (over: Body = {}): Body => ({
    title: 'Data Analyst in 12 weeks',
    summary: 'SQL, dashboards and a churn study',
    duration_weeks: 12,
    points: 120,
    steps: steps(),
    cohorts: [{ name: 'January batch', starts_on: '2026-11-01' }],
    ...over,
  });
  let questId: number;
  let secondQuestId: number;
  let myQuestId: number;

  describe('authoring', () => {
    it('is for mentors, organisations and admins; students, strangers and pending organisations are refused', async () => {
      expect((await call('POST', '/api/quests', undefined, body())).statusCode).toBe(401);
      expect((await call('POST', '/api/quests', student.token, body())).statusCode).toBe(403);
      expect((await call('POST', '/api/quests', pendingCompany.token, body())).statusCode).toBe(403);
      const made = await call('POST', '/api/quests', mentor.token, body());
      expect(made.statusCode).toBe(201);
      questId = made.json().data.id;
    });

    it('refuses steps that wait for each other, naming them, and keeps the quest as it was', async () => {
      const cyclic = [
        { key: 'a', kind: 'project', ref_id: p1, rule: { kind: 'completed', step: 'b' } },
        { key: 'b', kind: 'project', ref_id: p2, rule: { kind: 'completed', step: 'a' } },
      ];
      const res = await call('PUT', `/api/quests/${questId}`, mentor.token, body({ steps: cyclic }));
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain(QUEST_RULE_TEXTS.cycle(['a', 'b', 'a']).split(':')[0]!);
      const kept = await call('GET', `/api/quests/${questId}`, mentor.token);
      expect(kept.json().data.steps.map((s: Body) => s.key)).toEqual(['sql', 'sales', 'churn']);
    });

    it('refuses a rule naming a missing step, an item that does not exist, and unbounded input', async () => {
      const unknown = await call(
        'PUT',
        `/api/quests/${questId}`,
        mentor.token,
        body({
          steps: [{ key: 'x', kind: 'project', ref_id: p1, rule: { kind: 'completed', step: 'nope' } }],
        }),
      );
      expect(unknown.statusCode).toBe(422);
      expect(JSON.stringify(unknown.json())).toContain(QUEST_RULE_TEXTS.unknownStep);
      const missing = await call(
        'PUT',
        `/api/quests/${questId}`,
        mentor.token,
        body({
          steps: [{ key: 'x', kind: 'project', ref_id: 999_999 }],
        }),
      );
      expect(missing.statusCode).toBe(422);
      expect(missing.json().error.fields.steps).toBe(Q.stepsNotFound);
      const tooMany = Array.from({ length: 201 }, (_, i) => ({ key: `s${i}`, kind: 'project', ref_id: p1 }));
      expect((await call('PUT', `/api/quests/${questId}`, mentor.token, body({ steps: tooMany }))).statusCode).toBe(
        422,
      );
    });

    it('shows rules in words; another mentor cannot edit it (404), and a draft is hidden from students', async () => {
      const q = (await call('GET', `/api/quests/${questId}`, mentor.token)).json().data;
      expect(q.steps[1].rule_text).toBe('Pass SQL Basics with 70%');
      expect(q.steps[2].rule_text).toBe('Complete 1 of SQL Basics and Sales dashboard');
      expect(q.can_edit).toBe(true);
      expect((await call('PUT', `/api/quests/${questId}`, otherMentor.token, body())).statusCode).toBe(404);
      expect((await call('GET', `/api/quests/${questId}`, student.token)).statusCode).toBe(404);
    });

    it('publishes only when every step names a published item', async () => {
      await call(
        'PUT',
        `/api/quests/${questId}`,
        mentor.token,
        body({
          steps: [...steps(), { key: 'draft', kind: 'quiz', ref_id: draftQuizId }],
        }),
      );
      const refused = await call('POST', `/api/quests/${questId}/publish`, mentor.token);
      expect(refused.statusCode).toBe(422);
      expect(JSON.stringify(refused.json())).toContain(Q.stepItemMissing('Unfinished quiz'));
      await call('PUT', `/api/quests/${questId}`, mentor.token, body());
      const ok = await call('POST', `/api/quests/${questId}/publish`, mentor.token);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.status).toBe('published');
      const second = await call(
        'POST',
        '/api/quests',
        mentor.token,
        body({
          title: 'Dashboards in four weeks',
          steps: [{ key: 'sales', kind: 'project', ref_id: p1 }],
          cohorts: [],
        }),
      );
      secondQuestId = second.json().data.id;
      expect((await call('POST', `/api/quests/${secondQuestId}/publish`, mentor.token)).statusCode).toBe(200);
    });

    it('lists published quests for everyone and filters them', async () => {
      const list = await call('GET', '/api/quests?query=analyst');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((q: Body) => q.id)).toEqual([questId]);
      expect(list.json().data[0].kinds).toEqual([
        { kind: 'project', count: 2 },
        { kind: 'quiz', count: 1 },
      ]);
      const filtered = await call('POST', '/api/fetch_filtered_quests', undefined, { free_only: true });
      expect(
        filtered
          .json()
          .data.map((q: Body) => q.id)
          .sort(),
      ).toEqual([questId, secondQuestId].sort());
      expect((await call('POST', '/api/fetch_filtered_quests', undefined, { mine: true })).json().data).toEqual([]);
      const mine = await call('POST', '/api/fetch_filtered_quests', otherMentor.token, { mine: true });
      expect(mine.json().data).toEqual([]);
    });
  });

  describe('a student in the quest', () => {
    it('enrols into the cohort; only students enrol', async () => {
      expect((await call('POST', `/api/quests/${questId}/enrol`, mentor.token, {})).statusCode).toBe(403);
      const res = await call('POST', `/api/quests/${questId}/enrol`, student.token, {});
      expect(res.statusCode).toBe(200);
      myQuestId = res.json().data.id;
      expect(res.json().data.cohort.name).toBe('January batch');
      expect(res.json().data.next_step.key).toBe('sql');
      expect((await call('POST', `/api/quests/${secondQuestId}/enrol`, student.token, {})).statusCode).toBe(200);
    });

    it('sees the gate locked with what is missing, and only their own enrolment (another student: 404)', async () => {
      const res = await call('GET', `/api/my_profile/my_quests/${myQuestId}`, student.token);
      expect(res.statusCode).toBe(200);
      const byKey = Object.fromEntries(res.json().data.steps.map((s: Body) => [s.key, s]));
      expect(byKey.sql.state).toBe('available');
      expect(byKey.sales.state).toBe('locked');
      expect(byKey.sales.reasons).toEqual(['Pass SQL Basics with 70%: not attempted yet']);
      expect((await call('GET', `/api/my_profile/my_quests/${myQuestId}`, other.token)).statusCode).toBe(404);
    });

    it('fails the quiz: the step stays locked, the reason gives the best score and the shortest unlock set', async () => {
      await attempt(student.profileId, 55);
      const lock = await call('GET', `/api/my_profile/my_quests/${myQuestId}/locks/sales`, student.token);
      expect(lock.statusCode).toBe(200);
      expect(lock.json().data).toMatchObject({
        locked: true,
        reasons: ['Pass SQL Basics with 70%: your best is 55%'],
        unlock_set: [{ key: 'sql', title: 'SQL Basics', kind: 'quiz' }],
      });
      // The n-of-m step opens with the quiz passed at its own mark (one of two).
      const d = (await call('GET', `/api/my_profile/my_quests/${myQuestId}`, student.token)).json().data;
      expect(d.steps.find((s: Body) => s.key === 'churn').state).toBe('available');
      // Credit from another quest never completes a step behind a failed gate.
      await finishProject(student.profileId, p1);
      const again = (await call('GET', `/api/my_profile/my_quests/${myQuestId}`, student.token)).json().data;
      const sales = again.steps.find((s: Body) => s.key === 'sales');
      expect(sales).toMatchObject({ state: 'locked', complete: false });
      expect((await call('GET', `/api/my_profile/my_quests/${myQuestId}/locks/nope`, student.token)).statusCode).toBe(
        404,
      );
    });

    it('passes: the step unlocks and, finished elsewhere, counts at once in both quests', async () => {
      await attempt(student.profileId, 80);
      const d = (await call('GET', `/api/my_profile/my_quests/${myQuestId}`, student.token)).json().data;
      expect(d.steps.find((s: Body) => s.key === 'sales')).toMatchObject({ state: 'done', complete: true });
      const mine = (await call('GET', '/api/my_profile/my_quests', student.token)).json().data;
      const second = mine.find((m: Body) => m.quest_id === secondQuestId);
      expect(second.status).toBe('Completed');
      expect(second.progress).toBe(100);
      // The other student, not enrolled, is unaffected.
      expect((await call('GET', '/api/my_profile/my_quests', other.token)).json().data).toEqual([]);
    });

    it('completes the quest: a verified Courses entry with the quest’s points, once, and notices', async () => {
      await finishProject(student.profileId, p2);
      const d = (await call('GET', `/api/my_profile/my_quests/${myQuestId}`, student.token)).json().data;
      expect(d.status).toBe('Completed');
      expect(d.progress).toBe(100);
      const entries = await t.database.db
        .select()
        .from(externalCourses)
        .where(
          and(eq(externalCourses.profile_id, student.profileId), eq(externalCourses.title, 'Data Analyst in 12 weeks')),
        );
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ points: 120, status: 'complete', kind: 'course' });
      expect(entries[0]!.verified_at).not.toBeNull();
      expect(d.portfolio_entry_id).toBe(entries[0]!.id);
    });
  });

  describe('mentors', () => {
    let otherMyQuest: number;
    it('unlock or skip a step for one enrolled student; others cannot', async () => {
      otherMyQuest = (await call('POST', `/api/quests/${questId}/enrol`, other.token, {})).json().data.id;
      const grant = { profile_id: other.profileId, step_key: 'sales', kind: 'unlock', reason: 'Passed elsewhere' };
      expect((await call('POST', `/api/quests/${questId}/grants`, student.token, grant)).statusCode).toBe(403);
      expect((await call('POST', `/api/quests/${questId}/grants`, otherMentor.token, grant)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/quests/${questId}/grants`, mentor.token, { ...grant, step_key: 'zzz' })).statusCode,
      ).toBe(422);
      expect((await call('POST', `/api/quests/${questId}/grants`, mentor.token, grant)).statusCode).toBe(200);
      const d = (await call('GET', `/api/my_profile/my_quests/${otherMyQuest}`, other.token)).json().data;
      expect(d.steps.find((s: Body) => s.key === 'sales')).toMatchObject({ state: 'available', grant: 'unlock' });
    });

    it('read the dashboard: enrolment per cohort and the funnel per step', async () => {
      expect((await call('GET', `/api/quests/${questId}/dashboard`, otherMentor.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/quests/${questId}/dashboard`, student.token)).statusCode).toBe(403);
      const res = await call('GET', `/api/quests/${questId}/dashboard`, mentor.token);
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d).toMatchObject({ enrolled: 2, completed: 1 });
      expect(d.cohorts[0]).toMatchObject({ name: 'January batch', enrolled: 2, completed: 1 });
      expect(d.funnel.map((f: Body) => [f.key, f.unlocked, f.complete])).toEqual([
        ['sql', 2, 1],
        ['sales', 2, 1],
        ['churn', 1, 1],
      ]);
      const admin200 = await call('GET', `/api/quests/${questId}/dashboard`, admin.token);
      expect(admin200.statusCode).toBe(200);
    });

    it('nudge enrolled students once a day', async () => {
      const first = await call('POST', `/api/quests/${questId}/nudges`, mentor.token, {
        profile_ids: [other.profileId],
      });
      expect(first.json().data.sent).toBe(1);
      const again = await call('POST', `/api/quests/${questId}/nudges`, mentor.token, {
        profile_ids: [other.profileId],
      });
      expect(again.json().data.sent).toBe(0);
    });

    it('list their quests with numbers', async () => {
      const res = await call('GET', '/api/quest_stats', mentor.token);
      expect(res.statusCode).toBe(200);
      const row = res.json().data.find((r: Body) => r.id === questId);
      expect(row).toMatchObject({ enrolled: 2, completed: 1, step_count: 3 });
      expect((await call('GET', '/api/quest_stats', otherMentor.token)).json().data).toEqual([]);
    });
  });

  describe('scorecards', () => {
    it('show each step’s score with rank and percentile to the student, and to the quest’s mentor', async () => {
      const own = await call('GET', `/api/quests/${questId}/scorecard`, student.token);
      expect(own.statusCode).toBe(200);
      const c = own.json().data;
      expect(c.steps.map((s: Body) => s.score)).toEqual([80, 100, 100]);
      expect(c.total).toBe(93.3);
      expect(c).toMatchObject({ rank: 1, cohort_size: 2 });
      const byMentor = await call(
        'GET',
        `/api/quests/${questId}/scorecard?profile_id=${student.profileId}`,
        mentor.token,
      );
      expect(byMentor.json().data.total).toBe(93.3);
      expect(
        (await call('GET', `/api/quests/${questId}/scorecard?profile_id=${student.profileId}`, other.token)).statusCode,
      ).toBe(404);
      expect(
        (await call('GET', `/api/quests/${questId}/scorecard?profile_id=${student.profileId}`, otherMentor.token))
          .statusCode,
      ).toBe(404);
    });

    it('download as PDF', async () => {
      const pdf = await call('GET', `/api/quests/${questId}/scorecard.pdf`, student.token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  describe('the spec’s peer paths for quests (SPEC §7.6)', () => {
    it('get_all_students?type=quest lists the quest’s students with progress and score', async () => {
      const res = await call('GET', `/api/get_all_students/${questId}?type=quest`, mentor.token);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data;
      expect(rows.map((r: Body) => r.profile_id).sort()).toEqual([student.profileId, other.profileId].sort());
      expect(rows.find((r: Body) => r.profile_id === student.profileId)).toMatchObject({ progress: 100, score: 93.3 });
      expect((await call('GET', `/api/get_all_students/${questId}?type=quest`, otherMentor.token)).statusCode).toBe(
        404,
      );
      const cohortId = (await call('GET', `/api/quests/${questId}`, mentor.token)).json().data.cohorts[0].id;
      const inCohort = await call(
        'GET',
        `/api/get_all_students/${questId}?type=quest&data_group_id=${cohortId}`,
        mentor.token,
      );
      expect(inCohort.json().data).toHaveLength(2);
    });

    it('admin send_score_card emails each student once, again only when asked', async () => {
      const send = (resend: boolean) =>
        call('POST', '/api/admin/send_score_card', admin.token, {
          quest_id: questId,
          profile_id: student.profileId,
          resend,
        });
      expect((await send(false)).json().data).toEqual({ sent: 1, skipped: 0 });
      expect((await send(false)).json().data).toEqual({ sent: 0, skipped: 1 });
      clock.set(new Date(clock.now().getTime() + 120_000));
      expect((await send(true)).json().data).toEqual({ sent: 1, skipped: 0 });
      const both = await call('POST', '/api/admin/send_score_card', admin.token, {
        quest_id: questId,
        assignment_id: 1,
      });
      expect(both.statusCode).toBe(422);
      expect((await call('POST', '/api/admin/send_score_card', mentor.token, { quest_id: questId })).statusCode).toBe(
        403,
      );
    });

    it('admin download_score_card?profile_id&quest_id is the scorecard PDF', async () => {
      const res = await call(
        'GET',
        `/api/admin/download_score_card?profile_id=${student.profileId}&quest_id=${questId}`,
        admin.token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  describe('leaving and archiving', () => {
    it('a student leaves (a completed quest stays), an author archives', async () => {
      const mine = (await call('GET', '/api/my_profile/my_quests', other.token)).json().data[0];
      expect((await call('POST', `/api/my_profile/my_quests/${mine.id}/leave`, other.token)).json().data.status).toBe(
        'Dropped',
      );
      expect((await call('POST', `/api/my_profile/my_quests/${myQuestId}/leave`, student.token)).statusCode).toBe(409);
      const archived = await call('POST', `/api/quests/${secondQuestId}/archive`, mentor.token);
      expect(archived.json().data.status).toBe('archived');
      expect((await call('POST', `/api/quests/${secondQuestId}/enrol`, other.token, {})).statusCode).toBe(409);
    });
  });
});
