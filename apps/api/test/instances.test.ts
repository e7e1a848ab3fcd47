import { IDENTITY_TEXTS } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createRedisClient } from '../src/lib/redis';
import { createTestApp } from './app';
import { openTestDatabase } from './database';
import { bearer, buildAdmin, signUp } from './factories';
import { buildOrgUser, createJob, orgIds } from './factories/jobs';
import { buildPortfolioStudent } from './factories/portfolio';
import { http, isErrorEnvelope } from './support/http';
import { startServer, stopAllServers, TEST_REDIS_PREFIX, type ServerProcess } from './support/server-process';
import { openSse, type SseStream } from './support/sse';

/*
 * Two API processes on two ports against one PostgreSQL database, as behind a load balancer: a session
 * made on one works on the other (and a sign-out on one ends it on both), identity rate limits count
 * hits on both (Redis, REDIS_URL: CI uses the machine's), and a notification produced
 * through one reaches a live stream held by the other. The finer points of live counts across
 * instances are in notifications.live.test.ts (two apps in one process); this proves it between processes.
 */
const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API instances on one database (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let stream: SseStream | null = null;

  beforeAll(async () => {
    const database = await openTestDatabase();
    t = await createTestApp({ database });
    // One of them runs the queue workers (as one would beside `npm run worker`); both share Redis and its prefix.
    const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: TEST_REDIS_PREFIX, LOG_LEVEL: 'warn' };
    [a, b] = await Promise.all([
      startServer({ env: { ...env, QUEUE_WORKERS: 'true' } }),
      startServer({ env: { ...env, QUEUE_WORKERS: 'false' } }),
    ]);
  }, 180_000);
  afterAll(async () => {
    stream?.close();
    await stopAllServers();
    await t.close();
    if (REDIS_URL) {
      const redis = createRedisClient(REDIS_URL);
      const keys = (await redis.command(['KEYS', `${TEST_REDIS_PREFIX}*`]).catch(() => [])) as string[];
      if (keys.length > 0) await redis.command(['DEL', ...keys]);
      await redis.close();
    }
  });

  const report = () =>
    onTestFailed(() => console.error(`A:\n${a.output().slice(-4000)}\nB:\n${b.output().slice(-4000)}`));

  async function signIn(on: ServerProcess, email: string, password: string) {
    const res = await fetch(`${on.url}/api/identity/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await res.json()) as { data?: { access_token: string } };
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: res.status, body, token: body.data?.access_token, cookie };
  }

  it('shares sessions: signed in on A, known on B; signed out on A, refused on B', async () => {
    report();
    const student = await buildPortfolioStudent(t.app);
    const session = await signIn(a, student.email, student.password);
    expect(session.status).toBe(200);

    const me = await http(b.url, 'GET', '/api/v1/current_user_data', { token: session.token });
    expect(me.status).toBe(201);
    expect((me.body as { data: { user: { id: string } } }).data.user.id).toBe(student.userId);
    // The session cookie set by A refreshes on B, and B's token works on A.
    const refreshed = await http(b.url, 'POST', '/api/identity/refresh', { headers: { cookie: session.cookie } });
    expect(refreshed.status).toBe(200);
    const tokenFromB = (refreshed.body as { data: { access_token: string } }).data.access_token;
    expect((await http(a.url, 'GET', '/api/v1/current_user_data', { token: tokenFromB })).status).toBe(201);

    const out = await http(a.url, 'POST', '/api/identity/sign_out', { headers: { cookie: session.cookie } });
    expect(out.status).toBe(200);
    for (const token of [session.token, tokenFromB]) {
      const after = await http(b.url, 'GET', '/api/v1/current_user_data', { token });
      expect(after.status).toBe(401);
      expect(isErrorEnvelope(after.body)).toBe(true);
    }
    expect((await http(b.url, 'POST', '/api/identity/refresh', { headers: { cookie: session.cookie } })).status).toBe(
      401,
    );
  });

  it.skipIf(!REDIS_URL)('shares rate limits through Redis: attempts on A and B count against one limit', async () => {
    report();
    const redis = createRedisClient(REDIS_URL!);
    try {
      const pong = await redis.command(['PING']).catch((err: Error) => err.message);
      expect(pong, `REDIS_URL=${REDIS_URL} must answer (start Redis, or unset REDIS_URL to skip this test)`).toBe(
        'PONG',
      );
      // Sign-in allows 10 attempts per account in 15 minutes: 5 on each instance, then the 11th is refused.
      const account = await signUp(t.app);
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) codes.push((await signIn(i % 2 ? b : a, account.email, account.password)).status);
      expect(codes).toEqual(Array(10).fill(200));
      for (const on of [a, b]) {
        const refused = await signIn(on, account.email, account.password);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({
          error: { code: 'RATE_LIMITED', message: IDENTITY_TEXTS.tooManyAttempts },
        });
      }
      // The counters live in Redis, under the prefix the instances were given (per account and address).
      const keys = (await redis.command(['KEYS', `${TEST_REDIS_PREFIX}rl:*${account.email}*`])) as string[];
      expect(keys.length).toBeGreaterThan(0);
      expect(a.output() + b.output()).not.toMatch(/Redis rate limit store failed/);
    } finally {
      await redis.close();
    }
  });

  it('shares live notifications: a change made through A reaches a stream held by B', async () => {
    report();
    const admin = await buildAdmin(t.app);
    const company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    const student = await buildPortfolioStudent(t.app);
    const jobId = await createJob(t.app, company.token, { title: 'Two Instances Engineer' });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      headers: bearer(student.token),
      payload: {},
    });
    expect(applied.statusCode).toBe(201);

    stream = await openSse(`${b.url}/api/myprofile/notifications/live`, bearer(student.token));
    expect(stream.status).toBe(200);
    const unviewed = (n: number) => (e: { event: string; data: string }) =>
      e.event === 'counts' && (JSON.parse(e.data) as { notifications_unviewed: number }).notifications_unviewed === n;
    await stream.waitFor(unviewed(0));
    const moved = await http(a.url, 'POST', '/api/modify_job_applicants', {
      token: company.token,
      body: { job_id: jobId, application_ids: [applied.json().data.id], status: 'shortlisted' },
    });
    expect(moved.status).toBe(200);
    // A's queue delivers it; B hears of it through PostgreSQL and pushes the new count.
    await stream.waitFor(unviewed(1), 30_000);
  });
});
