import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { buildAdmin } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { startServer, stopAllServers, until } from '../../../test/support/server-process';

/*
 * Nothing lost: a worker process (`npm run worker`) is SIGKILLed half-way through a large job-alert
 * fan-out, then started again; every matching active student ends up with exactly one alert. Separate
 * worker processes need PostgreSQL (TEST_DATABASE_URL; CI runs the HTTP suite there).
 */
const STUDENTS = 30_000;
const SLICE = 250;

type Rows<T> = { rows: T[] };

describe.skipIf(!process.env.TEST_DATABASE_URL)('a worker killed mid-delivery (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let url: string;

  const query = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;

  const startWorker = () =>
    startServer({
      script: 'worker',
      // Killed while it delivers: no waiting for it to say it runs.
      waitReady: false,
      env: { DATABASE_URL: url, LOG_LEVEL: 'warn', NOTIFICATION_SLICE_SIZE: String(SLICE) },
    });

  beforeAll(async () => {
    const database = await openTestDatabase();
    url = database.url!;
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await stopAllServers();
    await t.close();
  });

  it('delivers every alert exactly once after the worker is killed and started again', async () => {
    const admin = await buildAdmin(t.app);
    const company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    const [role] = await query<{ id: number }>(sql`select id from job_roles where name = 'Software Engineer'`);
    // 30,000 students who chose the career path; every tenth is inactive.
    await t.database.db.execute(sql`
      insert into users (id, name, email)
      select 'crash-' || g, 'Student ' || g, 'crash' || g || '@example.com' from generate_series(1, ${STUDENTS}) g`);
    await t.database.db.execute(sql`
      insert into profiles (user_id, profile_type, first_name, full_name, active)
      select 'crash-' || g, 'STUDENT', 'Student', 'Student ' || g, g % 10 <> 0 from generate_series(1, ${STUDENTS}) g`);
    await t.database.db.execute(sql`
      insert into portfolio_job_roles (profile_id, job_role_id)
      select id, ${role!.id} from profiles where user_id like 'crash-%'`);
    await t.database.db.execute(sql`analyze`);

    // Published through the API (whose process runs no workers): the outbox row and its job wait.
    const jobId = await createJob(t.app, company.token, {
      title: 'Site Reliability Engineer',
      job_role_ids: [role!.id],
    });
    const [outbox] = await query<{ id: string }>(
      sql`select id from notification_outbox where payload->>'job_id' = ${String(jobId)}`,
    );
    expect(outbox).toBeDefined();
    const state = async () =>
      (
        await query<{ through: number; delivered: boolean; n: number }>(sql`
          select o.delivered_through as through, o.delivered_at is not null as delivered,
                 (select count(*)::int from job_notifications where job_id = ${jobId}) as n
          from notification_outbox o where o.id = ${outbox!.id}`)
      )[0]!;

    const first = await startWorker();
    const partial = await until(state, (s) => s.through > 0, 90_000, 'the first slices');
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const afterKill = await state();
    expect(afterKill.delivered, first.output()).toBe(false);
    expect(afterKill.n).toBeGreaterThan(0);
    expect(afterKill.n).toBeLessThan(STUDENTS * 0.9);
    expect(afterKill.through).toBeGreaterThanOrEqual(partial.through);

    const second = await startWorker();
    const done = await until(state, (s) => s.delivered, 90_000, 'the delivery to finish');
    await second.stop('SIGTERM');

    const [expected] = await query<{ n: number }>(sql`
      select count(*)::int as n from profiles p
      where p.user_id like 'crash-%' and p.active`);
    const [dupes] = await query<{ n: number }>(sql`
      select count(*)::int as n from (
        select profile_id from job_notifications where job_id = ${jobId} group by profile_id having count(*) > 1) d`);
    const [inactive] = await query<{ n: number }>(sql`
      select count(*)::int as n from job_notifications j join profiles p on p.id = j.profile_id
      where j.job_id = ${jobId} and not p.active`);
    expect(expected!.n).toBe(STUDENTS * 0.9);
    expect(done.n).toBe(expected!.n);
    expect(dupes!.n).toBe(0);
    expect(inactive!.n).toBe(0);
  }, 240_000);
});
