import { notificationPath, type Invitation, type Notification } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { createClub } from '../../../test/factories/clubs';
import { createEvent } from '../../../test/factories/events';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';

describe('invitations to clubs and events', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let institution: Account;
  let rival: Account;
  let clubId: number;
  let eventId: number;
  const s: Record<string, Awaited<ReturnType<typeof buildUser>>> = {};

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const first = (i: Invitation) => i.student_name.split(' ')[0];
  const list = async (url: string, token: string) => {
    const res = await call('GET', url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Invitation[]; pagination: { total_count: number } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const institutes = await orgIds(t.app, 'INSTITUTION');
    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    rival = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[1], admin });
    clubId = await createClub(t.app, institution.token, { title: 'Robotics Club' });
    eventId = await createEvent(t.app, institution.token, { title: 'Drone Workshop' });
    for (const name of ['asha', 'ravi', 'neha'])
      s[name] = await buildUser(t.app, 'STUDENT', { first_name: name[0]!.toUpperCase() + name.slice(1) });
  });
  afterAll(() => t.close());

  it('invites by email and id; repeats, members and unknown names are reported, each student is told once', async () => {
    const body = {
      type: 'Club_Invited',
      item_id: clubId,
      emails: [s.asha!.profile.email.toUpperCase(), 'nobody@example.com'],
      profile_ids: [s.ravi!.profileId, 2_000_000],
    };
    expect((await call('POST', '/api/invitations', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/invitations', s.asha!.token, body)).statusCode).toBe(403);
    // Another organisation's club is not found.
    expect((await call('POST', '/api/invitations', rival.token, body)).statusCode).toBe(404);
    const res = await call('POST', '/api/invitations', institution.token, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      invited: 2,
      already_invited: 0,
      already_in: 0,
      not_found: ['2000000', 'nobody@example.com'],
    });
    const again = await call('POST', '/api/invitations', institution.token, {
      type: 'Club_Invited',
      item_id: clubId,
      profile_ids: [s.asha!.profileId],
    });
    expect(again.json().data).toEqual({ invited: 0, already_invited: 1, already_in: 0, not_found: [] });

    await t.app.services.notifications.deliverPending();
    const bell = (await call('GET', '/api/myprofile/list/notifications', s.asha!.token)).json().data as Notification[];
    const items = bell.filter((n) => n.activity_type === 'club_invitation');
    expect(items).toHaveLength(1);
    expect(items[0]!.message).toMatch(/ invites you to join the club Robotics Club$/);
    expect(notificationPath(items[0]!, 'STUDENT')).toBe(`/clubs/${clubId}`);
  });

  it('refuses bad bodies with the field’s message and a closed or draft item with its own', async () => {
    const empty = await call('POST', '/api/invitations', institution.token, { type: 'Club_Invited', item_id: clubId });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ emails: 'Please enter at least one student email' });
    const bad = await call('POST', '/api/invitations', institution.token, {
      type: 'Club_Invited',
      item_id: clubId,
      emails: ['not-an-email'],
    });
    expect(bad.json().error.fields['emails.0']).toBe('not-an-email is not a valid email address');
    const many = await call('POST', '/api/invitations', institution.token, {
      type: 'Event_Invited',
      item_id: eventId,
      profile_ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(many.statusCode).toBe(422);
    expect(Object.values(many.json().error.fields)).toContain('You can invite at most 100 students at a time');
    const draft = await createClub(t.app, institution.token, { title: 'Chess Club' }, false);
    const res = await call('POST', '/api/invitations', institution.token, {
      type: 'Club_Invited',
      item_id: draft,
      profile_ids: [s.asha!.profileId],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ item_id: 'This club or event is no longer open.' });
  });

  it('a student accepts (joins the club) or declines; only their own invitation, answered once', async () => {
    const mine = await list(`/api/my_invitations?type=Club_Invited&item_id=${clubId}`, s.ravi!.token);
    expect(mine.data).toHaveLength(1);
    const inv = mine.data[0]!;
    expect(inv).toMatchObject({ type: 'Club_Invited', item_title: 'Robotics Club', status: 'invited' });
    expect((await call('POST', `/api/invitations/${inv.id}/accept`, s.asha!.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/invitations/${inv.id}/accept`, institution.token)).statusCode).toBe(403);
    const ok = await call('POST', `/api/invitations/${inv.id}/accept`, s.ravi!.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'accepted' });
    expect(ok.json().data.answered_at).toEqual(expect.any(String));
    const members = (await call('GET', `/api/club_members?club_id=${clubId}`, institution.token)).json().data as {
      profile_id: number;
    }[];
    expect(members.map((m) => m.profile_id)).toContain(s.ravi!.profileId);
    // In the club: a second accept changes nothing, a decline is refused.
    expect((await call('POST', `/api/invitations/${inv.id}/accept`, s.ravi!.token)).statusCode).toBe(200);
    const no = await call('POST', `/api/invitations/${inv.id}/decline`, s.ravi!.token);
    expect(no.statusCode).toBe(409);
    expect(no.json().error.message).toBe('You have already answered this invitation.');
    // Already a member: not invited again.
    const again = await call('POST', '/api/invitations', institution.token, {
      type: 'Club_Invited',
      item_id: clubId,
      profile_ids: [s.ravi!.profileId],
    });
    expect(again.json().data).toMatchObject({ invited: 0, already_invited: 0, already_in: 1 });

    const asha = (await list('/api/my_invitations', s.asha!.token)).data[0]!;
    const declined = await call('POST', `/api/invitations/${asha.id}/decline`, s.asha!.token);
    expect(declined.json().data).toMatchObject({ status: 'declined' });
  });

  it('an event invitation accepted takes a seat; the organisation sees where each stands, filtered', async () => {
    await call('POST', '/api/invitations', institution.token, {
      type: 'Event_Invited',
      item_id: eventId,
      profile_ids: [s.neha!.profileId, s.asha!.profileId],
    });
    const neha = (await list('/api/my_invitations?type=Event_Invited', s.neha!.token)).data[0]!;
    expect((await call('POST', `/api/invitations/${neha.id}/accept`, s.neha!.token)).statusCode).toBe(200);
    const seats = (await call('GET', `/api/event_applicants?event_id=${eventId}`, institution.token)).json().data as {
      profile_id: number;
      status: string;
    }[];
    expect(seats.find((a) => a.profile_id === s.neha!.profileId)?.status).toBe('enrolled');

    const url = `/api/invitations?type=Event_Invited&item_id=${eventId}`;
    expect((await call('GET', url, rival.token)).statusCode).toBe(404);
    expect((await call('GET', url, s.neha!.token)).statusCode).toBe(403);
    const all = await list(url, institution.token);
    expect(all.data.map((i) => [first(i), i.status]).sort()).toEqual([
      ['Asha', 'invited'],
      ['Neha', 'accepted'],
    ]);
    expect((await list(`${url}&status=invited`, institution.token)).data.map(first)).toEqual(['Asha']);
  });

  it('a student who joins on their own counts as accepted; closed items refuse acceptance', async () => {
    const meetup = await createEvent(t.app, institution.token, { title: 'Alumni Meetup' });
    await call('POST', '/api/invitations', institution.token, {
      type: 'Event_Invited',
      item_id: meetup,
      profile_ids: [s.ravi!.profileId, s.neha!.profileId],
    });
    expect((await call('POST', `/api/events/${meetup}/enroll`, s.ravi!.token)).statusCode).toBe(201);
    const ravi = (await list(`/api/my_invitations?type=Event_Invited&item_id=${meetup}`, s.ravi!.token)).data[0]!;
    expect(ravi.status).toBe('accepted');
    expect((await call('POST', `/api/events/${meetup}/close`, institution.token)).statusCode).toBe(200);
    const neha = (await list(`/api/my_invitations?type=Event_Invited&item_id=${meetup}`, s.neha!.token)).data[0]!;
    const res = await call('POST', `/api/invitations/${neha.id}/accept`, s.neha!.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This club or event is no longer open.');
  });

  it('the admins list every organisation’s invitations by type and status (SPEC §7.4)', async () => {
    const url = '/api/admin/inivited_students_list?type=Club_Invited';
    expect((await call('GET', url, institution.token)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    const clubs = await list(url, admin.token);
    expect(clubs.data.map((i) => [first(i), i.status]).sort()).toEqual([
      ['Asha', 'declined'],
      ['Ravi', 'accepted'],
    ]);
    expect(clubs.data[0]).toMatchObject({ item_title: 'Robotics Club', type: 'Club_Invited' });
    const accepted = await list('/api/admin/inivited_students_list?type=Event_Invited&status=accepted', admin.token);
    expect(accepted.data.map((i) => i.item_title).sort()).toEqual(['Alumni Meetup', 'Drone Workshop']);
    const bad = await call('GET', '/api/admin/inivited_students_list?type=Job_Invited', admin.token);
    expect(bad.statusCode).toBe(422);
  });
});
