import { scrypt } from 'node:crypto';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, API_MESSAGES, EVENT_LIMITS, IDENTITY_TEXTS } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, HSTS } from '../src/app';
import type { Database } from '../src/db/client';
import { createTestApp, TEST_AUTH_SECRET, testEnv } from './app';
import { openTestDatabase } from './database';
import { bearer, buildUser, clientIp, lastEmail, signUp, uniqueEmail } from './factories';
import { activityBody, createActivity, enrolStudents, PDF_BYTES, uploadFile } from './factories/activities';
import { createEvent } from './factories/events';
import { buildOrgUser, createJob } from './factories/jobs';
import { BODIES, buildPortfolioStudent, save } from './factories/portfolio';
import { logLines } from './support/log-lines';
import { assertCurrentHash, atRealHashCost, storedPasswordHash } from './support/password-hashes';

/**
 * Security basics (issue 8 item 9), each checked against the running API: headers, cookies, password
 * hashing, identity rate limits, upload limits, stored text, error bodies and logs. Related checks
 * live beside their features: sign-in limits and the slow-down in identity.routes.test.ts, upload
 * types in activity-files.routes.test.ts and profiles.routes.test.ts.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A second app on the same database, with other settings (proxy hops, public origin). */
async function appWith(database: Database, env: Partial<typeof testEnv>) {
  const app = await buildApp({ env: { ...testEnv, ...env }, database, authSecret: TEST_AUTH_SECRET, logger: false });
  await app.ready();
  return app;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3a1f50000000049454e44ae426082',
  'hex',
);

