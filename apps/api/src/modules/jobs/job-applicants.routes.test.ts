import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { rowsOf } from '../../db/client';
import { orgs, specializations } from '../../db/schema';
import { intArray } from '../../db/sql';
import { addEducation } from '../../../test/factories/educations';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';

describe('job applicants: lists, the status pipeline, history, counts, spreadsheet', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let company: Account;
  let rival: Account;
  let jobId: number;
  let institutes: number[];
  let specializationIds: number[];
  const apps: Record<string, number> = {};
  const students: Record<string, Awaited<ReturnType<typeof buildUser>>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const companies = await orgIds(t.app, 'COMPANY');
    institutes = await orgIds(t.app, 'INSTITUTION');
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[0], admin });
    rival = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
    specializationIds = (await t.app.inject({ method: 'GET', url: '/api/specializations?count=3' }))
      .json()
      .data.map((s: { id: number }) => s.id);
    jobId = await createJob(t.app, company.token, { title: 'Data Analyst' });
    students.asha = await buildUser(t.app, 'STUDENT', { first_name: 'Asha', last_name: 'Rao' });
    students.ravi = await buildUser(t.app, 'STUDENT', {
      first_name: 'Ravi',
      last_name: 'Kumar',
      my_org_id: institutes[1],
      specialization_id: specializationIds[1],
    });
    for (const name of ['asha', 'ravi']) {
      const res = await call('POST', `/api/jobs/${jobId}/apply`, students[name]!.token, { cover_note: `I am ${name}` });
      apps[name] = res.json().data.id;
    }
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
    return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  }
  const names = (res: { json: () => { data: { student_name: string }[] } }) =>
    res.json().data.map((r) => r.student_name);

  it("who may see applicants: 401 signed out, 403 a student, 404 another organisation's job", async () => {
    const url = `/api/job_applicants?job_id=${jobId}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, students.asha!.token)).statusCode).toBe(403);
    expect((await call('GET', url, rival.token)).statusCode).toBe(404);
    for (const path of ['/api/v2/show_org_job_application_stats', '/api/show_job_summary', '/api/generate_xlsx']) {
      expect((await call('GET', `${path}?job_id=${jobId}`, rival.token)).statusCode).toBe(404);
      expect((await call('GET', `${path}?job_id=${jobId}`, students.asha!.token)).statusCode).toBe(403);
    }
  });

  const orgName = async (id: number) =>
    (await t.database.db.select({ name: orgs.full_name }).from(orgs).where(eq(orgs.id, id)))[0]!.name;
  const specializationName = async (id: number) =>
    (
      await t.database.db.select({ name: specializations.name }).from(specializations).where(eq(specializations.id, id))
    )[0]!.name;

  it('lists applicants newest first with name, institute, degree, specialization and eligibility', async () => {
    const res = await call('GET', `/api/job_applicants?job_id=${jobId}&page=1&count=10`, company.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.total).toBe(2);
    expect(res.json().data[0]).toMatchObject({
      id: apps.ravi,
      profile_id: students.ravi!.profileId,
      student_name: 'Ravi Kumar',
      institute: await orgName(institutes[1]!),
      degree: 'B.Tech',
      specialization: await specializationName(specializationIds[1]!),
      graduation_year: 2027,
      eligibility_percent: 100,
      status: 'applied',
      cover_note: 'I am ravi',
    });
    // A page of one, a status, and a page past the end keep the job's totals.
    const pageTwo = await call('GET', `/api/job_applicants?job_id=${jobId}&page=2&count=1`, company.token);
    expect(pageTwo.json().data).toHaveLength(1);
    expect(pageTwo.json().pagination.total).toBe(2);
    const applied = await call('GET', `/api/job_applicants?job_id=${jobId}&status=applied`, company.token);
    expect(applied.json().pagination.total).toBe(2);
    const shortlisted = await call('GET', `/api/job_applicants?job_id=${jobId}&status=shortlisted`, company.token);
    expect(shortlisted.json()).toMatchObject({ data: [], pagination: { total: 0 } });
    const pastTheEnd = await call('GET', `/api/job_applicants?job_id=${jobId}&page=9&count=10`, company.token);
    expect(pastTheEnd.json()).toMatchObject({ data: [], pagination: { total: 2 } });
    const byInstitute = await call(
      'GET',
      `/api/job_applicants?job_id=${jobId}&org_ids[]=${institutes[1]}`,
      company.token,
    );
    expect(names(byInstitute)).toEqual(['Ravi Kumar']);
    const bySpec = await call(
      'GET',
      `/api/job_applicants?job_id=${jobId}&specialization_ids=${specializationIds[1]}`,
      admin.token,
    );
    expect(names(bySpec)).toEqual(['Ravi Kumar']);
  });

  it("lets an institution see its own job's applicants, narrowed to its students' specializations", async () => {
    const institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    const campusJob = await createJob(t.app, institution.token, { title: 'Teaching Assistant' });
    for (const name of ['asha', 'ravi']) await call('POST', `/api/jobs/${campusJob}/apply`, students[name]!.token);
    const all = await call('GET', `/api/job_applicants?job_id=${campusJob}`, institution.token);
    expect(names(all)).toEqual(['Ravi Kumar', 'Asha Rao']);
    const spec = students.asha!.profile.profile_type === 'STUDENT' ? students.asha!.profile.specialization_id : 0;
    const mine = await call(
      'GET',
      `/api/job_applicants?job_id=${campusJob}&specialization_ids[]=${spec}`,
      institution.token,
    );
    expect(names(mine)).toEqual(['Asha Rao']);
  });

  it("lets a college follow its own students' applications to another organisation's job, read only (issue 23 item 13)", async () => {
    // Ravi studies at institutes[1]; Asha does not.
    const college = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[1], admin });
    const list = await call('GET', `/api/job_applicants?job_id=${jobId}`, college.token);
    expect(list.statusCode).toBe(200);
    expect(names(list)).toEqual(['Ravi Kumar']);
    expect(list.json().pagination.total).toBe(1);
    // Naming other institutes does not widen it; its branches narrow it.
    const widened = await call('GET', `/api/job_applicants?job_id=${jobId}&org_ids[]=${institutes[0]}`, college.token);
    expect(names(widened)).toEqual(['Ravi Kumar']);
    const otherBranch = await call(
      'GET',
      `/api/job_applicants?job_id=${jobId}&specialization_ids[]=${specializationIds[2]}`,
      college.token,
    );
    expect(names(otherBranch)).toEqual([]);
    const summary = (await call('GET', `/api/show_job_summary?job_id=${jobId}`, college.token)).json().data;
    expect(summary).toMatchObject({ viewer: 'institution', title: 'Data Analyst', applications: { total: 1 } });
    expect((await call('GET', `/api/show_job_summary?job_id=${jobId}`, company.token)).json().data).toMatchObject({
      viewer: 'owner',
      applications: { total: 2 },
    });
    const stats = await call('GET', `/api/v2/show_org_job_application_stats?job_id=${jobId}`, college.token);
    expect(stats.json().data.total).toBe(1);
    // Its student's history, not anyone else's.
    expect(
      (await call('GET', `/api/v2/job_applications_log?application_id=${apps.ravi}`, college.token)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/v2/job_applications_log?application_id=${apps.asha}`, college.token)).statusCode,
    ).toBe(404);
    // Read only: moving, positions, invitations and the job's mail list stay the company's.
    const move = await call('POST', '/api/modify_job_applicants', college.token, {
      job_id: jobId,
      application_ids: [apps.ravi],
      status: 'shortlisted',
    });
    expect(move.statusCode).toBe(404);
    expect(
      (await call('POST', '/api/v2/update_job_open_positions', college.token, { job_id: jobId, open_positions: 9 }))
        .statusCode,
    ).toBe(404);
    // The spreadsheet holds its students only.
    const file = await call('GET', `/api/generate_xlsx?job_id=${jobId}`, college.token);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Applicants')!.rowCount).toBe(2);
    expect(workbook.getWorksheet('Applicants')!.getRow(2).getCell(1).value).toBe('Ravi Kumar');
    // A draft is nobody's business but its organisation's; a company never follows another's job.
    const draft = await createJob(t.app, company.token, { title: 'Draft role' }, false);
    expect((await call('GET', `/api/job_applicants?job_id=${draft}`, college.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/job_applicants?job_id=${jobId}`, rival.token)).statusCode).toBe(404);
    // An unapproved college follows nothing.
    const unapproved = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[1], approved: false });
    expect((await call('GET', `/api/job_applicants?job_id=${jobId}`, unapproved.token)).statusCode).toBe(404);
  });

  it('moves applications along the pipeline, logging each change; bad moves are refused', async () => {
    const move = (ids: number[], status: string, token = company.token, note?: string) =>
      call('POST', '/api/modify_job_applicants', token, { job_id: jobId, application_ids: ids, status, note });
    expect((await move([apps.asha!], 'shortlisted', rival.token)).statusCode).toBe(404);
    expect((await move([apps.asha!], 'shortlisted', students.asha!.token)).statusCode).toBe(403);
    const bad = await move([apps.asha!], 'withdrawn');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ status: 'Please select a valid status' });

    const ok = await move([apps.asha!, apps.ravi!], 'shortlisted', company.token, 'Strong SQL');
    expect(ok.json().data).toEqual({
      updated: 2,
      applications: [
        { id: apps.asha, status: 'shortlisted' },
        { id: apps.ravi, status: 'shortlisted' },
      ],
    });
    expect((await move([apps.ravi!], 'selected')).statusCode).toBe(200);
    const back = await move([apps.ravi!], 'rejected');
    expect(back.statusCode).toBe(422);
    expect(back.json().error.fields).toEqual({ status: 'An application cannot move from selected to rejected' });

    const otherJob = await createJob(t.app, company.token, { title: 'Other' });
    const elsewhere = await call('POST', '/api/modify_job_applicants', company.token, {
      job_id: otherJob,
      application_ids: [apps.asha],
      status: 'rejected',
    });
    expect(elsewhere.statusCode).toBe(404);

    const shortlisted = await call('GET', `/api/job_applicants?job_id=${jobId}&status=shortlisted`, company.token);
    expect(names(shortlisted)).toEqual(['Asha Rao']);
  });

  it('shows an application history to its organisation and its student only', async () => {
    const url = `/api/v2/job_applications_log?application_id=${apps.asha}`;
    const own = await call('GET', url, students.asha!.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'applied', actor_name: 'Asha Rao', note: null }),
      expect.objectContaining({ from_status: 'applied', to_status: 'shortlisted', note: 'Strong SQL' }),
    ]);
    expect((await call('GET', url, company.token)).statusCode).toBe(200);
    expect((await call('GET', url, students.ravi!.token)).statusCode).toBe(404);
    expect((await call('GET', url, rival.token)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('counts applications per status, updates open positions and summarises the job', async () => {
    const stats = await call('GET', `/api/v2/show_org_job_application_stats?job_id=${jobId}`, company.token);
    expect(stats.json().data).toEqual({ total: 2, applied: 0, shortlisted: 1, rejected: 0, selected: 1, withdrawn: 0 });

    const body = { job_id: jobId, open_positions: 3 };
    expect((await call('POST', '/api/v2/update_job_open_positions', rival.token, body)).statusCode).toBe(404);
    const bad = await call('POST', '/api/v2/update_job_open_positions', company.token, { ...body, open_positions: 0 });
    expect(bad.json().error.fields).toEqual({ open_positions: 'Open positions should be between 1 and 10000' });
    expect((await call('POST', '/api/v2/update_job_open_positions', company.token, body)).json().data).toEqual({
      id: jobId,
      open_positions: 3,
    });

    const summary = await call('GET', `/api/show_job_summary?job_id=${jobId}`, company.token);
    expect(summary.json().data).toMatchObject({
      id: jobId,
      status: 'published',
      days_left: '4 weeks 2 days',
      open_positions: 3,
      positions_left: 2,
      applications: { total: 2, selected: 1 },
    });
  });

  let skillNames: string[] = [];
  it("shows each applicant's phone, latest degree's score and backlogs and portfolio skills (issue 23 item 12)", async () => {
    const db = t.database.db;
    const picked = rowsOf<{ id: number; display_name: string }>(
      await db.execute(sql`select id, display_name from skills order by id limit 2`),
    );
    skillNames = picked.map((k) => k.display_name).sort((a, b) => a.localeCompare(b));
    const asha = students.asha!.profileId;
    await addEducation(db, asha, { format: 'GPA', score: 6.1, backlogs: 3, finish: '202406' });
    await addEducation(db, asha, { format: 'Numeric', score: 78.5, backlogs: 1, latest: true });
    await db.execute(sql`update educations set skill_ids = ${intArray(picked.map((k) => k.id))}
      where profile_id = ${asha}`);
    const res = await call('GET', `/api/job_applicants?job_id=${jobId}`, company.token);
    const byName = new Map(res.json().data.map((r: { student_name: string }) => [r.student_name, r]));
    expect(byName.get('Asha Rao')).toMatchObject({
      score_format: 'Numeric',
      score: 78.5,
      cgpa: 8.26,
      backlogs: 1,
      skills: skillNames,
    });
    expect(byName.get('Asha Rao')).toHaveProperty('phone', expect.stringMatching(/^\+91 \d{10}$/));
    // Ravi has no degree in his portfolio: nothing is made up.
    expect(byName.get('Ravi Kumar')).toMatchObject({
      score_format: null,
      score: null,
      cgpa: null,
      backlogs: null,
      skills: [],
    });
  });

  it('answers a page of applicants with the counts by status in one call (v2), as the two calls would', async () => {
    const url = `/api/v2/job_applicants?job_id=${jobId}&count=1`;
    expect((await call('GET', url, rival.token)).statusCode).toBe(404);
    expect((await call('GET', url, students.asha!.token)).statusCode).toBe(403);
    const res = await call('GET', url, company.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = await call('GET', `/api/job_applicants?job_id=${jobId}&count=1`, company.token);
    const stats = await call('GET', `/api/v2/show_org_job_application_stats?job_id=${jobId}`, company.token);
    expect(res.json()).toEqual({ ...list.json(), stats: stats.json().data });
    expect(res.json().stats.total).toBe(2);
  });

  it("lists the applications to all the organisation's jobs, newest first, each with its job", async () => {
    const second = await createJob(t.app, company.token, { title: 'Backend Intern' });
    const applied = await call('POST', `/api/jobs/${second}/apply`, students.asha!.token, {});
    expect(applied.statusCode, applied.body).toBe(201);
    const res = await call('GET', '/api/job_applications?count=10', company.token);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { id: number; student_name: string; job: { id: number; title: string } }[];
    expect(res.json().pagination.total).toBe(3);
    expect(rows[0]).toMatchObject({
      id: applied.json().data.id,
      student_name: 'Asha Rao',
      job: { id: second, title: 'Backend Intern' },
    });
    expect(rows.slice(1).every((r) => r.job.id === jobId && r.job.title === 'Data Analyst')).toBe(true);
    // Another organisation sees its own (none here); students are refused; a status narrows the list.
    expect((await call('GET', '/api/job_applications', rival.token)).json().pagination.total).toBe(0);
    expect((await call('GET', '/api/job_applications', students.asha!.token)).statusCode).toBe(403);
    const applied_ = await call('GET', '/api/job_applications?status=applied', company.token);
    expect(applied_.json().data.every((r: { status: string }) => r.status === 'applied')).toBe(true);
    expect((await call('GET', '/api/job_applications?status=hired', company.token)).statusCode).toBe(422);
  });

  it('downloads the applicants as a spreadsheet with a timestamped file name', async () => {
    const res = await call('GET', `/api/generate_xlsx?job_id=${jobId}&status=shortlisted`, company.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="applicants_data-analyst_\d{8}_\d{6}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Applicants')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Asha Rao');
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const cell = (h: string) => sheet.getRow(2).getCell(headers.indexOf(h)).value;
    expect(cell('Status')).toBe('Shortlisted');
    // The screening facts come through to the file (the test before gave Asha a degree and skills).
    expect([cell('CGPA / %'), cell('Backlogs'), cell('Skills')]).toEqual(['78.5%', 1, skillNames.join(', ')]);
  });
});
