import { ADMIN_DASHBOARD_TEXTS, type ActivityPoint, type AdminDashboard } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, createJob } from '../../../test/factories/jobs';
import { rowsOf } from '../../db/client';
import { dashboardRange } from './admin-dashboard.service';

/**
 * Issue 24 item 9: the admin dashboard's numbers, each checked against a direct SQL count over the same
 * tables; days without anything appear as zeros; weeks add up to their days.
 */
describe('admin dashboard', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let student: Account;
  let company: Account;
  let mentor: Account;
  let pendingId: number;
  const today = dashboardRange(new Date(), { days: 30, group: 'day' }).to;
  const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    student = await buildUser(t.app, 'STUDENT');
    mentor = await buildUser(t.app, 'ADVISOR');
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    await createJob(t.app, company.token);
    // A company naming a new organisation waits for an admin's approval.
    const pending = await buildUser(t.app, 'COMPANY', {
      my_org_id: undefined,
      org_name: `Awaiting Approval Pvt ${Date.now()}`,
    });
    pendingId = pending.profileId;
    // Back-date some rows (noon in India) so the series has history: an account and its profile 3 days
    // ago, a session renewed 5 days ago, one account 40 days ago (outside a 30-day range).
    const at = (n: number) => `${daysAgo(n)}T12:00:00+05:30`;
    await db().execute(sql`update users set created_at = ${at(3)}::timestamptz where id = ${student.userId}`);
    await db().execute(sql`update profiles set inserted_at = ${at(3)}::timestamptz where user_id = ${student.userId}`);
    await db().execute(sql`update sessions set updated_at = ${at(5)}::timestamptz where user_id = ${mentor.userId}`);
    await db().execute(sql`update users set created_at = ${at(40)}::timestamptz where id = ${company.userId}`);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const dashboard = async (query = '') => {
    const res = await get(`/api/admin/dashboard${query}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AdminDashboard;
  };
  const one = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await db().execute(query))[0]!.n);
  const localDay = (column: string) => sql.raw(`(${column} at time zone 'Asia/Kolkata')::date`);

  it('answers 401 signed out and 403 to students, companies and mentors', async () => {
    for (const url of ['/api/admin/dashboard', '/api/posts_histogram']) {
      expect((await get(url)).statusCode).toBe(401);
      for (const caller of [student, company, mentor]) expect((await get(url, caller.token)).statusCode).toBe(403);
    }
  });

  it('bounds its query: 7 to 90 days, day or week', async () => {
    for (const query of ['?days=6', '?days=91', '?days=abc', '?days=30.5']) {
      const res = await get(`/api/admin/dashboard${query}`, admin.token);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error.fields.days).toBe(ADMIN_DASHBOARD_TEXTS.daysOutOfRange);
    }
    expect((await get('/api/admin/dashboard?group=month', admin.token)).statusCode).toBe(422);
    expect((await get('/api/posts_histogram?days=1000', admin.token)).statusCode).toBe(422);
  });

  it('counts sign-ups, profiles and active users per India day, zero days included, as SQL does', async () => {
    const data = await dashboard();
    expect(data.range).toMatchObject({
      to: today,
      from: daysAgo(29),
      days: 30,
      group: 'day',
      time_zone: 'Asia/Kolkata',
    });
    expect(data.activity.map((p) => p.date)).toEqual(Array.from({ length: 30 }, (_, i) => daysAgo(29 - i)));
    for (const point of data.activity) {
      const day = point.date;
      expect(point.days).toBe(1);
      expect(point, day).toEqual({
        date: day,
        days: 1,
        sign_ups: await one(sql`select count(*) as n from users where ${localDay('created_at')} = ${day}::date`),
        profiles_created: await one(
          sql`select count(*) as n from profiles where ${localDay('inserted_at')} = ${day}::date`,
        ),
        active_users: await one(sql`select count(distinct user_id) as n from sessions
          where ${localDay('created_at')} = ${day}::date or ${localDay('updated_at')} = ${day}::date`),
      });
    }
    const on = (n: number) => data.activity.find((p) => p.date === daysAgo(n))!;
    expect(on(3)).toMatchObject({ sign_ups: 1, profiles_created: 1 });
    expect(on(5).active_users).toBe(1);
    // Days with nothing are there, as zeros (the 40-day-old account is outside the range).
    expect(on(20)).toEqual({ date: daysAgo(20), days: 1, sign_ups: 0, profiles_created: 0, active_users: 0 });
    const total = data.activity.reduce((n, p) => n + p.sign_ups, 0);
    expect(total).toBe((await one(sql`select count(*) as n from users`)) - 1);

    const week = await dashboard('?days=7');
    expect(week.activity).toHaveLength(7);
    expect(week.activity.at(-1)!.date).toBe(today);
  });

  it('groups by week: buckets start on Monday (the first may be partial) and add up to the days', async () => {
    const days = await dashboard('?days=90');
    const weeks = await dashboard('?days=90&group=week');
    expect(weeks.range.group).toBe('week');
    expect(weeks.activity.reduce((n, w) => n + w.days, 0)).toBe(90);
    expect(weeks.activity[0]!.date).toBe(days.activity[0]!.date);
    let i = 0;
    for (const w of weeks.activity) {
      const inWeek: ActivityPoint[] = days.activity.slice(i, i + w.days);
      i += w.days;
      expect(inWeek[0]!.date).toBe(w.date);
      if (w !== weeks.activity[0]) expect(new Date(`${w.date}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(w.sign_ups).toBe(inWeek.reduce((n, d) => n + d.sign_ups, 0));
      expect(w.profiles_created).toBe(inWeek.reduce((n, d) => n + d.profiles_created, 0));
      // Active users of a week are different accounts: no fewer than any day's, no more than the days' sum.
      expect(w.active_users).toBeGreaterThanOrEqual(Math.max(0, ...inWeek.map((d) => d.active_users)));
      expect(w.active_users).toBeLessThanOrEqual(inWeek.reduce((n, d) => n + d.active_users, 0));
    }
    expect(i).toBe(90);
  });

  it('counts profiles awaiting approval and lists the newest', async () => {
    const data = await dashboard();
    const waiting = await one(sql`select count(*) as n from profiles
      where profile_type in ('COMPANY', 'INSTITUTION') and not active and deactivated_at is null`);
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect(data.awaiting_approval.count).toBe(waiting);
    expect(data.awaiting_approval.newest[0]).toMatchObject({
      id: pendingId,
      profile_type: 'COMPANY',
      contact_name: 'Asha Rao',
    });
    expect(data.awaiting_approval.newest.length).toBeLessThanOrEqual(5);
  });

  it('counts content by status as SQL does', async () => {
    const { content } = await dashboard();
    const byStatus = async (table: string, where = 'true') => {
      const rows = rowsOf<{ status: string; n: number }>(
        await db().execute(sql.raw(`select status, count(*)::int as n from ${table} where ${where} group by status`)),
      );
      const counts = { draft: 0, published: 0, closed: 0, total: 0 };
      for (const r of rows) {
        counts[r.status as 'draft'] = Number(r.n);
        counts.total += Number(r.n);
      }
      return counts;
    };
    expect(content.jobs).toEqual(await byStatus('jobs', `type <> 'Internship'`));
    expect(content.jobs.total).toBeGreaterThanOrEqual(1);
    expect(content.internships).toEqual(await byStatus('jobs', `type = 'Internship'`));
    expect(content.events).toEqual(await byStatus('events'));
    expect(content.clubs).toEqual(await byStatus('clubs'));
    expect(content.activities).toBe(await one(sql`select count(*) as n from assignments`));
    const entries = await one(
      sql.raw(`select (select count(*) from educations) + (select count(*) from subjects)
        + (select count(*) from external_courses) + (select count(*) from readings)
        + (select count(*) from social_clubs) + (select count(*) from external_projects)
        + (select count(*) from internships) + (select count(*) from external_events) as n`),
    );
    expect(content.portfolio_entries).toBe(entries);
  });

  it('reports the job queue: waiting, active and failed in the last 24 hours, per queue', async () => {
    await t.app.services.queue.send('activity-file-cleanup', { probe: 1 });
    await t.app.services.queue.send('activity-file-cleanup', { probe: 2 });
    await t.app.services.queue.send('notification-digest', { probe: 3 });
    await db().execute(sql`update pgboss.job set state = 'active', started_on = now()
      where name = 'notification-digest' and data->>'probe' = '3'`);
    await db().execute(sql`update pgboss.job set state = 'failed', completed_on = now()
      where name = 'activity-file-cleanup' and data->>'probe' = '2'`);
    const { queue } = await dashboard();
    expect(queue.started).toBe(true);
    const direct = async (where: string) => one(sql.raw(`select count(*) as n from pgboss.job where ${where}`));
    expect(queue.waiting).toBe(await direct(`state in ('created', 'retry')`));
    expect(queue.active).toBe(await direct(`state = 'active'`));
    expect(queue.failed_24h).toBe(await direct(`state = 'failed'`));
    const cleanup = queue.queues.find((q) => q.name === 'activity-file-cleanup')!;
    expect(cleanup).toMatchObject({ waiting: 1, failed_24h: 1, active: 0 });
    expect(queue.queues.find((q) => q.name === 'notification-digest')).toMatchObject({ active: 1 });
    // Every queue the product declares is listed, idle ones with zeros.
    expect(queue.queues.find((q) => q.name === 'mail-notification')).toBeTruthy();
  });

  it('reports the email and SMS outboxes', async () => {
    await db().execute(sql`insert into email_outbox (to_address, subject, text_body, kind, status)
      values ('x@example.com', 'Failed', 'x', 'probe', 'failed'), ('y@example.com', 'Sent', 'y', 'probe', 'sent')`);
    await db().execute(sql`update email_outbox set sent_at = now() where kind = 'probe' and status = 'sent'`);
    const { email, sms } = await dashboard();
    expect(email).toEqual({
      delivery: 'outbox_only',
      written_24h: await one(sql`select count(*) as n from email_outbox where inserted_at >= now() - interval '1 day'`),
      sent_24h: 1,
      failed_24h: 1,
      waiting: await one(sql`select count(*) as n from email_outbox where status = 'queued'`),
    });
    expect(email.waiting).toBeGreaterThan(0);
    expect(sms).toMatchObject({
      delivery: 'outbox_only',
      waiting: await one(sql`select count(*) as n from sms_outbox where status = 'queued'`),
    });
  });

  it('posts_histogram: counts the community posts written each India day, deleted ones left out', async () => {
    const at = (day: string) => `${day}T06:00:00Z`; // 11:30 in India
    const authorId = (student as Account & { profileId: number }).profileId;
    for (const [day, deleted] of [
      [today, false],
      [today, false],
      [today, true],
      [daysAgo(3), false],
      [daysAgo(9), false],
    ] as const)
      await t.database.db.execute(sql`insert into posts (author_profile_id, text, created_at, deleted_at)
        values (${authorId}, '<p>x</p>', ${at(day)}::timestamptz, ${deleted ? at(day) : null}::timestamptz)`);
    const daily = (await get('/api/posts_histogram?days=7', admin.token)).json().data;
    expect(daily.built).toBe(true);
    expect(daily.range).toEqual({ from: daysAgo(6), to: today, days: 7, group: 'day', time_zone: 'Asia/Kolkata' });
    expect(daily.series).toEqual(
      Array.from({ length: 7 }, (_, i) => ({
        date: daysAgo(6 - i),
        days: 1,
        posts: 6 - i === 0 ? 2 : 6 - i === 3 ? 1 : 0,
      })),
    );
    const weekly = (await get('/api/posts_histogram?days=7&group=week', admin.token)).json().data;
    expect(weekly.series.reduce((n: number, w: { posts: number }) => n + w.posts, 0)).toBe(3);
    expect(weekly.series.reduce((n: number, w: { days: number }) => n + w.days, 0)).toBe(7);
  });
});
