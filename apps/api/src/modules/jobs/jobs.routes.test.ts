import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, signIn, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, inDays, jobBody, orgIds } from '../../../test/factories/jobs';

describe('jobs: drafts, publishing, closing, discarding', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let rival: Awaited<ReturnType<typeof buildOrgUser>>;
  let companies: number[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    companies = await orgIds(t.app, 'COMPANY');
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[0], admin });
    rival = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it('who may post: 401 signed out, 403 a student, 403 an organisation awaiting approval', async () => {
    expect((await call('POST', '/api/jobs', undefined, jobBody())).statusCode).toBe(401);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await call('POST', '/api/jobs', student.token, jobBody())).statusCode).toBe(403);
    const pending = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[2], approved: false });
    const res = await call('POST', '/api/jobs', pending.token, jobBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your organisation profile is awaiting approval.');
  });

  it('refuses bad drafts with the exact messages', async () => {
    const res = await call('POST', '/api/jobs', company.token, { ...jobBody(), title: ' ', salary_min: 100 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ title: 'Title cannot be empty' });
    const order = await call('POST', '/api/jobs', company.token, jobBody({ salary_min: 900, salary_max: 800 }));
    expect(order.json().error.fields).toEqual({ salary_max: 'Maximum salary should be at least the minimum' });
    const unknown = await call('POST', '/api/jobs', company.token, jobBody({ skill_ids: [999_999] }));
    expect(unknown.json().error.fields).toEqual({ skill_ids: 'Please select valid skills' });
  });

  it('creates a draft only its organisation sees, completes and publishes it, then anyone sees it', async () => {
    const created = await call('POST', '/api/jobs', company.token, { title: 'Data Analyst', type: 'Job_Fulltime' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;

    const own = await call('GET', `/api/jobs/${id}`, company.token);
    expect(own.json().data).toMatchObject({ status: 'draft', can_manage: true, days_left: null, my_application: null });
    expect((await call('GET', `/api/jobs/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/jobs/${id}`, rival.token)).statusCode).toBe(404);

    const early = await call('POST', `/api/jobs/${id}/publish`, company.token);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.fields).toEqual({
      description: 'Description cannot be empty',
      location: 'Location cannot be empty unless the job is remote',
      apply_by: 'Date cannot be empty',
    });
    const today = await call('PUT', `/api/jobs/${id}`, company.token, { apply_by: inDays(0) });
    expect(today.statusCode).toBe(200);
    expect((await call('POST', `/api/jobs/${id}/publish`, company.token)).json().error.fields.apply_by).toBe(
      'Please select a future date',
    );

    const skills = (await call('GET', '/api/skills?query=sql&count=2')).json().data.map((s: { id: number }) => s.id);
    const edited = await call('PUT', `/api/jobs/${id}`, company.token, {
      description: 'Dashboards and SQL for the retail team.',
      is_remote: true,
      apply_by: inDays(17),
      skill_ids: skills,
      min_cgpa: 7,
      graduation_years: [2027, 2026, 2026],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      days_left: '2 weeks 3 days',
      criteria: { min_cgpa: 7, graduation_years: [2026, 2027] },
    });
    expect(edited.json().data.skills.map((s: { id: number }) => s.id)).toEqual(skills);

    const published = await call('POST', `/api/jobs/${id}/publish`, company.token);
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');
    expect(published.json().data.published_at).toEqual(expect.any(String));
    expect((await call('POST', `/api/jobs/${id}/publish`, company.token)).statusCode).toBe(409);

    const anyone = await call('GET', `/api/jobs/${id}`);
    expect(anyone.statusCode).toBe(200);
    expect(anyone.json().data).toMatchObject({ title: 'Data Analyst', can_manage: false, org: { id: companies[0] } });
    const cleared = await call('PUT', `/api/jobs/${id}`, company.token, { description: '' });
    expect(cleared.json().error.fields).toEqual({ description: 'Description cannot be empty' });
  });

  it("answers 404 for another organisation's job on edit, publish, close and discard", async () => {
    const id = await createJob(t.app, company.token, {}, false);
    expect((await call('PUT', `/api/jobs/${id}`, rival.token, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call('POST', `/api/jobs/${id}/publish`, rival.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/jobs/${id}/close`, rival.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/jobs/${id}`, rival.token)).statusCode).toBe(404);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await call('PUT', `/api/jobs/${id}`, student.token, { title: 'x' })).statusCode).toBe(403);
    // A colleague from the same organisation manages it.
    const colleague = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[0], admin });
    expect((await call('PUT', `/api/jobs/${id}`, colleague.token, { title: 'Trainee' })).statusCode).toBe(200);
  });

  it('closes a published job (hidden from the public) and discards drafts only', async () => {
    const id = await createJob(t.app, company.token);
    expect((await call('DELETE', `/api/jobs/${id}`, company.token)).statusCode).toBe(409);
    const closed = await call('POST', `/api/jobs/${id}/close`, company.token);
    expect(closed.json().data).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    expect((await call('POST', `/api/jobs/${id}/close`, company.token)).statusCode).toBe(409);
    expect((await call('GET', `/api/jobs/${id}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/jobs/${id}/publish`, company.token)).statusCode).toBe(200);

    const draft = await createJob(t.app, company.token, {}, false);
    expect((await call('DELETE', `/api/jobs/${draft}`, company.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/jobs/${draft}`, company.token)).statusCode).toBe(404);
  });

  it('lets institutions post, and admins post for a named organisation', async () => {
    const institution = await buildOrgUser(t.app, 'INSTITUTION', { admin });
    const internship = await createJob(t.app, institution.token, {
      type: 'Internship',
      stipend: 1_500_000,
      duration_months: 2,
      salary_min: 1,
    });
    const seen = (await call('GET', `/api/jobs/${internship}`)).json().data;
    expect(seen).toMatchObject({ type: 'Internship', stipend: 1_500_000, salary_min: null, duration_months: 2 });

    const nameless = await call('POST', '/api/jobs', admin.token, jobBody());
    expect(nameless.json().error.fields).toEqual({ org_id: 'Please select the organisation this job belongs to' });
    const forOrg = await call('POST', '/api/jobs', admin.token, jobBody({ org_id: companies[3] }));
    expect(forOrg.statusCode).toBe(201);
    const job = (await call('GET', `/api/jobs/${forOrg.json().data.id}`, admin.token)).json().data;
    expect(job).toMatchObject({ org: { id: companies[3] }, can_manage: true });
    // A company always posts as its own organisation.
    const own = await call('POST', '/api/jobs', company.token, jobBody({ org_id: companies[3] }));
    const ownJob = (await call('GET', `/api/jobs/${own.json().data.id}`, company.token)).json().data;
    expect(ownJob.org.id).toBe(companies[0]);
  });

  it("lists the caller organisation's jobs in every status and counts them", async () => {
    const org = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[4], admin });
    const draft = await createJob(t.app, org.token, { title: 'Draft role' }, false);
    const live = await createJob(t.app, org.token, { title: 'Live role' });

    expect((await call('GET', '/api/show_org_jobs')).statusCode).toBe(401);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await call('GET', '/api/show_org_jobs', student.token)).statusCode).toBe(403);
    const mine = await call('GET', '/api/show_org_jobs?page=1&count=10', org.token);
    expect(mine.json().data.map((j: { id: number }) => j.id)).toEqual([live, draft]);
    expect(mine.json().pagination).toEqual({ page: 1, count: 10, total: 2, total_pages: 1 });

    const pub = await call('GET', `/api/v2/show_org_jobs?org_id=${companies[4]}&status=PUBLIC`);
    expect(pub.json().data.map((j: { id: number }) => j.id)).toEqual([live]);

    const counts = await call('GET', '/api/get_org_entity_count?type=jobs', org.token);
    expect(counts.json().data).toEqual({ type: 'jobs', total: 2, draft: 1, published: 1, closed: 0 });
    expect((await call('GET', '/api/get_org_entity_count?type=jobs', student.token)).statusCode).toBe(403);
  });

  it("'Our jobs': the organisation's postings of a kind in every status, newest first; 404 while it acts for none", async () => {
    // An organisation no other test posts for.
    const ourOrg = (await orgIds(t.app, 'COMPANY', 8))[6]!;
    const org = await buildOrgUser(t.app, 'COMPANY', { orgId: ourOrg, admin });
    const colleague = await buildOrgUser(t.app, 'COMPANY', { orgId: ourOrg, admin });
    const draft = await createJob(t.app, org.token, { title: 'Draft role' }, false);
    const live = await createJob(t.app, colleague.token, { title: 'Live role', type: 'Job_Parttime' });
    const closed = await createJob(t.app, org.token, { title: 'Closed role' });
    expect((await call('POST', `/api/jobs/${closed}/close`, org.token)).statusCode).toBe(200);
    const intern = await createJob(t.app, org.token, { title: 'Intern role', type: 'Internship', duration_months: 3 });
    const theirs = await createJob(t.app, rival.token, { title: 'Not ours' }, false);
    const ours = async (token: string, query = '') => {
      const res = await call('GET', `/api/show_org_jobs${query}`, token);
      return { status: res.statusCode, ids: (res.json().data ?? []).map((j: { id: number }) => j.id) as number[] };
    };

    const jobsKind = await call('GET', '/api/show_org_jobs?kind=jobs', org.token);
    expect(jobsKind.json().data.map((j: { id: number; status: string }) => [j.id, j.status])).toEqual([
      [closed, 'closed'],
      [live, 'published'],
      [draft, 'draft'],
    ]);
    expect((await ours(org.token, '?kind=internships')).ids).toEqual([intern]);
    // Every member of the organisation sees the same, whoever posted it.
    expect((await ours(colleague.token, '?kind=jobs')).ids).toEqual([closed, live, draft]);
    // Another organisation's staff see their own, even naming this one; an admin sees the one named.
    const rivals = await ours(rival.token, `?org_id=${ourOrg}`);
    expect(rivals.ids).toContain(theirs);
    expect(rivals.ids).not.toContain(draft);
    expect((await ours(admin.token, `?org_id=${ourOrg}&kind=internships`)).ids).toEqual([intern]);

    // Whoever acts for no organisation has no jobs to see: a request to join it, a new organisation
    // awaiting approval, a member the admin deactivated (signed in again).
    const requester = await buildUser(t.app, 'COMPANY', { my_org_id: ourOrg });
    const founder = await buildUser(t.app, 'COMPANY', { my_org_id: undefined, org_name: 'Unapproved Works Pvt Ltd' });
    const deactivate = await call('POST', '/api/admin/update_profile_status', admin.token, {
      profile_id: colleague.profileId,
      active: false,
    });
    expect(deactivate.statusCode).toBe(200);
    const deactivated = await signIn(t.app, colleague.email, colleague.password);
    for (const who of [requester, founder, deactivated]) {
      const res = await call('GET', '/api/show_org_jobs?kind=jobs', who.token);
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('Draft role');
    }
  });

  it('every jobs route refuses the signed out (401) and the wrong profile type (403)', async () => {
    const orgRoutes: [string, string][] = [
      ['POST', '/api/jobs'],
      ['PUT', '/api/jobs/1'],
      ['POST', '/api/jobs/1/publish'],
      ['POST', '/api/jobs/1/close'],
      ['DELETE', '/api/jobs/1'],
      ['GET', '/api/show_org_jobs'],
      ['GET', '/api/get_org_entity_count?type=jobs'],
      ['GET', '/api/job_applicants?job_id=1'],
      ['POST', '/api/modify_job_applicants'],
      ['GET', '/api/v2/show_org_job_application_stats?job_id=1'],
      ['POST', '/api/v2/update_job_open_positions'],
      ['GET', '/api/show_job_summary?job_id=1'],
      ['GET', '/api/generate_xlsx?job_id=1'],
    ];
    const studentRoutes: [string, string][] = [
      ['GET', '/api/calculate_eligibility_percentage?job_id=1'],
      ['POST', '/api/jobs/1/apply'],
      ['POST', '/api/jobs/1/withdraw'],
      ['GET', '/api/my_profile/my_jobs'],
      ['GET', '/api/recommended/jobs'],
    ];
    const student = await buildUser(t.app, 'STUDENT');
    const mentor = await buildUser(t.app, 'ADVISOR');
    const check = async (method: string, url: string, token: string | undefined, status: number) => {
      const res = await call(method as 'GET', url, token, method === 'GET' ? undefined : {});
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} ${status}`);
    };
    for (const [method, url] of [...orgRoutes, ...studentRoutes]) await check(method, url, undefined, 401);
    for (const [method, url] of orgRoutes) await check(method, url, student.token, 403);
    for (const [method, url] of studentRoutes) await check(method, url, company.token, 403);
    await check('GET', '/api/v2/job_applications_log?application_id=1', undefined, 401);
    await check('GET', '/api/v2/job_applications_log?application_id=1', mentor.token, 403);
  });
});
