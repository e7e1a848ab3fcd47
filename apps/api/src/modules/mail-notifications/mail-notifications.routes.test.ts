import { MAIL_NOTIFICATION_TEXTS } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { bearer, buildAdmin, buildUser, lastEmail, type Account } from '../../../test/factories';
import { createClub, joinClub } from '../../../test/factories/clubs';
import { createEvent, enroll } from '../../../test/factories/events';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { createQueue } from '../../lib/queue';

const t_ = MAIL_NOTIFICATION_TEXTS;

describe('mail notifications: an organisation emails a list, the queue delivers once per person', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let company: Account;
  let rival: Account;
  let jobId: number;
  let orgId: number;
  const students: Awaited<ReturnType<typeof buildUser>>[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase();
    // Workers on, polling quickly: delivery happens through the real queue.
    const queue = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
    t = await createTestApp({ database, queue, env: { ...testEnv, QUEUE_WORKERS: true } });
    const admin = await buildAdmin(t.app);
    const companies = await orgIds(t.app, 'COMPANY');
    orgId = companies[0]!;
    company = await buildOrgUser(t.app, 'COMPANY', { orgId, admin });
    rival = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
    jobId = await createJob(t.app, company.token, { title: 'Data Analyst' });
    for (const first_name of ['Asha', 'Ravi', 'Kiran']) {
      const s = await buildUser(t.app, 'STUDENT', { first_name });
      students.push(s);
      const res = await post(`/api/jobs/${jobId}/apply`, s.token, {});
      expect(res.statusCode).toBe(201);
    }
    const ids = (
      await t.app.inject({ method: 'GET', url: `/api/job_applicants?job_id=${jobId}`, headers: bearer(company.token) })
    )
      .json()
      .data.filter((a: { student_name: string }) => a.student_name.startsWith('Asha'))
      .map((a: { id: number }) => a.id);
    await post('/api/modify_job_applicants', company.token, {
      job_id: jobId,
      application_ids: ids,
      status: 'shortlisted',
    });
  });
  afterAll(() => t.close());

  function post(url: string, token: string | undefined, payload: object) {
    return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
  }
  const body = (over: object = {}) => ({
    job_id: jobId,
    type: 'shortlisted',
    subject: 'Interview on Monday',
    message: 'Please join the interview at 10 am.',
    ...over,
  });
  const until = async (check: () => Promise<boolean>) => {
    const end = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('refuses the signed out (401), students (403) and another organisation (404)', async () => {
    expect((await post('/api/generate_mail_notification', undefined, body())).statusCode).toBe(401);
    expect((await post('/api/generate_mail_notification', students[0]!.token, body())).statusCode).toBe(403);
    expect((await post('/api/generate_mail_notification', rival.token, body())).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/mail_notifications?job_id=${jobId}`,
      headers: bearer(rival.token),
    });
    expect(list.statusCode).toBe(404);
  });

  it('explains bad requests field by field', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ job_id: undefined }, { job_id: t_.chooseOne }],
      [{ event_id: 5 }, { job_id: t_.chooseOne }],
      [{ type: 'members' }, { type: t_.unknownList }],
      [{ subject: '  ' }, { subject: t_.subject }],
      [{ message: 'x'.repeat(5001) }, { message: t_.tooLong('Message', 5000) }],
      [{ type: 'selected' }, { type: t_.noRecipients }],
    ];
    for (const [over, fields] of cases) {
      const res = await post('/api/generate_mail_notification', company.token, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().error.fields).toEqual(fields);
    }
  });

  it('queues the email (201) and the worker sends it to each person on the list once', async () => {
    const res = await post('/api/generate_mail_notification', company.token, body());
    expect(res.statusCode).toBe(201);
    const n = res.json().data;
    expect(n).toMatchObject({ entity_type: 'job', entity_id: jobId, type: 'shortlisted', recipients: 1 });

    await until(async () => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/mail_notifications/${n.id}`,
        headers: bearer(company.token),
      });
      return r.json().data.status === 'sent';
    });
    const email = await lastEmail(t.app, students[0]!.profile.email!, 'mail_notification');
    expect(email).toMatchObject({ subject: 'Interview on Monday' });
    expect(email!.text).toContain('Please join the interview at 10 am.');
    expect(email!.text).toContain('shortlisted applicants of "Data Analyst"');
    expect(await lastEmail(t.app, students[1]!.profile.email!, 'mail_notification')).toBeUndefined();

    // Delivering again (a retry after a crash) writes nothing twice.
    await t.app.services.queue.send('mail-notification', { notification_id: n.id });
    const all = await post('/api/generate_mail_notification', company.token, body({ type: 'all', subject: 'Update' }));
    expect(all.json().data.recipients).toBe(3);
    await until(async () => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/mail_notifications?job_id=${jobId}`,
        headers: bearer(company.token),
      });
      return r.json().data.every((x: { status: string }) => x.status === 'sent');
    });
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(students[0]!.profile.email!)}`,
    });
    const subjects = outbox
      .json()
      .data.emails.map((e: { subject: string }) => e.subject)
      .sort();
    expect(subjects.filter((s: string) => s === 'Interview on Monday')).toHaveLength(1);
    expect(subjects.filter((s: string) => s === 'Update')).toHaveLength(1);
  });

  it("lists an item's notifications newest first with their delivery counts", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/mail_notifications?job_id=${jobId}&page=1&count=10`,
      headers: bearer(company.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((n: { subject: string; sent: number }) => [n.subject, n.sent])).toEqual([
      ['Update', 3],
      ['Interview on Monday', 1],
    ]);
  });
  it('puts each post on the organisation’s board: its staff read all of it, others what reached them (issue 23 item 30)', async () => {
    const board = (token: string | undefined, id = orgId) =>
      t.app.inject({ method: 'GET', url: `/api/boards/${id}`, headers: token ? bearer(token) : {} });
    expect((await board(undefined)).statusCode).toBe(401);
    expect((await board(company.token, 2_000_000_000)).statusCode).toBe(404);
    expect((await board(company.token, 0)).statusCode).toBe(422);

    const staff = (await board(company.token)).json();
    expect(staff.board).toMatchObject({ id: orgId, org_type: 'COMPANY', is_staff: true });
    expect(staff.data.map((p: { subject: string; recipients: number }) => [p.subject, p.recipients])).toEqual([
      ['Update', 3],
      ['Interview on Monday', 1],
    ]);
    expect(staff.data[1]).toMatchObject({
      message: 'Please join the interview at 10 am.',
      about: { type: 'job', id: jobId, title: 'Data Analyst' },
      audience: 'shortlisted applicants of',
    });
    // Asha was shortlisted and got both; Ravi only the one to every applicant; neither sees the reach.
    const [asha, ravi] = [students[0]!, students[1]!];
    const seen = async (token: string) =>
      (await board(token))
        .json()
        .data.map((p: { subject: string; recipients: number | null }) => [p.subject, p.recipients]);
    expect(await seen(asha.token)).toEqual([
      ['Update', null],
      ['Interview on Monday', null],
    ]);
    expect(await seen(ravi.token)).toEqual([['Update', null]]);
    // Another organisation's staff read its name and nothing else.
    const theirs = (await board(rival.token)).json();
    expect(theirs.board.is_staff).toBe(false);
    expect(theirs.data).toEqual([]);
    expect(theirs.pagination.total).toBe(0);

    // A new post reaches its recipients' bells, pointing at the board.
    await post('/api/generate_mail_notification', company.token, body({ type: 'all', subject: 'Office tour' }));
    const bell = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/myprofile/list/notifications', headers: bearer(ravi.token) })
      ).json().data as { activity_type: string; board_id: number | null; message: string }[];
    await until(async () =>
      (await bell()).some((n) => n.activity_type === 'board' && n.message.endsWith('Office tour')),
    );
    const item = (await bell()).find((n) => n.message.endsWith('Office tour'))!;
    expect(item.board_id).toBe(orgId);
    expect(item.message).toMatch(/ posted on its board: Office tour$/);
  });
});

describe('mail notification delivery is idempotent', () => {
  it('two deliveries of one notification at once write each email once', async () => {
    const t = await createTestApp();
    try {
      const admin = await buildAdmin(t.app);
      const company = await buildOrgUser(t.app, 'COMPANY', { admin });
      const jobId = await createJob(t.app, company.token, { title: 'Support Engineer' });
      const s = await buildUser(t.app, 'STUDENT');
      await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/apply`, headers: bearer(s.token), payload: {} });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/generate_mail_notification',
        headers: bearer(company.token),
        payload: { job_id: jobId, type: 'all', subject: 'Hello', message: 'Welcome aboard' },
      });
      expect(res.statusCode).toBe(201);
      const { createMailNotificationsService } = await import('./mail-notifications.service');
      const service = createMailNotificationsService({
        db: t.database.db,
        mailer: t.app.services.mailer,
        queue: t.app.services.queue,
      });
      await Promise.all([service.deliver(res.json().data.id), service.deliver(res.json().data.id)]);
      const outbox = await t.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${encodeURIComponent(s.profile.email!)}`,
      });
      expect(outbox.json().data.emails.filter((e: { subject: string }) => e.subject === 'Hello')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('mail notifications to event participants and club members', () => {
  it('writes to the lists of events and clubs the organisation runs, and only those', async () => {
    const t = await createTestApp();
    try {
      const admin = await buildAdmin(t.app);
      const companies = await orgIds(t.app, 'INSTITUTION');
      const college = await buildOrgUser(t.app, 'INSTITUTION', { orgId: companies[0], admin });
      const rival = await buildOrgUser(t.app, 'INSTITUTION', { orgId: companies[1], admin });
      const eventId = await createEvent(t.app, college.token, { title: 'Resume Clinic' });
      const clubId = await createClub(t.app, college.token, { title: 'Robotics Club' });
      const [asha, ravi] = [await buildUser(t.app, 'STUDENT'), await buildUser(t.app, 'STUDENT')];
      expect((await enroll(t.app, asha.token, eventId)).statusCode).toBe(201);
      await joinClub(t.app, clubId, asha.token, college.token);
      await joinClub(t.app, clubId, ravi.token);

      const send = (token: string, payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/generate_mail_notification',
          headers: bearer(token),
          payload: { subject: 'Reminder', message: 'See you there', ...payload },
        });
      expect((await send(rival.token, { event_id: eventId, type: 'all' })).statusCode).toBe(404);
      expect((await send(rival.token, { club_id: clubId, type: 'members' })).statusCode).toBe(404);
      expect((await send(college.token, { event_id: eventId, type: 'members' })).json().error.fields).toEqual({
        type: t_.unknownList,
      });

      const event = await send(college.token, { event_id: eventId, type: 'enrolled' });
      expect(event.statusCode).toBe(201);
      expect(event.json().data).toMatchObject({ entity_type: 'event', recipients: 1 });
      const members = await send(college.token, { club_id: clubId, type: 'members' });
      // The institution runs the club without being one of its members (decision 0066): the student only.
      expect(members.json().data).toMatchObject({ entity_type: 'club', recipients: 1 });
      const waiting = await send(college.token, { club_id: clubId, type: 'join_requests' });
      expect(waiting.json().data).toMatchObject({ recipients: 1 });

      const { createMailNotificationsService } = await import('./mail-notifications.service');
      const service = createMailNotificationsService({
        db: t.database.db,
        mailer: t.app.services.mailer,
        queue: t.app.services.queue,
      });
      for (const res of [event, members, waiting]) await service.deliver(res.json().data.id);
      const outbox = async (email: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` }))
          .json()
          .data.emails.map((e: { text: string }) => e.text);
      const toAsha = await outbox(asha.profile.email!);
      expect(toAsha).toHaveLength(2);
      expect(toAsha.join('\n')).toContain('participants of "Resume Clinic"');
      expect(toAsha.join('\n')).toContain('members of "Robotics Club"');
      expect(await outbox(ravi.profile.email!)).toEqual([
        expect.stringContaining('students asking to join "Robotics Club"'),
      ]);
    } finally {
      await t.close();
    }
  });
});
