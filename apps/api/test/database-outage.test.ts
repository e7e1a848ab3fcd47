import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createTestApp } from './app';
import { openTestDatabase } from './database';
import { buildAdmin } from './factories';
import { buildOrgUser, createJob, orgIds } from './factories/jobs';
import { BODIES, buildPortfolioStudent } from './factories/portfolio';
import { http, isErrorEnvelope, type HttpAnswer } from './support/http';
import { startServer, stopAllServers, until, type ServerProcess } from './support/server-process';
import { openSse, type SseStream } from './support/sse';

/*
 * The database goes away under load and comes back: the API process (on PostgreSQL, with its queue
 * workers) answers 503 from /readyz and 5xx in the error envelope meanwhile, never hangs or dies, and
 * recovers by itself: requests succeed, queued jobs run and live counts flow again, with no restart.
 * The machine's PostgreSQL serves others, so the outage is this database's: new connections refused
 * (ALLOW_CONNECTIONS false) and every open one terminated, then allowed again.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a database outage under load (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: ServerProcess;
  let admin: pg.Client;
  let dbName: string;
  let dbUrl: string;
  let stream: SseStream | null = null;

  beforeAll(async () => {
    const database = await openTestDatabase();
    dbUrl = database.url!;
    dbName = new URL(dbUrl).pathname.slice(1);
    t = await createTestApp({ database });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    stream?.close();
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await stopAllServers();
    await admin.end();
    await t.close();
  });

  it('answers 503 while the database is away and recovers without a restart', async () => {
    const boss = await buildAdmin(t.app);
    const company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin: boss });
    const student = await buildPortfolioStudent(t.app);
    const jobId = await createJob(t.app, company.token, { title: 'Outage Test Engineer' });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      headers: { authorization: `Bearer ${student.token}` },
      payload: {},
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().data.id as number;

    server = await startServer({ env: { DATABASE_URL: dbUrl, QUEUE_WORKERS: 'true', LOG_LEVEL: 'warn' } });
    onTestFailed(() => console.error(`API process output:\n${server.output().slice(-8000)}`));
    const api = (method: string, path: string, token?: string, body?: unknown) =>
      http(server.url, method, path, { token, body, timeoutMs: 15_000 });

    stream = await openSse(`${server.url}/api/myprofile/notifications/live`, {
      authorization: `Bearer ${student.token}`,
    });
    expect(stream.status, server.output()).toBe(200);
    await stream.waitFor((e) => e.event === 'counts');

    // Load: four clients, each reading the current user and adding a portfolio entry in turn.
    type Shot = HttpAnswer & { at: number; title?: string };
    const shots: Shot[] = [];
    let running = true;
    let seq = 0;
    const client = async () => {
      while (running) {
        const n = seq++;
        if (n % 2 === 0) {
          shots.push({ ...(await api('GET', '/api/v1/current_user_data', student.token)), at: Date.now() });
        } else {
          const title = `Outage project ${n}`;
          const body = { external_project: { ...BODIES.project.external_project, title } };
          shots.push({
            ...(await api('POST', '/api/my_portfolio/external_projects', student.token, body)),
            at: Date.now(),
            title,
          });
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);

    await until(
      async () => shots.length,
      (n) => n >= 20,
      20_000,
      'load before the outage',
    );
    const cutAt = Date.now();
    expect(shots.every((s) => s.status >= 200 && s.status < 300)).toBe(true);

    // The outage: no new connections, every open one (pool, queue, LISTEN) terminated.
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
    );
    const notReady = await until(
      () => api('GET', '/readyz'),
      (r) => r.status === 503,
      10_000,
      '/readyz to answer 503',
    );
    expect(notReady.body).toEqual({ data: { status: 'unavailable', database: 'down' } });
    expect((await api('GET', '/healthz')).status).toBe(200);
    const during = await api('GET', '/api/v1/current_user_data', student.token);
    expect(during.status).toBe(503);
    expect(isErrorEnvelope(during.body) && during.body.error.code).toBe('UNAVAILABLE');
    // Stay away a little longer, so the pool, the queue and the listener all fail their retries.
    await new Promise((r) => setTimeout(r, 3_000));
    const restoredAt = Date.now();
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);

    await until(
      () => api('GET', '/readyz'),
      (r) => r.status === 200,
      15_000,
      '/readyz to answer 200 again',
    );
    const recoveredAt = Date.now();
    await until(
      async () => shots.filter((s) => s.at > recoveredAt).length,
      (n) => n >= 20,
      20_000,
      'load after',
    );
    running = false;
    await Promise.all(clients);

    // Never a hang or a dropped connection; failures only while the database was away, in the envelope.
    expect(shots.filter((s) => s.status === 0)).toEqual([]);
    const failed = shots.filter((s) => s.status >= 300);
    expect(failed.length).toBeGreaterThan(0);
    for (const f of failed) {
      expect(f.status, JSON.stringify(f.body)).toBe(503);
      expect(isErrorEnvelope(f.body)).toBe(true);
      expect(f.at).toBeGreaterThan(cutAt);
      expect(f.at).toBeLessThan(recoveredAt + 1_000);
    }
    expect(shots.filter((s) => s.at > recoveredAt + 1_000).every((s) => s.status < 300)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);

    // Every entry that was answered 201 is there.
    const saved = new Set(
      (
        (await t.database.db.execute(
          sql`select title from external_projects where profile_id = ${student.profileId}`,
        )) as unknown as { rows: { title: string }[] }
      ).rows.map((r) => r.title),
    );
    const missing = shots.filter((x) => x.title && x.status === 201 && !saved.has(x.title));
    expect(missing, `${saved.size} saved: ${[...saved].slice(0, 5).join(', ')}`).toEqual([]);

    // The queue and the live listener came back too: a status change made now reaches the student.
    const moved = await api('POST', '/api/modify_job_applicants', company.token, {
      job_id: jobId,
      application_ids: [applicationId],
      status: 'shortlisted',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await stream.waitFor(
      (e) =>
        e.event === 'counts' && (JSON.parse(e.data) as { notifications_unviewed: number }).notifications_unviewed === 1,
      30_000,
    );
    const list = await api('GET', '/api/myprofile/list/notifications', student.token);
    expect((list.body as { data: { activity_type: string; job_id: number }[] }).data).toEqual([
      expect.objectContaining({ activity_type: 'application_status', job_id: jobId }),
    ]);
    console.info(
      `outage: ${shots.length} requests, ${failed.length} answered 503; ready again ${recoveredAt - restoredAt} ms after the database was`,
    );
  }, 120_000);
});
