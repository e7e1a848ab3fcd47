import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { API_ROOT } from '../src/config/paths';
import { createTestApp } from './app';
import { openTestDatabase } from './database';
import { BODIES, buildPortfolioStudent } from './factories/portfolio';
import { http } from './support/http';
import { startServer, stopAllServers, until } from './support/server-process';

afterAll(() => stopAllServers());

// @embedded-pass: it forces the embedded database, so a run on PostgreSQL (TEST_DATABASE_URL) skips it and
// CI's embedded-database pass runs it.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the server process', () => {
  it('starts on a fresh data dir (migrate + seed), serves, and exits cleanly on SIGTERM', async () => {
    // As `npm start` runs it: the build (build.mjs, dist/main.js) on the embedded database in a fresh
    // data dir, with the demo content as a first start has it.
    execFileSync(process.execPath, ['build.mjs'], { cwd: API_ROOT });
    const server = await startServer({
      script: 'built',
      env: { DATABASE_URL: '', SEED_DEMO: undefined },
      timeoutMs: 120_000,
    });
    onTestFailed(() => console.log(server.output().slice(-4000)));
    const skills = (await fetch(`${server.url}/api/skills?count=1`).then((r) => r.json())) as {
      pagination: { total: number };
    };
    expect(skills.pagination.total).toBeGreaterThanOrEqual(300);

    expect((await server.stop('SIGTERM')).code).toBe(0);
    expect(server.output()).toContain('shutdown complete');
    expect(server.output()).toMatch(/"request_id":"[0-9a-f-]{36}"/);
  }, 150_000);
});

/** 'ECONNREFUSED' when nothing accepts connections on the port any more, 'connected' while something does. */
const tryConnect = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

/*
 * Draining: requests provably inside their handlers when SIGTERM arrives (portfolio writes waiting on a
 * table lock the test holds) all finish with 201 once the lock goes; meanwhile the port refuses new
 * connections, and the process exits 0 well within SHUTDOWN_GRACE_SECONDS. The lock needs a second
 * client on the same database: PostgreSQL (TEST_DATABASE_URL).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('SIGTERM with requests in flight (PostgreSQL)', () => {
  const IN_FLIGHT = 8;
  const GRACE_SECONDS = 15;

  it('finishes every in-flight request, refuses new connections, and exits 0 within the grace period', async () => {
    const database = await openTestDatabase();
    const t = await createTestApp({ database });
    const locker = new pg.Client({ connectionString: database.url });
    try {
      const student = await buildPortfolioStudent(t.app);
      const server = await startServer({
        env: {
          DATABASE_URL: database.url,
          QUEUE_WORKERS: 'false',
          SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
        },
      });
      onTestFailed(() => console.error(`API process output:\n${server.output().slice(-8000)}`));

      // Hold the entries table: reads go on, every insert waits.
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE external_projects IN EXCLUSIVE MODE');
      const titles = Array.from({ length: IN_FLIGHT }, (_, n) => `Drain project ${n}`);
      const answers = titles.map((title) =>
        http(server.url, 'POST', '/api/my_portfolio/external_projects', {
          token: student.token,
          body: { external_project: { ...BODIES.project.external_project, title } },
          timeoutMs: 60_000,
        }),
      );
      const dbName = new URL(database.url!).pathname.slice(1);
      await until(
        async () =>
          (
            (await t.database.db.execute(sql`
              select count(*)::int as n from pg_stat_activity
              where datname = ${dbName} and wait_event_type = 'Lock' and query ilike 'insert into "external_projects"%'`)) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0]!.n,
        (n) => n === IN_FLIGHT,
        30_000,
        'every insert to wait on the lock',
      );

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await until(
        async () => server.output(),
        (out) => out.includes('shutting down: finishing in-flight requests'),
        10_000,
        'the shutdown to begin',
      );
      // Closed to new connections at once, while the writes still wait.
      await until(
        () => tryConnect(server.port),
        (r) => r === 'ECONNREFUSED',
        5_000,
        'the port to refuse connections',
      );
      expect(server.child.exitCode).toBeNull();
      let settled = 0;
      for (const a of answers) void a.then(() => settled++);
      await new Promise((r) => setTimeout(r, 500));
      expect(settled).toBe(0);

      await locker.query('COMMIT');
      const results = await Promise.all(answers);
      for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(201);
      const { code } = await server.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(GRACE_SECONDS * 1000);
      expect(server.output()).toContain('shutdown complete');

      const saved = (await t.database.db.execute(
        sql`select title from external_projects where profile_id = ${student.profileId} order by title`,
      )) as unknown as { rows: { title: string }[] };
      expect(saved.rows.map((r) => r.title)).toEqual(titles);
    } finally {
      await locker.end().catch(() => undefined);
      await t.close();
    }
  }, 120_000);
});
