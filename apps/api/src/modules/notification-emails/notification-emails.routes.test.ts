import {
  PRODUCED_NOTIFICATION_KINDS,
  EMAIL_MODE_DEFAULTS,
  NOTIFICATION_EMAIL_TEXTS,
  NOTIFICATION_KINDS,
  type NotificationEmailSetting,
} from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_AUTH_SECRET } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { signUnsubscribeToken } from './notification-emails.tokens';

const SETTINGS = '/api/myprofile/notification_settings';
const UNSUBSCRIBE = '/api/notifications/unsubscribe';
const t = NOTIFICATION_EMAIL_TEXTS;

describe('notification email settings and unsubscribe', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let other: Awaited<ReturnType<typeof buildUser>>;
  let company: Awaited<ReturnType<typeof buildUser>>;

  const get = (token?: string) => app.app.inject({ method: 'GET', url: SETTINGS, headers: token ? bearer(token) : {} });
  const put = (payload: unknown, token?: string) =>
    app.app.inject({ method: 'PUT', url: SETTINGS, headers: token ? bearer(token) : {}, payload: payload as object });
  const unsubscribe = (payload: unknown) =>
    app.app.inject({ method: 'POST', url: UNSUBSCRIBE, payload: payload as object });
  const modes = async (token: string) =>
    Object.fromEntries(
      ((await get(token)).json().data.settings as NotificationEmailSetting[]).map((s) => [s.kind, s.email]),
    );

  beforeAll(async () => {
    app = await createTestApp();
    admin = await buildAdmin(app.app);
    student = await buildUser(app.app, 'STUDENT');
    other = await buildUser(app.app, 'STUDENT');
    company = await buildUser(app.app, 'COMPANY');
  });
  afterAll(() => app.close());

  describe('GET /api/myprofile/notification_settings', () => {
    it('401 signed out, 403 for an admin without a profile', async () => {
      expect((await get()).statusCode).toBe(401);
      expect((await get(admin.token)).statusCode).toBe(403);
    });

    it("a student gets every kind produced today but the organisations' own, with its label and default", async () => {
      const res = await get(student.token);
      expect(res.statusCode).toBe(200);
      const settings = res.json().data.settings as NotificationEmailSetting[];
      expect(settings.map((s) => s.kind)).toEqual(
        NOTIFICATION_KINDS.filter((k) => PRODUCED_NOTIFICATION_KINDS.includes(k) && !k.startsWith('org_')),
      );
      expect(settings[0]).toEqual({ kind: 'job_alert', label: 'Job alerts', email: 'daily' });
      expect(settings.find((s) => s.kind === 'application_status')).toEqual({
        kind: 'application_status',
        label: 'Application updates',
        email: 'immediate',
      });
      for (const s of settings) expect(s.email).toBe(EMAIL_MODE_DEFAULTS[s.kind]);
    });

    it('a company gets only the kinds that can reach it', async () => {
      const kinds = ((await get(company.token)).json().data.settings as NotificationEmailSetting[]).map((s) => s.kind);
      expect(kinds).not.toContain('job_alert');
      expect(kinds).not.toContain('application_status');
      expect(kinds).toContain('org_application');
      expect(kinds).toContain('board');
    });

    it('offers the community kinds now that posts produce them (issue 28), off until chosen', async () => {
      for (const token of [student.token, company.token]) {
        const settings = (await get(token)).json().data.settings as NotificationEmailSetting[];
        for (const kind of ['post_comment', 'post_like', 'tagged'])
          expect(settings.find((s) => s.kind === kind)).toMatchObject({ email: 'off' });
      }
    });
  });

  describe('PUT /api/myprofile/notification_settings', () => {
    it('401 signed out, 403 for an admin without a profile', async () => {
      expect((await put({ settings: { job_alert: 'off' } })).statusCode).toBe(401);
      expect((await put({ settings: { job_alert: 'off' } }, admin.token)).statusCode).toBe(403);
    });

    it('changes the kinds named, leaves the rest, and touches nobody else', async () => {
      const res = await put({ settings: { job_alert: 'immediate', mentor_nudge: 'daily' } }, student.token);
      expect(res.statusCode).toBe(200);
      const after = Object.fromEntries(
        (res.json().data.settings as NotificationEmailSetting[]).map((s) => [s.kind, s.email]),
      );
      expect(after).toMatchObject({ job_alert: 'immediate', mentor_nudge: 'daily', application_status: 'immediate' });
      expect(await modes(student.token)).toEqual(after);
      // Saving again with another value replaces the choice.
      await put({ settings: { job_alert: 'off' } }, student.token);
      expect((await modes(student.token)).job_alert).toBe('off');
      // Someone else's settings are theirs alone.
      expect((await modes(other.token)).job_alert).toBe('daily');
      expect((await modes(other.token)).mentor_nudge).toBe('immediate');
    });

    it('refuses an unknown mode, an unknown kind and a kind the profile never gets (422)', async () => {
      const badMode = await put({ settings: { job_alert: 'weekly' } }, student.token);
      expect(badMode.statusCode).toBe(422);
      expect(badMode.json().error.fields).toEqual({ 'settings.job_alert': t.badMode });

      const badKind = await put({ settings: { birthdays: 'daily' } }, student.token);
      expect(badKind.statusCode).toBe(422);
      expect(Object.keys(badKind.json().error.fields)).toEqual(['settings']);

      const notOffered = await put({ settings: { job_alert: 'daily', board: 'daily' } }, company.token);
      expect(notOffered.statusCode).toBe(422);
      expect(notOffered.json().error.fields).toEqual({ 'settings.job_alert': t.notOffered });
      // Nothing of a refused request is saved.
      expect((await modes(company.token)).board).toBe('off');

      const notObject = await put({ settings: ['job_alert'] }, student.token);
      expect(notObject.statusCode).toBe(422);
    });
  });

  describe('POST /api/notifications/unsubscribe', () => {
    it('turns the kind of a genuine token off, signed out, and says which; a repeat answers the same', async () => {
      await put({ settings: { event_alert: 'immediate' } }, other.token);
      const token = signUnsubscribeToken(TEST_AUTH_SECRET, other.profileId, 'event_alert');
      const res = await unsubscribe({ token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { kind: 'event_alert', label: 'New events for you' } });
      expect((await modes(other.token)).event_alert).toBe('off');
      expect((await unsubscribe({ token })).json()).toEqual(res.json());
      // Only that kind changed.
      expect((await modes(other.token)).application_status).toBe('immediate');
    });

    it('refuses a tampered token, another profile’s id under a signature, another secret, and none (422)', async () => {
      const token = signUnsubscribeToken(TEST_AUTH_SECRET, student.profileId, 'application_status');
      const [, kind, signature] = token.split('.');
      const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
      for (const bad of [
        `${student.profileId}.${kind}.${flipped}`,
        // A student's own token, edited to name someone else.
        `${other.profileId}.${kind}.${signature}`,
        // The right shape for another kind.
        `${student.profileId}.post_like.${signature}`,
        signUnsubscribeToken('another-secret-that-is-long-enough-0123456789', student.profileId, 'application_status'),
        'not-a-token',
        '',
      ]) {
        const res = await unsubscribe({ token: bad });
        expect(res.statusCode, bad).toBe(422);
        expect(res.json().error.message, bad).toBe(t.linkInvalid);
      }
      expect((await unsubscribe({})).json().error.message).toBe(t.linkInvalid);
      const long = await unsubscribe({ token: 'x'.repeat(500) });
      expect(long.statusCode).toBe(422);
      expect(long.json().error.fields).toEqual({ token: t.linkInvalid });
      expect((await modes(student.token)).application_status).toBe('immediate');
      expect((await modes(other.token)).application_status).toBe('immediate');
    });

    it('404 when the token’s profile no longer exists', async () => {
      const gone = await buildUser(app.app, 'STUDENT');
      await app.database.db.execute(sql`delete from profiles where id = ${gone.profileId}`);
      const res = await unsubscribe({ token: signUnsubscribeToken(TEST_AUTH_SECRET, gone.profileId, 'job_alert') });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(t.linkGone);
    });

    it('a digest token turns every kind sent as a digest off and leaves immediate ones', async () => {
      const s = await buildUser(app.app, 'STUDENT');
      await put({ settings: { board: 'daily', activity: 'immediate' } }, s.token);
      const res = await unsubscribe({ token: signUnsubscribeToken(TEST_AUTH_SECRET, s.profileId, 'digest') });
      expect(res.json()).toEqual({ data: { kind: 'digest', label: 'Daily digest' } });
      expect(await modes(s.token)).toMatchObject({
        job_alert: 'off',
        event_alert: 'off',
        board: 'off',
        activity: 'immediate',
        application_status: 'immediate',
      });
    });

    it('takes a mail client’s one-click POST (form-encoded, token in the query)', async () => {
      const s = await buildUser(app.app, 'STUDENT');
      const token = signUnsubscribeToken(TEST_AUTH_SECRET, s.profileId, 'club_join_accepted');
      const res = await app.app.inject({
        method: 'POST',
        url: `${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect((await modes(s.token)).club_join_accepted).toBe('off');
    });

    it('GET of the header address changes nothing and leads to the page that asks first', async () => {
      const token = signUnsubscribeToken(TEST_AUTH_SECRET, student.profileId, 'application_status');
      const res = await app.app.inject({ method: 'GET', url: `${UNSUBSCRIBE}?token=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
      expect((await modes(student.token)).application_status).toBe('immediate');
    });
  });
});
