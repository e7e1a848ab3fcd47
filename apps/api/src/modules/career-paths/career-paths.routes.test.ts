import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser, signUp } from '../../../test/factories';

describe('career paths', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let roleIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    roleIds = (await t.app.inject({ method: 'GET', url: '/api/job_roles?count=12' }))
      .json()
      .data.map((r: { id: number }) => r.id);
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

  it('who may call: 401 signed out, 403 for other profile types, 403 without a profile', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/my_portfolio/job_roles',
          payload: { portfolio: { job_roles: [1] } },
        })
      ).statusCode,
    ).toBe(401);
    const company = await buildUser(t.app, 'COMPANY');
    expect(
      (await post('/api/my_portfolio/job_roles', company.token, { portfolio: { job_roles: [roleIds[0]] } })).statusCode,
    ).toBe(403);
    const bare = await signUp(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get_recommended/job_roles', headers: bearer(bare.token) }))
        .statusCode,
    ).toBe(403);
  });

  it('chooses career paths, replaces them, adds to them; empty and unknown refused', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const empty = await post('/api/my_portfolio/job_roles', student.token, { portfolio: { job_roles: [] } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ job_roles: 'Career Paths cant be empty' });
    const unknown = await post('/api/my_portfolio/job_roles', student.token, { portfolio: { job_roles: [999999] } });
    expect(unknown.statusCode).toBe(422);

    const set = await post('/api/my_portfolio/job_roles', student.token, {
      portfolio: { job_roles: roleIds.slice(0, 2) },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.map((r: { job_role: { id: number } }) => r.job_role.id)).toEqual(roleIds.slice(0, 2));
    const added = await post('/api/my_portfolio/create_job_roles', student.token, { job_role_ids: [roleIds[2]] });
    expect(added.json().data).toHaveLength(3);
    const replaced = await post('/api/my_portfolio/update_my_job_roles', student.token, { job_role_ids: [roleIds[3]] });
    expect(replaced.json().data).toHaveLength(1);
    const tooMany = await post('/api/my_portfolio/job_role_ids', student.token, { job_role_ids: roleIds.slice(0, 11) });
    expect(tooMany.statusCode).toBe(422);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(student.token) });
    expect(me.json().data.user.portfolio_job_roles).toEqual([
      expect.objectContaining({
        portfolio_id: null,
        user_id: student.userId,
        job_role: expect.objectContaining({ id: roleIds[3] }),
      }),
    ]);
  });

  it('starts a private portfolio when the request has no body at all', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    await post('/api/my_portfolio/job_roles', student.token, { portfolio: { job_roles: [roleIds[0]] } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/my_portfolio/portfolios',
      headers: bearer(student.token),
    });
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(student.token) });
    expect(me.json().data.user.portfolio).toMatchObject({ is_public: false });
  });

  it('starts the portfolio once, only with career paths chosen; private unless the student says so', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const early = await post('/api/my_portfolio/portfolios', student.token, {});
    expect(early.statusCode).toBe(422);
    await post('/api/my_portfolio/job_roles', student.token, { portfolio: { job_roles: [roleIds[0]] } });
    const notYesOrNo = await post('/api/my_portfolio/portfolios', student.token, { is_public: 'yes' });
    expect(notYesOrNo.statusCode).toBe(422);
    expect(notYesOrNo.json().error.fields).toEqual({ is_public: 'This field cant be empty' });
    // No answer to the onboarding question: private (issue 23 item 23).
    const created = await post('/api/my_portfolio/portfolios', student.token, {});
    expect(created.statusCode).toBe(201);
    expect((await post('/api/my_portfolio/portfolios', student.token, {})).statusCode).toBe(409);
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/v1/current_user_data', headers: bearer(student.token) })
    ).json().data.user;
    expect(me.portfolio).toMatchObject({ id: created.json().data.id, is_public: false });
    expect(me.portfolio_job_roles[0].portfolio_id).toBe(created.json().data.id);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/public_portfolio?profile_id=${student.profileId}` });
    expect(hidden.statusCode).toBe(404);

    // A student who answers yes has a public portfolio from the start.
    const open = await buildUser(t.app, 'STUDENT');
    await post('/api/my_portfolio/job_roles', open.token, { portfolio: { job_roles: [roleIds[0]] } });
    expect((await post('/api/my_portfolio/portfolios', open.token, { is_public: true })).statusCode).toBe(201);
    const shown = await t.app.inject({ method: 'GET', url: `/api/public_portfolio?profile_id=${open.profileId}` });
    expect(shown.statusCode).toBe(200);
  });

  it('the institute and degree named on the profile become the portfolio’s Degree entry, once', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    await post('/api/my_portfolio/job_roles', student.token, { portfolio: { job_roles: [roleIds[0]] } });
    await post('/api/my_portfolio/portfolios', student.token, { is_public: false });
    const read = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/my_portfolio/portfolios', headers: bearer(student.token) })
      ).json().data;
    const portfolio = await read();
    expect(portfolio.sections.education).toEqual([
      expect.objectContaining({
        card: 'education',
        my_org_id: student.profile.my_org_id,
        institute: portfolio.profile.institute,
        degree: portfolio.profile.degree,
        specialization: portfolio.profile.specialization,
        // A B.Tech of the class of 2027: July 2023 to June 2027.
        tenure: ['202307', '202706'],
        format: null,
        latest_edu: true,
      }),
    ]);
    expect(portfolio.points.education).toBe(50);
    // Once: a second start changes nothing, and adding the same degree again is the portfolio's duplicate.
    expect((await post('/api/my_portfolio/portfolios', student.token, {})).statusCode).toBe(409);
    const again = await post('/api/my_portfolio/educations', student.token, {
      education: {
        institute: portfolio.profile.institute,
        degree: portfolio.profile.degree,
        specialization: portfolio.profile.specialization,
        tenure: ['202307', '202706'],
        format: 'GPA',
        score: 8,
        backlogsStatus: 'no',
        placed: 'no',
        latest_edu: true,
      },
    });
    expect(again.statusCode).toBe(409);
    expect((await read()).sections.education).toHaveLength(1);
  });

  it('recommends career paths ranked for the student, with reasons', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/get_recommended/job_roles',
      headers: bearer(student.token),
    });
    expect(res.statusCode).toBe(200);
    const roles = res.json().data as { type: string; score: number; reasons: string[] }[];
    expect(roles.length).toBeGreaterThanOrEqual(50);
    // The factory's student studies Computer Science: the best matches are technology or data roles.
    expect(['Technology', 'Data', 'Core Engineering']).toContain(roles[0]!.type);
    expect(roles[0]!.reasons.length).toBeGreaterThan(0);
    for (let i = 1; i < roles.length; i += 1) expect(roles[i - 1]!.score).toBeGreaterThanOrEqual(roles[i]!.score);
  });

  it('lists all career paths and the life skills to any signed-in user', async () => {
    const bare = await signUp(t.app);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/my_portfolio/list_job_roles?query=data',
      headers: bearer(bare.token),
    });
    expect(list.json().data[0].skills.length).toBeGreaterThan(0);
    const life = await t.app.inject({
      method: 'GET',
      url: '/api/my_portfolio/fetch_life_skill_roles',
      headers: bearer(bare.token),
    });
    expect(life.json().data.length).toBeGreaterThanOrEqual(20);
  });
});