function multipart(filename: string, content: Buffer, type: string) {
  const boundary = '----lbdsecurity';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security basics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ sleep: async () => {} });
  });
  afterAll(() => t.close());

  describe('headers', () => {
    it('sends a strict Content-Security-Policy, nosniff and no framing on every answer', async () => {
      for (const url of ['/healthz', '/api/skills', '/api/no/such/thing', '/api/v1/current_user_data']) {
        const res = await t.app.inject({ method: 'GET', url });
        const csp = directives(String(res.headers['content-security-policy']));
        expect(csp['default-src'], url).toEqual(["'self'"]);
        expect(csp['script-src'], url).toEqual(["'self'"]);
        expect(csp['script-src-attr'], url).toEqual(["'none'"]);
        expect(csp['object-src'], url).toEqual(["'none'"]);
        expect(csp['base-uri'], url).toEqual(["'self'"]);
        expect(csp['form-action'], url).toEqual(["'self'"]);
        expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
        for (const values of Object.values(csp)) {
          expect(values).not.toContain("'unsafe-eval'");
          expect(values).not.toContain('*');
        }
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
        expect(res.headers['x-powered-by'], url).toBeUndefined();
      }
    });

    it('sends HSTS only on requests that came over TLS through a trusted proxy', async () => {
      const https = { 'x-forwarded-proto': 'https' };
      // Plain http, and a client claiming https with no trusted proxy in front: no HSTS.
      expect(
        (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
      ).toBeUndefined();
      const spoofed = await t.app.inject({ method: 'GET', url: '/healthz', headers: https });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();

      const proxied = await appWith(t.database, { TRUST_PROXY_HOPS: 1 });
      try {
        const overTls = await proxied.inject({ method: 'GET', url: '/api/no/such/thing', headers: https });
        expect(overTls.headers['strict-transport-security']).toBe(HSTS);
        expect(Number(/max-age=(\d+)/.exec(HSTS)![1])).toBeGreaterThanOrEqual(180 * 86_400);
        const overHttp = await proxied.inject({
          method: 'GET',
          url: '/healthz',
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await proxied.close();
      }
    });
  });

  describe('cookies', () => {
    const sessionCookie = (setCookie: string | string[] | undefined) =>
      (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => /session_token=/.test(c)) ?? '';

    it('keeps the session in an HttpOnly, SameSite=Lax cookie; Secure is left to https sites', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/identity/sign_up',
        remoteAddress: clientIp(),
        payload: { email: uniqueEmail(), password: 'a long password', confirm_password: 'a long password' },
      });
      const cookie = sessionCookie(res.headers['set-cookie']);
      expect(cookie).toMatch(/^lbd\.session_token=/);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
      // The session token itself never appears in a body a script can read.
      const token = cookie.split(';')[0]!.split('=')[1]!.split('.')[0]!;
      expect(res.body).not.toContain(token);
    });

    it('on an https site the session cookie is Secure (and __Secure- prefixed), through sign-in, refresh and sign-out', async () => {
      const secure = await appWith(t.database, { PUBLIC_ORIGIN: 'https://learnbydoing.example' });
      try {
        const email = uniqueEmail();
        const password = 'a long password';
        const up = await secure.inject({
          method: 'POST',
          url: '/api/identity/sign_up',
          remoteAddress: clientIp(),
          payload: { email, password, confirm_password: password },
        });
        const inn = await secure.inject({
          method: 'POST',
          url: '/api/identity/sign_in',
          remoteAddress: clientIp(),
          payload: { email, password },
        });
        const pair = sessionCookie(inn.headers['set-cookie']).split(';')[0]!;
        const refresh = await secure.inject({
          method: 'POST',
          url: '/api/identity/refresh',
          headers: { cookie: pair },
        });
        expect(refresh.statusCode).toBe(200);
        const out = await secure.inject({ method: 'POST', url: '/api/identity/sign_out', headers: { cookie: pair } });
        for (const res of [up, inn, out]) {
          const cookie = sessionCookie(res.headers['set-cookie']);
          expect(cookie).toMatch(/^__Secure-lbd\.session_token=/);
          expect(cookie).toMatch(/;\s*Secure/i);
          expect(cookie).toMatch(/;\s*HttpOnly/i);
          expect(cookie).toMatch(/;\s*SameSite=Lax/i);
        }
        expect(sessionCookie(out.headers['set-cookie'])).toMatch(/Max-Age=0/i);
      } finally {
        await secure.close();
      }
    });
  });

  it('hashes passwords with scrypt (N=16384, r=8, p=5, 64-byte key) and a random 16-byte salt', () =>
    atRealHashCost(async () => {
      const password = 'same password for both';
      const a = await signUp(t.app, uniqueEmail(), password);
      const b = await signUp(t.app, uniqueEmail(), password);
      const [ha, hb] = [await storedPasswordHash(t.database, a.userId), await storedPasswordHash(t.database, b.userId)];
      expect(ha).toMatch(/^scrypt\$N=16384,r=8,p=5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
      expect(ha.split('$')[2]).not.toBe(hb.split('$')[2]);
      const [salt, key] = ha.split('$').slice(2) as [string, string];
      expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
      const derived = await new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          Buffer.from(salt, 'base64url'),
          64,
          { N: 16384, r: 8, p: 5, maxmem: 64 * 1024 * 1024 },
          (err, k) => (err ? reject(err) : resolve(k)),
        ),
      );
      expect(derived.toString('base64url')).toBe(key);
      // The admin's createUser (accounts made by an admin, the demo seed, admin:create) hashes the same way.
      const email = uniqueEmail('made');
      const userId = await t.app.services.identityProvider.createUser(email, password, { name: 'Made' });
      await assertCurrentHash(await storedPasswordHash(t.database, userId), password);
    }));

  describe('rate limits on identity routes', () => {
    const post = (url: string, payload: object, remoteAddress = clientIp()) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress });
    const expectLimited = (res: Awaited<ReturnType<typeof post>>) => {
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toMatchObject({ code: 'RATE_LIMITED', message: IDENTITY_TEXTS.tooManyAttempts });
    };

    it('sign-up: 10 tries per email in 15 minutes, whatever the address', async () => {
      const email = uniqueEmail();
      const body = { email, password: 'a long password', confirm_password: 'a long password' };
      const codes = [];
      for (let i = 0; i < 10; i += 1) codes.push((await post('/api/identity/sign_up', body)).statusCode);
      expect(codes[0]).toBe(201);
      expect(codes.slice(1).every((c) => c === 422)).toBe(true);
      expectLimited(await post('/api/identity/sign_up', body));
    });

    it('password reset: 10 requests per email; confirming: 20 tries per address', async () => {
      const { email } = await signUp(t.app);
      for (let i = 0; i < 10; i += 1)
        expect((await post('/api/identity/password_reset', { email })).statusCode).toBe(200);
      expectLimited(await post('/api/identity/password_reset', { email }));

      const address = clientIp();
      const guess = { token: 'guessed-token', password: 'a new password', confirm_password: 'a new password' };
      for (let i = 0; i < 20; i += 1)
        expect((await post('/api/identity/password_reset/confirm', guess, address)).statusCode).toBe(422);
      expectLimited(await post('/api/identity/password_reset/confirm', guess, address));
    });

    it('the identity service’s own sign-in, sign-up and session endpoints are not reachable around them', async () => {
      const { email, password, cookie } = await signUp(t.app);
      const headers = { origin: 'http://localhost:3000', cookie };
      for (const [method, url, payload] of [
        ['POST', '/api/auth/sign-in/email', { email, password }],
        ['POST', '/api/auth/sign-up/email', { email: uniqueEmail(), password, name: 'x' }],
        ['POST', '/api/auth/request-password-reset', { email }],
        ['POST', '/api/auth/change-password', { currentPassword: password, newPassword: 'changed password' }],
        ['GET', '/api/auth/get-session', undefined],
        ['GET', '/api/auth/list-sessions', undefined],
        ['GET', '/api/auth/admin/list-users', undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
    });
  });

  describe('upload type and size limits', () => {
    let student: Awaited<ReturnType<typeof buildUser>>;
    let company: Awaited<ReturnType<typeof buildOrgUser>>;
    let assignmentId: number;

    beforeAll(async () => {
      student = await buildUser(t.app, 'STUDENT');
      company = await buildOrgUser(t.app, 'COMPANY');
      const mentor = await buildUser(t.app, 'ADVISOR');
      assignmentId = await createActivity(t.app, mentor.token, activityBody(new Date()));
      await enrolStudents(t.app, mentor.token, assignmentId, [student.profileId]);
    });

    const avatar = (filename: string, bytes: Buffer, type = 'image/png') => {
      const form = multipart(filename, bytes, type);
      return t.app.inject({
        method: 'POST',
        url: '/api/my_profile/avatar',
        headers: { ...bearer(student.token), ...form.headers },
        payload: form.payload,
      });
    };

    it('avatars and event images: images by content only, within their size', async () => {
      expect((await avatar('me.png', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml')).statusCode).toBe(422);
      expect((await avatar('me.png', Buffer.from('<html><script>alert(1)</script>'))).statusCode).toBe(422);
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
      expect((await avatar('me.png', big)).statusCode).toBe(422);
      const ok = await avatar('me.exe', PNG, 'application/octet-stream');
      expect(ok.statusCode).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: ok.json().data.avatar_url });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');

      const event = await createEvent(t.app, company.token, {}, false);
      const banner = (bytes: Buffer) => {
        const form = multipart('banner.png', bytes, 'image/png');
        return t.app.inject({
          method: 'PUT',
          url: `/api/events/${event}/banner`,
          headers: { ...bearer(company.token), ...form.headers },
          payload: form.payload,
        });
      };
      expect((await banner(Buffer.concat([PNG, Buffer.alloc(EVENT_LIMITS.bannerBytes)]))).statusCode).toBe(422);
      expect((await banner(Buffer.from('GIF89a'))).statusCode).toBe(422);
      expect((await banner(PNG)).statusCode).toBe(200);
    });

    it('activity files: allowed extensions, content matching the extension, at most the size limit', async () => {
      const upload = (name: string, bytes: Buffer) =>
        uploadFile(t.app, student.token, student.profileId, assignmentId, name, bytes);
      expect((await upload('run.sh', Buffer.from('#!/bin/sh'))).res.statusCode).toBe(422);
      const html = await upload('answer.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
      expect(html.res.statusCode).toBe(422);
      expect(html.res.json().error.message).toBe(ACTIVITY_MESSAGES.fileNotUploaded);

      // The signed PUT itself refuses more than the limit.
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/my_profile/file_upload',
        headers: bearer(student.token),
        payload: { file_name: 'big.pdf', uploader_id: student.profileId, assignment_id: assignmentId },
      });
      const put = await t.app.inject({
        method: 'PUT',
        url: first.json().success,
        headers: { 'content-type': 'application/pdf' },
        payload: Buffer.concat([PDF_BYTES, Buffer.alloc(ACTIVITY_LIMITS.fileBytes)]),
      });
      expect(put.statusCode).toBe(413);
      expect(put.json().error.code).toBe('PAYLOAD_TOO_LARGE');

      // A name with a path in it is only a name: the file is stored under a key of ours.
      const traversal = await upload('../../../etc/passwd.txt', Buffer.from('just text\n'));
      expect(traversal.res.statusCode).toBe(200);
      expect(traversal.url).toMatch(/^\/api\/storage\/activities\/\d+\/[0-9a-f-]{36}\.txt\?/);
    });

    it('serves an uploaded text file as an attachment, never as a page', async () => {
      const up = await uploadFile(
        t.app,
        student.token,
        student.profileId,
        assignmentId,
        'उत्तर "notes".txt',
        Buffer.from('<script>alert(1)</script>\n'),
      );
      expect(up.res.statusCode).toBe(200);
      const id = up.res.json().data.id as number;
      const my = await t.app.inject({
        method: 'GET',
        url: `/api/my_profile/my_assignment_by_activity/${assignmentId}`,
        headers: bearer(student.token),
      });
      expect(my.statusCode).toBe(200);
      const submit = await t.app.inject({
        method: 'POST',
        url: '/api/my_profile/my_assignment_submit',
        headers: bearer(student.token),
        payload: { my_assignment_id: my.json().data.id, description: 'Notes attached', files: [id] },
      });
      expect(submit.statusCode).toBe(200);
      const link = (submit.json().data.submissions[0].files as { id: number; file: string }[]).find(
        (f) => f.id === id,
      )!;
      const download = await t.app.inject({ method: 'GET', url: link.file });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toMatch(/^text\/plain/);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('stored text', () => {
    const markup = '<img src=x onerror="alert(document.cookie)"><script>alert(1)</script>';

    it('comes back from the API exactly as written, as JSON', async () => {
      const company = await buildOrgUser(t.app, 'COMPANY');
      const job = await createJob(t.app, company.token, { description: `Build things. ${markup}` });
      const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${job}` });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().data.description).toBe(`Build things. ${markup}`);
    });

    it('is escaped on the one page the API renders itself (the development mailbox)', async () => {
      const student = await buildPortfolioStudent(t.app);
      const entry = await save(t.app, student.token, 'readings', BODIES.book);
      const verifier = uniqueEmail('verifier');
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/my_portfolio/verifications',
        headers: bearer(student.token),
        payload: {
          section: 'readings',
          entry_id: entry.json().data.id,
          verifier_name: markup.slice(0, 60),
          verifier_email: verifier,
          verifier_organisation: '<b>Org</b>',
        },
      });
      expect(asked.statusCode).toBe(201);
      const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(verifier)}` });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('&#60;img src=x');
      expect(page.body).not.toContain('<img src=x');
      expect(page.body).not.toContain('<b>Org');
    });
  });

  describe('error bodies', () => {
    it('a failure inside the server answers the generic message only: no stack, no SQL, no internals', async () => {
      const { stream, lines } = logLines();
      const database = await openTestDatabase();
      const app = await buildApp({
        env: testEnv,
        database,
        authSecret: TEST_AUTH_SECRET,
        logger: { level: 'info', stream },
      });
      await app.ready();
      try {
        const account = await signUp(app);
        await database.close();
        // A closed PostgreSQL pool looks like an outage (503, try again); a closed PGlite is a plain failure.
        const expected =
          database.kind === 'postgres'
            ? { status: 503, code: 'UNAVAILABLE', message: API_MESSAGES.unavailable }
            : { status: 500, code: 'INTERNAL', message: API_MESSAGES.internal };
        for (const [method, url, headers] of [
          ['GET', '/api/skills?query=java', {}],
          ['GET', '/api/v1/current_user_data', bearer(account.token)],
          ['POST', '/api/v1/profile', bearer(account.token)],
        ] as const) {
          const res = await app.inject({ method, url, headers });
          expect(res.statusCode, url).toBe(expected.status);
          const body = res.json();
          expect(Object.keys(body)).toEqual(['error']);
          expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'request_id']);
          expect(body.error).toMatchObject({ code: expected.code, message: expected.message });
          expect(res.body).not.toMatch(/select|insert|from "|pglite|at .*\.(ts|js)|node_modules|stack/i);
        }
        // The details go to the log instead, with the request id, and without the session secrets.
        const logs = lines.join('');
        // An error (50) for a failure; a warning (40) for an outage the server rides out.
        expect(logs).toMatch(database.kind === 'postgres' ? /"level":40/ : /"level":50/);
        expect(logs).toContain('"request_id"');
        for (const secret of [account.token, account.cookie.split('=')[1]!.split('.')[0]!])
          expect(logs).not.toContain(secret);
      } finally {
        await app.close().catch(() => {});
      }
    });
  });

  describe('logs', () => {
    it('hold no password, token, authorization header or cookie, even at the most verbose level', async () => {
      const { stream, lines } = logLines();
      const database = await openTestDatabase();
      const app = await buildApp({
        env: testEnv,
        database,
        authSecret: TEST_AUTH_SECRET,
        logger: { level: 'trace', stream },
      });
      await app.ready();
      try {
        const email = uniqueEmail();
        const password = 'my secret password';
        const account = await signUp(app, email, password);
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/identity/sign_in',
          remoteAddress: clientIp(),
          payload: { email, password },
        });
        const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
        await app.inject({ method: 'POST', url: '/api/identity/refresh', headers: { cookie } });
        await app.inject({
          method: 'GET',
          url: '/api/v1/current_user_data',
          headers: { ...bearer(account.token), cookie },
        });
        await app.inject({
          method: 'POST',
          url: '/api/identity/password_reset',
          payload: { email },
          remoteAddress: clientIp(),
        });
        const resetToken = (await lastEmail(app, email, 'password_reset'))!.text.match(/token=([\w-]+)/)![1]!;
        const newPassword = 'another secret password';
        const reset = await app.inject({
          method: 'POST',
          url: '/api/identity/password_reset/confirm',
          remoteAddress: clientIp(),
          payload: { token: resetToken, password: newPassword, confirm_password: newPassword },
        });
        expect(reset.statusCode).toBe(200);
        await app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${resetToken}` });

        const logs = lines.join('');
        expect(logs).toContain('incoming request');
        const secrets = [
          password,
          newPassword,
          account.token,
          resetToken,
          cookie.split('=')[1]!,
          cookie.split('=')[1]!.split('.')[0]!,
        ];
        for (const secret of secrets) {
          const at = logs.indexOf(secret);
          expect(at, logs.slice(Math.max(0, at - 200), at + 50)).toBe(-1);
        }
        expect(logs).not.toMatch(/"authorization":"Bearer/i);
      } finally {
        await app.close();
        await database.close();
      }
    });
  });
});
