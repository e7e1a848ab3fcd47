import { ACTIVITY_MESSAGES } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents, hoursFrom } from '../../../test/factories/activities';

describe('activities: the student side (my_assignments, submit, status)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const start = new Date('2026-03-02T04:30:00Z');
  let now = start;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    mentor = await buildUser(t.app, 'ADVISOR');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  async function enrolled(overrides = {}) {
    now = start;
    const id = await createActivity(t.app, mentor.token, activityBody(start, overrides));
    const s = await buildUser(t.app, 'STUDENT');
    const map = await enrolStudents(t.app, mentor.token, id, [s.profileId]);
    return { id, s, my: map.get(s.profileId)! };
  }

  it('lists and shows the caller’s own activity (SPEC §3.5 shape); 401, 403 and 404 otherwise', async () => {
    const { id, s, my } = await enrolled();
    const other = await buildUser(t.app, 'STUDENT');
    expect((await call('GET', '/api/my_profile/my_assignments')).statusCode).toBe(401);
    expect((await call('GET', '/api/my_profile/my_assignments', mentor.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/my_profile/my_assignments/${my}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/my_profile/my_assignment_by_activity/${id}`, other.token)).statusCode).toBe(404);

    const list = await call('GET', '/api/my_profile/my_assignments', s.token);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: my, assignment_id: id, status: 'Enrolled', title: 'Design a footbridge' }),
    ]);
    const detail = await call('GET', `/api/my_profile/my_assignments/${my}`, s.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: my,
      status: 'Enrolled',
      score: null,
      peer_score: null,
      total_score: null,
      active: true,
      submission_deadline: hoursFrom(start, 48),
      peer_disable_at: hoursFrom(start, 72),
      submissions: [],
      assignment: {
        title: 'Design a footbridge',
        max_score: 100,
        mentor_assessment_score: 60,
        peer_assessment_score: 40,
        duration: 90,
        learning_path: { value: 'PEER' },
        assignment_que: [{ question: 'What load does it carry?' }, { question: 'Which material, and why?' }],
      },
    });
    const byActivity = await call('GET', `/api/my_profile/my_assignment_by_activity/${id}`, s.token);
    expect(byActivity.json().data.id).toBe(my);
  });

  it('submits, keeps every version on resubmission, ignores a retried identical submit', async () => {
    const { s, my, id } = await enrolled();
    const submit = (payload: object, token = s.token) =>
      call('POST', '/api/my_profile/my_assignment_submit', token, { my_assignment_id: my, ...payload });
    expect(
      (
        await call('POST', '/api/my_profile/my_assignment_submit', undefined, {
          my_assignment_id: my,
          description: 'x',
        })
      ).statusCode,
    ).toBe(401);
    expect((await submit({ description: 'x' }, mentor.token)).statusCode).toBe(403);
    const other = await buildUser(t.app, 'STUDENT');
    expect((await submit({ description: 'x' }, other.token)).statusCode).toBe(404);
    const empty = await submit({ description: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe(ACTIVITY_MESSAGES.invalidData);

    const first = await submit({ description: 'A steel truss, 5 kN per metre.' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.status).toBe('Submitted');
    now = new Date(start.getTime() + 60_000);
    await submit({ description: 'A steel truss, 5 kN per metre.' });
    now = new Date(start.getTime() + 120_000);
    const second = await submit({ description: 'A timber truss, 4 kN per metre.' });
    expect(
      second
        .json()
        .data.submissions.map((v: { description: string; inserted_at: string }) => [v.description, v.inserted_at]),
    ).toEqual([
      ['A timber truss, 4 kN per metre.', new Date(start.getTime() + 120_000).toISOString()],
      ['A steel truss, 5 kN per metre.', start.toISOString()],
    ]);

    // An answer per question, and only to this activity's questions.
    const detail = await call('GET', `/api/my_profile/my_assignments/${my}`, s.token);
    const [q1] = detail.json().data.assignment.assignment_que;
    const answered = await submit({ assignment_que_id: q1.id, description: '12 kN in total.' });
    expect(answered.json().data.submissions[0]).toMatchObject({
      assignment_que_id: q1.id,
      description: '12 kN in total.',
    });
    expect((await submit({ assignment_que_id: 999_999, description: 'x' })).statusCode).toBe(404);
    expect(id).toBeGreaterThan(0);
  });

  it('refuses before opening and after the deadline (the closing instant included); an extension would reopen', async () => {
    const { s, my } = await enrolled({ enable_at: hoursFrom(start, 1), peer_enable_at: hoursFrom(start, 1) });
    const submit = () =>
      call('POST', '/api/my_profile/my_assignment_submit', s.token, { my_assignment_id: my, description: 'Draft' });
    const early = await submit();
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(ACTIVITY_MESSAGES.notOpenYet);
    now = new Date(start.getTime() + 3_600_000);
    expect((await submit()).statusCode).toBe(200);
    now = new Date(start.getTime() + 48 * 3_600_000 - 1);
    expect((await submit()).statusCode).toBe(200);
    now = new Date(start.getTime() + 48 * 3_600_000);
    const late = await submit();
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(ACTIVITY_MESSAGES.submissionClosed);
  });

  it('marks a submitted activity complete; nothing else, and no resubmission after it', async () => {
    const { s, my } = await enrolled();
    const mark = (token?: string) =>
      call('POST', '/api/my_profile/update_my_assignment_status', token, { my_assignment_id: my, status: 'complete' });
    expect((await mark()).statusCode).toBe(401);
    expect((await mark(mentor.token)).statusCode).toBe(403);
    const early = await mark(s.token);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(ACTIVITY_MESSAGES.statusChange);
    await call('POST', '/api/my_profile/my_assignment_submit', s.token, { my_assignment_id: my, description: 'Done' });
    const done = await mark(s.token);
    expect(done.json().data).toEqual({ id: my, status: 'complete' });
    const after = await call('POST', '/api/my_profile/my_assignment_submit', s.token, {
      my_assignment_id: my,
      description: 'More',
    });
    expect(after.json().error.message).toBe(ACTIVITY_MESSAGES.alreadyComplete);
    const other = await buildUser(t.app, 'STUDENT');
    expect((await mark(other.token)).statusCode).toBe(404);
  });
});
