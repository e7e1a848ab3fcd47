import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, lastEmail, signIn } from '../../../test/factories';

describe('admin: approval, activation, password resets, bans', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Awaited<ReturnType<typeof buildAdmin>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, token: string | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(token) })).json().data.user;

  it('401 signed out, 403 for a non-admin, 404 for an unknown profile', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    expect((await post('/api/admin/approve_org_profile', null, { profile_id: 1 })).statusCode).toBe(401);
    expect(
      (await post('/api/admin/approve_org_profile', student.token, { profile_id: student.profileId })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/org_profiles', headers: bearer(student.token) }))
        .statusCode,
    ).toBe(403);
    expect((await post('/api/admin/approve_org_profile', admin.token, { profile_id: 999999 })).statusCode).toBe(404);
  });

  it('lists pending organisations and approves one, which becomes active', async () => {
    const company = await buildUser(t.app, 'COMPANY');
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/org_profiles?count=100',
      headers: bearer(admin.token),
    });
    expect(pending.statusCode).toBe(200);
    const row = pending.json().data.find((p: { id: number }) => p.id === company.profileId);
    // The contact person and how to reach them, and where the profile stands (issue 23 item 16).
    expect(row).toMatchObject({
      profile_type: 'COMPANY',
      active: false,
      contact_name: `${company.profile.first_name} ${company.profile.last_name}`,
      phone: `+91 ${company.profile.phone}`,
      designation: expect.any(String),
      org_membership: 'REQUESTED',
      deactivated: false,
    });
    expect(pending.json().data.every((p: { active: boolean }) => !p.active)).toBe(true);

    expect(
      (await post('/api/admin/approve_org_profile', admin.token, { profile_id: company.profileId })).statusCode,
    ).toBe(200);
    expect((await me(company.token)).profile.active).toBe(true);
    expect((await lastEmail(t.app, company.profile.email, 'profile_status'))!.subject).toBe(
      'Your organisation is approved on Learn By Doing',
    );
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/org_profiles?count=100',
      headers: bearer(admin.token),
    });
    expect(after.json().data.some((p: { id: number }) => p.id === company.profileId)).toBe(false);
    const student = await buildUser(t.app, 'STUDENT');
    expect(
      (await post('/api/admin/approve_org_profile', admin.token, { profile_id: student.profileId })).statusCode,
    ).toBe(422);
  });

  it('a deactivated organisation is told by email and is not listed as waiting for approval', async () => {
    const company = await buildUser(t.app, 'COMPANY');
    await post('/api/admin/approve_org_profile', admin.token, { profile_id: company.profileId });
    await post('/api/admin/update_profile_status', admin.token, { profile_id: company.profileId, active: false });
    expect((await lastEmail(t.app, company.profile.email, 'profile_status'))!.subject).toBe(
      'Your Learn By Doing profile has been deactivated',
    );
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/org_profiles?count=100',
      headers: bearer(admin.token),
    });
    expect(pending.json().data.some((p: { id: number }) => p.id === company.profileId)).toBe(false);
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/admin/profiles?query=${encodeURIComponent(company.profile.email)}`,
      headers: bearer(admin.token),
    });
    expect(all.json().data[0]).toMatchObject({ id: company.profileId, active: false, deactivated: true });
  });

  it('deactivates and activates any profile', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    await post('/api/admin/update_profile_status', admin.token, { profile_id: student.profileId, active: false });
    // Deactivation ends the sessions (issue 23): the old token is refused, a new sign-in sees the state.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(student.token) }))
        .statusCode,
    ).toBe(401);
    const again = await signIn(t.app, student.email, student.password);
    expect((await me(again.token)).profile).toMatchObject({ active: false, deactivated: true });
    await post('/api/admin/update_profile_status', admin.token, { profile_id: student.profileId, active: true });
    expect((await me(again.token)).profile).toMatchObject({ active: true, deactivated: false });
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/profiles?query=${encodeURIComponent(student.profile.email)}`,
      headers: bearer(admin.token),
    });
    expect(search.json().data.map((p: { id: number }) => p.id)).toEqual([student.profileId]);
  });

  it('resets a password by emailing the user a link', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    expect(
      (await post('/api/admin/reset_user_password', admin.token, { profile_id: student.profileId })).statusCode,
    ).toBe(200);
    const mail = await lastEmail(t.app, student.email);
    expect(mail?.text).toContain('/resetPassword?token=');
  });

  it('a ban ends the sessions at once and refuses sign-in; unban restores it', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    expect(
      (await post('/api/admin/ban_user', admin.token, { profile_id: student.profileId, reason: 'spam' })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(student.token) }))
        .statusCode,
    ).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign_in',
      payload: { email: student.email, password: student.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This account has been disabled. Please contact us.');
    await post('/api/admin/unban_user', admin.token, { profile_id: student.profileId });
    await expect(signIn(t.app, student.email, student.password)).resolves.toBeTruthy();
  });
});
