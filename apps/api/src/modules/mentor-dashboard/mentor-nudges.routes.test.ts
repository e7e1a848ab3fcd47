import { MENTOR_NUDGE_TEXTS, notificationPath, type MentorDashboard, type Notification } from '@lbd/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { educations, mentorNudges } from '../../db/schema';
import { bearer, buildAdmin, buildUser, signIn } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents, hoursFrom } from '../../../test/factories/activities';
import { BODIES, buildPortfolioStudent, save } from '../../../test/factories/portfolio';

type User = Awaited<ReturnType<typeof buildUser>>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NUDGES = '/api/mentor_dashboard/nudges';

describe('mentor nudges (POST /api/mentor_dashboard/nudges)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // Portfolio entries take their time from the database's clock: start the app's clock at the real now.
  const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
  let now = T0;
  const at = (hours: number) => {
    now = new Date(T0.getTime() + hours * HOUR);
  };
  let mentor: User;
  let rival: User;
  let s1: User;
  let s2: User;
  let s3: User;
  let outsider: User;
  let activityId: number;
  let rivalActivityId: number;
  let my: Map<number, number>;

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const nudge = (token: string | undefined, payload: object) => call('POST', NUDGES, token, payload);
  const dashboard = async (): Promise<MentorDashboard> =>
    (await call('GET', '/api/mentor_dashboard', mentor.token)).json().data;
  const atRiskRow = (d: MentorDashboard, profileId: number) => d.at_risk.find((r) => r.profile_id === profileId);
  const bell = async (token: string) => {
    await t.app.services.notifications.deliverPending();
    return ((await call('GET', '/api/myprofile/list/notifications', token)).json().data as Notification[]).filter(
      (n) => n.activity_type === 'mentor_nudge',
    );
  };
  const nudgeRows = async () => (await t.database.db.select({ n: count() }).from(mentorNudges))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    mentor = await buildUser(t.app, 'ADVISOR', { first_name: 'Vikram', last_name: 'Menon' });
    rival = await buildUser(t.app, 'ADVISOR');
    s1 = await buildUser(t.app, 'STUDENT');
    s2 = await buildPortfolioStudent(t.app);
    // The degree the portfolio started with was added before the nudges below, not after.
    await t.database.db
      .update(educations)
      .set({ inserted_at: new Date(T0.getTime() - DAY) })
      .where(eq(educations.profile_id, s2.profileId));
    s3 = await buildUser(t.app, 'STUDENT');
    outsider = await buildUser(t.app, 'STUDENT');
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
    my = await enrolStudents(t.app, mentor.token, activityId, [s1.profileId, s2.profileId, s3.profileId]);
    // The rival mentor has s1 and the outsider in an activity of their own.
    rivalActivityId = await createActivity(t.app, rival.token, activityBody(T0, { title: 'Survey a street' }));
    await enrolStudents(t.app, rival.token, rivalActivityId, [s1.profileId, outsider.profileId]);
  }, 60_000);
  afterAll(() => t.close());

  it('is for active mentors: 401 signed out, 403 for other profiles, admins and a deactivated mentor', async () => {
    const body = { profile_id: s1.profileId, reason: 'inactive' };
    expect((await nudge(undefined, body)).statusCode).toBe(401);
    const company = await buildUser(t.app, 'COMPANY');
    const institution = await buildUser(t.app, 'INSTITUTION');
    const admin = await buildAdmin(t.app);
    for (const caller of [s1, company, institution, admin])
      expect((await nudge(caller.token, body)).statusCode).toBe(403);

    const former = await buildUser(t.app, 'ADVISOR');
    const activity = await createActivity(t.app, former.token, activityBody(T0));
    await enrolStudents(t.app, former.token, activity, [s1.profileId]);
    await call('POST', '/api/admin/update_profile_status', admin.token, {
      profile_id: former.profileId,
      active: false,
    });
    // Deactivation ended the sessions: signed in again.
    const again = await signIn(t.app, former.email, former.password);
    expect((await nudge(again.token, body)).statusCode).toBe(403);
    expect(await nudgeRows()).toBe(0);
  });

  it("answers 404 for a student the mentor does not mentor, or an activity that is not the mentor's", async () => {
    for (const [token, body] of [
      [rival.token, { profile_id: s2.profileId, reason: 'late' }],
      [mentor.token, { profile_id: outsider.profileId, reason: 'late' }],
      [mentor.token, { profile_id: s1.profileId, reason: 'late', assignment_id: rivalActivityId }],
      [mentor.token, { profile_id: 2_000_000_000, reason: 'late' }],
    ] as const) {
      const res = await nudge(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const bad = await nudge(mentor.token, { profile_id: s1.profileId, reason: 'bored' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.reason).toBe(MENTOR_NUDGE_TEXTS.badReason);
    expect((await nudge(mentor.token, { profile_id: 0, reason: 'late' })).statusCode).toBe(422);
    expect(await nudgeRows()).toBe(0);
  });

  it('sends a general nudge to the bell, opening the dashboard; a portfolio entry within the week is coming back', async () => {
    at(0);
    const res = await nudge(mentor.token, { profile_id: s2.profileId, reason: 'inactive' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      profile_id: s2.profileId,
      assignment_id: null,
      reason: 'inactive',
      sent_at: T0.toISOString(),
      outcome: 'waiting',
      came_back_at: null,
    });
    const [item] = await bell(s2.token);
    expect(item).toMatchObject({
      message: 'Vikram Menon sent you a nudge: your activities are waiting for your next step.',
      activity_key: 'learning',
      my_assignment_id: null,
      performer_profile: { name: 'Vikram Menon' },
    });
    expect(notificationPath(item!, 'STUDENT')).toBe('/dashboard');
    expect((await dashboard()).nudge_returns).toEqual({ came_back: 0, decided: 0, waiting: 1 });

    // Portfolio entries are timed by the database, a moment after the nudge.
    expect((await save(t.app, s2.token, 'readings', BODIES.book)).statusCode).toBe(201);
    expect((await dashboard()).nudge_returns).toEqual({ came_back: 1, decided: 1, waiting: 0 });
  });

  it('nudges about an activity once a day: the second within 24 hours is 409, the one after is sent', async () => {
    at(15 * 24);
    let d = await dashboard();
    expect(atRiskRow(d, s1.profileId)).toMatchObject({ reasons: ['inactive'], last_nudge: null });
    expect(atRiskRow(d, s3.profileId)).toMatchObject({ reasons: ['inactive'], last_nudge: null });

    const first = await nudge(mentor.token, {
      profile_id: s1.profileId,
      reason: 'inactive',
      assignment_id: activityId,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ assignment_id: activityId, outcome: 'waiting' });
    const twice = await nudge(mentor.token, {
      profile_id: s1.profileId,
      reason: 'inactive',
      assignment_id: activityId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'CONFLICT', message: MENTOR_NUDGE_TEXTS.nudgedRecently });
    const [item] = await bell(s1.token);
    expect(item).toMatchObject({
      message: 'Vikram Menon sent you a nudge: Design a footbridge is waiting for your next step.',
      my_assignment_id: my.get(s1.profileId),
    });
    expect(notificationPath(item!, 'STUDENT')).toBe(`/myactivity/${my.get(s1.profileId)}`);
    expect(await bell(s1.token)).toHaveLength(1);

    expect((await nudge(mentor.token, { profile_id: s3.profileId, reason: 'late' })).statusCode).toBe(201);
    at(15 * 24 + 23);
    expect((await nudge(mentor.token, { profile_id: s3.profileId, reason: 'late' })).statusCode).toBe(409);
    at(16 * 24);
    expect((await nudge(mentor.token, { profile_id: s3.profileId, reason: 'inactive' })).statusCode).toBe(201);

    d = await dashboard();
    expect(atRiskRow(d, s1.profileId)?.last_nudge).toMatchObject({
      sent_at: new Date(T0.getTime() + 15 * DAY).toISOString(),
      outcome: 'waiting',
    });
    expect(atRiskRow(d, s3.profileId)?.last_nudge).toMatchObject({ reason: 'inactive', outcome: 'waiting' });
    expect(d.nudge_returns).toEqual({ came_back: 1, decided: 1, waiting: 2 });
  });

  it('tells who came back within 7 days (a submission) and who did not, on the test clock', async () => {
    at(17 * 24);
    const submitted = await call('POST', '/api/my_profile/my_assignment_submit', s1.token, {
      my_assignment_id: my.get(s1.profileId),
      description: 'My footbridge',
    });
    expect(submitted.statusCode).toBeLessThan(300);
    at(21 * 24);
    // A low score keeps s1 on the list, so their nudge shows there.
    const scored = await call('POST', '/api/evaluate_my_assignment', mentor.token, {
      my_assignment_id: my.get(s1.profileId),
      score: 10,
    });
    expect(scored.statusCode).toBe(200);

    at(23 * 24);
    const d = await dashboard();
    expect(atRiskRow(d, s1.profileId)).toMatchObject({
      reasons: ['low_score'],
      last_nudge: { outcome: 'came_back', came_back_at: new Date(T0.getTime() + 17 * DAY).toISOString() },
    });
    // s3 was last nudged on day 16 and has done nothing since: seven days are up.
    expect(atRiskRow(d, s3.profileId)).toMatchObject({
      reasons: ['late', 'inactive'],
      last_nudge: { outcome: 'did_not', came_back_at: null },
    });
    expect(d.nudge_returns).toEqual({ came_back: 2, decided: 3, waiting: 0 });
    // The rival mentor nudged nobody and sees none of this.
    const theirs = (await call('GET', '/api/mentor_dashboard', rival.token)).json().data as MentorDashboard;
    expect(theirs.nudge_returns).toEqual({ came_back: 0, decided: 0, waiting: 0 });
  });
});
