import { ACCOUNT_TEXTS, API_MESSAGES } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, uniqueEmail, type Account } from '../../../test/factories';
import { rowsOf } from '../../db/client';

const t_ = ACCOUNT_TEXTS;

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** Where a sign-in comes from: the browser and the client address. */
interface From {
  ua: string;
  ip: string;
}
const HOME: From = { ua: CHROME_WINDOWS, ip: '203.0.113.10' };

interface Session extends Account {
  sessionId: string;
}

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');

/**
 * Issue 23 item 30 (decision 0088): the account's sessions (listed, one or all others signed out, ended
 * at once) and the sign-in alert setting, with the email sent when the account signs in on a device it
 * has not used in 90 days.
 */
describe('sign-in and security', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ sleep: async () => {} });
  }, 120_000);
  afterAll(() => t?.close());

  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(statement));
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: '198.51.100.1',
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  /** Sign up (the account's first session) from `from`. */
  async function newAccount(from: From = HOME): Promise<Session> {
    const email = uniqueEmail('security');
    const password = 'correct horse battery';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign_up',
      remoteAddress: from.ip,
      headers: { 'user-agent': from.ua },
      payload: { email, password, confirm_password: password },
    });
    expect(res.statusCode).toBe(201);
    const token = res.json().data.access_token as string;
    const c = claims(token);
    return { email, password, token, cookie: cookieOf(res.headers['set-cookie']), userId: c.sub, sessionId: c.sid };
  }

  /** Sign in again from `from`: a new session. */
  async function signInFrom(account: Account, from: From): Promise<Session> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign_in',
      remoteAddress: from.ip,
      headers: { 'user-agent': from.ua },
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().data.access_token as string;
    return { ...account, token, cookie: cookieOf(res.headers['set-cookie']), sessionId: claims(token).sid };
  }

  const me = async (token: string) => (await call('GET', '/api/v1/current_user_data', token)).statusCode;
  const refresh = async (cookie: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/identity/refresh', headers: { cookie } })).statusCode;
  const summary = async (token: string) => {
    const res = await call('GET', '/api/my_account', token);
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      sign_in_alerts: boolean;
      sessions: { id: string; device: string; ip: string | null; current: boolean; last_used_at: string }[];
    };
  };
  const alertsTo = (email: string) =>
    query<{ subject: string; text_body: string }>(
      sql`select subject, text_body from email_outbox where lower(to_address) = ${email.toLowerCase()}
          and kind = 'sign_in_alert' order by id`,
    );
  /** The alert's delivery is not awaited by the sign-in: wait until `count` have been written. */
  async function alertsOnceThere(email: string, count: number) {
    const end = Date.now() + 10_000;
    for (;;) {
      const rows = await alertsTo(email);
      if (rows.length >= count || Date.now() > end) return rows;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  describe('GET /api/my_account: the sessions', () => {
    it('lists the live sessions, most recently used first, by an id that is not the token; the caller’s own marked', async () => {
      const laptop = await newAccount(HOME);
      const phone = await signInFrom(laptop, { ua: SAFARI_IPHONE, ip: '198.51.100.77' });
      const data = await summary(laptop.token);
      expect(data.sign_in_alerts).toBe(true);
      expect(data.sessions.map((s) => [s.id, s.device, s.ip, s.current])).toEqual([
        [phone.sessionId, 'Safari on iPhone', '198.51.100.*', false],
        [laptop.sessionId, 'Chrome on Windows', '203.0.113.*', true],
      ]);
      const tokens = await query<{ token: string }>(sql`select token from sessions where user_id = ${laptop.userId}`);
      const body = JSON.stringify(data);
      for (const { token } of tokens) expect(body).not.toContain(token);

      // Refreshing the laptop's access token counts as using it: it comes first.
      await t.database.db.execute(
        sql`update sessions set updated_at = now() - interval '1 hour' where user_id = ${laptop.userId}`,
      );
      expect(await refresh(laptop.cookie)).toBe(200);
      expect((await summary(phone.token)).sessions.map((s) => [s.id, s.current])).toEqual([
        [laptop.sessionId, false],
        [phone.sessionId, true],
      ]);

      // An expired session is not listed.
      await t.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute' where id = ${laptop.sessionId}`,
      );
      expect((await summary(phone.token)).sessions.map((s) => s.id)).toEqual([phone.sessionId]);
    });
  });

  describe('POST /api/update_settings', () => {
    const url = '/api/update_settings';

    it('401 signed out', async () => {
      expect((await call('POST', url, undefined, { sign_in_alerts: false })).statusCode).toBe(401);
    });

    it('422 in words for a missing or wrong value and for anything else sent', async () => {
      const user = await newAccount();
      const cases: [unknown, Record<string, string>][] = [
        [{}, { sign_in_alerts: t_.signInAlertsInvalid }],
        [{ sign_in_alerts: 'yes' }, { sign_in_alerts: t_.signInAlertsInvalid }],
        [{ sign_in_alerts: null }, { sign_in_alerts: t_.signInAlertsInvalid }],
        [{ sign_in_alerts: false, email: 'x@example.com' }, { body: t_.unknownSetting }],
      ];
      for (const [payload, fields] of cases) {
        const res = await call('POST', url, user.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: API_MESSAGES.validation, fields });
      }
      expect((await summary(user.token)).sign_in_alerts).toBe(true);
    });

    it('turns sign-in alerts off and on again, for the caller only', async () => {
      const user = await newAccount();
      const other = await newAccount();
      const off = await call('POST', url, user.token, { sign_in_alerts: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ data: { sign_in_alerts: false } });
      expect((await summary(user.token)).sign_in_alerts).toBe(false);
      expect((await summary(other.token)).sign_in_alerts).toBe(true);
      expect((await call('POST', url, user.token, { sign_in_alerts: true })).json()).toEqual({
        data: { sign_in_alerts: true },
      });
    });
  });

  describe('POST /api/my_account/sessions/:id/sign_out', () => {
    const url = (id: string) => `/api/my_account/sessions/${encodeURIComponent(id)}/sign_out`;

    it('401 signed out; 404 for another user’s session or an unknown id, which go on working', async () => {
      const user = await newAccount();
      const stranger = await newAccount();
      expect((await call('POST', url(stranger.sessionId))).statusCode).toBe(401);
      for (const id of [stranger.sessionId, 'no-such-session', '00000000-0000-4000-8000-000000000000']) {
        const res = await call('POST', url(id), user.token);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.message).toBe(t_.sessionNotFound);
      }
      expect(await me(stranger.token)).toBe(201);
      expect(await refresh(stranger.cookie)).toBe(200);
    });

    it('the caller’s own session is refused in words (the menu signs out here)', async () => {
      const user = await newAccount();
      const res = await call('POST', url(user.sessionId), user.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ id: t_.currentSession });
      expect(await me(user.token)).toBe(201);
    });

    it('ends another session of the caller at once: its access token and its cookie stop working', async () => {
      const laptop = await newAccount();
      const phone = await signInFrom(laptop, { ua: SAFARI_IPHONE, ip: '198.51.100.8' });
      expect(await me(phone.token)).toBe(201); // remembered by the actor cache
      const res = await call('POST', url(phone.sessionId), laptop.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { ended: 1 } });
      expect(await me(phone.token)).toBe(401);
      expect(await refresh(phone.cookie)).toBe(401);
      expect(await me(laptop.token)).toBe(201);
      expect((await summary(laptop.token)).sessions.map((s) => s.id)).toEqual([laptop.sessionId]);
      expect((await call('POST', url(phone.sessionId), laptop.token)).statusCode).toBe(404);
    });
  });

  describe('POST /api/my_account/sign_out_others', () => {
    const url = '/api/my_account/sign_out_others';

    it('401 signed out; ends every session but the caller’s and says how many', async () => {
      expect((await call('POST', url)).statusCode).toBe(401);
      const laptop = await newAccount();
      const phone = await signInFrom(laptop, { ua: SAFARI_IPHONE, ip: '198.51.100.9' });
      const tablet = await signInFrom(laptop, { ua: FIREFOX_LINUX, ip: '192.0.2.9' });
      const bystander = await newAccount();
      for (const s of [phone, tablet]) expect(await me(s.token)).toBe(201);

      const res = await call('POST', url, laptop.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { ended: 2 } });
      for (const s of [phone, tablet]) {
        expect(await me(s.token)).toBe(401);
        expect(await refresh(s.cookie)).toBe(401);
      }
      expect(await me(laptop.token)).toBe(201);
      expect(await me(bystander.token)).toBe(201);
      expect((await call('POST', url, laptop.token)).json()).toEqual({ data: { ended: 0 } });
    });
  });

  describe('the sign-in alert', () => {
    it('not for the account’s first session, nor a device it has used; once for a new device', async () => {
      const user = await newAccount(HOME);
      // The same browser on the same network (another address in its /24), even after signing out there.
      const again = await signInFrom(user, { ...HOME, ip: '203.0.113.99' });
      await call('POST', '/api/my_account/sign_out_others', user.token);
      await signInFrom(user, HOME);
      expect(await alertsTo(user.email)).toEqual([]);
      expect(again.sessionId).not.toBe(user.sessionId);

      // Another browser, then another network: each is new once.
      await signInFrom(user, { ua: SAFARI_IPHONE, ip: '203.0.113.10' });
      let alerts = await alertsOnceThere(user.email, 1);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.subject).toBe(t_.signInAlertSubject);
      const text = alerts[0]!.text_body;
      expect(text).toContain('Device: Safari on iPhone');
      expect(text).toContain('Network address: 203.0.113.*');
      expect(text).not.toContain('203.0.113.10');
      expect(text).toMatch(/When: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) \(India time\)/);
      expect(text).toContain('http://localhost:3000/myprofile');
      expect(text).toContain('change your password');

      await signInFrom(user, { ua: SAFARI_IPHONE, ip: '203.0.113.11' });
      await signInFrom(user, { ...HOME, ip: '192.0.2.50' });
      alerts = await alertsOnceThere(user.email, 2);
      expect(alerts.map((a) => a.text_body.match(/Device: .*|Network address: .*/g))).toEqual([
        ['Device: Safari on iPhone', 'Network address: 203.0.113.*'],
        ['Device: Chrome on Windows', 'Network address: 192.0.2.*'],
      ]);
      // A device last seen more than 90 days ago (and no session from it since) is new again.
      await t.database.db.execute(
        sql`delete from sessions where user_id = ${user.userId} and ip_address like '192.0.2.%'`,
      );
      await t.database.db.execute(
        sql`update sign_in_devices set last_seen_at = now() - interval '91 days'
            where user_id = ${user.userId} and network = '192.0.2.0/24'`,
      );
      await signInFrom(user, { ...HOME, ip: '192.0.2.51' });
      expect(await alertsOnceThere(user.email, 3)).toHaveLength(3);
    });

    it('not when the account turned alerts off', async () => {
      const user = await newAccount(HOME);
      await call('POST', '/api/update_settings', user.token, { sign_in_alerts: false });
      await signInFrom(user, { ua: FIREFOX_LINUX, ip: '192.0.2.77' });
      // Turned on again, a further new device is told: only that one.
      await call('POST', '/api/update_settings', user.token, { sign_in_alerts: true });
      await signInFrom(user, { ua: SAFARI_IPHONE, ip: '192.0.2.77' });
      const alerts = await alertsOnceThere(user.email, 1);
      expect(alerts.map((a) => a.text_body.match(/Device: .*/)?.[0])).toEqual(['Device: Safari on iPhone']);
    });

    it('sessions from before devices were remembered count as known devices', async () => {
      const user = await newAccount(HOME);
      await t.database.db.execute(sql`delete from sign_in_devices where user_id = ${user.userId}`);
      await signInFrom(user, HOME);
      await signInFrom(user, { ua: FIREFOX_LINUX, ip: '203.0.113.12' });
      expect((await alertsOnceThere(user.email, 1)).map((a) => a.text_body.match(/Device: .*/)?.[0])).toEqual([
        'Device: Firefox on Linux',
      ]);
    });

    it('a failing email or device record never fails the sign-in', async () => {
      const user = await newAccount(HOME);
      const refuse = async (table: string, name: string) => {
        await t.database.db.execute(
          sql.raw(`create function ${name}() returns trigger language plpgsql as $$
            begin raise exception 'refused for the test'; end $$`),
        );
        await t.database.db.execute(
          sql.raw(`create trigger ${name} before insert or update on ${table} for each row execute function ${name}()`),
        );
      };
      const allow = async (table: string, name: string) => {
        await t.database.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
        await t.database.db.execute(sql.raw(`drop function ${name}()`));
      };

      await refuse('email_outbox', 'refuse_outbox');
      try {
        await signInFrom(user, { ua: SAFARI_IPHONE, ip: '192.0.2.120' });
        // The alert was attempted and failed: nothing was written, and the device is remembered.
        await new Promise((r) => setTimeout(r, 100));
        expect(await alertsTo(user.email)).toEqual([]);
        expect(
          await query(sql`select 1 from sign_in_devices where user_id = ${user.userId} and network = '192.0.2.0/24'`),
        ).toHaveLength(1);
      } finally {
        await allow('email_outbox', 'refuse_outbox');
      }
      await refuse('sign_in_devices', 'refuse_devices');
      try {
        const session = await signInFrom(user, { ua: FIREFOX_LINUX, ip: '192.0.2.121' });
        expect(await me(session.token)).toBe(201);
      } finally {
        await allow('sign_in_devices', 'refuse_devices');
      }
    });
  });
});
