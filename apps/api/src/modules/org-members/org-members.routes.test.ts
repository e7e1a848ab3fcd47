import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_MEMBER_TEXTS } from '@lbd/shared';
import { createTestApp } from '../../../test/app';
import { auditLog } from '../../db/schema';
import { bearer, buildAdmin, buildUser, lastEmail, signIn, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';

/**
 * Issue 23 item 1: naming an existing organisation is a request to join it. Until its approved staff
 * or an admin accept, and while the profile is inactive, nothing of the organisation's can be read or
 * changed; mentors are listed for an organisation only once it accepts them.
 */
describe('organisation membership: requests to join, acceptance, deactivation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let orgId: number;
  let otherOrgId: number;
  let orgName: string;
  let staff: Awaited<ReturnType<typeof buildOrgUser>>;
  let job: number;
  let application: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const companies = await orgIds(t.app, 'COMPANY', 6);
    orgId = companies[4]!;
    otherOrgId = companies[5]!;
    orgName = (await t.app.inject({ method: 'GET', url: `/api/orgs/${orgId}` })).json().data.full_name;
    staff = await buildOrgUser(t.app, 'COMPANY', { orgId, admin });
    job = await createJob(t.app, staff.token);
    const student = await buildUser(t.app, 'STUDENT');
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job}/apply`,
      headers: bearer(student.token),
      payload: {},
    });
    expect(applied.statusCode).toBe(201);
    application = applied.json().data.id;
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const me = async (token: string) => (await get('/api/v1/current_user_data', token)).json().data.user.profile;

  /** What an organisation's staff may read and do, tried as this caller: every status code. */
  async function orgScoped(token: string) {
    return {
      applicants: (await get(`/api/job_applicants?job_id=${job}`, token)).statusCode,
      xlsx: (await get(`/api/generate_xlsx?job_id=${job}`, token)).statusCode,
      summary: (await get(`/api/show_job_summary?job_id=${job}`, token)).statusCode,
      status: (
        await post('/api/modify_job_applicants', token, { application_ids: [application], status: 'shortlisted' })
      ).statusCode,
      close: (await post(`/api/jobs/${job}/close`, token)).statusCode,
      orgJobs: (await get('/api/v2/show_org_jobs', token)).statusCode,
      newJob: (await post('/api/jobs', token, { title: 'Mine now', type: 'Job_Fulltime' })).statusCode,
    };
  }

  it('a company naming an existing organisation (by id or by name, any case) asks to join and reads nothing', async () => {
    const byId = await buildUser(t.app, 'COMPANY', { my_org_id: orgId });
    const byName = await buildUser(t.app, 'COMPANY', { my_org_id: undefined, org_name: orgName.toUpperCase() });
    for (const asker of [byId, byName]) {
      const profile = await me(asker.token);
      expect(profile).toMatchObject({ active: false, org_membership: 'REQUESTED', deactivated: false });
      expect(profile.org.id).toBe(orgId);
      const answers = await orgScoped(asker.token);
      for (const [what, status] of Object.entries(answers))
        expect([403, 404, 422], `${what} answered ${status}`).toContain(status);
      expect(answers.applicants).toBe(404);
    }
    // The application is untouched.
    const list = (await get(`/api/job_applicants?job_id=${job}`, staff.token)).json().data;
    expect(list[0].status).not.toBe('shortlisted');
  });

  it('the staff hear of a request by email, list it, and a colleague of another organisation cannot see or answer it', async () => {
    const asker = await buildUser(t.app, 'COMPANY', { my_org_id: orgId, first_name: 'Meera', last_name: 'Pillai' });
    const mail = await lastEmail(t.app, staff.profile.email, 'org_membership');
    expect(mail!.subject).toBe(ORG_MEMBER_TEXTS.requestEmailSubject('Meera Pillai', orgName));
    expect(mail!.text).toContain('/orgMembers');

    const requests = await get('/api/org_members?status=REQUESTED&count=100', staff.token);
    expect(requests.statusCode).toBe(200);
    const row = requests.json().data.find((m: { id: number }) => m.id === asker.profileId);
    expect(row).toMatchObject({ name: 'Meera Pillai', org_membership: 'REQUESTED', active: false });
    expect(row.email).toBe(asker.profile.email);

    const stranger = await buildOrgUser(t.app, 'COMPANY', { orgId: otherOrgId, admin });
    const theirs = (await get('/api/org_members?status=REQUESTED&count=100', stranger.token)).json().data;
    expect(theirs.map((m: { id: number }) => m.id)).not.toContain(asker.profileId);
    expect((await post(`/api/org_members/${asker.profileId}/accept`, stranger.token)).statusCode).toBe(404);
    // Another requester of the same organisation cannot let anyone in, itself included.
    const other = await buildUser(t.app, 'COMPANY', { my_org_id: orgId });
    expect((await get('/api/org_members', other.token)).statusCode).toBe(404);
    expect((await post(`/api/org_members/${asker.profileId}/accept`, other.token)).statusCode).toBe(404);
    expect((await post(`/api/org_members/${other.profileId}/accept`, other.token)).statusCode).toBe(404);
    expect((await me(asker.token)).org_membership).toBe('REQUESTED');
  });

  it('once the staff accept, the new member acts for the organisation; the answer is audited and emailed', async () => {
    const asker = await buildUser(t.app, 'COMPANY', { my_org_id: orgId });
    const accepted = await post(`/api/org_members/${asker.profileId}/accept`, staff.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ org_membership: 'MEMBER', active: true });
    expect(await me(asker.token)).toMatchObject({ active: true, org_membership: 'MEMBER' });
    expect((await get(`/api/job_applicants?job_id=${job}`, asker.token)).statusCode).toBe(200);
    expect((await lastEmail(t.app, asker.profile.email, 'org_membership'))!.subject).toBe(
      ORG_MEMBER_TEXTS.acceptedEmailSubject(orgName),
    );
    // Answered once: a second answer is a conflict.
    const again = await post(`/api/org_members/${asker.profileId}/decline`, staff.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ORG_MEMBER_TEXTS.alreadyAnswered);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target_id, String(asker.profileId)));
    expect(audit.map((r) => r.action)).toEqual(['org_membership_accept']);
  });

  it('a declined request stays outside; an admin may still accept it', async () => {
    const asker = await buildUser(t.app, 'COMPANY', { my_org_id: orgId });
    expect((await post(`/api/org_members/${asker.profileId}/decline`, staff.token)).statusCode).toBe(200);
    expect(await me(asker.token)).toMatchObject({ active: false, org_membership: 'DECLINED' });
    expect((await get(`/api/job_applicants?job_id=${job}`, asker.token)).statusCode).toBe(404);
    expect((await post(`/api/org_members/${asker.profileId}/accept`, staff.token)).statusCode).toBe(409);
    const declined = (await get('/api/org_members?status=DECLINED&count=100', staff.token)).json().data;
    expect(declined.map((m: { id: number }) => m.id)).toContain(asker.profileId);
    expect((await post(`/api/org_members/${asker.profileId}/accept`, admin.token)).statusCode).toBe(200);
    expect((await get(`/api/job_applicants?job_id=${job}`, asker.token)).statusCode).toBe(200);
  });

  it('the first member of a new organisation waits for an admin, and reads nothing of it meanwhile', async () => {
    const founder = await buildUser(t.app, 'COMPANY', { my_org_id: undefined, org_name: 'Brand New Labs Pvt Ltd' });
    expect(await me(founder.token)).toMatchObject({ active: false, org_membership: 'MEMBER' });
    expect((await get('/api/v2/show_org_jobs', founder.token)).statusCode).not.toBe(200);
    expect((await get('/api/org_members', founder.token)).statusCode).toBe(404);
    await post('/api/admin/approve_org_profile', admin.token, { profile_id: founder.profileId });
    expect((await get('/api/v2/show_org_jobs', founder.token)).statusCode).toBe(200);
  });

  it('a mentor is listed for an organisation only once it accepts them', async () => {
    const mentor = await buildUser(t.app, 'ADVISOR', { my_org_id: orgId, first_name: 'Kavya' });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/org_profiles?org_id=${orgId}&count=100` }))
        .json()
        .data.map((m: { id: number }) => m.id);
    expect(await listed()).not.toContain(mentor.profileId);
    const requests = (await get('/api/org_members?status=REQUESTED&count=100', staff.token)).json().data;
    expect(requests.find((m: { id: number }) => m.id === mentor.profileId)?.profile_type).toBe('ADVISOR');
    expect((await post(`/api/org_members/${mentor.profileId}/accept`, staff.token)).statusCode).toBe(200);
    expect(await listed()).toContain(mentor.profileId);
  });

  it('deactivation ends the sessions at once and every check refuses the profile, even after a new sign-in', async () => {
    const member = await buildOrgUser(t.app, 'COMPANY', { orgId, admin });
    expect((await get(`/api/job_applicants?job_id=${job}`, member.token)).statusCode).toBe(200);
    const off = await post('/api/admin/update_profile_status', admin.token, {
      profile_id: member.profileId,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await get(`/api/job_applicants?job_id=${job}`, member.token)).statusCode).toBe(401);
    const again = await signIn(t.app, member.email, member.password);
    expect(await me(again.token)).toMatchObject({ active: false, deactivated: true });
    const answers = await orgScoped(again.token);
    for (const [what, status] of Object.entries(answers))
      expect([403, 404, 422], `${what} answered ${status}`).toContain(status);
    // The staff cannot bring a deactivated colleague back: acceptance never undoes an admin's deactivation.
    await post('/api/admin/update_profile_status', admin.token, { profile_id: member.profileId, active: true });
    expect((await get(`/api/job_applicants?job_id=${job}`, again.token)).statusCode).toBe(200);
  });
});
