import { todayOf } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_AUTH_SECRET, testEnv } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { buildPortfolioStudent } from '../../../test/factories/portfolio';
import type { Mailer } from '../../lib/mailer';
import { createQueue } from '../../lib/queue';
import { DIGEST_MAX_ITEMS } from './notification-emails.compose';
import { createNotificationEmailsRepo } from './notification-emails.repo';
import { createNotificationEmails } from './notification-emails.service';
import { signUnsubscribeToken } from './notification-emails.tokens';

type Rows<T> = { rows: T[] };
interface OutboxEmail {
  id: number;
  subject: string;
  text_body: string;
  kind: string;
  headers: Record<string, string> | null;
}

const ORIGIN = testEnv.PUBLIC_ORIGIN!;
const DAY_MS = 86_400_000;
const dayAfter = (day: string, n: number) => todayOf(new Date(Date.parse(`${day}T12:00:00+05:30`) + n * DAY_MS));
const unsubscribeLinks = (text: string) => text.match(/\/unsubscribe\?token=/g)?.length ?? 0;
const tokenIn = (text: string) => decodeURIComponent(/\/unsubscribe\?token=([^\s]+)/.exec(text)![1]!);

/*
 * Emails of delivered notifications: the real queue runs (workers on, polling quickly), delivery
 * calls the email hook the notifications module wires, immediate emails go through their own jobs,
 * digests through runDigest and the tick that schedules it.
 */
