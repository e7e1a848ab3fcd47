import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser } from '../../../test/factories';
import { addEducation, ensureEducations } from '../../../test/factories/educations';
import { buildOrgUser, createJob, inDays, orgIds } from '../../../test/factories/jobs';

describe('job applications: eligibility, applying, withdrawing, my jobs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let openJob: number;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureEducations(t.database.db);
    const admin = await buildAdmin(t.app);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    openJob = await createJob(t.app, company.token, { title: 'Open to all' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it('who may apply: 401 signed out, 403 a company; an unknown job answers 404', async () => {
    expect((await call('POST', `/api/jobs/${openJob}/apply`)).statusCode).toBe(401);
    expect((await call('POST', `/api/jobs/${openJob}/apply`, company.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/calculate_eligibility_percentage?job_id=${openJob}`)).statusCode).toBe(401);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await call('POST', '/api/jobs/999999/apply', student.token)).statusCode).toBe(404);
  });

  it('applies once (JSON or form-encoded); a second time answers 409', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const res = await call('POST', `/api/jobs/${openJob}/apply`, student.token, { cover_note: 'Keen to learn.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id).toEqual(expect.any(Number));
    const again = await call('POST', `/api/jobs/${openJob}/apply`, student.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied to this job.');

    const other = await buildUser(t.app, 'STUDENT');
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${openJob}/apply`,
      headers: { ...bearer(other.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `job_id=${openJob}&cover_note=Hello+from+a+form`,
    });
    expect(form.statusCode).toBe(201);
    const detail = (await call('GET', `/api/jobs/${openJob}`, other.token)).json().data;
    expect(detail.my_application).toEqual({ id: form.json().data.id, status: 'applied' });
  });

  it("answers 'Invalid data' for a job that is not published or past its apply-by date", async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const expired = await createJob(t.app, company.token, { title: 'Expired' });
    await t.database.db
      .update(jobs)
      .set({ apply_by: inDays(-1) })
      .where(eq(jobs.id, expired));
    const closed = await createJob(t.app, company.token, { title: 'Closed' });
    await call('POST', `/api/jobs/${closed}/close`, company.token);
    const lastDay = await createJob(t.app, company.token, { title: 'Last day' });
    await t.database.db
      .update(jobs)
      .set({ apply_by: inDays(0) })
      .where(eq(jobs.id, lastDay));

    for (const id of [expired, closed]) {
      const res = await call('POST', `/api/jobs/${id}/apply`, student.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe('Invalid data');
    }
    expect((await call('POST', `/api/jobs/${lastDay}/apply`, student.token)).statusCode).toBe(201);
  });

  it("computes eligibility from the profile and the latest degree, and refuses with 'Ineligible' below 100", async () => {
    const student = await buildUser(t.app, 'STUDENT', { graduation_year: 2026 });
    await addEducation(t.database.db, student.profileId, { format: 'Numeric', score: 91, finish: '2022-05-31' });
    await addEducation(t.database.db, student.profileId, { format: 'GPA', score: 6.8, backlogs: 1, latest: true });
    const degreeId = student.profile.profile_type === 'STUDENT' ? student.profile.degree_id : 0;
    const job = await createJob(t.app, company.token, {
      title: 'Picky',
      degree_ids: [degreeId],
      graduation_years: [2026, 2027],
      min_cgpa: 7,
      max_backlogs: 0,
    });

    const res = await call('GET', `/api/calculate_eligibility_percentage?job_id=${job}`, student.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      percent: 50,
      criteria: [
        { name: 'Degree', met: true, detail: 'B.Tech' },
        { name: 'Graduation year', met: true, detail: 'Graduating 2026' },
        { name: 'CGPA', met: false, detail: 'CGPA 6.8, needs 7.0' },
        { name: 'Backlogs', met: false, detail: '1 backlog, at most 0 allowed' },
      ],
    });

    const refused = await call('POST', `/api/jobs/${job}/apply`, student.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      message: 'Ineligible',
      popup: {
        heading: 'Ineligible',
        message: 'You do not meet these criteria: CGPA 6.8, needs 7.0; 1 backlog, at most 0 allowed.',
      },
      details: { eligibility: { percent: 50 } },
    });

    const noDegree = await buildUser(t.app, 'STUDENT');
    const empty = await call('GET', `/api/calculate_eligibility_percentage?job_id=${job}`, noDegree.token);
    expect(empty.json().data.criteria[2]).toEqual({
      name: 'CGPA',
      met: false,
      detail: 'No CGPA on your latest degree, needs 7.0',
    });
    const draft = await createJob(t.app, company.token, {}, false);
    const hidden = await call('GET', `/api/calculate_eligibility_percentage?job_id=${draft}`, student.token);
    expect(hidden.statusCode).toBe(404);
  });

  it("withdraws an application before a decision; lists the student's own applications only", async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const internship = await createJob(t.app, company.token, {
      title: 'Summer Intern',
      type: 'Internship',
      stipend: 1_000_000,
      duration_months: 2,
    });
    await call('POST', `/api/jobs/${openJob}/apply`, student.token);
    await call('POST', `/api/jobs/${internship}/apply`, student.token);

    expect((await call('POST', `/api/jobs/${openJob}/withdraw`)).statusCode).toBe(401);
    const withdrawn = await call('POST', `/api/jobs/${openJob}/withdraw`, student.token);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    const twice = await call('POST', `/api/jobs/${openJob}/withdraw`, student.token);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields).toEqual({
      status: 'Only an application that is applied or shortlisted can be withdrawn.',
    });
    const stranger = await buildUser(t.app, 'STUDENT');
    expect((await call('POST', `/api/jobs/${openJob}/withdraw`, stranger.token)).statusCode).toBe(404);

    const mine = await call('GET', '/api/my_profile/my_jobs?page=1&count=10', student.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((a: { status: string; job: { id: number } }) => [a.job.id, a.status])).toEqual([
      [internship, 'applied'],
      [openJob, 'withdrawn'],
    ]);
    expect(mine.json().data[0].job).toMatchObject({ title: 'Summer Intern', org: { id: expect.any(Number) } });
    const internships = await call('GET', '/api/my_profile/my_jobs?type=Internship', student.token);
    expect(internships.json().pagination.total).toBe(1);
    // The portfolio's My Jobs and My Internships tabs ask by kind.
    const byKind = async (kind: string) =>
      (await call('GET', `/api/my_profile/my_jobs?kind=${kind}`, student.token))
        .json()
        .data.map((a: { job: { id: number } }) => a.job.id);
    expect(await byKind('jobs')).toEqual([openJob]);
    expect(await byKind('internships')).toEqual([internship]);
    expect((await call('GET', '/api/my_profile/my_jobs?kind=everything', student.token)).statusCode).toBe(422);
    expect((await call('GET', '/api/my_profile/my_jobs', stranger.token)).json().data).toEqual([]);
    expect((await call('GET', '/api/my_profile/my_jobs', company.token)).statusCode).toBe(403);
  });

  it('recommends open jobs the student has not applied to, best fit first, each with a reason', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    expect((await call('GET', '/api/recommended/jobs')).statusCode).toBe(401);
    expect((await call('GET', '/api/recommended/jobs', company.token)).statusCode).toBe(403);
    const role = (await call('GET', '/api/job_roles?query=Data%20Analyst&count=1')).json().data[0].id;
    const skills = (await call('GET', '/api/skills?query=s&count=3')).json().data.map((s: { id: number }) => s.id);
    await call('POST', '/api/my_portfolio/job_roles', student.token, { portfolio: { job_roles: [role] } });
    await call('POST', '/api/myprofile/topic_interests', student.token, { skill_ids: skills });

    const type = 'Job_Parttime' as const;
    const plain = await createJob(t.app, company.token, { title: 'Plain', type });
    const bySkills = await createJob(t.app, company.token, { title: 'Skills', type, skill_ids: skills.slice(0, 2) });
    const byRole = await createJob(t.app, company.token, { title: 'Role', type, job_role_ids: [role] });
    const applied = await createJob(t.app, company.token, { title: 'Applied', type, job_role_ids: [role] });
    await call('POST', `/api/jobs/${applied}/apply`, student.token);

    const res = await call('GET', '/api/recommended/jobs?type=Job_Parttime', student.token);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((j: { id: number; score: number; reason: string }) => [j.id, j.score, j.reason]),
    ).toEqual([
      [byRole, 3, 'fits your career path Data Analyst'],
      [bySkills, 2, 'matches 2 of your skills'],
      [plain, 0, 'recently posted'],
    ]);
    expect(res.json().pagination.total).toBe(3);
    const second = await call('GET', '/api/recommended/jobs?type=Job_Parttime&page=2&count=2', student.token);
    expect(second.json().data.map((j: { id: number }) => j.id)).toEqual([plain]);
  });
});
