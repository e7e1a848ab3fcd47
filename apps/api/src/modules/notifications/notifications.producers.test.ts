import { notificationPath, type Notification } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, signIn, type Account } from '../../../test/factories';
import { createClub, joinClub } from '../../../test/factories/clubs';
import { createEvent, enroll } from '../../../test/factories/events';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { buildPortfolioStudent } from '../../../test/factories/portfolio';

/*
 * One test per produced kind: the causing action through the API, delivery through the outbox, then
 * the recipient's list and the item's target.
 */
describe('notifications produced by the features that cause them', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let engineer: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let analyst: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let pythonFan: Awaited<ReturnType<typeof buildUser>>;
  let dormant: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  const role: Record<string, number> = {};
  let pythonSkill: number;

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const deliver = () => t.app.services.notifications.deliverPending();
  const bell = async (token: string) =>
    (await get('/api/myprofile/list/notifications', token)).json() as { data: Notification[]; unviewed_count: number };
  const alerts = async (token: string) =>
    (await get('/api/job_notifications', token)).json() as {
      data: { job_id: number; title: string }[];
      unviewed_count: number;
    };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    for (const r of (await t.app.inject({ method: 'GET', url: '/api/job_roles?count=100' })).json().data as {
      id: number;
      name: string;
    }[])
      role[r.name] = r.id;
    engineer = await buildPortfolioStudent(t.app, ['Software Engineer']);
    analyst = await buildPortfolioStudent(t.app, ['Data Analyst']);
    dormant = await buildPortfolioStudent(t.app, ['Software Engineer']);
    await post('/api/admin/update_profile_status', admin.token, { profile_id: dormant.profileId, active: false });
    // Deactivation ended the sessions: signed in again.
    dormant.token = (await signIn(t.app, dormant.email, dormant.password)).token;
    // A student with no career path but the topic interest Python.
    pythonFan = await buildUser(t.app, 'STUDENT');
    const skills = (await t.app.inject({ method: 'GET', url: '/api/skills?query=Python&count=5' })).json().data as {
      id: number;
      display_name?: string;
      name?: string;
    }[];
    pythonSkill = skills[0]!.id;
    const set = await post('/api/myprofile/topic_interests', pythonFan.token, { skill_ids: [pythonSkill] });
    expect(set.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('job_alert: publishing a job alerts the active students whose career paths or skills match it', async () => {
    const jobId = await createJob(t.app, company.token, {
      title: 'Platform Engineer',
      job_role_ids: [role['Software Engineer']!],
      skill_ids: [pythonSkill],
    });
    // Nothing is delivered before the queue runs: the outbox row waits.
    expect((await alerts(engineer.token)).data).toEqual([]);
    expect(await deliver()).toBe(2);
    const mine = await alerts(engineer.token);
    expect(mine.unviewed_count).toBe(1);
    expect(mine.data[0]).toMatchObject({ job_id: jobId, title: 'Platform Engineer' });
    expect((await alerts(pythonFan.token)).data.map((a) => a.job_id)).toEqual([jobId]);
    expect((await alerts(analyst.token)).data).toEqual([]);
    expect((await alerts(dormant.token)).data).toEqual([]);
    // A job alert is not a bell item.
    expect((await bell(engineer.token)).data).toEqual([]);

    // Closing and publishing again does not alert twice.
    await post(`/api/jobs/${jobId}/close`, company.token);
    expect((await post(`/api/jobs/${jobId}/publish`, company.token)).statusCode).toBe(200);
    expect(await deliver()).toBe(0);
    expect((await alerts(engineer.token)).data).toHaveLength(1);
  });

  it('job_alert: an internship alerts too; a job matching nothing writes no outbox row', async () => {
    const before = await outboxRows();
    const internship = await createJob(t.app, company.token, {
      title: 'Data Intern',
      type: 'Internship',
      duration_months: 3,
      salary_min: undefined,
      salary_max: undefined,
      stipend: 1_500_000,
      job_role_ids: [role['Data Analyst']!],
    });
    await createJob(t.app, company.token, { title: 'Generalist' });
    expect(await outboxRows()).toBe(before + 1);
    await deliver();
    expect((await alerts(analyst.token)).data.map((a) => a.job_id)).toEqual([internship]);
    expect((await alerts(engineer.token)).data).toHaveLength(1);
  });

  it('event_alert: publishing an event puts it in the bell of the matching students', async () => {
    const eventId = await createEvent(t.app, company.token, {
      title: 'Data Viz Meetup',
      job_role_ids: [role['Data Analyst']!],
    });
    await deliver();
    const { data, unviewed_count } = await bell(analyst.token);
    expect(unviewed_count).toBe(1);
    expect(data[0]).toMatchObject({
      activity_type: 'event_alert',
      activity_key: 'events',
      event_id: eventId,
      job_id: null,
      viewed: false,
      performer_profile: { id: company.profileId, name: expect.any(String), avatar_url: null },
    });
    expect(data[0]!.message).toContain('Data Viz Meetup');
    expect(notificationPath(data[0]!, 'STUDENT')).toBe(`/events/${eventId}`);
    expect((await bell(engineer.token)).data).toEqual([]);
    // The organisation that published it hears nothing about its own event.
    expect((await bell(company.token)).data).toEqual([]);
  });

  it('application_status: moving an application tells the applicant, with the job', async () => {
    const jobId = await createJob(t.app, company.token, { title: 'QA Engineer' });
    const applied = await post(`/api/jobs/${jobId}/apply`, engineer.token);
    expect(applied.statusCode).toBe(201);
    const appId = (await get(`/api/job_applicants?job_id=${jobId}`, company.token)).json().data[0].id as number;
    const moved = await post('/api/modify_job_applicants', company.token, {
      job_id: jobId,
      application_ids: [appId],
      status: 'shortlisted',
    });
    expect(moved.statusCode).toBe(200);
    await deliver();
    const [item] = (await bell(engineer.token)).data;
    expect(item).toMatchObject({ activity_type: 'application_status', activity_key: 'jobs', job_id: jobId });
    expect(item!.message).toBe(`You are shortlisted for QA Engineer at ${item!.message.split(' at ')[1]}`);
    expect(notificationPath(item!, 'STUDENT')).toBe(`/jobs/${jobId}`);
    // The same status again changes nothing and says nothing.
    await post('/api/modify_job_applicants', company.token, {
      job_id: jobId,
      application_ids: [appId],
      status: 'shortlisted',
    });
    await deliver();
    expect((await bell(engineer.token)).data).toHaveLength(1);
  });

  it('job_invitation: an invited student hears of it once, and the item opens the job', async () => {
    const jobId = await createJob(t.app, company.token, { title: 'Release Engineer' });
    const before = (await bell(analyst.token)).data.length;
    const invite = () =>
      post('/api/job_invitations', company.token, { job_id: jobId, profile_ids: [analyst.profileId] });
    expect((await invite()).json().data).toMatchObject({ invited: 1 });
    await deliver();
    const items = (await bell(analyst.token)).data;
    expect(items).toHaveLength(before + 1);
    const item = items.find((n) => n.activity_type === 'job_invitation')!;
    expect(item).toMatchObject({ activity_key: 'jobs', job_id: jobId });
    expect(item.message).toMatch(/ invites you to apply to the job Release Engineer$/);
    expect(notificationPath(item, 'STUDENT')).toBe(`/jobs/${jobId}`);
    // Invited again: no second notice.
    expect((await invite()).json().data).toMatchObject({ invited: 0, already_invited: 1 });
    await deliver();
    expect((await bell(analyst.token)).data).toHaveLength(before + 1);
  });

  it('event_join_accepted: accepting a registration request tells the student; joining at once does not', async () => {
    const approval = await createEvent(t.app, company.token, {
      title: 'Invite-only Hack Night',
      requires_approval: true,
    });
    const open = await createEvent(t.app, company.token, { title: 'Open Day' });
    expect((await enroll(t.app, engineer.token, approval)).json().data.status).toBe('applied');
    expect((await enroll(t.app, engineer.token, open)).json().data.status).toBe('enrolled');
    const ok = await post('/api/modify_event_applicants', company.token, {
      event_id: approval,
      profile_ids: [engineer.profileId],
      status: 'enrolled',
    });
    expect(ok.statusCode).toBe(200);
    await deliver();
    const items = (await bell(engineer.token)).data.filter((n) => n.activity_type === 'event_join_accepted');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ activity_key: 'events', event_id: approval });
    expect(notificationPath(items[0]!, 'STUDENT')).toBe(`/events/${approval}`);
    // Attendance afterwards is not an acceptance.
    await post('/api/modify_event_applicants', company.token, {
      event_id: approval,
      profile_ids: [engineer.profileId],
      status: 'attended',
    });
    await deliver();
    expect((await bell(engineer.token)).data.filter((n) => n.activity_type === 'event_join_accepted')).toHaveLength(1);
  });

  it('club_join_accepted: an accepted join request tells the student, linking the club page', async () => {
    const clubId = await createClub(t.app, company.token, { title: 'Chess Circle' });
    await joinClub(t.app, clubId, analyst.token, company.token);
    const rejected = await joinClub(t.app, clubId, engineer.token);
    await t.app.inject({
      method: 'PUT',
      url: `/api/club_join_requests/${rejected}`,
      headers: bearer(company.token),
      payload: { status: 'rejected' },
    });
    await deliver();
    const items = (await bell(analyst.token)).data.filter((n) => n.activity_type === 'club_join_accepted');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ activity_key: 'clubs', club_id: clubId });
    expect(items[0]!.message).toContain('Chess Circle');
    expect(notificationPath(items[0]!, 'STUDENT')).toBe(`/clubs/${clubId}`);
    expect((await bell(engineer.token)).data.filter((n) => n.activity_type === 'club_join_accepted')).toEqual([]);
  });

  async function outboxRows() {
    const res = (await t.database.db.execute(sql`select count(*)::int as n from notification_outbox`)) as unknown as {
      rows: { n: number }[];
    };
    return res.rows[0]!.n;
  }
});