describe('notification emails', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // Before 08:00 in India, so the start-up tick schedules no digest; tests move it.
  let now = new Date(`${todayOf(new Date())}T07:00:00+05:30`);
  let company: Account & { profileId: number };
  let engineer: number;
  let today: string;

  const query = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;
  const until = async (check: () => Promise<boolean>, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const emailsTo = (to: string) =>
    query<OutboxEmail>(
      sql`select id, subject, text_body, kind, headers from email_outbox where lower(to_address) = lower(${to}) order by id`,
    );
  const ledger = (profileId: number) =>
    query<{
      id: number;
      kind: string;
      mode: string;
      status: string;
      outbox_id: number | null;
      digest_id: number | null;
    }>(
      sql`select id::int as id, kind, mode, status, outbox_id, digest_id from notification_emails
          where profile_id = ${profileId} order by id`,
    );
  const jobsOf = (name: string) =>
    query<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${name}`).then((r) => r[0]!.n);
  const setModes = async (token: string, settings: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/myprofile/notification_settings',
      headers: bearer(token),
      payload: { settings },
    });
    expect(res.statusCode).toBe(200);
  };
  /** Bell items written straight into the table, then handed to the hook in the same transaction. */
  async function deliverBell(
    items: { profile_id: number; kind: string; message: string; club_id?: number; board_id?: number }[],
    inTx?: (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0]) => Promise<void>,
  ) {
    return t.database.db.transaction(async (tx) => {
      const rows = [];
      for (const i of items) {
        const [row] = (
          (await tx.execute(sql`insert into notifications (profile_id, activity_type, activity_key, message, club_id, board_id)
              values (${i.profile_id}, ${i.kind}, 'clubs', ${i.message}, ${i.club_id ?? null}, ${i.board_id ?? null})
              returning id::int as id`)) as unknown as Rows<{ id: number }>
        ).rows;
        rows.push({ id: row!.id, profile_id: i.profile_id, activity_type: i.kind, message: i.message });
      }
      await t.app.services.notificationEmails.onDelivered(tx, rows);
      await inTx?.(tx);
      return rows;
    });
  }
  /** Job alerts written straight into job_notifications and handed to the hook. */
  async function deliverAlerts(profileId: number, jobIds: number[]) {
    return t.database.db.transaction(async (tx) => {
      const rows = [];
      for (const jobId of jobIds) {
        const [row] = (
          (await tx.execute(sql`insert into job_notifications (profile_id, job_id) values (${profileId}, ${jobId})
              returning id::int as id`)) as unknown as Rows<{ id: number }>
        ).rows;
        rows.push({
          id: row!.id,
          profile_id: profileId,
          activity_type: 'job_alert',
          message: `New job for you: #${jobId}`,
        });
      }
      await t.app.services.notificationEmails.onDelivered(tx, rows);
      return rows;
    });
  }

  beforeAll(async () => {
    today = todayOf(new Date());
    const database = await openTestDatabase();
    const queue = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
    t = await createTestApp({ database, queue, env: { ...testEnv, QUEUE_WORKERS: true }, clock: () => now });
    const admin = await buildAdmin(t.app);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    engineer = (await query<{ id: number }>(sql`select id from job_roles where name = 'Software Engineer'`))[0]!.id;
  });
  afterAll(() => t.close());

  it('emails an immediate kind once, through delivery and the queue, with one unsubscribe link and the headers', async () => {
    const eager = await buildPortfolioStudent(t.app, ['Software Engineer']);
    const patient = await buildPortfolioStudent(t.app, ['Software Engineer']);
    await setModes(eager.token, { job_alert: 'immediate' });

    const jobId = await createJob(t.app, company.token, { title: 'Backend Engineer', job_role_ids: [engineer] });
    await until(async () => (await emailsTo(eager.profile.email)).length === 1);
    const [email] = await emailsTo(eager.profile.email);
    expect(email!.kind).toBe('notification_job_alert');
    expect(email!.subject).toMatch(/^New job for you: Backend Engineer/);
    expect(email!.text_body).toContain(`Hello ${eager.profile.first_name},`);
    expect(email!.text_body).toContain(`${ORIGIN}/jobs/${jobId}`);
    expect(unsubscribeLinks(email!.text_body)).toBe(1);
    const token = tokenIn(email!.text_body);
    expect(token).toBe(signUnsubscribeToken(TEST_AUTH_SECRET, eager.profileId, 'job_alert'));
    expect(email!.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [row] = await ledger(eager.profileId);
    expect(row).toMatchObject({ kind: 'job_alert', mode: 'immediate', status: 'sent', outbox_id: email!.id });

    // The default for job alerts is the digest: recorded, not emailed.
    expect(await ledger(patient.profileId)).toEqual([
      expect.objectContaining({ kind: 'job_alert', mode: 'daily', status: 'pending' }),
    ]);
    expect(await emailsTo(patient.profile.email)).toEqual([]);

    // The job again, and the delivery again from scratch: no second email.
    expect(await t.app.services.notificationEmails.sendImmediate([row!.id])).toMatchObject({ sent: 0, none: 1 });
    await t.database.db.execute(
      sql`update notification_outbox set delivered_at = null, delivered_through = 0 where payload->>'job_id' = ${String(jobId)}`,
    );
    await t.app.services.notifications.deliverPending();
    await new Promise((r) => setTimeout(r, 1200));
    expect(await emailsTo(eager.profile.email)).toHaveLength(1);
    expect(await ledger(eager.profileId)).toHaveLength(1);

    // The email's own link turns job alert emails off; the next job is not emailed.
    const off = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token } });
    expect(off.json().data).toEqual({ kind: 'job_alert', label: 'Job alerts' });
    await createJob(t.app, company.token, { title: 'Second Engineer', job_role_ids: [engineer] });
    await until(
      async () =>
        (
          await query<{ n: number }>(
            sql`select count(*)::int as n from job_notifications where profile_id = ${eager.profileId}`,
          )
        )[0]!.n === 2,
    );
    expect(await ledger(eager.profileId)).toHaveLength(1);
    expect(await emailsTo(eager.profile.email)).toHaveLength(1);
  });

  it('records a bell item once even when the hook sees it twice, and links it to its target', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const rows = await deliverBell([
      {
        profile_id: student.profileId,
        kind: 'club_join_accepted',
        message: 'Your request to join Robotics Club was accepted',
        club_id: 7,
      },
      { profile_id: student.profileId, kind: 'board', message: 'Ravi posted on the board', board_id: 3 },
    ]);
    // The same items handed over again (a repeated slice).
    await t.database.db.transaction((tx) => t.app.services.notificationEmails.onDelivered(tx, rows));
    await until(async () => (await emailsTo(student.profile.email)).length === 1);
    await new Promise((r) => setTimeout(r, 1200));
    const emails = await emailsTo(student.profile.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Your request to join Robotics Club was accepted');
    // Students open the club page (organisations would get the club dashboard).
    expect(emails[0]!.text_body).toContain(`${ORIGIN}/clubs/7`);
    expect(emails[0]!.text_body).toContain('"Club requests accepted" is set to Immediately');
    expect(unsubscribeLinks(emails[0]!.text_body)).toBe(1);
    // Board posts are off by default: never recorded.
    expect((await ledger(student.profileId)).map((r) => r.kind)).toEqual(['club_join_accepted']);
  });

  it('enqueues nothing and records nothing when the delivery’s transaction rolls back', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const before = await jobsOf('notification-email');
    await expect(
      deliverBell(
        [{ profile_id: student.profileId, kind: 'application_status', message: 'You were shortlisted' }],
        async () => {
          throw new Error('slice failed');
        },
      ),
    ).rejects.toThrow('slice failed');
    expect(await jobsOf('notification-email')).toBe(before);
    expect(await ledger(student.profileId)).toEqual([]);
  });

  it('follows the choice at sending time: off is skipped, daily waits for the digest', async () => {
    const offLater = await buildUser(t.app, 'STUDENT');
    const dailyLater = await buildUser(t.app, 'STUDENT');
    // The student changes the choice after delivery recorded the email but before the job sends it.
    await deliverBell(
      [
        { profile_id: offLater.profileId, kind: 'application_status', message: 'You were shortlisted' },
        { profile_id: dailyLater.profileId, kind: 'application_status', message: 'You were selected' },
      ],
      async (tx) => {
        await tx.execute(sql`insert into notification_email_settings (profile_id, kind, mode)
          values (${offLater.profileId}, 'application_status', 'off'), (${dailyLater.profileId}, 'application_status', 'daily')`);
      },
    );
    await until(async () => (await ledger(offLater.profileId))[0]?.status === 'skipped');
    await until(async () => (await ledger(dailyLater.profileId))[0]?.mode === 'daily');
    expect((await ledger(dailyLater.profileId))[0]!.status).toBe('pending');
    expect(await emailsTo(offLater.profile.email)).toEqual([]);
    expect(await emailsTo(dailyLater.profile.email)).toEqual([]);
  });

  it('sends one digest per profile and day, exactly once, with one unsubscribe link', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const quiet = await buildUser(t.app, 'STUDENT');
    const inactive = await buildUser(t.app, 'STUDENT');
    await setModes(student.token, { board: 'daily' });
    const jobA = await createJob(t.app, company.token, { title: 'Analyst' }, false);
    const jobB = await createJob(t.app, company.token, { title: 'Designer' }, false);
    await deliverAlerts(student.profileId, [jobA, jobB]);
    await deliverBell([
      { profile_id: student.profileId, kind: 'board', message: 'Meera posted on the Robotics board', board_id: 11 },
      { profile_id: quiet.profileId, kind: 'event_alert', message: 'New event for you: Hack Day' },
      { profile_id: inactive.profileId, kind: 'event_alert', message: 'New event for you: Hack Day' },
    ]);
    await setModes(quiet.token, { event_alert: 'off' });
    await t.database.db.execute(sql`update profiles set active = false where id = ${inactive.profileId}`);

    const day = dayAfter(today, 1);
    // A day whose cutoff passed before these were recorded does not take them.
    await t.app.services.notificationEmails.runDigest(dayAfter(today, -1));
    expect(await emailsTo(student.profile.email)).toEqual([]);

    await t.app.services.notificationEmails.runDigest(day);
    const [digest, ...more] = await emailsTo(student.profile.email);
    expect(more).toEqual([]);
    expect(digest!.kind).toBe('notification_digest');
    expect(digest!.subject).toBe('Your daily digest: 3 new notifications');
    expect(digest!.text_body).toContain('Job alerts\n- New job for you: #');
    expect(digest!.text_body).toContain(`${ORIGIN}/jobs/${jobA}`);
    expect(digest!.text_body).toContain(`${ORIGIN}/jobs/${jobB}`);
    expect(digest!.text_body).toContain(
      `Boards\n- Meera posted on the Robotics board\n  ${ORIGIN}/workbench/boards/11`,
    );
    expect(unsubscribeLinks(digest!.text_body)).toBe(1);
    expect(tokenIn(digest!.text_body)).toBe(signUnsubscribeToken(TEST_AUTH_SECRET, student.profileId, 'digest'));
    expect(digest!.headers?.['List-Unsubscribe']).toContain('/api/notifications/unsubscribe?token=');
    const rows = await ledger(student.profileId);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(new Set(rows.map((r) => r.digest_id)).size).toBe(1);
    // Turned off since, or inactive: nothing is sent, the rows are closed.
    expect((await ledger(quiet.profileId)).map((r) => r.status)).toEqual(['skipped']);
    expect((await ledger(inactive.profileId)).map((r) => r.status)).toEqual(['skipped']);
    expect(await emailsTo(quiet.profile.email)).toEqual([]);
    expect(await emailsTo(inactive.profile.email)).toEqual([]);

    // Running the day again sends nothing; what arrives later waits for the next day.
    await t.app.services.notificationEmails.runDigest(day);
    expect(await emailsTo(student.profile.email)).toHaveLength(1);
    await deliverBell([{ profile_id: student.profileId, kind: 'board', message: 'Ravi posted too', board_id: 11 }]);
    await t.app.services.notificationEmails.runDigest(day);
    expect(await emailsTo(student.profile.email)).toHaveLength(1);
    await t.app.services.notificationEmails.runDigest(dayAfter(today, 2));
    const next = await emailsTo(student.profile.email);
    expect(next).toHaveLength(2);
    expect(next[1]!.subject).toBe('Your daily digest: 1 new notification');
    expect(next[1]!.text_body).toContain('Ravi posted too');
    expect(next[1]!.text_body).not.toContain('Meera');
  });

  it('lists at most DIGEST_MAX_ITEMS items and counts the rest', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    await setModes(student.token, { board: 'daily' });
    await deliverBell(
      Array.from({ length: DIGEST_MAX_ITEMS + 3 }, (_, i) => ({
        profile_id: student.profileId,
        kind: 'board',
        message: `Comment number ${i + 1}`,
        board_id: i + 1,
      })),
    );
    await t.app.services.notificationEmails.runDigest(dayAfter(today, 3));
    const [digest] = await emailsTo(student.profile.email);
    expect(digest!.subject).toBe(`Your daily digest: ${DIGEST_MAX_ITEMS + 3} new notifications`);
    expect(digest!.text_body).toContain(`…and 3 more in your notifications on Learn By Doing: ${ORIGIN}/`);
    // Newest first: the three oldest are the ones left out.
    expect(digest!.text_body).toContain(`Comment number ${DIGEST_MAX_ITEMS + 3}\n`);
    expect(digest!.text_body).not.toContain('Comment number 3\n');
    expect(unsubscribeLinks(digest!.text_body)).toBe(1);
  });

  it('the tick schedules the day’s digest once it is due, once, and the queue sends it', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    await deliverBell([{ profile_id: student.profileId, kind: 'event_alert', message: 'New event for you: Demo Day' }]);
    const tomorrow = dayAfter(today, 1);
    const before = await jobsOf('notification-digest');
    now = new Date(`${tomorrow}T07:59:00+05:30`);
    await t.app.services.notificationEmails.tick();
    expect(await jobsOf('notification-digest')).toBe(before);
    now = new Date(`${tomorrow}T08:01:00+05:30`);
    await t.app.services.notificationEmails.tick();
    await t.app.services.notificationEmails.tick();
    expect(await jobsOf('notification-digest')).toBe(before + 1);
    await until(async () => (await emailsTo(student.profile.email)).length === 1);
    expect((await emailsTo(student.profile.email))[0]!.text_body).toContain('New event for you: Demo Day');
  });

  it('counts a failed send, and the sweep sends what waited too long', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const repo = createNotificationEmailsRepo(t.database.db);
    // Recorded without a job (as if the enqueue had failed).
    const [row] = await t.database.db.transaction(async (tx) => {
      const [n] = (
        (await tx.execute(sql`insert into notifications (profile_id, activity_type, activity_key, message)
            values (${student.profileId}, 'event_join_accepted', 'events', 'You are in: Demo Day') returning id::int as id`)) as unknown as Rows<{
          id: number;
        }>
      ).rows;
      return repo.record(tx, [
        { id: n!.id, profile_id: student.profileId, kind: 'event_join_accepted', message: 'You are in: Demo Day' },
      ]);
    });
    // SMTP refusing: the mailer throws after writing its outbox row; nothing of the attempt is kept.
    const refusing: Mailer = {
      async send(email, tx) {
        await t.app.services.mailer.send(email, tx);
        throw new Error('email delivery failed');
      },
    };
    const failing = createNotificationEmails({
      db: t.database.db,
      mailer: refusing,
      queue: t.app.services.queue,
      origin: ORIGIN,
      secret: TEST_AUTH_SECRET,
    });
    expect(await failing.sendImmediate([row!.id])).toMatchObject({ failed: 1 });
    const [after] = await query<{ status: string; attempts: number }>(
      sql`select status, attempts from notification_emails where id = ${row!.id}`,
    );
    expect(after).toEqual({ status: 'pending', attempts: 1 });
    expect(await emailsTo(student.profile.email)).toEqual([]);

    // Not waiting long enough yet: the tick leaves it.
    const sweeps = await jobsOf('notification-email');
    await t.app.services.notificationEmails.tick();
    expect(await jobsOf('notification-email')).toBe(sweeps);
    await t.database.db.execute(
      sql`update notification_emails set inserted_at = now() - interval '10 minutes' where id = ${row!.id}`,
    );
    await t.app.services.notificationEmails.tick();
    await until(async () => (await emailsTo(student.profile.email)).length === 1);
    expect((await ledger(student.profileId))[0]!.status).toBe('sent');
  });
});
