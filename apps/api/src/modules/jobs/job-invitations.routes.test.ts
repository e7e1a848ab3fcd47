import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';

describe('invited applicants, the job activity log and an institution’s students’ jobs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let company: Account;
  let rival: Account;
  let institution: Account;
  let otherInstitution: Account;
  let jobId: number;
  let institutes: number[];
  const students: Record<string, Awaited<ReturnType<typeof buildUser>>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await buildAdmin(t.app);
    const companies = await orgIds(t.app, 'COMPANY');
    institutes = await orgIds(t.app, 'INSTITUTION');
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[0], admin });
    rival = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    otherInstitution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[2], admin });
    jobId = await createJob(t.app, company.token, { title: 'Backend Developer' });
    students.asha = await buildUser(t.app, 'STUDENT', {
      first_name: 'Asha',
      last_name: 'Rao',
      my_org_id: institutes[0],
    });
    students.ravi = await buildUser(t.app, 'STUDENT', {
      first_name: 'Ravi',
      last_name: 'Kumar',
      my_org_id: institutes[0],
    });
    students.neha = await buildUser(t.app, 'STUDENT', {
      first_name: 'Neha',
      last_name: 'Shah',
      my_org_id: institutes[1],
    });
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
    return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  }

  it('invites students by email and profile id; repeats and unknown names are reported, not duplicated', async () => {
    const body = {
      job_id: jobId,
      emails: [students.asha!.profile.email.toUpperCase(), 'nobody@example.com'],
      profile_ids: [students.ravi!.profileId, 2_000_000],
    };
    expect((await call('POST', '/api/job_invitations', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/job_invitations', students.asha!.token, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/job_invitations', rival.token, body)).statusCode).toBe(404);

    const res = await call('POST', '/api/job_invitations', company.token, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ invited: 2, already_invited: 0, not_found: ['2000000', 'nobody@example.com'] });

    const again = await call('POST', '/api/job_invitations', company.token, {
      job_id: jobId,
      profile_ids: [students.asha!.profileId],
    });
    expect(again.json().data).toEqual({ invited: 0, already_invited: 1, not_found: [] });
  });

  it('previews an invitation: each student with how far they meet the job’s criteria, before anything is sent', async () => {
    // A job asking for a CGPA of 7: students without a scored degree are told why they would be refused.
    const strict = await createJob(t.app, company.token, { title: 'Data Engineer', min_cgpa: 7 });
    const body = { job_id: strict, emails: [students.neha!.profile.email, 'nobody@example.com'] };
    expect((await call('POST', '/api/job_invitations/preview', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/job_invitations/preview', students.neha!.token, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/job_invitations/preview', rival.token, body)).statusCode).toBe(404);
    const res = await call('POST', '/api/job_invitations/preview', company.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      students: [
        {
          profile_id: students.neha!.profileId,
          name: 'Neha Shah',
          email: students.neha!.profile.email,
          eligibility: {
            percent: 0,
            criteria: [{ name: 'CGPA', met: false, detail: 'No CGPA on your latest degree, needs 7.0' }],
          },
        },
      ],
      not_found: ['nobody@example.com'],
    });
    // Nothing was sent.
    const invited = await call('GET', `/api/job_invited_applications?job_id=${strict}`, company.token);
    expect(invited.json().data).toEqual([]);
  });

  it('refuses an empty or malformed list and a job that is not open', async () => {
    const empty = await call('POST', '/api/job_invitations', company.token, { job_id: jobId, emails: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ emails: 'Please enter at least one student email' });
    const bad = await call('POST', '/api/job_invitations', company.token, { job_id: jobId, emails: ['not-an-email'] });
    expect(bad.json().error.fields).toEqual({ 'emails.0': 'not-an-email is not a valid email address' });
    const draft = await createJob(t.app, company.token, { title: 'Draft role' }, false);
    const closed = await call('POST', '/api/job_invitations', company.token, {
      job_id: draft,
      profile_ids: [students.neha!.profileId],
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.fields).toEqual({
      job_id: 'Only a published job that is still taking applications can have invitations.',
    });
  });

  it('lists invited students with whether they applied; the student sees Invited on the job and in my jobs', async () => {
    const url = `/api/job_invited_applications?job_id=${jobId}&page=1&count=10`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, students.asha!.token)).statusCode).toBe(403);
    expect((await call('GET', url, rival.token)).statusCode).toBe(404);

    const before = await call('GET', url, company.token);
    expect(before.statusCode).toBe(200);
    expect(before.json().pagination.total).toBe(2);
    expect(
      before.json().data.map((r: { student_name: string; applied: boolean }) => [r.student_name, r.applied]),
    ).toEqual(
      expect.arrayContaining([
        ['Asha Rao', false],
        ['Ravi Kumar', false],
      ]),
    );

    const detail = await call('GET', `/api/jobs/${jobId}`, students.asha!.token);
    expect(detail.json().data.invited).toBe(true);
    expect((await call('GET', `/api/jobs/${jobId}`, students.neha!.token)).json().data.invited).toBe(false);

    const applied = await call('POST', `/api/jobs/${jobId}/apply`, students.asha!.token);
    expect(applied.statusCode).toBe(201);
    const after = await call('GET', url, company.token);
    const asha = after.json().data.find((r: { student_name: string }) => r.student_name === 'Asha Rao');
    expect(asha).toMatchObject({
      applied: true,
      application_id: applied.json().data.id,
      application_status: 'applied',
      email: students.asha!.profile.email,
      invited_by: expect.any(String),
    });
    const mine = await call('GET', '/api/my_profile/my_jobs', students.asha!.token);
    expect(mine.json().data[0]).toMatchObject({ invited: true, job: { id: jobId } });
  });

  it('shows the job activity log newest first to its organisation only', async () => {
    await call('POST', `/api/jobs/${jobId}/apply`, students.ravi!.token);
    const ravi = (await call('GET', `/api/jobs/${jobId}`, students.ravi!.token)).json().data.my_application.id;
    await call('POST', '/api/modify_job_applicants', company.token, {
      job_id: jobId,
      application_ids: [ravi],
      status: 'shortlisted',
      note: 'Good projects',
    });
    const url = `/api/job_activity_log?job_id=${jobId}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, students.ravi!.token)).statusCode).toBe(403);
    expect((await call('GET', url, rival.token)).statusCode).toBe(404);
    const res = await call('GET', url, company.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.total).toBe(3);
    expect(res.json().data[0]).toMatchObject({
      application_id: ravi,
      student_name: 'Ravi Kumar',
      from_status: 'applied',
      to_status: 'shortlisted',
      note: 'Good projects',
    });
    expect(res.json().data.map((r: { to_status: string }) => r.to_status)).toEqual([
      'shortlisted',
      'applied',
      'applied',
    ]);
  });

  it('shows an institution the published jobs its students applied to, with counts', async () => {
    const url = '/api/show_training_student_jobs?page=1&count=10';
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, students.asha!.token)).statusCode).toBe(403);
    expect((await call('GET', url, company.token)).statusCode).toBe(403);

    const otherJob = await createJob(t.app, rival.token, { title: 'Support Analyst' });
    await call('POST', `/api/jobs/${otherJob}/apply`, students.neha!.token);
    await call('POST', `/api/jobs/${otherJob}/apply`, students.asha!.token);
    await call('POST', `/api/jobs/${otherJob}/withdraw`, students.asha!.token);

    const res = await call('GET', url, institution.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.total).toBe(1);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        job: expect.objectContaining({ id: jobId, title: 'Backend Developer' }),
        students_applied: 2,
        shortlisted: 1,
        selected: 0,
      }),
    ]);
    // Another institution's students are not counted: its list holds none of these.
    const other = await call('GET', url, otherInstitution.token);
    expect(other.json().data).toEqual([]);
  });
});
