import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { createTestApp, TEST_AUTH_SECRET, testEnv } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { bearer, buildAdmin, buildUser, signIn, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { createEvent } from '../../../test/factories/events';
import { buildPortfolioStudent } from '../../../test/factories/portfolio';
import { openSse, type SseStream } from '../../../test/support/sse';
import { noticePayloads, parseNotice } from './notifications.live';

const LIVE = '/api/myprofile/notifications/live';
const counts = (data: string) => JSON.parse(data) as { notifications_unviewed: number; job_alerts_unviewed: number };
const is = (n: number, j: number) => (e: { event: string; data: string }) =>
  e.event === 'counts' && counts(e.data).notifications_unviewed === n && counts(e.data).job_alerts_unviewed === j;

async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function roleId(app: App, name: string) {
  const roles = (await app.inject({ method: 'GET', url: '/api/job_roles?count=100' })).json().data as {
    id: number;
    name: string;
  }[];
  return roles.find((r) => r.name === name)!.id;
}

describe('NOTIFY payloads', () => {
  it('split profile ids into payloads under 8000 bytes and read them back', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => 1_000_000 + i);
    const payloads = noticePayloads([...ids, ids[0]!]);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap(parseNotice)).toEqual(ids);
    expect(noticePayloads([])).toEqual([]);
    expect(parseNotice('1,x,,-3,7')).toEqual([1, 7]);
  });
});

describe('live counts on one instance', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  let company: Account;
  let student: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let dormant: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    t = await createTestApp({ livePingMs: 300 });
    const admin = await buildAdmin(t.app);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    student = await buildPortfolioStudent(t.app, ['Software Engineer']);
    dormant = await buildPortfolioStudent(t.app, ['Software Engineer']);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/update_profile_status',
      headers: bearer(admin.token),
      payload: { profile_id: dormant.profileId, active: false },
    });
    // Deactivation ended the sessions: signed in again.
    dormant.token = (await signIn(t.app, dormant.email, dormant.password)).token;
    base = await listen(t.app);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  async function open(token?: string) {
    const s = await openSse(`${base}${LIVE}`, token ? bearer(token) : {});
    streams.push(s);
    return s;
  }

  it('refuses the signed out', async () => {
    expect((await open()).status).toBe(401);
  });

  it('sends counts on connect, again when they change, and a ping comment', async () => {
    const s = await open(student.token);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await s.waitFor(is(0, 0));
    const jobId = await createJob(t.app, company.token, {
      job_role_ids: [await roleId(t.app, 'Software Engineer')],
    });
    await t.app.services.notifications.deliverPending();
    await s.waitFor(is(0, 1));
    const eventId = await createEvent(t.app, company.token, {
      job_role_ids: [await roleId(t.app, 'Software Engineer')],
    });
    expect(eventId).toBeGreaterThan(0);
    await t.app.services.notifications.deliverPending();
    await s.waitFor(is(1, 1));
    // Opening the bell and clicking the alert bring both down.
    await t.app.inject({
      method: 'POST',
      url: '/api/myprofile/notifications/viewed',
      headers: bearer(student.token),
      payload: {},
    });
    await s.waitFor(is(0, 1));
    const alert = (
      await t.app.inject({ method: 'GET', url: '/api/job_notifications', headers: bearer(student.token) })
    ).json().data[0];
    expect(alert.job_id).toBe(jobId);
    await t.app.inject({
      method: 'POST',
      url: '/api/update_my_notification',
      headers: { ...bearer(student.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `my_notification_id=${alert.my_notification_id}`,
    });
    await s.waitFor(is(0, 0));
    expect(s.events.filter((e) => e.event === 'counts').length).toBeGreaterThanOrEqual(5);
    await s.waitForComment('ping');
  });

  it('ends a stream after the token’s lifetime, so the client reconnects with a fresh one', async () => {
    const short = await createTestApp({ liveMaxStreamMs: 500 });
    try {
      const user = await buildUser(short.app, 'STUDENT');
      const s = await openSse(`${await listen(short.app)}${LIVE}`, bearer(user.token));
      streams.push(s);
      await s.waitFor(is(0, 0));
      await s.ended(5000);
    } finally {
      await short.close();
    }
  });

  it('keeps an inactive profile at zero', async () => {
    const s = await open(dormant.token);
    expect(s.status).toBe(200);
    await s.waitFor(is(0, 0));
    await createJob(t.app, company.token, { job_role_ids: [await roleId(t.app, 'Software Engineer')] });
    await t.app.services.notifications.deliverPending();
    await new Promise((r) => setTimeout(r, 300));
    expect(s.events.filter((e) => e.event === 'counts')).toHaveLength(1);
  });
});

/*
 * Two API instances on one PostgreSQL database: a student follows instance B, a company publishes
 * through instance A, A delivers, B pushes the new counts. PGlite belongs to one process, so this
 * needs TEST_DATABASE_URL (CI runs the HTTP suite there).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live counts across two API instances (PostgreSQL)', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let bDatabase: Database;
  let b: App;
  let stream: SseStream | null = null;

  beforeAll(async () => {
    const database = await openTestDatabase();
    a = await createTestApp({ database });
    bDatabase = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 4 });
    b = await buildApp({ env: testEnv, database: bDatabase, authSecret: TEST_AUTH_SECRET, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    stream?.close();
    await b.close();
    await bDatabase.close();
    await a.close();
  });

  it('pushes counts to a client of instance B when a notification is produced through instance A', async () => {
    const admin = await buildAdmin(a.app);
    const company = await buildOrgUser(a.app, 'COMPANY', { orgId: (await orgIds(a.app, 'COMPANY'))[0], admin });
    const student = await buildPortfolioStudent(a.app, ['Data Analyst']);
    const baseB = await listen(b);
    stream = await openSse(`${baseB}${LIVE}`, bearer(student.token));
    expect(stream.status).toBe(200);
    await stream.waitFor(is(0, 0));

    await createJob(a.app, company.token, { job_role_ids: [await roleId(a.app, 'Data Analyst')] });
    await a.app.services.notifications.deliverPending();
    await stream.waitFor(is(0, 1));

    await createEvent(a.app, company.token, { job_role_ids: [await roleId(a.app, 'Data Analyst')] });
    await a.app.services.notifications.deliverPending();
    await stream.waitFor(is(1, 1));

    // A mark made on instance A reaches the stream on B too.
    await a.app.inject({
      method: 'POST',
      url: '/api/myprofile/notifications/reset_unviewed',
      headers: bearer(student.token),
    });
    await stream.waitFor(is(0, 1));
  });
});
