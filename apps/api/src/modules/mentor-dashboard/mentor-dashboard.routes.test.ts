import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents, hoursFrom } from '../../../test/factories/activities';

type User = Awaited<ReturnType<typeof buildUser>>;
const DAY = 24 * 3_600_000;

describe('mentor dashboard', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // Enrolment times come from the database's clock: start the app's clock at the real now.
  const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
  let now = T0;
  const atDay = (days: number) => {
    now = new Date(T0.getTime() + days * DAY);
  };
  let mentor: User;
  let rival: User;
  let students: User[];
  let activityId: number;
  let my: Map<number, number>;

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const dashboard = async (token = mentor.token) => (await call('GET', '/api/mentor_dashboard', token)).json().data;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    mentor = await buildUser(t.app, 'ADVISOR');
    rival = await buildUser(t.app, 'ADVISOR');
    students = await Promise.all([1, 2, 3].map(() => buildUser(t.app, 'STUDENT')));
    // Submissions open for 20 days, peer evaluation until day 30.
    activityId = await createActivity(
      t.app,
      mentor.token,
      activityBody(T0, {
        enable_at: T0.toISOString(),
        disable_at: hoursFrom(T0, 20 * 24),
        peer_enable_at: hoursFrom(T0, 20 * 24),
        peer_disable_at: hoursFrom(T0, 30 * 24),
      }),
    );
    my = await enrolStudents(
      t.app,
      mentor.token,
      activityId,
      students.map((s) => s.profileId),
    );
  });
  afterAll(() => t.close());

  it('is for mentors only: 401 signed out, 403 for a student or a company', async () => {
    for (const path of [
      '/api/mentor_dashboard',
      '/api/get_mentors_my_entities_counts',
      '/api/get_mentors_mentoring_entities_counts',
      '/api/get_mentors_my_engage_entities_counts',
    ]) {
      expect((await call('GET', path)).statusCode).toBe(401);
      expect((await call('GET', path, students[0]!.token)).statusCode).toBe(403);
    }
    const company = await buildUser(t.app, 'COMPANY');
    expect((await call('GET', '/api/mentor_dashboard', company.token)).statusCode).toBe(403);
  });

  it('counts what the mentor made and whom it reaches; another mentor sees none of it', async () => {
    atDay(0);
    expect(await dashboard()).toMatchObject({
      my_entities: { activities: 1, open_activities: 1 },
      mentoring: { students: 3, enrolments: 3 },
      engage: { submitted: 0, awaiting_evaluation: 0, evaluated: 0, oldest_waiting_since: null },
      at_risk: [],
      at_risk_total: 0,
    });
    expect(await dashboard(rival.token)).toMatchObject({
      my_entities: { activities: 0, open_activities: 0 },
      mentoring: { students: 0, enrolments: 0 },
      at_risk_total: 0,
    });
    const counts = await call('GET', '/api/get_mentors_my_engage_entities_counts', mentor.token);
    expect(counts.json()).toEqual({
      data: { submitted: 0, awaiting_evaluation: 0, evaluated: 0, oldest_waiting_since: null },
    });
  });

  it('tells the age of the oldest submission waiting for evaluation, and who is silent, late or scoring low', async () => {
    const [s1, s2, s3] = students as [User, User, User];
    atDay(3);
    const submit = (s: User) =>
      call('POST', '/api/my_profile/my_assignment_submit', s.token, {
        my_assignment_id: my.get(s.profileId),
        description: 'Work',
      });
    expect((await submit(s1)).statusCode).toBeLessThan(300);
    atDay(10);
    expect((await submit(s2)).statusCode).toBeLessThan(300);

    atDay(15);
    let data = await dashboard();
    expect(data.engage).toEqual({
      submitted: 2,
      awaiting_evaluation: 2,
      evaluated: 0,
      oldest_waiting_since: new Date(T0.getTime() + 3 * DAY).toISOString(),
    });
    // Silent for 15 days: s3 (nothing since enrolling) and s1 (submitted on day 3, 12 days ago, is not yet silent long enough).
    expect(data.at_risk.map((r: { profile_id: number; reasons: string[] }) => [r.profile_id, r.reasons])).toEqual([
      [s3.profileId, ['inactive']],
    ]);

    // The mentor evaluates s1 with a low score (under 40% of the mentor's 60).
    const evaluated = await call('POST', '/api/evaluate_my_assignment', mentor.token, {
      my_assignment_id: my.get(s1.profileId),
      score: 20,
    });
    expect(evaluated.statusCode).toBe(200);

    atDay(21);
    data = await dashboard();
    expect(data.engage).toMatchObject({ submitted: 2, awaiting_evaluation: 1, evaluated: 1 });
    expect(data.my_entities).toEqual({ activities: 1, open_activities: 0 });
    const reasons = Object.fromEntries(
      data.at_risk.map((r: { profile_id: number; reasons: string[] }) => [r.profile_id, r.reasons]),
    );
    // s3 never submitted: late, and silent since enrolling; s1's work is complete but scored low; s2 submitted 11 days ago.
    expect(reasons).toEqual({ [s3.profileId]: ['late', 'inactive'], [s1.profileId]: ['low_score'] });
    expect(data.at_risk_total).toBe(2);
    expect(data.at_risk[0]).toMatchObject({ assignment_id: activityId, title: 'Design a footbridge' });
  });
});
