import { NOTIFICATION_KIND_INFO, notificationPath } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { createClub } from '../../../test/factories/clubs';
import { createEvent, enroll } from '../../../test/factories/events';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';

type Item = {
  activity_type: string;
  message: string;
  job_id: number | null;
  event_id: number | null;
  club_id: number | null;
};

/**
 * Issue 23 item 10: an organisation's staff hear of applications, withdrawals, event registrations
 * and club join requests in their bell (and by email as they choose); people who only asked to join
 * the organisation hear nothing of it.
 */
describe("organisations' notifications", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Awaited<ReturnType<typeof buildOrgUser>>;
  let colleague: Awaited<ReturnType<typeof buildOrgUser>>;
  let pending: Awaited<ReturnType<typeof buildUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const orgId = (await orgIds(t.app, 'COMPANY', 8))[7]!;
    staff = await buildOrgUser(t.app, 'COMPANY', { orgId, admin });
    colleague = await buildOrgUser(t.app, 'COMPANY', { orgId, admin });
    pending = await buildUser(t.app, 'COMPANY', { my_org_id: orgId });
    student = await buildUser(t.app, 'STUDENT', { first_name: 'Nisha', last_name: 'Bose' });
  }, 60_000);
  afterAll(() => t.close());

  const bell = async (token: string) => {
    await t.app.services.notifications.deliverPending();
    const res = await t.app.inject({ method: 'GET', url: '/api/myprofile/list/notifications', headers: bearer(token) });
    return res.json().data as Item[];
  };
  const post = (url: string, token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('an application and its withdrawal reach every staff member, opening the job dashboard', async () => {
    const job = await createJob(t.app, staff.token, { title: 'Data Analyst Trainee' });
    expect((await post(`/api/jobs/${job}/apply`, student.token)).statusCode).toBe(201);
    for (const who of [staff, colleague]) {
      const item = (await bell(who.token)).find((n) => n.job_id === job)!;
      expect(item).toMatchObject({
        activity_type: 'org_application',
        message: 'Nisha Bose applied to Data Analyst Trainee',
      });
      expect(notificationPath(item as never, 'COMPANY')).toBe(`/jobDashboard/${job}`);
    }
    expect((await post(`/api/jobs/${job}/withdraw`, student.token)).statusCode).toBe(200);
    expect((await bell(staff.token)).map((n) => n.message)).toContain(
      'Nisha Bose withdrew their application to Data Analyst Trainee',
    );
    // Someone who only asked to join the organisation hears nothing of its applicants.
    expect(await bell(pending.token)).toEqual([]);
  });

  it('event registrations and club join requests reach the organisers', async () => {
    const event = await createEvent(t.app, staff.token, { title: 'Resume Clinic', requires_approval: true });
    expect((await enroll(t.app, student.token, event)).statusCode).toBe(201);
    const club = await createClub(t.app, staff.token, { title: 'Analytics Circle' });
    expect((await post(`/api/clubs/${club}/join_request`, student.token, { message: 'Hi' })).statusCode).toBe(201);
    const items = await bell(colleague.token);
    expect(items.find((n) => n.event_id === event)).toMatchObject({
      activity_type: 'org_event_request',
      message: 'Nisha Bose asks to join Resume Clinic: accept or decline it',
    });
    expect(items.find((n) => n.club_id === club)).toMatchObject({
      activity_type: 'org_club_request',
      message: 'Nisha Bose asks to join Analytics Circle: accept or decline it',
    });
    expect(NOTIFICATION_KIND_INFO.org_club_request.key).toBe('clubs');
  });

  it('staff choose how these reach them by email; students are not offered them', async () => {
    const settings = async (token: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/myprofile/notification_settings', headers: bearer(token) })
      ).json();
    const kinds = (body: { data: { settings: { kind: string }[] } }) => body.data.settings.map((s) => s.kind);
    expect(kinds(await settings(staff.token))).toEqual(
      expect.arrayContaining(['org_application', 'org_event_request', 'org_club_request']),
    );
    expect(kinds(await settings(student.token))).not.toContain('org_application');
  });
});
