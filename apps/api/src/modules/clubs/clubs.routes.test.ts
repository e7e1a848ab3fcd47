import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { clubBody, createClub, joinClub } from '../../../test/factories/clubs';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';

describe('clubs: drafts, publishing, closing, discarding, lists', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let college: Awaited<ReturnType<typeof buildOrgUser>>;
  let rival: Awaited<ReturnType<typeof buildOrgUser>>;
  let institutes: number[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    institutes = await orgIds(t.app, 'INSTITUTION');
    college = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    rival = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[1], admin });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it('who may create: 401 signed out, 403 a student, 403 an organisation awaiting approval', async () => {
    expect((await call('POST', '/api/clubs', undefined, clubBody())).statusCode).toBe(401);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await call('POST', '/api/clubs', student.token, clubBody())).statusCode).toBe(403);
    const pending = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[2], approved: false });
    const res = await call('POST', '/api/clubs', pending.token, clubBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your organisation profile is awaiting approval.');
  });

  it('refuses bad drafts with clear messages', async () => {
    const empty = await call('POST', '/api/clubs', college.token, { title: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ title: 'Title cannot be empty' });
    const long = await call('POST', '/api/clubs', college.token, {
      title: 'x'.repeat(151),
      host: 'h'.repeat(151),
      club_type: 'Chess',
    });
    expect(long.json().error.fields).toEqual({
      title: 'Title cannot exceed 150 characters',
      host: 'Host cannot exceed 150 characters',
      club_type: 'Please select a club type',
    });
    const unknown = await call('POST', '/api/clubs', college.token, clubBody({ skill_ids: [999_999] }));
    expect(unknown.json().error.fields).toEqual({ skill_ids: 'Please select valid skills' });
  });

  it('creates a draft only its organisation sees (run as the organisation, not a member), completes and publishes it', async () => {
    const created = await call('POST', '/api/clubs', college.token, { title: 'Quiz Society' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;

    const own = await call('GET', `/api/clubs/${id}`, college.token);
    expect(own.json().data).toMatchObject({
      status: 'draft',
      can_manage: true,
      can_moderate: true,
      // The organisation's staff run the club without being counted as a member (issue 23 item 19).
      member_count: 0,
      my_membership: null,
    });
    expect((await call('GET', `/api/clubs/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/clubs/${id}`, rival.token)).statusCode).toBe(404);

    const early = await call('POST', `/api/clubs/${id}/publish`, college.token);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.fields).toEqual({
      description: 'Description cannot be empty',
      club_type: 'Please select a club type',
      host: 'Host cannot be empty',
      location: 'Location cannot be empty unless the club meets online',
    });

    const skills = (await call('GET', '/api/skills?query=public&count=2')).json().data.map((s: { id: number }) => s.id);
    const edited = await call('PUT', `/api/clubs/${id}`, college.token, {
      description: 'Weekly general quizzes and an annual open quiz.',
      club_type: 'Literary',
      host: 'Student Council',
      is_online: true,
      skill_ids: [...skills, ...skills],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.skill_ids).toEqual(skills);

    const published = await call('POST', `/api/clubs/${id}/publish`, college.token);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect((await call('POST', `/api/clubs/${id}/publish`, college.token)).statusCode).toBe(409);

    // The public share link: anyone, signed out too.
    const anyone = await call('GET', `/api/clubs/${id}`);
    expect(anyone.statusCode).toBe(200);
    expect(anyone.json().data).toMatchObject({
      title: 'Quiz Society',
      is_online: true,
      can_manage: false,
      my_membership: null,
      my_request: null,
      org: { id: institutes[0] },
    });
    const cleared = await call('PUT', `/api/clubs/${id}`, college.token, { host: ' ', is_online: false });
    expect(cleared.json().error.fields).toEqual({
      host: 'Host cannot be empty',
      location: 'Location cannot be empty unless the club meets online',
    });
  });

  it("answers 404 for another organisation's club on edit, publish, close, discard and dashboard", async () => {
    const id = await createClub(t.app, college.token, {}, false);
    expect((await call('PUT', `/api/clubs/${id}`, rival.token, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call('POST', `/api/clubs/${id}/publish`, rival.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/clubs/${id}/close`, rival.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/clubs/${id}`, rival.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/show_club_dashboard/${id}`, rival.token)).statusCode).toBe(404);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await call('PUT', `/api/clubs/${id}`, student.token, { title: 'x' })).statusCode).toBe(403);
    // A colleague from the same organisation and a site admin manage it.
    const colleague = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    expect((await call('PUT', `/api/clubs/${id}`, colleague.token, { title: 'Drama Club' })).statusCode).toBe(200);
    expect((await call('GET', `/api/clubs/${id}`, admin.token)).json().data.can_manage).toBe(true);
  });

  it('closes a published club (hidden from the public, still seen by members) and discards drafts only', async () => {
    const id = await createClub(t.app, college.token, { title: 'Photography Club' });
    const student = await buildUser(t.app, 'STUDENT');
    await joinClub(t.app, id, student.token, college.token);
    expect((await call('DELETE', `/api/clubs/${id}`, college.token)).statusCode).toBe(409);
    const closed = await call('POST', `/api/clubs/${id}/close`, college.token);
    expect(closed.json().data).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    const again = await call('POST', `/api/clubs/${id}/close`, college.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This club is already closed.');
    expect((await call('GET', `/api/clubs/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/clubs/${id}`, student.token)).json().data.my_membership.role).toBe('member');
    expect((await call('POST', `/api/clubs/${id}/publish`, college.token)).statusCode).toBe(200);

    const draft = await createClub(t.app, college.token, {}, false);
    expect((await call('POST', `/api/clubs/${draft}/close`, college.token)).json().error.message).toBe(
      'Only a published club can be closed.',
    );
    expect((await call('DELETE', `/api/clubs/${draft}`, college.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/clubs/${draft}`, college.token)).statusCode).toBe(404);
  });

  it('lets companies create clubs, and admins create for a named organisation', async () => {
    const company = await buildOrgUser(t.app, 'COMPANY', { admin });
    const id = await createClub(t.app, company.token, { title: 'Toastmasters Chapter', club_type: 'Professional' });
    expect((await call('GET', `/api/clubs/${id}`)).json().data.club_type).toBe('Professional');

    const nameless = await call('POST', '/api/clubs', admin.token, clubBody());
    expect(nameless.json().error.fields).toEqual({ org_id: 'Please select the organisation this club belongs to' });
    const forOrg = await call('POST', '/api/clubs', admin.token, clubBody({ org_id: institutes[3] }));
    expect(forOrg.statusCode).toBe(201);
    const club = (await call('GET', `/api/clubs/${forOrg.json().data.id}`, admin.token)).json().data;
    expect(club).toMatchObject({ org: { id: institutes[3] }, can_manage: true, member_count: 0 });
    // An institution always creates for its own organisation.
    const own = await call('POST', '/api/clubs', college.token, clubBody({ org_id: institutes[3] }));
    const ownClub = (await call('GET', `/api/clubs/${own.json().data.id}`, college.token)).json().data;
    expect(ownClub.org.id).toBe(institutes[0]);
  });

  it('lists published clubs newest first with paging, search words and type', async () => {
    const org = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[4], admin });
    const a = await createClub(t.app, org.token, { title: 'Astronomy Circle', club_type: 'Technical' });
    const b = await createClub(t.app, org.token, {
      title: 'Street Dance Crew',
      club_type: 'Cultural',
      host: 'Fine Arts',
    });
    const c = await createClub(t.app, org.token, { title: 'Astro Photography', club_type: 'Cultural' });
    await createClub(t.app, org.token, { title: 'Astronomy Drafts' }, false);

    const page1 = await call('GET', '/api/clubs?page=1&count=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data.map((x: { id: number }) => x.id)).toEqual([c, b]);
    expect(page1.json().pagination).toMatchObject({ page: 1, count: 2 });
    const total = page1.json().pagination.total as number;
    const page2 = await call('GET', '/api/clubs?page=2&count=2');
    expect(page2.json().data[0].id).toBe(a);
    expect(page2.json().pagination.total).toBe(total);
    expect((await call('GET', '/api/clubs?page=0&count=2')).json().pagination.page).toBe(1);

    const astro = await call('GET', '/api/clubs?query=astro');
    expect(
      astro
        .json()
        .data.map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([a, c].sort());
    const words = await call('GET', '/api/clubs?query=astronomy%20circle');
    expect(words.json().data.map((x: { id: number }) => x.id)).toEqual([a]);
    const host = await call('GET', '/api/clubs?query=fine');
    expect(host.json().data.map((x: { id: number }) => x.id)).toEqual([b]);
    const cultural = await call('GET', `/api/clubs?club_type=Cultural&count=100`);
    expect(cultural.json().data.every((x: { club_type: string }) => x.club_type === 'Cultural')).toBe(true);
    expect((await call('GET', '/api/clubs?query=%25%25')).statusCode).toBe(200);
    expect((await call('GET', `/api/clubs?query=${'q'.repeat(101)}`)).statusCode).toBe(422);
  });

  it("lists an organisation's clubs (own: every status; public: published) and counts them", async () => {
    const companies = await orgIds(t.app, 'COMPANY');
    const company = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
    const draft = await createClub(t.app, company.token, { title: 'Draft club' }, false);
    const live = await createClub(t.app, company.token, { title: 'Live club' });

    expect((await call('GET', '/api/show_org_clubs')).statusCode).toBe(401);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await call('GET', '/api/show_org_clubs', student.token)).statusCode).toBe(403);
    const mine = await call('GET', '/api/show_org_clubs?page=1&count=10', company.token);
    expect(mine.json().data.map((x: { id: number }) => x.id)).toEqual([live, draft]);
    expect(mine.json().pagination).toEqual({ page: 1, count: 10, total: 2, total_pages: 1 });
    const drafts = await call('GET', '/api/show_org_clubs?status=draft', company.token);
    expect(drafts.json().data.map((x: { id: number }) => x.id)).toEqual([draft]);

    const orgId = (await call('GET', `/api/clubs/${live}`)).json().data.org.id as number;
    const pub = await call('GET', `/api/show_org_clubs?org_id=${orgId}&status=PUBLIC`);
    expect(pub.json().data.map((x: { id: number }) => x.id)).toEqual([live]);
    const noOrg = await call('GET', '/api/show_org_clubs?status=PUBLIC');
    expect(noOrg.statusCode).toBe(422);

    const counts = await call('GET', '/api/get_org_club_count', company.token);
    expect(counts.json().data).toEqual({ type: 'clubs', total: 2, draft: 1, published: 1, closed: 0 });
    expect((await call('GET', '/api/get_org_club_count', student.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/get_org_club_count')).statusCode).toBe(401);
  });

  it('shows the dashboard with counts to the organisation and a club committee member', async () => {
    const id = await createClub(t.app, college.token, { title: 'Debate Club' });
    const [s1, s2, s3] = await Promise.all([1, 2, 3].map(() => buildUser(t.app, 'STUDENT')));
    await joinClub(t.app, id, s1!.token, college.token);
    const rejected = await joinClub(t.app, id, s2!.token);
    await call('PUT', `/api/club_join_requests/${rejected}`, college.token, { status: 'rejected' });
    await joinClub(t.app, id, s3!.token);

    expect((await call('GET', `/api/show_club_dashboard/${id}`)).statusCode).toBe(401);
    const noProfile = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign_up',
      remoteAddress: '10.9.9.9',
      payload: {
        email: `np.${Date.now()}@example.com`,
        password: 'long enough pass',
        confirm_password: 'long enough pass',
      },
    });
    const npToken = noProfile.json().data.access_token as string;
    expect((await call('GET', `/api/show_club_dashboard/${id}`, npToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/show_club_dashboard/${id}`, s1!.token)).statusCode).toBe(404);

    const dash = await call('GET', `/api/show_club_dashboard/${id}`, college.token);
    expect(dash.statusCode).toBe(200);
    expect(dash.json().data).toMatchObject({
      club: { id, title: 'Debate Club', can_manage: true },
      counts: { members: 1, admins: 0, committee: 0, pending_requests: 1, accepted_requests: 1, rejected_requests: 1 },
      can_change_roles: true,
    });

    await call('POST', '/api/update_club_committee', college.token, {
      club_id: id,
      profile_id: s1!.profileId,
      committee: true,
      title: 'Secretary',
    });
    const asCommittee = await call('GET', `/api/show_club_dashboard/${id}`, s1!.token);
    expect(asCommittee.statusCode).toBe(200);
    expect(asCommittee.json().data).toMatchObject({
      club: { can_manage: false, can_moderate: true },
      counts: { committee: 1 },
      can_change_roles: false,
    });
    // Made an admin, the Secretary keeps the title and the committee seat: 'Admin · Secretary' is
    // counted as an admin and on the committee, never '0 Committee' beside it.
    await call('PUT', `/api/update_club_admin/${id}`, college.token, { profile_id: s1!.profileId, is_admin: true });
    expect((await call('GET', `/api/show_club_dashboard/${id}`, college.token)).json().data.counts).toMatchObject({
      members: 1,
      admins: 1,
      committee: 1,
    });
  });

  it('every clubs route refuses the signed out (401) and the wrong profile type (403)', async () => {
    const orgRoutes: [string, string][] = [
      ['POST', '/api/clubs'],
      ['PUT', '/api/clubs/1'],
      ['POST', '/api/clubs/1/publish'],
      ['POST', '/api/clubs/1/close'],
      ['DELETE', '/api/clubs/1'],
      ['GET', '/api/show_org_clubs'],
      ['GET', '/api/get_org_club_count'],
    ];
    const studentRoutes: [string, string][] = [
      ['POST', '/api/clubs/1/join_request'],
      ['GET', '/api/my_profile/my_clubs'],
      ['GET', '/api/my_profile/my_clubs/1'],
      ['GET', '/api/recommended/clubs'],
    ];
    const student = await buildUser(t.app, 'STUDENT');
    const mentor = await buildUser(t.app, 'ADVISOR');
    const check = async (method: string, url: string, token: string | undefined, status: number) => {
      const res = await call(method as 'GET', url, token, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} ${status}`);
    };
    for (const [method, url] of [...orgRoutes, ...studentRoutes]) await check(method, url, undefined, 401);
    for (const [method, url] of orgRoutes) await check(method, url, student.token, 403);
    for (const [method, url] of studentRoutes) await check(method, url, mentor.token, 403);
    await check('GET', '/api/show_mentor_clubs', undefined, 401);
    await check('GET', '/api/show_mentor_clubs', student.token, 403);
    await check('POST', '/api/clubs/1/leave', undefined, 401);
    await check('POST', '/api/clubs/1/leave', college.token, 403);
  });
});
