import { ACTIVITY_MESSAGES } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents } from '../../../test/factories/activities';

describe('activities: authoring and enrolment', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  let rival: Awaited<ReturnType<typeof buildUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    admin = await buildAdmin(t.app);
    mentor = await buildUser(t.app, 'ADVISOR');
    rival = await buildUser(t.app, 'ADVISOR');
    student = await buildUser(t.app, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it('creates an activity for an advisor: 401 signed out, 403 for a student, 422 for disordered windows', async () => {
    const body = activityBody(now);
    expect((await call('POST', '/api/assignments', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/assignments', student.token, body)).statusCode).toBe(403);

    const bad = await call('POST', '/api/assignments', mentor.token, { ...body, disable_at: body.enable_at });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.disable_at).toBe(ACTIVITY_MESSAGES.commentWindowOrder);
    const badPeer = await call('POST', '/api/assignments', mentor.token, {
      ...body,
      peer_disable_at: body.peer_enable_at,
    });
    expect(badPeer.json().error.fields.peer_disable_at).toBe(ACTIVITY_MESSAGES.evaluationWindowOrder);
    const tooMuch = await call('POST', '/api/assignments', mentor.token, { ...body, max_score: 50 });
    expect(tooMuch.json().error.fields.max_score).toBe(ACTIVITY_MESSAGES.scoresAboveMax);
    const longTitle = await call('POST', '/api/assignments', mentor.token, { ...body, title: 'x'.repeat(151) });
    expect(longTitle.statusCode).toBe(422);

    const id = await createActivity(t.app, mentor.token, body);
    const got = await call('GET', `/api/assignments/${id}`, mentor.token);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({
      id,
      title: 'Design a footbridge',
      learning_path: { value: 'PEER' },
      peer_evaluation: true,
      evaluators_per_submission: 3,
      scoring_method: 'median',
      assignment_que: [
        { seq: 1, question: 'What load does it carry?' },
        { seq: 2, question: 'Which material, and why?' },
      ],
      number_of_reviews: 0,
      enrolled_count: 0,
    });
  });

  it('a retried create with the same request id answers the first activity; another user or id makes a new one', async () => {
    const listed = async (token: string) =>
      (await call('GET', '/api/assignments?page=1&count=100', token)).json().pagination.total as number;
    const before = await listed(mentor.token);
    const body = { ...activityBody(now, { title: 'Retried bridge' }), client_request_id: crypto.randomUUID() };
    // Sent twice at once (a double click) and once more after (a retry after a lost answer).
    const [first, second] = await Promise.all([
      call('POST', '/api/assignments', mentor.token, body),
      call('POST', '/api/assignments', mentor.token, body),
    ]);
    const third = await call('POST', '/api/assignments', mentor.token, body);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    const id = first.json().data.id as number;
    expect(second.json().data.id).toBe(id);
    expect(third.json().data.id).toBe(id);
    expect(await listed(mentor.token)).toBe(before + 1);

    const fresh = await call('POST', '/api/assignments', mentor.token, {
      ...body,
      client_request_id: crypto.randomUUID(),
    });
    expect(fresh.json().data.id).not.toBe(id);
    // The same id from someone else is theirs alone.
    const rivals = await call('POST', '/api/assignments', rival.token, body);
    expect(rivals.statusCode).toBe(201);
    expect(rivals.json().data.id).not.toBe(id);
    expect((await call('POST', '/api/assignments', mentor.token, { ...body, client_request_id: 'x' })).statusCode).toBe(
      422,
    );
  });

  it("hides another mentor's activity (404) but lets an admin manage it", async () => {
    const id = await createActivity(t.app, mentor.token, activityBody(now));
    expect((await call('GET', `/api/assignments/${id}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/assignments/${id}`, student.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/assignments/${id}`, rival.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/assignments/${id}`, rival.token, activityBody(now))).statusCode).toBe(404);
    expect((await call('GET', `/api/assignments/999999`, mentor.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/assignments/${id}`, admin.token)).statusCode).toBe(200);

    const updated = await call('PUT', `/api/assignments/${id}`, admin.token, {
      ...activityBody(now, { title: 'Design a cable bridge', scoring_method: 'mean', spread_threshold: 15 }),
      assignment_que: [{ question: 'What load does it carry, in kN?' }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Design a cable bridge',
      scoring_method: 'mean',
      spread_threshold: 15,
      assignment_que: [{ seq: 1, question: 'What load does it carry, in kN?' }],
    });
  });

  it('lists only the caller’s activities (admins all), with filters', async () => {
    const mine = await createActivity(t.app, mentor.token, activityBody(now, { title: 'Zebra crossing audit' }));
    const theirs = await createActivity(t.app, rival.token, activityBody(now, { title: 'Zebra rival audit' }));
    const list = await call('GET', '/api/assignments?query=zebra', mentor.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([mine]);
    const all = await call('POST', '/api/fetch_filtered_assignment_lists', admin.token, { query: 'zebra' });
    expect(
      all
        .json()
        .data.map((a: { id: number }) => a.id)
        .sort(),
    ).toEqual([mine, theirs].sort());
    expect(all.json().pagination).toMatchObject({ page: 1, total: 2 });
    expect((await call('GET', '/api/assignments', student.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/fetch_filtered_assignment_lists', undefined, {})).statusCode).toBe(401);
  });

  it('enrols students singly and by list (id or email), once each, never other profile types', async () => {
    const id = await createActivity(t.app, mentor.token, activityBody(now));
    const [a, b] = [await buildUser(t.app, 'STUDENT'), await buildUser(t.app, 'STUDENT')];
    const url = `/api/assignments/${id}/enroll`;
    expect((await call('POST', url, undefined, { profile_ids: [a.profileId] })).statusCode).toBe(401);
    expect((await call('POST', url, student.token, { profile_ids: [a.profileId] })).statusCode).toBe(403);
    expect((await call('POST', url, rival.token, { profile_ids: [a.profileId] })).statusCode).toBe(404);
    expect((await call('POST', url, mentor.token, {})).statusCode).toBe(422);

    const single = await enrolStudents(t.app, mentor.token, id, [a.profileId]);
    expect(single.size).toBe(1);
    const bulk = await call('POST', url, mentor.token, {
      profile_ids: [a.profileId, rival.profileId],
      emails: [b.profile.email.toUpperCase(), 'nobody@example.com'],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({
      enrolled: [{ profile_id: b.profileId, my_assignment_id: expect.any(Number) }],
      already_enrolled: [a.profileId],
      not_found: [String(rival.profileId), 'nobody@example.com'],
    });
    const got = await call('GET', `/api/assignments/${id}`, mentor.token);
    expect(got.json().data.enrolled_count).toBe(2);
  });
});
