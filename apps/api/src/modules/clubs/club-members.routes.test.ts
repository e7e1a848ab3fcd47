import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildMentor, buildUser, type Account } from '../../../test/factories';
import { createClub, joinClub } from '../../../test/factories/clubs';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';

describe('clubs: join requests, members, admins and committee, my clubs, recommendations', () => {
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
  const student = () => buildUser(t.app, 'STUDENT');

  it('a student asks to join; duplicates, members, drafts and closed clubs are refused', async () => {
    const id = await createClub(t.app, college.token);
    const s = await student();
    expect((await call('POST', `/api/clubs/${id}/join_request`, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', `/api/clubs/${id}/join_request`, college.token, {})).statusCode).toBe(403);
    const long = await call('POST', `/api/clubs/${id}/join_request`, s.token, { message: 'm'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields).toEqual({ message: 'Message cannot exceed 500 characters' });

    const sent = await call('POST', `/api/clubs/${id}/join_request`, s.token, { message: 'I build robots at home.' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.status).toBe('pending');
    const again = await call('POST', `/api/clubs/${id}/join_request`, s.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already asked to join this club.');
    expect((await call('GET', `/api/clubs/${id}`, s.token)).json().data.my_request).toEqual({
      id: sent.json().data.id,
      status: 'pending',
    });

    await call('PUT', `/api/club_join_requests/${sent.json().data.id}`, college.token, { status: 'accepted' });
    const member = await call('POST', `/api/clubs/${id}/join_request`, s.token, {});
    expect(member.statusCode).toBe(409);
    expect(member.json().error.message).toBe('You are already a member of this club.');

    const draft = await createClub(t.app, college.token, {}, false);
    expect((await call('POST', `/api/clubs/${draft}/join_request`, s.token, {})).statusCode).toBe(404);
    const closed = await createClub(t.app, college.token);
    await call('POST', `/api/clubs/${closed}/close`, college.token);
    const late = await call('POST', `/api/clubs/${closed}/join_request`, s.token, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This club is not taking join requests.');
  });

  it('accepting makes a member, rejecting does not; answered requests stay answered', async () => {
    const id = await createClub(t.app, college.token);
    const [a, b] = await Promise.all([student(), student()]);
    const ra = await joinClub(t.app, id, a.token);
    const rb = await joinClub(t.app, id, b.token);

    const list = await call('GET', `/api/show_club_join_requests?club_id=${id}&status=pending`, college.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([rb, ra]);
    expect(list.json().data[0]).toMatchObject({ profile_id: b.profileId, name: 'Asha Rao', status: 'pending' });
    expect((await call('GET', `/api/show_club_join_requests?club_id=${id}`, rival.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/show_club_join_requests?club_id=${id}`, a.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/show_club_join_requests?club_id=${id}`)).statusCode).toBe(401);

    expect((await call('PUT', `/api/club_join_requests/${ra}`, rival.token, { status: 'accepted' })).statusCode).toBe(
      404,
    );
    const bad = await call('PUT', `/api/club_join_requests/${ra}`, college.token, { status: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ status: 'Please choose accepted or rejected' });

    const ok = await call('PUT', `/api/club_join_requests/${ra}`, college.token, { status: 'accepted' });
    expect(ok.json().data).toEqual({ id: ra, status: 'accepted' });
    const no = await call('PUT', `/api/club_join_requests/${rb}`, college.token, { status: 'rejected' });
    expect(no.json().data).toEqual({ id: rb, status: 'rejected' });
    const twice = await call('PUT', `/api/club_join_requests/${ra}`, college.token, { status: 'rejected' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This request has already been answered.');

    expect((await call('GET', `/api/clubs/${id}`, a.token)).json().data.my_membership).toMatchObject({
      role: 'member',
    });
    const bView = (await call('GET', `/api/clubs/${id}`, b.token)).json().data;
    expect(bView).toMatchObject({ my_membership: null, my_request: { id: rb, status: 'rejected' } });
    // A rejected student may ask again.
    expect((await call('POST', `/api/clubs/${id}/join_request`, b.token, {})).statusCode).toBe(201);

    const members = await call('GET', `/api/club_members?club_id=${id}`, college.token);
    // The organisation's staff run the club without being one of its members.
    expect(members.json().data.map((m: { profile_id: number; role: string }) => [m.profile_id, m.role])).toEqual([
      [a.profileId, 'member'],
    ]);
    expect((await call('GET', `/api/club_members?club_id=${id}`, rival.token)).statusCode).toBe(404);
    const onlyMembers = await call('GET', `/api/club_members?club_id=${id}&role=member`, college.token);
    expect(onlyMembers.json().pagination.total).toBe(1);
  });

  it('leaving: members leave, a waiting request is withdrawn, others get 409', async () => {
    const id = await createClub(t.app, college.token);
    const [a, b, c] = await Promise.all([student(), student(), student()]);
    await joinClub(t.app, id, a.token, college.token);
    await joinClub(t.app, id, b.token);
    expect((await call('POST', `/api/clubs/${id}/leave`, a.token)).json().data).toEqual({ result: 'left' });
    expect((await call('POST', `/api/clubs/${id}/leave`, b.token)).json().data).toEqual({ result: 'withdrawn' });
    expect((await call('GET', `/api/clubs/${id}`, b.token)).json().data.my_request.status).toBe('withdrawn');
    const none = await call('POST', `/api/clubs/${id}/leave`, c.token);
    expect(none.statusCode).toBe(409);
    expect((await call('POST', '/api/clubs/999999/leave', c.token)).statusCode).toBe(404);
  });

  it('admins and committee: the organisation changes roles; a student club admin runs requests; committee may not', async () => {
    const id = await createClub(t.app, college.token);
    const [lead, sec, newbie, outsider] = await Promise.all([student(), student(), student(), student()]);
    await joinClub(t.app, id, lead.token, college.token);
    await joinClub(t.app, id, sec.token, college.token);

    expect((await call('PUT', `/api/update_club_admin/${id}`, undefined, {})).statusCode).toBe(401);
    expect(
      (await call('PUT', `/api/update_club_admin/${id}`, rival.token, { profile_id: lead.profileId, is_admin: true }))
        .statusCode,
    ).toBe(404);
    const notMember = await call('PUT', `/api/update_club_admin/${id}`, college.token, {
      profile_id: outsider.profileId,
      is_admin: true,
    });
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json().error.fields).toEqual({ profile_id: 'This person is not a member of the club.' });

    const made = await call('PUT', `/api/update_club_admin/${id}`, college.token, {
      profile_id: lead.profileId,
      is_admin: true,
    });
    expect(made.json().data).toEqual({ profile_id: lead.profileId, role: 'admin', committee_title: null });

    // The student club admin puts a member on the committee and handles a request.
    const committee = await call('POST', '/api/update_club_committee', lead.token, {
      club_id: id,
      profile_id: sec.profileId,
      committee: true,
      title: 'Treasurer',
    });
    expect(committee.json().data).toEqual({
      profile_id: sec.profileId,
      role: 'committee',
      committee_title: 'Treasurer',
    });
    const req = await joinClub(t.app, id, newbie.token);
    expect((await call('PUT', `/api/club_join_requests/${req}`, lead.token, { status: 'accepted' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/clubs/${id}`, lead.token)).json().data).toMatchObject({
      can_manage: false,
      can_moderate: true,
    });
    // A club admin does not edit the club itself (that is the organisation's).
    expect((await call('PUT', `/api/clubs/${id}`, lead.token, { title: 'x' })).statusCode).toBe(403);

    // The committee lists members and requests but may not change roles.
    expect((await call('GET', `/api/club_members?club_id=${id}`, sec.token)).statusCode).toBe(200);
    const denied = await call('PUT', `/api/update_club_admin/${id}`, sec.token, {
      profile_id: newbie.profileId,
      is_admin: true,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(
      'Only the organisation and the club admins can change admins and the committee.',
    );
    expect((await call('DELETE', `/api/clubs/${id}/members/${newbie.profileId}`, sec.token)).statusCode).toBe(403);
    // An ordinary member sees nothing of it.
    expect((await call('GET', `/api/club_members?club_id=${id}`, newbie.token)).statusCode).toBe(404);

    const adminOnCommittee = await call('POST', '/api/update_club_committee', college.token, {
      club_id: id,
      profile_id: lead.profileId,
      committee: true,
    });
    expect(adminOnCommittee.statusCode).toBe(409);
    const longTitle = await call('POST', '/api/update_club_committee', college.token, {
      club_id: id,
      profile_id: sec.profileId,
      committee: true,
      title: 't'.repeat(81),
    });
    expect(longTitle.json().error.fields).toEqual({ title: 'Committee title cannot exceed 80 characters' });

    const off = await call('POST', '/api/update_club_committee', college.token, {
      club_id: id,
      profile_id: sec.profileId,
      committee: false,
    });
    expect(off.json().data).toEqual({ profile_id: sec.profileId, role: 'member', committee_title: null });
    const demoted = await call('PUT', `/api/update_club_admin/${id}`, college.token, {
      profile_id: lead.profileId,
      is_admin: false,
    });
    expect(demoted.json().data.role).toBe('member');
    expect((await call('GET', `/api/club_members?club_id=${id}`, lead.token)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/clubs/${id}/members/${newbie.profileId}`, rival.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/clubs/${id}/members/${newbie.profileId}`, college.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/clubs/${id}/members/${newbie.profileId}`, college.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/clubs/${id}`, newbie.token)).json().data.my_membership).toBeNull();
  });

  it("a mentor of the club's organisation can be made admin and then lists the club", async () => {
    const id = await createClub(t.app, college.token, { title: 'Coding Club' });
    // The institute's staff accept the mentor's request to join first.
    const mentor = await buildMentor(t.app, college, { my_org_id: institutes[0] });
    const before = await call('GET', '/api/show_mentor_clubs', mentor.token);
    expect(before.json().data.map((c: { id: number }) => c.id)).toContain(id);
    const other = await createClub(t.app, college.token, { title: 'Chess Club' });
    const made = await call('PUT', `/api/update_club_admin/${id}`, college.token, {
      profile_id: mentor.profileId,
      is_admin: true,
    });
    expect(made.json().data.role).toBe('admin');
    const after = await call('GET', '/api/show_mentor_clubs?page=1&count=10', mentor.token);
    expect(after.json().data.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(after.json().data).not.toContainEqual(expect.objectContaining({ id: other }));
    expect((await call('GET', `/api/show_club_dashboard/${id}`, mentor.token)).statusCode).toBe(200);
  });

  it("my clubs: the student's memberships with paging, one by id, 404 for others", async () => {
    const s = await student();
    const ids: number[] = [];
    for (const title of ['Music Club', 'Cycling Club', 'Book Club']) {
      const id = await createClub(t.app, college.token, { title });
      await joinClub(t.app, id, s.token, college.token);
      ids.push(id);
    }
    const page1 = await call('GET', '/api/my_profile/my_clubs?page=1&count=2', s.token);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data.map((m: { club: { id: number } }) => m.club.id)).toEqual([ids[2], ids[1]]);
    expect(page1.json().pagination).toEqual({ page: 1, count: 2, total: 3, total_pages: 2 });
    expect(page1.json().data[0]).toMatchObject({ role: 'member', club: { title: 'Book Club', member_count: 1 } });
    const one = await call('GET', `/api/my_profile/my_clubs/${ids[0]}`, s.token);
    expect(one.json().data.club.title).toBe('Music Club');
    const other = await student();
    expect((await call('GET', `/api/my_profile/my_clubs/${ids[0]}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/my_profile/my_clubs', other.token)).json().data).toEqual([]);
  });

  it('club_org_students lists students of the organisation who are not members yet', async () => {
    const id = await createClub(t.app, college.token);
    const [a, b] = await Promise.all([
      buildUser(t.app, 'STUDENT', { my_org_id: institutes[0], first_name: 'Zubin' }),
      buildUser(t.app, 'STUDENT', { my_org_id: institutes[0], first_name: 'Zara' }),
    ]);
    await joinClub(t.app, id, a.token, college.token);
    const res = await call('GET', `/api/club_org_students?club_id=${id}&query=z&count=100`, college.token);
    expect(res.statusCode).toBe(200);
    const found = res.json().data.map((p: { profile_id: number }) => p.profile_id);
    expect(found).toContain(b.profileId);
    expect(found).not.toContain(a.profileId);
    expect((await call('GET', `/api/club_org_students?club_id=${id}`, rival.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/club_org_students?club_id=${id}`)).statusCode).toBe(401);
  });

  it('recommends published clubs by overlap with a reason, without joined or requested ones', async () => {
    const s = await student();
    const roles = (await call('GET', '/api/job_roles?count=3')).json().data.map((r: { id: number }) => r.id);
    const chosen = await call('POST', '/api/my_portfolio/job_roles', s.token, {
      portfolio: { job_roles: [roles[0]] },
    });
    expect(chosen.statusCode).toBeLessThan(300);
    const company = await buildOrgUser(t.app, 'COMPANY', { admin });
    const fit = await createClub(t.app, company.token, { title: 'Analytics Guild', job_role_ids: [roles[0]] });
    const plain = await createClub(t.app, company.token, { title: 'Hiking Group' });
    const joined = await createClub(t.app, company.token, { title: 'Joined Club', job_role_ids: [roles[0]] });
    const asked = await createClub(t.app, company.token, { title: 'Asked Club', job_role_ids: [roles[0]] });
    await createClub(t.app, company.token, { title: 'Draft fit', job_role_ids: [roles[0]] }, false);
    await joinClub(t.app, joined, s.token, company.token);
    await joinClub(t.app, asked, s.token);

    const res = await call('GET', '/api/recommended/clubs?count=100', s.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; reason: string; score: number }[];
    const ids = data.map((c) => c.id);
    expect(ids[0]).toBe(fit);
    expect(data[0]!.reason).toMatch(/^fits your career path /);
    expect(ids).toContain(plain);
    expect(data.find((c) => c.id === plain)!.reason).toBe('recently started');
    expect(ids).not.toContain(joined);
    expect(ids).not.toContain(asked);
    const paged = await call('GET', '/api/recommended/clubs?page=2&count=1', s.token);
    expect(paged.json().pagination).toMatchObject({ page: 2, count: 1, total: data.length });
    expect(paged.json().data[0].id).toBe(ids[1]);
  });
});
