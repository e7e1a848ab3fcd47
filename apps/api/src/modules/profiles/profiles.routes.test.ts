import { ADMIN_CAPABILITIES, PROFILE_TEXTS } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildProfile, buildUser, signUp, uniqueEmail } from '../../../test/factories';
import { buildPortfolioStudent } from '../../../test/factories/portfolio';
import { statementsDuring } from '../../../test/support/statements';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3a1f50000000049454e44ae426082',
  'hex',
);

function multipart(name: string, filename: string, content: Buffer, type: string) {
  const boundary = '----lbdtest';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profiles', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(token) });
    return { status: res.statusCode, user: res.json().data?.user };
  };

  it('current_user_data: 401 signed out, 201 with a null profile before creation', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data' })).statusCode).toBe(401);
    const account = await signUp(t.app);
    expect(await me(account.token)).toMatchObject({ status: 201, user: { profile: null, portfolio: null } });
  });

  it('current_user_data is read in one statement beyond the access check: profile, career paths, portfolio', async () => {
    const student = await buildPortfolioStudent(t.app);
    const { result, statements } = await statementsDuring(() => me(student.token));
    expect(statements).toBe(1);
    expect(result.user).toMatchObject({
      profile: { id: student.profileId, unviewed_count: 0, topic_interests: [] },
      portfolio: { id: student.portfolioId, is_public: false },
    });
    expect(result.user.portfolio_job_roles.map((r: { job_role: { name: string } }) => r.job_role.name).sort()).toEqual([
      'Data Analyst',
      'Software Engineer',
    ]);
  });

  it('admin_access_level: 401 signed out, ADMIN for an admin, null for a mentor or a student', async () => {
    const level = (token?: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/admin_access_level', headers: token ? bearer(token) : {} });
    expect((await level()).statusCode).toBe(401);
    const admin = await buildAdmin(t.app);
    expect((await level(admin.token)).json()).toEqual({
      data: { access_level: 'ADMIN', capabilities: [...ADMIN_CAPABILITIES] },
    });
    for (const type of ['ADVISOR', 'STUDENT'] as const) {
      const answer = await level((await buildUser(t.app, type)).token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { access_level: null, capabilities: [] } });
    }
  });

  it('creates a student profile: active, terms not accepted, with institute, degree and specialization', async () => {
    const user = await buildUser(t.app, 'STUDENT');
    const { user: current } = await me(user.token);
    expect(current.profile).toMatchObject({
      id: user.profileId,
      profile_type: 'STUDENT',
      first_name: 'Asha',
      full_name: 'Asha Rao',
      active: true,
      terms_nd_cond: false,
      unviewed_count: 0,
      college_admin: { tpo_admin_dashboard: false, dept_admin_dashboard: false },
      org: { org_type: 'INSTITUTION' },
    });
    expect(current.portfolio_job_roles).toEqual([]);
  });

  it('companies and institutions start inactive (awaiting approval); mentors start active', async () => {
    const company = await buildUser(t.app, 'COMPANY');
    const institution = await buildUser(t.app, 'INSTITUTION');
    const advisor = await buildUser(t.app, 'ADVISOR');
    expect((await me(company.token)).user.profile).toMatchObject({ profile_type: 'COMPANY', active: false });
    expect((await me(institution.token)).user.profile).toMatchObject({ profile_type: 'INSTITUTION', active: false });
    expect((await me(advisor.token)).user.profile).toMatchObject({ profile_type: 'ADVISOR', active: true });
    // A company's profile name is the company's.
    expect((await me(company.token)).user.profile.full_name).toBe((await me(company.token)).user.profile.org.full_name);
  });

  it('a company not in the catalogue is created by name', async () => {
    const account = await signUp(t.app);
    const profile = await buildProfile(t.app, 'COMPANY', {
      my_org_id: undefined,
      org_name: 'Chai Labs Private Limited',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile',
      headers: bearer(account.token),
      payload: { profile },
    });
    expect(res.statusCode).toBe(201);
    expect((await me(account.token)).user.profile).toMatchObject({
      full_name: 'Chai Labs Private Limited',
      org: { org_type: 'COMPANY' },
    });
  });

  it('validates names, email and phone with the spec texts', async () => {
    const account = await signUp(t.app);
    const good = await buildProfile(t.app, 'STUDENT');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: '' }, 'first_name', 'First Name cannot be empty'],
      [{ first_name: 'A'.repeat(26) }, 'first_name', 'First Name cannot exceed 25 characters'],
      [{ first_name: 'R2D2' }, 'first_name', PROFILE_TEXTS.nameCharacters('First Name')],
      [{ email: 'bad@' }, 'email', 'Enter a valid email id'],
      [{ phone: '12' }, 'phone', 'Enter a valid phone number'],
      [{ phone: '123456789012345' }, 'phone', 'Enter a valid phone number'],
      // Indian mobile numbers start with 6 to 9 and have ten digits.
      [{ phone: '5123456789' }, 'phone', 'Enter a valid phone number'],
    ];
    for (const [override, field, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/profile',
        headers: bearer(account.token),
        payload: { profile: { ...good, ...override } },
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().error.fields[field], JSON.stringify(override)).toBe(message);
    }
    // Names with dots, apostrophes and hyphens are fine; other countries take 3 to 14 digits.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile',
      headers: bearer(account.token),
      payload: { profile: { ...good, first_name: "D'Souza-K.", country_code: '+44', phone: '2071838750' } },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses ids that are not in the catalogue with the creation-failed popup', async () => {
    const account = await signUp(t.app);
    const profile = await buildProfile(t.app, 'STUDENT', { degree_id: 999999 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile',
      headers: bearer(account.token),
      payload: { profile },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      message: 'Profile Creation Failed. Please check input parameters.',
      popup: { heading: 'Uh-Oh!', message: 'Profile Creation Failed. Please check input parameters.' },
      fields: { degree_id: expect.any(String) },
    });
    // A student's institute must be an institution.
    const company = (await t.app.inject({ method: 'GET', url: '/api/orgs?org_type=COMPANY&count=1' })).json().data[0]
      .id;
    const wrongOrg = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile',
      headers: bearer(account.token),
      payload: { profile: await buildProfile(t.app, 'STUDENT', { my_org_id: company }) },
    });
    expect(wrongOrg.json().error.fields.my_org_id).toBeDefined();
  });

  it('checks uniqueness of email and phone ("already in use") and allows one profile per account', async () => {
    const first = await buildUser(t.app, 'STUDENT');
    const account = await signUp(t.app);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile',
      headers: bearer(account.token),
      payload: {
        profile: await buildProfile(t.app, 'STUDENT', { email: first.profile.email, phone: first.profile.phone }),
      },
    });
    expect(dup.json().error.fields).toMatchObject({ email: 'Email already in use', phone: 'Phone already in use' });
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/check_identifier_availability?field=email&value=${encodeURIComponent(first.profile.email)}`,
      headers: bearer(account.token),
    });
    expect(check.json().data).toEqual({ available: false, message: 'Email already in use' });
    const free = await t.app.inject({
      method: 'GET',
      url: `/api/check_identifier_availability?field=email&value=${uniqueEmail()}`,
      headers: bearer(account.token),
    });
    expect(free.json().data).toEqual({ available: true, message: null });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile',
      headers: bearer(first.token),
      payload: { profile: await buildProfile(t.app, 'STUDENT') },
    });
    expect(again.statusCode).toBe(409);
  });

  it('terms: 401 signed out, 403 without a profile, accepted with terms_nd_cond=true', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/update_terms_nd_cond', payload: { terms_nd_cond: true } }))
        .statusCode,
    ).toBe(401);
    const bare = await signUp(t.app);
    const noProfile = await t.app.inject({
      method: 'POST',
      url: '/api/update_terms_nd_cond',
      headers: bearer(bare.token),
      payload: { terms_nd_cond: true },
    });
    expect(noProfile.statusCode).toBe(403);
    const user = await buildUser(t.app, 'STUDENT');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/update_terms_nd_cond',
      headers: bearer(user.token),
      payload: { terms_nd_cond: false },
    });
    expect(bad.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/update_terms_nd_cond',
      headers: bearer(user.token),
      payload: { terms_nd_cond: true },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(user.token)).user.profile.terms_nd_cond).toBe(true);
  });

  it('edits the own profile only (the token decides whose), through both edit paths', async () => {
    const a = await buildUser(t.app, 'STUDENT');
    const b = await buildUser(t.app, 'STUDENT');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/edit_profile',
      headers: bearer(a.token),
      payload: { profile: { first_name: 'Meera', bio: '<b>hi</b>' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: a.profileId,
      first_name: 'Meera',
      full_name: 'Meera Rao',
      bio: '<b>hi</b>',
    });
    const v2 = await t.app.inject({
      method: 'POST',
      url: '/api/v2/update_only_profile',
      headers: bearer(a.token),
      payload: { profile: { last_name: 'Iyer' } },
    });
    expect(v2.json().data.full_name).toBe('Meera Iyer');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/edit_profile',
      headers: bearer(a.token),
      payload: { profile: { email: b.profile.email } },
    });
    expect(taken.json().error.fields.email).toBe('Email already in use');
    expect((await me(b.token)).user.profile.first_name).toBe('Asha');
  });

  it('uploads an avatar checked by its bytes, not its name', async () => {
    const user = await buildUser(t.app, 'ADVISOR');
    const fake = multipart('file', 'photo.png', Buffer.from('<?php echo 1; ?>'), 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/my_profile/avatar',
      headers: { ...bearer(user.token), ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    const real = multipart('file', 'me.bin', PNG, 'application/octet-stream');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/my_profile/avatar',
      headers: { ...bearer(user.token), ...real.headers },
      payload: real.payload,
    });
    expect(ok.statusCode).toBe(200);
    const url = ok.json().data.avatar_url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await me(user.token)).user.profile.avatar_url).toBe(url);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/avatars/..%2F..%2F.auth-secret' })).statusCode).toBe(
      404,
    );
  });

  it('topic interests: set, read, remove; unknown skills refused; 404 for one not held', async () => {
    const user = await buildUser(t.app, 'STUDENT');
    const skills = (await t.app.inject({ method: 'GET', url: '/api/skills?count=3' }))
      .json()
      .data.map((s: { id: number }) => s.id);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/myprofile/topic_interests',
      headers: bearer(user.token),
      payload: { skill_ids: skills },
    });
    expect(set.json().data).toHaveLength(3);
    expect((await me(user.token)).user.profile.topic_interests).toHaveLength(3);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/myprofile/topic_interests/${skills[0]}`,
      headers: bearer(user.token),
    });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/myprofile/topic_interests/${skills[0]}`,
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/myprofile/topic_interests',
      headers: bearer(user.token),
      payload: { skill_ids: [999999] },
    });
    expect(unknown.statusCode).toBe(422);
  });
});
