import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, signIn, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, inDays, orgIds } from '../../../test/factories/jobs';
import { buildPortfolioStudent } from '../../../test/factories/portfolio';

type Student = Awaited<ReturnType<typeof buildPortfolioStudent>>;

describe('notification endpoints: the bell, job alerts, marks', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let asha: Student;
  let ravi: Student;
  let inactive: Student;
  let engineerId: number;
  const jobIds: number[] = [];

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token?: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const form = (token: string | undefined, body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/update_my_notification',
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  /** Bell items written straight into the table (kinds whose features do not exist yet: tags, posts). */
  async function seedBell(profileId: number, n: number, kind = 'tagged', key = 'posts') {
    await t.database.db.execute(sql`
      insert into notifications (profile_id, activity_type, activity_key, message, post_id)
      select ${profileId}, ${kind}, ${key}, 'Fixture ' || g, g from generate_series(1, ${n}) g`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    asha = await buildPortfolioStudent(t.app, ['Software Engineer']);
    ravi = await buildPortfolioStudent(t.app, ['Software Engineer']);
    inactive = await buildPortfolioStudent(t.app, ['Software Engineer']);
    const roles = (await get('/api/job_roles?count=100')).json().data as { id: number; name: string }[];
    engineerId = roles.find((r) => r.name === 'Software Engineer')!.id;
    const off = await post('/api/admin/update_profile_status', admin.token, {
      profile_id: inactive.profileId,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    // Deactivation ended the student's sessions: signed in again, as a returning user would be.
    inactive.token = (await signIn(t.app, inactive.email, inactive.password)).token;
    // 21 matching jobs: one page of job alerts and one more, each delivered through the outbox.
    for (let i = 0; i < 21; i++)
      jobIds.push(
        await createJob(t.app, company.token, {
          title: `Backend Engineer ${i + 1}`,
          job_role_ids: [engineerId],
          apply_by: inDays(10 + i),
        }),
      );
    await t.app.services.notifications.deliverPending();
  });
  afterAll(() => t.close());

  describe('access', () => {
    it('answers 401 to the signed out on every route', async () => {
      for (const url of [
        '/api/myprofile/list/notifications',
        '/api/myprofile/tagged_notifications',
        '/api/job_notifications',
        '/api/myprofile/notifications/live',
      ])
        expect((await get(url)).statusCode, url).toBe(401);
      for (const url of ['/api/myprofile/notifications/viewed', '/api/myprofile/notifications/reset_unviewed'])
        expect((await post(url, undefined, {})).statusCode, url).toBe(401);
      expect((await form(undefined, 'my_notification_id=1')).statusCode).toBe(401);
    });

    it('answers 403 to users without a profile, and job alerts to anyone but students', async () => {
      expect((await get('/api/myprofile/list/notifications', admin.token)).statusCode).toBe(403);
      expect((await get('/api/myprofile/tagged_notifications', admin.token)).statusCode).toBe(403);
      expect((await post('/api/myprofile/notifications/viewed', admin.token, {})).statusCode).toBe(403);
      expect((await post('/api/myprofile/notifications/reset_unviewed', admin.token)).statusCode).toBe(403);
      expect((await get('/api/myprofile/notifications/live', admin.token)).statusCode).toBe(403);
      expect((await get('/api/job_notifications', company.token)).statusCode).toBe(403);
      expect((await form(company.token, 'my_notification_id=1')).statusCode).toBe(403);
      // An organisation has a bell of its own.
      expect((await get('/api/myprofile/list/notifications', company.token)).statusCode).toBe(200);
    });
  });

  describe('job alerts', () => {
    it('pages 20 at a time, newest first, with the unviewed count and the job card facts', async () => {
      const first = await get('/api/job_notifications', asha.token);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.data).toHaveLength(20);
      expect(body.unviewed_count).toBe(21);
      expect(body.pagination).toEqual({ page: 1, count: 20, total: 21, total_pages: 2 });
      expect(body.data[0]).toEqual({
        my_notification_id: expect.any(Number),
        job_id: jobIds[20],
        company_name: expect.any(String),
        title: 'Backend Engineer 21',
        avatar_url: null,
        days: 30,
        viewed: false,
        inserted_at: expect.any(String),
      });
      const second = (await get('/api/job_notifications?page=2', asha.token)).json();
      expect(second.data.map((a: { job_id: number }) => a.job_id)).toEqual([jobIds[0]]);
      expect(second.data[0].days).toBe(10);
      expect((await get('/api/job_notifications?page=3', asha.token)).json().data).toEqual([]);
    });

    it('marks one alert viewed from a form post and answers the new count; another student’s is 404', async () => {
      const mine = (await get('/api/job_notifications', asha.token)).json().data[0].my_notification_id as number;
      const theirs = (await get('/api/job_notifications', ravi.token)).json().data[0].my_notification_id as number;
      expect((await form(asha.token, `my_notification_id=${theirs}`)).statusCode).toBe(404);
      expect((await form(asha.token, 'my_notification_id=999999999')).statusCode).toBe(404);
      const bad = await form(asha.token, 'my_notification_id=abc');
      expect(bad.statusCode).toBe(422);
      const ok = await form(asha.token, `my_notification_id=${mine}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ data: { unviewed_count: 20 } });
      // Again: still viewed, same count.
      expect((await form(asha.token, `my_notification_id=${mine}`)).json()).toEqual({ data: { unviewed_count: 20 } });
      const list = (await get('/api/job_notifications', asha.token)).json();
      expect(list.unviewed_count).toBe(20);
      expect(list.data[0].viewed).toBe(true);
      // Ravi's alert is untouched.
      expect((await get('/api/job_notifications', ravi.token)).json().unviewed_count).toBe(21);
    });

    it('gives an inactive student no alerts, and delivery skips them', async () => {
      const res = await get('/api/job_notifications', inactive.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [],
        unviewed_count: 0,
        pagination: { page: 1, count: 20, total: 0, total_pages: 1 },
      });
      const [row] = (
        (await t.database.db.execute(
          sql`select count(*)::int as n from job_notifications where profile_id = ${inactive.profileId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      expect(row!.n).toBe(0);
      expect((await form(inactive.token, 'my_notification_id=1')).statusCode).toBe(404);
    });
  });

  describe('the bell', () => {
    let carol: Awaited<ReturnType<typeof buildUser>>;
    beforeAll(async () => {
      carol = await buildUser(t.app, 'STUDENT');
      await seedBell(carol.profileId, 23, 'tagged', 'posts');
      await seedBell(carol.profileId, 2, 'quest', 'learning');
      await seedBell(ravi.profileId, 3, 'post_like', 'posts');
    });

    it('lists the caller’s notifications newest first, 20 a page, with unviewed_count beside data', async () => {
      const res = await get('/api/myprofile/list/notifications', carol.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.unviewed_count).toBe(25);
      expect(body.pagination).toEqual({ page: 1, count: 20, total: 25, total_pages: 2 });
      expect(body.data).toHaveLength(20);
      const ids = body.data.map((n: { id: number }) => n.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      expect(body.data[0]).toMatchObject({
        activity_type: 'quest',
        activity_key: 'learning',
        viewed: false,
        performer_profile: null,
        post_id: 2,
        job_id: null,
      });
      expect((await get('/api/myprofile/list/notifications?page=2', carol.token)).json().data).toHaveLength(5);
    });

    it('filters by category and refuses an unknown one', async () => {
      const learning = (await get('/api/myprofile/list/notifications?activity_key=learning', carol.token)).json();
      expect(learning.pagination.total).toBe(2);
      expect(learning.unviewed_count).toBe(25);
      expect(learning.data.every((n: { activity_key: string }) => n.activity_key === 'learning')).toBe(true);
      expect((await get('/api/myprofile/list/notifications?activity_key=', carol.token)).json().pagination.total).toBe(
        25,
      );
      expect((await get('/api/myprofile/list/notifications?activity_key=gossip', carol.token)).statusCode).toBe(422);
    });

    it('lists tagged notifications only on the tagged route', async () => {
      const res = (await get('/api/myprofile/tagged_notifications', carol.token)).json();
      expect(res.pagination.total).toBe(23);
      expect(res.data.every((n: { activity_type: string }) => n.activity_type === 'tagged')).toBe(true);
    });

    it('shows a user only their own notifications', async () => {
      const mine = (await get('/api/myprofile/list/notifications', ravi.token)).json();
      expect(mine.pagination.total).toBe(3);
      expect(mine.data.every((n: { activity_type: string }) => n.activity_type === 'post_like')).toBe(true);
      expect((await get('/api/myprofile/list/notifications', asha.token)).json().pagination.total).toBe(0);
    });

    it('marks the ids given as viewed (never someone else’s), then all of them; bounds the ids', async () => {
      const ids = (await get('/api/myprofile/list/notifications', carol.token))
        .json()
        .data.slice(0, 3)
        .map((n: { id: number }) => n.id);
      const raviIds = (await get('/api/myprofile/list/notifications', ravi.token))
        .json()
        .data.map((n: { id: number }) => n.id);
      const res = await post('/api/myprofile/notifications/viewed', carol.token, { ids: [...ids, ...raviIds] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { unviewed_count: 22 } });
      expect((await get('/api/myprofile/list/notifications', ravi.token)).json().unviewed_count).toBe(3);
      const tooMany = await post('/api/myprofile/notifications/viewed', carol.token, {
        ids: Array.from({ length: 101 }, (_, i) => i + 1),
      });
      expect(tooMany.statusCode).toBe(422);
      const all = await post('/api/myprofile/notifications/viewed', carol.token, {});
      expect(all.json()).toEqual({ data: { unviewed_count: 0 } });
      const list = (await get('/api/myprofile/list/notifications', carol.token)).json();
      expect(list.data.every((n: { viewed: boolean }) => n.viewed)).toBe(true);
    });

    it('resets the unviewed count', async () => {
      expect((await get('/api/myprofile/list/notifications', ravi.token)).json().unviewed_count).toBe(3);
      const res = await post('/api/myprofile/notifications/reset_unviewed', ravi.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { unviewed_count: 0 } });
      expect((await get('/api/myprofile/list/notifications', ravi.token)).json().unviewed_count).toBe(0);
    });

    it('carries the unviewed count on the current user', async () => {
      await seedBell(asha.profileId, 2, 'post_comment', 'posts');
      const me = (await get('/api/v1/current_user_data', asha.token)).json();
      expect(me.data.user.profile.unviewed_count).toBe(2);
    });

    it('gives an inactive profile no items and zero counts, and marks nothing', async () => {
      await seedBell(inactive.profileId, 2);
      for (const url of ['/api/myprofile/list/notifications', '/api/myprofile/tagged_notifications']) {
        const res = await get(url, inactive.token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          data: [],
          unviewed_count: 0,
          pagination: { page: 1, count: 20, total: 0, total_pages: 1 },
        });
      }
      expect((await post('/api/myprofile/notifications/viewed', inactive.token, {})).json()).toEqual({
        data: { unviewed_count: 0 },
      });
      expect((await get('/api/v1/current_user_data', inactive.token)).json().data.user.profile.unviewed_count).toBe(0);
      // Once active again, what was kept is there, unviewed.
      await post('/api/admin/update_profile_status', admin.token, { profile_id: inactive.profileId, active: true });
      expect((await get('/api/myprofile/list/notifications', inactive.token)).json().unviewed_count).toBe(2);
      await post('/api/admin/update_profile_status', admin.token, { profile_id: inactive.profileId, active: false });
    });
  });
});
