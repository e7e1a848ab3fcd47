import { errorBodySchema, IDENTITY_TEXTS } from '@lbd/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import {
  bearer,
  clientIp,
  lastEmail,
  lastSms,
  signIn,
  signUp,
  uniqueEmail,
  uniquePhone,
} from '../../../test/factories';
import {
  assertCurrentHash,
  withRealPasswordHashes,
  legacyPasswordHash,
  setPasswordHash,
  storedPasswordHash,
} from '../../../test/support/password-hashes';
import { signInDelayMs } from './identity.service';
import { logLines as captureLog } from '../../../test/support/log-lines';

describe('identity', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const { stream, lines: logLines } = captureLog();
  const delays: number[] = [];
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: clientIp() });

  beforeAll(async () => {
    // Record the slow-down instead of waiting it out.
    t = await createTestApp({ logger: { level: 'info', stream }, sleep: async (ms) => void delays.push(ms) });
  });
  afterAll(() => t.close());

  describe('sign-up', () => {
    withRealPasswordHashes();
    it('answers the spec texts on the right fields', async () => {
      const res = await post('/api/identity/sign_up', {
        email: 'not-an-email',
        password: 'short',
        confirm_password: 'other',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({
        email: 'Enter a valid email address.',
        password: 'Please enter a password with atleast 8 characters.',
        confirm_password: 'Your password and confirmation password do not match.',
      });
      const empty = await post('/api/identity/sign_up', { email: 'a@b.co', password: '', confirm_password: '' });
      expect(empty.json().error.fields.password).toBe('Please enter your password.');
    });

    it('creates the account, answers 201 with a short-lived access token and sets the session cookie', async () => {
      const email = uniqueEmail();
      const res = await post('/api/identity/sign_up', {
        email,
        password: 'a long password',
        confirm_password: 'a long password',
      });
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data.is_new_user).toBe(true);
      expect(data.expires_at - Date.now()).toBeGreaterThan(800_000);
      expect(data.expires_at - Date.now()).toBeLessThanOrEqual(900_000);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toContain('lbd.session_token=');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toMatch(/SameSite=Lax/i);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/current_user_data',
        headers: bearer(data.access_token),
      });
      expect(me.statusCode).toBe(201);
      expect(me.json().data.user).toMatchObject({ email, profile: null, portfolio_job_roles: [] });
    });

    it('refuses an email in use, on the email field', async () => {
      const { email } = await signUp(t.app);
      const res = await post('/api/identity/sign_up', {
        email: email.toUpperCase(),
        password: 'another password',
        confirm_password: 'another password',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ email: IDENTITY_TEXTS.emailInUse });
    });

    it('stores the password with scrypt (N=16384, r=8, p=5), never in clear', async () => {
      const { password, userId } = await signUp(t.app);
      const hash = await storedPasswordHash(t.database, userId);
      expect(hash).not.toContain(password);
      // Self-describing: scheme, parameters, base64url salt (16 bytes) and key (64 bytes); the key is
      // recomputed here with node:crypto from the stored salt.
      expect(hash).toMatch(/^scrypt\$N=16384,r=8,p=5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
      await assertCurrentHash(hash, password);
    });
  });

  describe('sign-in', () => {
    withRealPasswordHashes();
    it('names an unknown user on the email field and a wrong password on the password field', async () => {
      const unknown = await post('/api/identity/sign_in', { email: uniqueEmail(), password: 'whatever123' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error).toMatchObject({
        message: 'Please enter correct username and password',
        fields: { email: IDENTITY_TEXTS.unknownUser },
      });
      const { email } = await signUp(t.app);
      const wrong = await post('/api/identity/sign_in', { email, password: 'not the password' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.fields).toEqual({ password: IDENTITY_TEXTS.wrongPassword });
      const blank = await post('/api/identity/sign_in', { email: ' ', password: '' });
      expect(blank.json().error.fields).toEqual({
        email: 'Enter a valid email address.',
        password: 'Please enter your password.',
      });
    });

    it('signs in an account whose hash is in the old format, stores it anew at the current parameters', async () => {
      const { email, password, userId } = await signUp(t.app);
      const legacy = await legacyPasswordHash(password);
      await setPasswordHash(t.database, userId, legacy);
      // A wrong password leaves the old hash alone.
      expect((await post('/api/identity/sign_in', { email, password: 'not the password' })).statusCode).toBe(422);
      expect(await storedPasswordHash(t.database, userId)).toBe(legacy);
      await expect(signIn(t.app, email, password)).resolves.toMatchObject({ userId });
      const upgraded = await storedPasswordHash(t.database, userId);
      expect(upgraded).not.toBe(legacy);
      await assertCurrentHash(upgraded, password);
      // Signs in again with the new hash, which is not replaced a second time.
      await expect(signIn(t.app, email, password)).resolves.toMatchObject({ userId });
      expect(await storedPasswordHash(t.database, userId)).toBe(upgraded);
      expect((await post('/api/identity/sign_in', { email, password: `${password}!` })).statusCode).toBe(422);
    });

    it('still signs in when the rehash fails, and logs a warning without the password or the hash', async () => {
      const { email, password, userId } = await signUp(t.app, uniqueEmail(), 'a password to keep secret');
      const legacy = await legacyPasswordHash(password);
      await setPasswordHash(t.database, userId, legacy);
      // The database refuses any change to this account's password.
      await t.database.db.execute(
        sql.raw(`create function lbd_refuse_rehash() returns trigger language plpgsql as $$
          begin raise exception 'rehash refused by the test'; end $$`),
      );
      await t.database.db.execute(
        sql.raw(`create trigger lbd_refuse_rehash before update on accounts for each row
          when (old.user_id = '${userId}') execute function lbd_refuse_rehash()`),
      );
      try {
        const before = logLines.length;
        await expect(signIn(t.app, email, password)).resolves.toMatchObject({ userId });
        expect(await storedPasswordHash(t.database, userId)).toBe(legacy);
        const logged = logLines.slice(before).join('');
        expect(logged).toContain(`password rehash at sign-in failed for user ${userId}`);
        expect(logged).toMatch(/"level":40/);
        for (const secret of [password, legacy, legacy.split(':')[1]!, 'scrypt$']) expect(logged).not.toContain(secret);
      } finally {
        await t.database.db.execute(sql.raw('drop trigger lbd_refuse_rehash on accounts'));
        await t.database.db.execute(sql.raw('drop function lbd_refuse_rehash()'));
      }
      await expect(signIn(t.app, email, password)).resolves.toMatchObject({ userId });
      await assertCurrentHash(await storedPasswordHash(t.database, userId), password);
    });

    it('signs in with the right password, email trimmed and case-insensitive', async () => {
      const { email, password } = await signUp(t.app);
      const res = await post('/api/identity/sign_in', { email: `  ${email.toUpperCase()} `, password });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.is_new_user).toBe(false);
    });

    it('limits password attempts per account and address with 429; the owner elsewhere still signs in', async () => {
      const { email, password } = await signUp(t.app);
      const attacker = '198.51.100.23';
      const from = (address: string, url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress: address });
      const codes: number[] = [];
      for (let i = 0; i < 10; i += 1)
        codes.push((await from(attacker, '/api/identity/sign_in', { email, password: `wrong-${i}-pass` })).statusCode);
      expect(codes.every((c) => c === 422)).toBe(true);
      // Repeated failures slowed down: nothing for the first three, then doubling.
      expect(delays.slice(-7)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
      const last = await from(attacker, '/api/identity/sign_in', { email, password: 'anything-else' });
      expect(last.statusCode).toBe(429);
      expect(last.json().error.message).toBe(IDENTITY_TEXTS.tooManyAttempts);
      // Issue 23 item 4: the attacker's failures do not lock the owner out on another address.
      const owner = await from('203.0.113.9', '/api/identity/sign_in', { email, password });
      expect(owner.statusCode).toBe(200);
    });

    it('gives sign-in and account linking one budget of password checks', async () => {
      const { email } = await signUp(t.app);
      const address = '198.51.100.77';
      for (let i = 0; i < 5; i += 1) {
        await t.app.inject({
          method: 'POST',
          url: '/api/identity/sign_in',
          remoteAddress: address,
          payload: { email, password: `wrong-${i}-pass` },
        });
        await t.app.inject({
          method: 'POST',
          url: '/api/identity/link_account',
          remoteAddress: address,
          payload: { email, password: `wrong-${i}-link`, provider: 'google' },
        });
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/identity/link_account',
        remoteAddress: address,
        payload: { email, password: 'one more', provider: 'google' },
      });
      expect(res.statusCode).toBe(429);
    });

    it('takes as long for an unknown email as for a wrong password (a password is hashed either way)', async () => {
      const { email } = await signUp(t.app);
      const time = async (payload: object) => {
        const started = performance.now();
        await post('/api/identity/sign_in', payload);
        return performance.now() - started;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        known.push(await time({ email, password: `wrong-${i}-pass` }));
        unknown.push(await time({ email: uniqueEmail('nobody'), password: `wrong-${i}-pass` }));
      }
      expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
    });

    it('limits attempts per address with 429', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 101; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/identity/sign_in',
          remoteAddress: '192.0.2.77',
          // An empty password is refused before any hashing: the address's budget counts every call.
          payload: { email: uniqueEmail(), password: '' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.at(-1)).toBe(429);
      expect(codes.filter((c) => c === 429)).toHaveLength(1);
    });

    it('slows down after repeated failures: nothing for two, then doubling up to 8 s', () => {
      expect([0, 1, 2].map(signInDelayMs)).toEqual([0, 0, 0]);
      expect([3, 4, 5, 10].map(signInDelayMs)).toEqual([500, 1000, 2000, 8000]);
    });
  });

  describe('session', () => {
    it('refreshes the access token from the session cookie; 401 without one', async () => {
      const account = await signUp(t.app);
      const res = await post('/api/identity/refresh', {}, { cookie: account.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.access_token).toMatch(/^ey/);
      const none = await post('/api/identity/refresh', {});
      expect(none.statusCode).toBe(401);
    });

    it('refuses refresh and sign-out from another site (Sec-Fetch-Site, or Origin without it) with 403', async () => {
      const account = await signUp(t.app);
      const cookie = { cookie: account.cookie };
      for (const url of ['/api/identity/refresh', '/api/identity/sign_out']) {
        expect((await post(url, {}, { ...cookie, 'sec-fetch-site': 'cross-site' })).statusCode, url).toBe(403);
        expect((await post(url, {}, { ...cookie, origin: 'https://evil.example' })).statusCode, url).toBe(403);
      }
      // The session survived; this site's own pages still refresh it, and answers are never cached.
      const own = await post('/api/identity/refresh', {}, { ...cookie, 'sec-fetch-site': 'same-origin' });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('no-store');
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/current_user_data',
        headers: bearer(account.token),
      });
      expect(me.headers['cache-control']).toBe('no-store');
      const lookups = await t.app.inject({ method: 'GET', url: '/api/states' });
      expect(lookups.headers['cache-control']).not.toBe('no-store');
    });

    it('signing out revokes the session: refresh fails and the access token stops working at once', async () => {
      const account = await signUp(t.app);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(account.token) }))
          .statusCode,
      ).toBe(201);
      const out = await post('/api/identity/sign_out', {}, { cookie: account.cookie });
      expect(out.statusCode).toBe(200);
      expect((await post('/api/identity/refresh', {}, { cookie: account.cookie })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(account.token) }))
          .statusCode,
      ).toBe(401);
    });

    it('rejects a forged or tampered access token', async () => {
      const account = await signUp(t.app);
      const [h, p] = account.token.split('.');
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${account.token.split('.')[2]}`;
      for (const token of [forged, 'garbage', `${account.token}x`]) {
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(token) })).statusCode,
        ).toBe(401);
      }
    });
  });

  describe('phone one-time code', () => {
    it('refuses an invalid number with the spec text', async () => {
      for (const phone of ['12', '12345678901234567', 'abcdefghij']) {
        const res = await post('/api/identity/phone/send_code', { country_code: '+91', phone });
        expect(res.statusCode).toBe(422);
        expect(res.json().error.fields.phone).toBe('Enter a valid phone number.');
      }
    });

    it('sends a six-digit code to the outbox and signs in with it, creating the account', async () => {
      const phone = uniquePhone();
      expect((await post('/api/identity/phone/send_code', { country_code: '+91', phone })).statusCode).toBe(200);
      const sms = await lastSms(t.app, `+91${phone}`);
      const code = sms!.body.match(/\b(\d{6})\b/)![1]!;
      const wrong = await post('/api/identity/phone/verify', {
        country_code: '+91',
        phone,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.fields.code).toBe(IDENTITY_TEXTS.wrongOtp);
      const ok = await post('/api/identity/phone/verify', { country_code: '+91', phone, code });
      expect(ok.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/current_user_data',
        headers: bearer(ok.json().data.access_token),
      });
      expect(me.json().data.user).toMatchObject({ phone_number: `+91${phone}`, email: null });
    });

    it('a missing code gets its message; codes expire; attempts are limited', async () => {
      const phone = uniquePhone();
      const missing = await post('/api/identity/phone/verify', { country_code: '+91', phone, code: '' });
      expect(missing.json().error.fields.code).toBe(IDENTITY_TEXTS.otpRequired);

      await post('/api/identity/phone/send_code', { country_code: '+91', phone });
      const code = (await lastSms(t.app, `+91${phone}`))!.body.match(/\b(\d{6})\b/)![1]!;
      await t.database.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verifications.identifier, `phone-number-otp-+91${phone}`));
      const expired = await post('/api/identity/phone/verify', { country_code: '+91', phone, code });
      expect(expired.json().error.fields.code).toBe(IDENTITY_TEXTS.otpExpired);

      await post('/api/identity/phone/send_code', { country_code: '+91', phone });
      const fresh = (await lastSms(t.app, `+91${phone}`))!.body.match(/\b(\d{6})\b/)![1]!;
      const bad = fresh === '123456' ? '654321' : '123456';
      const answers: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        answers.push(
          (await post('/api/identity/phone/verify', { country_code: '+91', phone, code: bad })).json().error.fields
            .code,
        );
      }
      expect(answers.at(-1)).toBe(IDENTITY_TEXTS.otpTooManyAttempts);
      // Even the right code is refused once the attempts are used up.
      const late = await post('/api/identity/phone/verify', { country_code: '+91', phone, code: fresh });
      expect(late.statusCode).toBe(422);
    });
  });

  describe('password reset', () => {
    withRealPasswordHashes();
    it('answers the three outcomes: invalid email, unknown email, link sent', async () => {
      const invalid = await post('/api/identity/password_reset', { email: 'nope' });
      expect(invalid.json().error.fields.email).toBe('Enter a valid email address.');
      const unknown = await post('/api/identity/password_reset', { email: uniqueEmail() });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error.fields.email).toBe(IDENTITY_TEXTS.unknownResetEmail);
      const { email } = await signUp(t.app);
      const sent = await post('/api/identity/password_reset', { email });
      expect(sent.statusCode).toBe(200);
      const mail = await lastEmail(t.app, email);
      expect(mail?.kind).toBe('password_reset');
      expect(mail?.text).toMatch(/http:\/\/localhost:3000\/resetPassword\?token=[\w-]+/);
    });

    it('refuses the most common passwords and one holding the email name, at sign-up and reset', async () => {
      for (const password of ['12345678', 'password', 'Password1', 'iloveyou1']) {
        const res = await post('/api/identity/sign_up', { email: uniqueEmail(), password, confirm_password: password });
        expect(res.statusCode, password).toBe(422);
        expect(res.json().error.fields.password).toBe(IDENTITY_TEXTS.passwordTooCommon);
      }
      const mine = await post('/api/identity/sign_up', {
        email: 'meera.pillai@example.com',
        password: 'Meera.Pillai2026',
        confirm_password: 'Meera.Pillai2026',
      });
      expect(mine.json().error.fields.password).toBe(IDENTITY_TEXTS.passwordHasEmail);
      const account = await signUp(t.app);
      await post('/api/identity/password_reset', { email: account.email });
      const token = (await lastEmail(t.app, account.email))!.text.match(/token=([\w-]+)/)![1]!;
      const weak = await post('/api/identity/password_reset/confirm', {
        token,
        password: 'qwerty123',
        confirm_password: 'qwerty123',
      });
      expect(weak.json().error.fields.password).toBe(IDENTITY_TEXTS.passwordTooCommon);
      // The link still works for a better password.
      const ok = await post('/api/identity/password_reset/confirm', {
        token,
        password: 'tamarind rasam 42',
        confirm_password: 'tamarind rasam 42',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('sets the new password with the emailed token, once, and revokes old sessions', async () => {
      const account = await signUp(t.app);
      await post('/api/identity/password_reset', { email: account.email });
      const token = (await lastEmail(t.app, account.email))!.text.match(/token=([\w-]+)/)![1]!;
      const mismatch = await post('/api/identity/password_reset/confirm', {
        token,
        password: 'brand new password',
        confirm_password: 'x',
      });
      expect(mismatch.json().error.fields.confirm_password).toBe(IDENTITY_TEXTS.passwordMismatch);
      const ok = await post('/api/identity/password_reset/confirm', {
        token,
        password: 'brand new password',
        confirm_password: 'brand new password',
      });
      expect(ok.statusCode).toBe(200);
      const again = await post('/api/identity/password_reset/confirm', {
        token,
        password: 'another new password',
        confirm_password: 'another new password',
      });
      expect(again.json().error.fields.token).toBe(IDENTITY_TEXTS.resetLinkInvalid);
      expect((await post('/api/identity/refresh', {}, { cookie: account.cookie })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(account.token) }))
          .statusCode,
      ).toBe(401);
      await expect(signIn(t.app, account.email, 'brand new password')).resolves.toMatchObject({ email: account.email });
      await assertCurrentHash(await storedPasswordHash(t.database, account.userId), 'brand new password');
    });
  });

  it('configures no social providers without client ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/identity/config' });
    expect(res.json()).toEqual({ data: { social_providers: [] } });
    const start = await post('/api/identity/social/start', { provider: 'google' });
    expect(start.statusCode).toBe(422);
  });

  // Found by the fuzzer: the identity library's own endpoints answered its own error bodies (or none).
  it("answers the identity library's failures in the error envelope; its other endpoints are not exposed", async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/auth/..%2F..%2Fetc%2Fpasswd' },
      { method: 'GET' as const, url: '/api/auth/no-such-endpoint' },
      { method: 'POST' as const, url: '/api/auth/get-session' },
      { method: 'GET' as const, url: '/api/auth/jwks' },
      { method: 'POST' as const, url: '/api/auth/sign-in/email' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: c.method, url: c.url, remoteAddress: clientIp() });
      expect(res.statusCode, c.url).toBe(404);
      expect(errorBodySchema.strict().parse(res.json()).error.code).toBe('NOT_FOUND');
    }
    // The callback of a provider the library does not know: its refusal comes back in the envelope.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/auth/callback/nobody?code=x&state=y',
      remoteAddress: clientIp(),
    });
    expect(unknown.statusCode).toBeLessThan(500);
    if (unknown.statusCode >= 400) expect(errorBodySchema.strict().safeParse(unknown.json()).success).toBe(true);
    // A deeply nested body is handed on as the text that came (serializing it again overflowed the stack: 500).
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const payload of [deep, `{"state":${deep}}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/callback/google',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: clientIp(),
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(errorBodySchema.strict().safeParse(res.json()).success).toBe(true);
    }
    // Prototype keys are refused as on every other route.
    const poison = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"admin":true}}',
        remoteAddress: clientIp(),
      });
    const poisoned = await poison('/api/auth/callback/google');
    expect(poisoned.statusCode).toBe(422);
    expect(poisoned.json().error.fields).toEqual((await poison('/api/identity/sign_in')).json().error.fields);
  });

  it('never writes tokens, codes or passwords to the logs', async () => {
    const account = await signUp(t.app);
    await post('/api/identity/password_reset', { email: account.email });
    const resetToken = (await lastEmail(t.app, account.email))!.text.match(/token=([\w-]+)/)![1]!;
    const phone = uniquePhone();
    await post('/api/identity/phone/send_code', { country_code: '+91', phone });
    const code = (await lastSms(t.app, `+91${phone}`))!.body.match(/\b(\d{6})\b/)![1]!;
    await t.app.inject({ method: 'GET', url: `/api/auth/callback/google?code=${code}&state=${resetToken}` });
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/current_user_data',
      headers: { ...bearer(account.token), cookie: account.cookie },
    });
    const logs = logLines.join('');
    expect(logs).toContain('request_id');
    for (const secret of [account.token, account.password, resetToken, code, account.cookie.split('=')[1]!]) {
      const at = logs.indexOf(secret);
      expect(at, logs.slice(Math.max(0, at - 300), at + 50)).toBe(-1);
    }
  });
});
