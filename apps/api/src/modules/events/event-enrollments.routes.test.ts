import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { createEvent, enroll, startsIn } from '../../../test/factories/events';
import { buildOrgUser, inDays, orgIds } from '../../../test/factories/jobs';

describe('events: joining, approval, capacity, deadline, the organiser view', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  /** The test moves time forward by this many days. */
  let shiftDays = 0;
  let admin: Account;
  let institution: Awaited<ReturnType<typeof buildOrgUser>>;
  let rival: Awaited<ReturnType<typeof buildOrgUser>>;
  let institutes: number[];
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + shiftDays * 86_400_000) });
    admin = await buildAdmin(t.app);
    institutes = await orgIds(t.app, 'INSTITUTION');
    // Students are built at the first institute (factories); this institution is theirs.
    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    rival = await buildOrgUser(t.app, 'COMPANY', { admin });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const student = () => buildUser(t.app, 'STUDENT');

  it('joins a student once; 401 signed out, 403 for organisations, 404 for drafts, 409 for a duplicate', async () => {
    const id = await createEvent(t.app, institution.token);
    const kavya = await student();
    expect((await call('POST', `/api/events/${id}/enroll`)).statusCode).toBe(401);
    expect((await enroll(t.app, institution.token, id)).statusCode).toBe(403);
    const draft = await createEvent(t.app, institution.token, {}, false);
    expect((await enroll(t.app, kavya.token, draft)).statusCode).toBe(404);

    const joined = await enroll(t.app, kavya.token, id);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data).toMatchObject({ status: 'enrolled' });
    const again = await enroll(t.app, kavya.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already joined this event.');
    const detail = await call('GET', `/api/events/${id}`, kavya.token);
    expect(detail.json().data).toMatchObject({ my_enrollment: { status: 'enrolled' }, enrolled_count: 1 });

    // Withdraw, then come back while registration is open.
    const out = await call('POST', `/api/events/${id}/withdraw`, kavya.token);
    expect(out.json().data.status).toBe('withdrawn');
    expect((await call('POST', `/api/events/${id}/withdraw`, kavya.token)).statusCode).toBe(422);
    expect((await enroll(t.app, kavya.token, id)).json().data.status).toBe('enrolled');
    expect((await call('POST', `/api/events/${draft}/withdraw`, kavya.token)).statusCode).toBe(404);
  });

  it('refuses a closed event, a passed deadline and a full event with clear messages', async () => {
    const closed = await createEvent(t.app, institution.token);
    await call('POST', `/api/events/${closed}/close`, institution.token);
    const s = await student();
    const res = await enroll(t.app, s.token, closed);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This event is not taking registrations.');
    expect(res.json().error.popup.message).toBe('This event is not taking registrations.');

    const lastDay = await createEvent(t.app, institution.token, { apply_by: inDays(0), starts_at: startsIn(5) });
    shiftDays = 1;
    try {
      const late = await enroll(t.app, s.token, lastDay);
      expect(late.statusCode).toBe(422);
      expect(late.json().error.message).toBe('Registration for this event has closed.');
    } finally {
      shiftDays = 0;
    }
    expect((await enroll(t.app, s.token, lastDay)).statusCode).toBe(201);

    const small = await createEvent(t.app, institution.token, { capacity: 2 });
    const [a, b, c] = [await student(), await student(), await student()];
    expect((await enroll(t.app, a.token, small)).statusCode).toBe(201);
    expect((await enroll(t.app, b.token, small)).statusCode).toBe(201);
    const full = await enroll(t.app, c.token, small);
    expect(full.statusCode).toBe(422);
    expect(full.json().error.message).toBe('This event is full.');
    const card = (await call('GET', `/api/events/${small}`)).json().data;
    expect(card).toMatchObject({ capacity: 2, enrolled_count: 2, seats_left: 0 });
    const shrink = await call('PUT', `/api/events/${small}`, institution.token, { capacity: 1 });
    expect(shrink.json().error.fields).toEqual({ capacity: 'Capacity cannot be below the 2 students already joined' });
    // A seat given back is free again.
    await call('POST', `/api/events/${small}/withdraw`, a.token);
    expect((await enroll(t.app, c.token, small)).statusCode).toBe(201);
  });

  it('runs the approval flow: request, accept within capacity, decline, the student sees the result', async () => {
    const id = await createEvent(t.app, institution.token, { requires_approval: true, capacity: 1 });
    const [asha, ravi] = [await student(), await student()];
    expect((await enroll(t.app, asha.token, id)).json().data.status).toBe('applied');
    const twice = await enroll(t.app, asha.token, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You have already asked to join this event.');
    expect((await enroll(t.app, ravi.token, id)).json().data.status).toBe('applied');

    const modify = (token: string | undefined, profileIds: number[], status: string, eventId = id) =>
      call('POST', '/api/modify_event_applicants', token, { event_id: eventId, profile_ids: profileIds, status });
    expect((await modify(undefined, [asha.profileId], 'enrolled')).statusCode).toBe(401);
    expect((await modify(asha.token, [asha.profileId], 'enrolled')).statusCode).toBe(403);
    expect((await modify(rival.token, [asha.profileId], 'enrolled')).statusCode).toBe(404);
    const tooMany = await modify(institution.token, [asha.profileId, ravi.profileId], 'enrolled');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.fields).toEqual({ status: 'Only 1 seat left at this event.' });
    const stranger = await student();
    expect((await modify(institution.token, [stranger.profileId], 'enrolled')).json().error.fields).toEqual({
      profile_ids: 'Some of these students have not registered for this event.',
    });
    expect((await modify(institution.token, [asha.profileId], 'attended')).json().error.fields).toEqual({
      status: 'An enrolment cannot move from applied to attended',
    });

    const accepted = await modify(institution.token, [asha.profileId], 'enrolled');
    expect(accepted.json().data).toEqual({
      updated: 1,
      enrollments: [{ profile_id: asha.profileId, status: 'enrolled' }],
    });
    expect((await modify(institution.token, [ravi.profileId], 'rejected')).statusCode).toBe(200);
    expect((await call('GET', `/api/events/${id}`, asha.token)).json().data.my_enrollment.status).toBe('enrolled');
    const declined = await enroll(t.app, ravi.token, id);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error.message).toBe('The organiser has declined your request to join this event.');
    expect((await modify(institution.token, [asha.profileId], 'attended')).statusCode).toBe(200);

    const mine = await call('GET', '/api/my_profile/my_events', asha.token);
    expect(mine.json().data.map((e: { status: string; event: { id: number } }) => [e.event.id, e.status])).toEqual([
      [id, 'attended'],
    ]);
    expect((await call('GET', '/api/my_profile/my_events', institution.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/my_profile/my_events')).statusCode).toBe(401);
  });

  it('shows applicants, enrolments, counts, summary and the dashboard to the organiser only', async () => {
    const id = await createEvent(t.app, institution.token, { requires_approval: true });
    const students = [await student(), await student(), await student()];
    for (const s of students) await enroll(t.app, s.token, id);
    await call('POST', '/api/modify_event_applicants', institution.token, {
      event_id: id,
      profile_ids: [students[0]!.profileId, students[1]!.profileId],
      status: 'enrolled',
    });

    for (const url of [
      `/api/event_applicants?event_id=${id}`,
      `/api/event_enrollments?event_id=${id}`,
      `/api/event_enrollment_count?event_id=${id}`,
      `/api/show_event_summary?event_id=${id}`,
      `/api/show_event_dashboard/${id}`,
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      // Students may not see who else registered.
      expect((await call('GET', url, students[0]!.token)).statusCode, url).toBe(403);
      expect((await call('GET', url, rival.token)).statusCode, url).toBe(404);
      expect((await call('GET', url, institution.token)).statusCode, url).toBe(200);
      expect((await call('GET', url, admin.token)).statusCode, url).toBe(200);
    }

    const applicants = await call('GET', `/api/event_applicants?event_id=${id}`, institution.token);
    expect(applicants.json().pagination.total).toBe(3);
    expect(applicants.json().data[0]).toMatchObject({
      profile_id: students[2]!.profileId,
      student_name: 'Asha Rao',
      status: 'applied',
      degree: 'B.Tech',
    });
    const waiting = await call('GET', `/api/event_applicants?event_id=${id}&status=applied`, institution.token);
    expect(waiting.json().data.map((a: { profile_id: number }) => a.profile_id)).toEqual([students[2]!.profileId]);
    const paged = await call('GET', `/api/event_applicants?event_id=${id}&count=2&page=2`, institution.token);
    expect(paged.json().data).toHaveLength(1);
    const enrolled = await call('GET', `/api/event_enrollments?event_id=${id}`, institution.token);
    expect(
      enrolled
        .json()
        .data.map((a: { profile_id: number }) => a.profile_id)
        .sort(),
    ).toEqual([students[0]!.profileId, students[1]!.profileId].sort());

    const counts = await call('GET', `/api/event_enrollment_count?event_id=${id}`, institution.token);
    expect(counts.json().data).toEqual({ total: 3, applied: 1, enrolled: 2, rejected: 0, withdrawn: 0, attended: 0 });
    const summary = (await call('GET', `/api/show_event_summary?event_id=${id}`, institution.token)).json().data;
    expect(summary.by_degree).toEqual([{ name: 'B.Tech', count: 2 }]);
    expect(summary.by_specialization).toHaveLength(1);
    expect(summary.per_day).toEqual([{ day: inDays(0), count: 3 }]);
    expect(summary.counts.total).toBe(3);
    const dashboard = (await call('GET', `/api/show_event_dashboard/${id}`, institution.token)).json().data;
    expect(dashboard.event).toMatchObject({ id, can_manage: true, enrolled_count: 2 });
    expect(dashboard.counts.applied).toBe(1);
  });

  it("lists the published events an institution's students joined, with how many of them", async () => {
    const company = await buildOrgUser(t.app, 'COMPANY', { admin });
    const id = await createEvent(t.app, company.token, { title: 'Company Open Day' });
    const [a, b] = [await student(), await student()];
    await enroll(t.app, a.token, id);
    await enroll(t.app, b.token, id);
    const url = '/api/show_training_student_events';
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, company.token)).statusCode).toBe(403);
    const res = await call('GET', `${url}?count=100`, institution.token);
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((e: { id: number }) => e.id === id);
    expect(row).toMatchObject({ title: 'Company Open Day', my_students: 2 });
    // Another institute's students are not counted for this institution.
    const other = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[1], admin });
    const theirs = await call('GET', `${url}?count=100`, other.token);
    expect(theirs.json().data.find((e: { id: number }) => e.id === id)).toBeUndefined();
  });

  it('recommends upcoming events the student has not joined, best fit first, each with a reason', async () => {
    const company = await buildOrgUser(t.app, 'COMPANY', { admin });
    const s = await student();
    expect((await call('GET', '/api/recommended/events')).statusCode).toBe(401);
    expect((await call('GET', '/api/recommended/events', company.token)).statusCode).toBe(403);
    const role = (await call('GET', '/api/job_roles?query=Data%20Analyst&count=1')).json().data[0].id;
    const skills = (await call('GET', '/api/skills?query=s&count=3')).json().data.map((x: { id: number }) => x.id);
    await call('POST', '/api/my_portfolio/job_roles', s.token, { portfolio: { job_roles: [role] } });
    await call('POST', '/api/myprofile/topic_interests', s.token, { skill_ids: skills });

    // Only these events exist in this organisation; earlier tests' events rank as 'coming up soon'.
    const plain = await createEvent(t.app, company.token, {
      title: 'Plain',
      starts_at: startsIn(1),
      apply_by: inDays(0),
    });
    const bySkills = await createEvent(t.app, company.token, { title: 'Skills', skill_ids: skills.slice(0, 2) });
    const byRole = await createEvent(t.app, company.token, { title: 'Role', job_role_ids: [role] });
    const joined = await createEvent(t.app, company.token, { title: 'Joined', job_role_ids: [role] });
    await enroll(t.app, s.token, joined);

    const res = await call('GET', '/api/recommended/events?count=100', s.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.map((e: { id: number; score: number; reason: string }) => [e.id, e.score, e.reason]);
    expect(rows.slice(0, 2)).toEqual([
      [byRole, 3, 'fits your career path Data Analyst'],
      [bySkills, 2, 'matches 2 of your skills'],
    ]);
    expect(rows).toContainEqual([plain, 0, 'coming up soon']);
    expect(rows.map((r: number[]) => r[0])).not.toContain(joined);
    const page = await call('GET', '/api/recommended/events?count=1&page=2', s.token);
    expect(page.json().data.map((e: { id: number }) => e.id)).toEqual([bySkills]);
  });
});
