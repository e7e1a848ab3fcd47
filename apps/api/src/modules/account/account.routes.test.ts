import { ACCOUNT_TEXTS, IDENTITY_TEXTS } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, clientIp, signIn, signUp, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { BODIES, buildPortfolioStudent, save } from '../../../test/factories/portfolio';
import { rowsOf } from '../../db/client';

const t_ = ACCOUNT_TEXTS;

/**
 * Issue 23 item 28: Profile Settings changes the password (other sessions end), exports the user's
 * own records, and deletes the account as decision 0068 says (what goes, what stays anonymised).
 */
describe('my account: change password, export, delete', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let company: Account;
  let jobId: number;

  beforeAll(async () => {
    t = await createTestApp({ sleep: async () => {} });
    admin = await buildAdmin(t.app);
    const [companyOrg] = await orgIds(t.app, 'COMPANY', 1);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: companyOrg, admin });
    jobId = await createJob(t.app, company.token, { title: 'Data Analyst' });
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': clientIp() },
      ...(payload ? { payload } : {}),
    });
  /** The current user: 201 as the spec has it (SPEC §7.1), 401 once the session has ended. */
  const me = async (token: string) => (await call('GET', '/api/v1/current_user_data', token)).statusCode;
  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(statement));
  const signInStatus = async (email: string, password: string) =>
    (await call('POST', '/api/identity/sign_in', undefined, { email, password })).statusCode;

  describe('GET /api/my_account', () => {
    it('401 signed out; the email, a password to confirm with, and whether deletion is offered', async () => {
      expect((await call('GET', '/api/my_account')).statusCode).toBe(401);
      const student = await buildUser(t.app, 'STUDENT');
      expect((await call('GET', '/api/my_account', student.token)).json().data).toEqual({
        email: student.email,
        has_password: true,
        can_delete: true,
        sign_in_alerts: true,
        sessions: [expect.objectContaining({ current: true })],
      });
      expect((await call('GET', '/api/my_account', admin.token)).json().data.can_delete).toBe(false);
    });
  });

  describe('POST /api/my_account/change_password', () => {
    const url = '/api/my_account/change_password';
    const body = (current: string, password: string, confirm = password) => ({
      current_password: current,
      password,
      confirm_password: confirm,
    });

    it('401 signed out', async () => {
      expect((await call('POST', url, undefined, body('a', 'new password here'))).statusCode).toBe(401);
    });

    it('bounded input: 422 with the spec’s words for each field', async () => {
      const user = await signUp(t.app);
      const cases: [object, Record<string, string>][] = [
        [body('', 'new password here'), { current_password: t_.currentPasswordRequired }],
        [body(user.password, 'short'), { password: IDENTITY_TEXTS.passwordTooShort }],
        [body(user.password, 'new password here', 'other'), { confirm_password: IDENTITY_TEXTS.passwordMismatch }],
        [body(user.password, 'x'.repeat(129)), { password: 'A password can have at most 128 characters.' }],
      ];
      for (const [payload, fields] of cases) {
        const res = await call('POST', url, user.token, payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
        expect(res.json().error.fields).toMatchObject(fields);
      }
    });

    it('a wrong current password is a clear 422 and changes nothing; so are the same or a common password', async () => {
      const user = await signUp(t.app);
      const wrong = await call('POST', url, user.token, body('not my password', 'a brand new secret'));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.fields).toEqual({ current_password: t_.wrongCurrentPassword });
      const same = await call('POST', url, user.token, body(user.password, user.password));
      expect(same.json().error.fields).toEqual({ password: t_.samePassword });
      const common = await call('POST', url, user.token, body(user.password, '12345678'));
      expect(common.json().error.fields).toEqual({ password: IDENTITY_TEXTS.passwordTooCommon });
      expect(await signInStatus(user.email, user.password)).toBe(200);
    });

    it('changes the password, keeps the session that asked, and ends every other one', async () => {
      const user = await signUp(t.app);
      const other = await signIn(t.app, user.email, user.password);
      const res = await call('POST', url, user.token, body(user.password, 'a brand new secret'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { ok: true } });
      expect(await me(user.token)).toBe(201);
      expect(await me(other.token)).toBe(401);
      // The other session's cookie no longer refreshes.
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/identity/refresh',
        headers: { cookie: other.cookie, 'x-forwarded-for': clientIp() },
      });
      expect(refresh.statusCode).toBe(401);
      expect(await signInStatus(user.email, user.password)).toBe(422);
      expect(await signInStatus(user.email, 'a brand new secret')).toBe(200);
    });

    it('an account without a password is told so', async () => {
      const user = await signUp(t.app);
      await t.database.db.execute(sql`delete from accounts where user_id = ${user.userId}`);
      const res = await call('POST', url, user.token, body('anything at all', 'a brand new secret'));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ current_password: t_.noPassword });
    });
  });

  describe('GET /api/my_account/export', () => {
    it('401 signed out; the user’s own records as a JSON download, nobody else’s', async () => {
      expect((await call('GET', '/api/my_account/export')).statusCode).toBe(401);
      const student = await buildPortfolioStudent(t.app);
      const someoneElse = await buildPortfolioStudent(t.app);
      expect((await save(t.app, student.token, 'readings', BODIES.book)).statusCode).toBe(201);
      await call('POST', `/api/jobs/${jobId}/apply`, student.token, { cover_note: 'Hello' });
      const res = await call('GET', '/api/my_account/export', student.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-disposition']).toContain(`filename="${t_.exportFileName}"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json().data;
      expect(data.account[0].email).toBe(student.email);
      expect(data.profile[0].email).toBe(student.profile.email);
      expect(data.books_and_articles.map((b: { title: string }) => b.title)).toEqual([BODIES.book.reading.title]);
      expect(data.degrees.length).toBeGreaterThan(0);
      expect(data.career_paths.map((c: { career_path: string }) => c.career_path).sort()).toEqual([
        'Data Analyst',
        'Software Engineer',
      ]);
      expect(data.job_applications).toMatchObject([{ job: 'Data Analyst', cover_note: 'Hello' }]);
      expect(res.body).not.toContain(someoneElse.email);
      expect(res.body).not.toContain(someoneElse.profile.email);
    });
  });

  describe('POST /api/my_account/delete', () => {
    const url = '/api/my_account/delete';

    it('401 signed out; 403 for an admin, in words', async () => {
      expect((await call('POST', url, undefined, { password: 'x' })).statusCode).toBe(401);
      const res = await call('POST', url, admin.token, { password: 'whatever' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(t_.adminCannotDelete);
    });

    it('needs the password: 422 without it or with a wrong one, and nothing is deleted', async () => {
      const student = await buildUser(t.app, 'STUDENT');
      const none = await call('POST', url, student.token, {});
      expect(none.statusCode).toBe(422);
      expect(none.json().error.fields).toEqual({ password: t_.deletePasswordRequired });
      const wrong = await call('POST', url, student.token, { password: 'not my password' });
      expect(wrong.json().error.fields).toEqual({ password: t_.wrongDeletePassword });
      // Typing the word does not replace the password of an account that has one.
      const word = await call('POST', url, student.token, { confirm: 'DELETE' });
      expect(word.json().error.fields).toEqual({ password: t_.deletePasswordRequired });
      const long = await call('POST', url, student.token, { password: 'x'.repeat(129) });
      expect(long.statusCode).toBe(422);
      expect(await me(student.token)).toBe(201);
    });

    it('deletes what is the person’s, anonymises what others received, ends every session, audits', async () => {
      const student = await buildPortfolioStudent(t.app);
      const otherSession = await signIn(t.app, student.email, student.password);
      expect((await save(t.app, student.token, 'readings', BODIES.book)).statusCode).toBe(201);
      const applied = await call('POST', `/api/jobs/${jobId}/apply`, student.token, { cover_note: 'My phone is 98…' });
      expect(applied.statusCode).toBe(201);
      const bystander = await buildPortfolioStudent(t.app);

      const res = await call('POST', url, student.token, { password: student.password });
      expect(res.statusCode).toBe(200);

      // Signed out everywhere; the account no longer signs in, and its email is free again.
      expect(await me(student.token)).toBe(401);
      expect(await me(otherSession.token)).toBe(401);
      expect(await signInStatus(student.email, student.password)).toBe(422);
      expect((await signUp(t.app, student.email)).email).toBe(student.email);

      // The person's own records are gone.
      const p = student.profileId;
      for (const table of [
        'educations',
        'readings',
        'portfolios',
        'portfolio_job_roles',
        'notification_email_settings',
      ])
        expect(await query(sql`select 1 from ${sql.raw(table)} where profile_id = ${p}`), table).toEqual([]);
      const [profile] = await query<Record<string, unknown>>(sql`select * from profiles where id = ${p}`);
      expect(profile).toMatchObject({
        full_name: 'Deleted user',
        first_name: 'Deleted',
        last_name: 'user',
        email: null,
        phone: null,
        avatar_url: null,
        active: false,
      });
      expect(profile!.deleted_at).not.toBeNull();
      expect(await query(sql`select 1 from sessions where user_id = ${student.userId}`)).toEqual([]);
      expect(await query(sql`select 1 from accounts where user_id = ${student.userId}`)).toEqual([]);
      const sent = await query(
        sql`select 1 from email_outbox where lower(to_address) = ${student.email.toLowerCase()}`,
      );
      expect(sent).toEqual([]);

      // The company keeps the application it received, anonymised, without the student's words.
      const [application] = await query<{ cover_note: string | null; status: string }>(
        sql`select cover_note, status from job_applications where job_id = ${jobId} and profile_id = ${p}`,
      );
      expect(application).toEqual({ cover_note: null, status: 'applied' });
      const applicants = await call('GET', `/api/job_applicants?job_id=${jobId}`, company.token);
      const names = (applicants.json().data as { student_name: string; email?: string | null }[]).map(
        (a) => a.student_name,
      );
      expect(names).toContain('Deleted user');
      expect(applicants.body).not.toContain(student.profile.email);

      // The audit log keeps the deletion, naming nobody.
      const [audit] = await query<{ action: string; before: unknown; after: unknown }>(
        sql`select action, before, after from audit_log where target_id = ${student.userId}`,
      );
      expect(audit).toEqual({
        action: 'delete_account',
        before: { profile_id: p, profile_type: 'STUDENT' },
        after: { anonymised: true },
      });

      // An admin can never bring the deleted profile back.
      const reactivate = await call('POST', '/api/admin/update_profile_status', admin.token, {
        profile_id: p,
        active: true,
      });
      expect(reactivate.statusCode).toBe(404);

      // Someone else is untouched.
      expect(await me(bystander.token)).toBe(201);
      expect(await query(sql`select 1 from portfolios where profile_id = ${bystander.profileId}`)).toHaveLength(1);
    });

    it('an account without a password confirms by typing DELETE', async () => {
      const student = await buildUser(t.app, 'STUDENT');
      await t.database.db.execute(sql`delete from accounts where user_id = ${student.userId}`);
      const wrongWord = await call('POST', url, student.token, { confirm: 'delete me' });
      expect(wrongWord.statusCode).toBe(422);
      expect(wrongWord.json().error.fields).toEqual({ confirm: t_.deleteWordRequired });
      expect((await call('POST', url, student.token, { confirm: 'DELETE' })).statusCode).toBe(200);
      expect(await me(student.token)).toBe(401);
    });
  });
});
