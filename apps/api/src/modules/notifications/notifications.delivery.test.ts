import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { buildAdmin, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { buildPortfolioStudent } from '../../../test/factories/portfolio';
import { createQueue } from '../../lib/queue';
import type { DeliveredRow } from './notifications.delivery';

type Rows<T> = { rows: T[] };

/*
 * The outbox itself: slices, repeated and concurrent deliveries, the email hook, and the sweep that
 * hands the queue what a dead process left behind. Workers on, polling quickly: the real queue runs.
 */
describe('notification outbox delivery', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let company: Account & { profileId: number };
  const students: Awaited<ReturnType<typeof buildPortfolioStudent>>[] = [];
  const hooked: DeliveredRow[][] = [];
  let hookFails = false;
  let engineer: number;

  const query = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;
  const until = async (check: () => Promise<boolean>, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const outbox = async (id: number) =>
    (
      await query<{ through: number; delivered: boolean; attempts: number }>(
        sql`select delivered_through as through, delivered_at is not null as delivered, attempts
            from notification_outbox where id = ${id}`,
      )
    )[0]!;

  beforeAll(async () => {
    const database = await openTestDatabase();
    const queue = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
    t = await createTestApp({
      database,
      queue,
      env: { ...testEnv, QUEUE_WORKERS: true },
      notifications: {
        // Two profile ids per slice: every delivery here takes several transactions.
        sliceSize: 2,
        onDelivered: async (tx, rows) => {
          // In the slice's transaction: a failure here undoes the slice.
          await tx.execute(sql`select 1`);
          if (hookFails) throw new Error('hook failed');
          hooked.push(rows);
        },
      },
    });
    const admin = await buildAdmin(t.app);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    for (let i = 0; i < 5; i++) students.push(await buildPortfolioStudent(t.app, ['Software Engineer']));
    engineer = (await query<{ id: number }>(sql`select id from job_roles where name = 'Software Engineer'`))[0]!.id;
  });
  afterAll(() => t.close());

  it('delivers through the queue in slices, calling the email hook with each slice’s items', async () => {
    const jobId = await createJob(t.app, company.token, { job_role_ids: [engineer] });
    const [row] = await query<{ id: number }>(
      sql`select id::int as id from notification_outbox where payload->>'job_id' = ${String(jobId)}`,
    );
    await until(async () => (await outbox(row!.id)).delivered);
    const alerts = await query<{ profile_id: number }>(
      sql`select profile_id from job_notifications where job_id = ${jobId} order by profile_id`,
    );
    expect(alerts.map((a) => a.profile_id)).toEqual(students.map((s) => s.profileId));
    const delivered = hooked.flat().filter((r) => r.activity_type === 'job_alert');
    expect(delivered.map((r) => r.profile_id).sort((a, b) => a - b)).toEqual(students.map((s) => s.profileId));
    expect(delivered[0]!.message).toMatch(/^New job for you: /);
    expect(hooked.length).toBeGreaterThan(1);
    expect((await outbox(row!.id)).attempts).toBe(1);
  });

  it('inserts nothing twice when a delivery runs again, or twice at once', async () => {
    const jobId = await createJob(t.app, company.token, { job_role_ids: [engineer] });
    const [row] = await query<{ id: number }>(
      sql`select id::int as id from notification_outbox where payload->>'job_id' = ${String(jobId)}`,
    );
    await until(async () => (await outbox(row!.id)).delivered);
    // Forget the progress (as if the process died before recording it) and deliver twice at once.
    await t.database.db.execute(
      sql`update notification_outbox set delivered_at = null, delivered_through = 0 where id = ${row!.id}`,
    );
    const runs = await Promise.all([
      t.app.services.notifications.deliver(row!.id),
      t.app.services.notifications.deliver(row!.id),
    ]);
    expect(runs.map((r) => r.inserted)).toEqual([0, 0]);
    const [{ n } = { n: 0 }] = await query<{ n: number }>(
      sql`select count(*)::int as n from job_notifications where job_id = ${jobId}`,
    );
    expect(n).toBe(students.length);
    expect((await outbox(row!.id)).delivered).toBe(true);
  });

  it('keeps a slice whose email hook failed undelivered, and finishes it on the next run', async () => {
    const before = hooked.length;
    hookFails = true;
    const jobId = await createJob(t.app, company.token, { job_role_ids: [engineer] });
    const [row] = await query<{ id: number }>(
      sql`select id::int as id from notification_outbox where payload->>'job_id' = ${String(jobId)}`,
    );
    await until(async () => (await outbox(row!.id)).attempts >= 1);
    await new Promise((r) => setTimeout(r, 300));
    expect((await outbox(row!.id)).delivered).toBe(false);
    hookFails = false;
    await t.app.services.notifications.deliver(row!.id);
    expect((await outbox(row!.id)).delivered).toBe(true);
    const [{ n } = { n: 0 }] = await query<{ n: number }>(
      sql`select count(*)::int as n from job_notifications where job_id = ${jobId}`,
    );
    expect(n).toBe(students.length);
    expect(hooked.length).toBeGreaterThan(before);
  });

  it('hands the queue a row recorded but never enqueued (the process died after the commit)', async () => {
    const jobId = await createJob(t.app, company.token, { job_role_ids: [engineer] }, false);
    await t.database.db.execute(sql`update jobs set status = 'published', published_at = now() where id = ${jobId}`);
    // Recorded in a plain transaction: nothing was sent to the queue.
    const id = await t.database.db.transaction((tx) =>
      t.app.services.notifications.notifier.record(tx, {
        kind: 'job_alert',
        job_id: jobId,
        performer_profile_id: company.profileId,
      }),
    );
    await new Promise((r) => setTimeout(r, 1200));
    expect((await outbox(id!)).attempts).toBe(0);
    // Not stale yet for the periodic sweep; the start-up sweep takes everything.
    expect(await t.app.services.notifications.sweep()).toBe(0);
    expect(await t.app.services.notifications.sweep(0)).toBeGreaterThanOrEqual(1);
    await until(async () => (await outbox(id!)).delivered);
    const [{ n } = { n: 0 }] = await query<{ n: number }>(
      sql`select count(*)::int as n from job_notifications where job_id = ${jobId}`,
    );
    expect(n).toBe(students.length);
  });

  it('sends direct notifications to the named active profiles except the performer', async () => {
    const [first, second, third] = students;
    await t.database.db.execute(sql`update profiles set active = false where id = ${third!.profileId}`);
    await t.app.services.notifications.notifier.transaction(async (tx) => {
      await t.app.services.notifications.notifier.record(tx, {
        kind: 'quest',
        profile_ids: [first!.profileId, second!.profileId, third!.profileId, first!.profileId],
        message: 'Your quest has a new stage',
        targets: { quest_id: 12 },
        performer_profile_id: second!.profileId,
      });
    });
    await until(async () => {
      const [r] = await query<{ n: number }>(
        sql`select count(*)::int as n from notification_outbox where kind = 'quest' and delivered_at is not null`,
      );
      return r!.n === 1;
    });
    const rows = await query<{ profile_id: number; quest_id: number; activity_key: string }>(
      sql`select profile_id, quest_id, activity_key from notifications where activity_type = 'quest'`,
    );
    expect(rows).toEqual([{ profile_id: first!.profileId, quest_id: 12, activity_key: 'learning' }]);
    await t.database.db.execute(sql`update profiles set active = true where id = ${third!.profileId}`);
  });
});
