import { SHORTLIST_NAME_MAX, SHORTLIST_TEXTS as T } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { bearer, buildAdmin, buildUser, lastEmail, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { educations, portfolioJobRoles, portfolios } from '../../db/schema';
import { createQueue } from '../../lib/queue';

type Student = Awaited<ReturnType<typeof buildUser>>;

describe('shortlists: filter an institute’s students, save, export, email; the eligibility simulator', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let institution: Account;
  let otherInstitution: Account;
  let pending: Account;
  let company: Account;
  let plain: Student;
  let tpo: Student;
  let dept: Student;
  const s: Record<'asha' | 'bala' | 'chitra' | 'dev' | 'olga', Student> = {} as never;
  let institute: number;
  let other: number;
  const branch = { cs: 0, ece: 0 };
  const skill = { python: 0, sql: 0 };
  let analyst = 0;
  let shortlistId = 0;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const ok = async (url: string, token: string) => {
    const res = await call('GET', url, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const names = (rows: { name: string }[]) => rows.map((r) => r.name.split(' ')[0]).sort();

  beforeAll(async () => {
    const database = await openTestDatabase();
    // Workers on, polling quickly: a shortlist's email goes through the real queue into the outbox.
    const queue = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
    t = await createTestApp({ database, queue, env: { ...testEnv, QUEUE_WORKERS: true } });
    const db = t.database.db;
    admin = await buildAdmin(t.app);
    const institutes = await orgIds(t.app, 'INSTITUTION');
    institute = institutes[1]!;
    other = institutes[2]!;
    const spec = async (q: string) =>
      (await call('GET', `/api/specializations?query=${encodeURIComponent(q)}&count=1`)).json().data[0].id as number;
    branch.cs = await spec('Computer Science');
    branch.ece = await spec('Electronics');
    const idOf = async (table: 'skills' | 'job_roles', column: string, name: string) =>
      (
        (await db.execute(
          sql`select id from ${sql.raw(table)} where lower(${sql.raw(column)}) = lower(${name}) limit 1`,
        )) as unknown as { rows: { id: number }[] }
      ).rows[0]!.id;
    skill.python = await idOf('skills', 'display_name', 'Python');
    skill.sql = await idOf('skills', 'display_name', 'SQL');
    analyst = await idOf('job_roles', 'name', 'Data Analyst');

    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institute, admin });
    otherInstitution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: other, admin });
    pending = await buildUser(t.app, 'INSTITUTION', { my_org_id: institute });
    company = await buildOrgUser(t.app, 'COMPANY', { admin });

    const at = (first_name: string, specialization_id: number, graduation_year: number, orgId = institute) =>
      buildUser(t.app, 'STUDENT', { first_name, my_org_id: orgId, specialization_id, graduation_year });
    const degree = async (
      who: Student,
      e: { format: 'GPA' | 'Numeric'; score: number; backlogs: number; placed?: boolean; skills?: number[] },
    ) =>
      db.insert(educations).values({
        profile_id: who.profileId,
        status: 'complete',
        institute: 'This College',
        degree: 'B.Tech',
        specialization: 'Any',
        format: e.format,
        score: String(e.score),
        backlogs_status: e.backlogs > 0,
        backlogs: e.backlogs,
        placed: e.placed ?? false,
        latest_edu: true,
        tenure_start: '2022-08-01',
        tenure_finish: '2026-05-31',
        skill_ids: e.skills ?? [],
      });

    s.asha = await at('Asha', branch.cs, 2026);
    await degree(s.asha, { format: 'GPA', score: 8.5, backlogs: 0, skills: [skill.python] });
    await db.insert(portfolioJobRoles).values({ profile_id: s.asha.profileId, job_role_id: analyst });
    await db.insert(portfolios).values({ profile_id: s.asha.profileId, is_public: true });
    s.bala = await at('Bala', branch.cs, 2026);
    // 76% is exactly CGPA 8.0 (76 / 9.5).
    await degree(s.bala, { format: 'Numeric', score: 76, backlogs: 0, skills: [skill.sql] });
    await db.insert(portfolios).values({ profile_id: s.bala.profileId, is_public: false });
    s.chitra = await at('Chitra', branch.cs, 2027);
    await degree(s.chitra, { format: 'GPA', score: 7.2, backlogs: 2, skills: [skill.python, skill.sql] });
    s.dev = await at('Dev', branch.ece, 2026);
    await degree(s.dev, { format: 'GPA', score: 9.1, backlogs: 0, placed: true });
    tpo = await at('Tara', branch.cs, 2026);
    dept = await at('Deepa', branch.ece, 2027);
    plain = await at('Pavan', branch.cs, 2026);
    await db.execute(sql`update profiles set tpo_admin_dashboard = true where id = ${tpo.profileId}`);
    await db.execute(sql`update profiles set dept_admin_dashboard = true where id = ${dept.profileId}`);
    // Another institute's student who would match every filter below.
    s.olga = await at('Olga', branch.cs, 2026, other);
    await degree(s.olga, { format: 'GPA', score: 9.0, backlogs: 0, skills: [skill.python] });
  }, 120_000);
  afterAll(() => t.close());

  const CSE_2026 = () => `specialization_ids=${branch.cs}&batches=2026&cgpa_min=7.5&max_backlogs=0`;

  it('answers 401 signed out, 403 to companies and students who run no dashboard, 404 to a pending institution', async () => {
    for (const [method, url] of [
      ['GET', '/api/shortlist_portfolios'],
      ['GET', '/api/shortlisted_table'],
      ['GET', '/api/shortlist_xlsx'],
      ['GET', '/api/institute_dashboard/eligibility?job_id=1'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      for (const who of [company, plain]) expect((await call(method, url, who.token)).statusCode, url).toBe(403);
      expect((await call(method, url, pending.token)).statusCode, url).toBe(404);
      // An admin names the institute; naming none is nobody's list.
      expect((await call(method, url, admin.token)).statusCode, url).toBe(404);
    }
    const save = { name: 'Anything', filter: {} };
    expect((await call('POST', '/api/shortlist_portfolios', undefined, save)).statusCode).toBe(401);
    expect((await call('POST', '/api/shortlist_portfolios', company.token, save)).statusCode).toBe(403);
    expect((await call('POST', '/api/shortlist_portfolios', plain.token, save)).statusCode).toBe(403);
    expect((await call('POST', '/api/shortlist_portfolios', pending.token, save)).statusCode).toBe(404);
  });

  it('filters exactly: branch, batch, CGPA (a percentage as CGPA × 9.5), backlogs, placed, skills, career paths', async () => {
    const list = async (q: string, token = institution.token) =>
      (await ok(`/api/shortlist_portfolios?${q}`, token)) as {
        data: { name: string; cgpa: number | null }[];
        pagination: { total: number };
      };
    const all = await list('');
    expect(names(all.data)).toEqual(['Asha', 'Bala', 'Chitra', 'Deepa', 'Dev', 'Pavan', 'Tara']);
    expect(all.pagination.total).toBe(7);

    const cse = await list(CSE_2026());
    expect(names(cse.data)).toEqual(['Asha', 'Bala']);
    expect(cse.data.find((r) => r.name.startsWith('Bala'))).toMatchObject({
      score_format: 'Numeric',
      score: 76,
      cgpa: 8,
      backlogs: 0,
      placed: false,
      skills: ['SQL'],
      portfolio_public: false,
    });
    expect(cse.data.find((r) => r.name.startsWith('Asha'))).toMatchObject({
      cgpa: 8.5,
      batch: 2026,
      skills: ['Python'],
      career_paths: ['Data Analyst'],
      portfolio_public: true,
    });
    // The bounds hold exactly at a converted percentage.
    expect(names((await list('cgpa_min=8&cgpa_max=8')).data)).toEqual(['Bala']);
    expect(names((await list(`skill_ids=${skill.python}`)).data)).toEqual(['Asha', 'Chitra']);
    expect(names((await list(`skill_ids=${skill.python},${skill.sql}`)).data)).toEqual(['Asha', 'Bala', 'Chitra']);
    expect(names((await list('placed=yes')).data)).toEqual(['Dev']);
    expect((await list('placed=no')).pagination.total).toBe(6);
    // A student without a latest degree has no backlog count to allow.
    expect(names((await list('max_backlogs=2')).data)).toEqual(['Asha', 'Bala', 'Chitra', 'Dev']);
    expect(names((await list(`job_role_ids=${analyst}`)).data)).toEqual(['Asha']);
    expect(
      names((await list(`batches=2027&specialization_ids=${branch.cs}&specialization_ids=${branch.ece}`)).data),
    ).toEqual(['Chitra', 'Deepa']);
    // Paged by name.
    const second = await list('count=2&page=2');
    expect(names(second.data)).toEqual(['Chitra', 'Deepa']);

    // The TPO sees the institute; the department admin only their branch, whatever they ask for.
    expect((await list('', tpo.token)).pagination.total).toBe(7);
    expect(names((await list('', dept.token)).data)).toEqual(['Deepa', 'Dev']);
    expect((await list(`specialization_ids=${branch.cs}`, dept.token)).pagination.total).toBe(0);
    // An admin names the institute; staff of another institute see only their own students.
    expect((await list(`org_id=${institute}`, admin.token)).pagination.total).toBe(7);
    expect(names((await list(CSE_2026(), otherInstitution.token)).data)).toEqual(['Olga']);
    expect(names((await list(`${CSE_2026()}&org_id=${institute}`, otherInstitution.token)).data)).toEqual(['Olga']);
  });

  it('refuses out-of-range filters with the exact message', async () => {
    const res = await call('GET', '/api/shortlist_portfolios?cgpa_min=9&cgpa_max=7', institution.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ cgpa_max: T.cgpaRange });
    expect((await call('GET', '/api/shortlist_portfolios?cgpa_min=11', institution.token)).statusCode).toBe(422);
    expect((await call('GET', '/api/shortlist_portfolios?placed=maybe', institution.token)).statusCode).toBe(422);
  });

  it('saves a named shortlist with the students it matches now; names are unique in the institute', async () => {
    const filter = { specialization_ids: [branch.cs], batches: [2026], cgpa_min: 7.5, max_backlogs: 0 };
    const res = await call('POST', '/api/shortlist_portfolios', institution.token, { name: ' CSE 2026 ', filter });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().data;
    shortlistId = saved.id;
    expect(saved).toMatchObject({
      name: 'CSE 2026',
      org_id: institute,
      student_count: 2,
      specialization_id: null,
      filter: { ...filter, skill_ids: [], job_role_ids: [], placed: 'any', cgpa_max: null },
    });
    expect(saved.filter_summary).toMatch(
      /^Branches: Computer Science.* · Batches: 2026 · CGPA 7.5 to 10 · No backlogs$/,
    );

    const again = await call('POST', '/api/shortlist_portfolios', tpo.token, { name: 'cse 2026', filter: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(T.duplicateName);
    const empty = await call('POST', '/api/shortlist_portfolios', institution.token, {
      name: 'Nobody',
      filter: { batches: [2030] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe(T.empty);
    const unnamed = await call('POST', '/api/shortlist_portfolios', institution.token, { name: '  ', filter });
    expect(unnamed.json().error.fields).toEqual({ name: T.nameEmpty });
    const long = await call('POST', '/api/shortlist_portfolios', institution.token, {
      name: 'x'.repeat(SHORTLIST_NAME_MAX + 1),
      filter,
    });
    expect(long.json().error.fields).toEqual({ name: T.nameTooLong });

    // The list, newest first, paged by offset.
    await call('POST', '/api/shortlist_portfolios', tpo.token, {
      name: 'Python people',
      filter: { skill_ids: [skill.python] },
    });
    const table = await ok('/api/shortlisted_table', institution.token);
    expect(table.data.map((x: { name: string }) => x.name)).toEqual(['Python people', 'CSE 2026']);
    expect(table.data[0].created_by).toMatch(/^Tara/);
    expect(table.next_from).toBeNull();
    const first = await ok('/api/shortlisted_table?from=0&count=1', tpo.token);
    expect(first).toMatchObject({ next_from: 1, pagination: { page: 1, count: 1, total: 2, total_pages: 2 } });
    const rest = await ok('/api/shortlisted_table?from=1&count=1', tpo.token);
    expect(rest.data.map((x: { name: string }) => x.name)).toEqual(['CSE 2026']);
    expect(rest.next_from).toBeNull();
    expect((await ok(`/api/shortlisted_table?org_id=${institute}`, admin.token)).pagination.total).toBe(2);
    expect((await ok('/api/shortlisted_table', otherInstitution.token)).pagination.total).toBe(0);
  });

  it('shows a saved shortlist’s students to its institute only; a student who left is counted, not shown', async () => {
    const one = await ok(`/api/shortlists/${shortlistId}`, institution.token);
    expect(one.data.name).toBe('CSE 2026');
    const members = await ok(`/api/shortlists/${shortlistId}/students`, tpo.token);
    expect(names(members.data)).toEqual(['Asha', 'Bala']);
    expect(members.left).toBe(0);
    expect((await ok(`/api/shortlists/${shortlistId}/students`, admin.token)).pagination.total).toBe(2);

    for (const url of [`/api/shortlists/${shortlistId}`, `/api/shortlists/${shortlistId}/students`]) {
      // Another institute's staff, a pending institution, a department admin (the list spans branches).
      for (const who of [otherInstitution, pending, dept])
        expect((await call('GET', url, who.token)).statusCode).toBe(404);
      for (const who of [company, plain]) expect((await call('GET', url, who.token)).statusCode).toBe(403);
    }

    // Bala moves to another institute: the shortlist no longer shows (or exports, or emails) Bala.
    await t.database.db.execute(sql`update profiles set my_org_id = ${other} where id = ${s.bala.profileId}`);
    const after = await ok(`/api/shortlists/${shortlistId}/students`, institution.token);
    expect(names(after.data)).toEqual(['Asha']);
    expect(after.left).toBe(1);
    await t.database.db.execute(sql`update profiles set my_org_id = ${institute} where id = ${s.bala.profileId}`);
  });

  it('a department admin saves within their branch; the institute sees it, their branch only', async () => {
    const res = await call('POST', '/api/shortlist_portfolios', dept.token, { name: 'ECE all', filter: {} });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ student_count: 2, specialization_id: branch.ece });
    const mine = await ok('/api/shortlisted_table', dept.token);
    expect(mine.data.map((x: { name: string }) => x.name)).toEqual(['ECE all']);
    const staff = await ok(`/api/shortlists/${res.json().data.id}/students`, institution.token);
    expect(names(staff.data)).toEqual(['Deepa', 'Dev']);
  });

  it('exports exactly the shortlist’s rows, or the filter’s, to .xlsx', async () => {
    const read = async (url: string, token = institution.token) => {
      const res = await call('GET', url, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Shortlist')!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { res, rows };
    };
    const saved = await read(`/api/shortlist_xlsx?shortlist_id=${shortlistId}`);
    expect(saved.res.headers['content-disposition']).toMatch(/filename="shortlist_cse-2026_\d{8}_\d{6}\.xlsx"/);
    const [header, asha, bala, ...more] = saved.rows;
    expect(header).toEqual([
      'Name',
      'Email',
      'Degree',
      'Branch',
      'Batch',
      'CGPA',
      'Score as given',
      'Backlogs',
      'Placed',
      'Offers',
      'Skills',
      'Career paths',
      'Portfolio',
    ]);
    expect(more).toEqual([]);
    expect(asha!.slice(0, 2)).toEqual([expect.stringMatching(/^Asha/), s.asha.profile.email]);
    expect(asha!.slice(4, 13)).toEqual([
      2026,
      8.5,
      '8.5 CGPA',
      0,
      'No',
      0,
      'Python',
      'Data Analyst',
      `http://localhost:3000/portfolio/${s.asha.profileId}`,
    ]);
    expect(bala!.slice(5, 7)).toEqual([8, '76%']);
    expect(bala![12]).toBe('Not public');

    // The filter's export holds the same rows as its list: all of them, not one page.
    const filtered = await read(`/api/shortlist_xlsx?${CSE_2026()}`);
    expect(filtered.rows.slice(1).map((r) => String(r[0]).split(' ')[0])).toEqual(['Asha', 'Bala']);
    const everyone = await read('/api/shortlist_xlsx?count=1');
    expect(everyone.rows).toHaveLength(8);
    expect(everyone.res.headers['x-row-count']).toBe('7');

    for (const who of [otherInstitution, pending, dept])
      expect((await call('GET', `/api/shortlist_xlsx?shortlist_id=${shortlistId}`, who.token)).statusCode).toBe(404);
  });

  it('emails the shortlist’s students through the outbox, once each', async () => {
    const url = `/api/shortlists/${shortlistId}/mail_notification`;
    const body = { subject: 'Campus drive on Monday', message: 'Please come to the placement cell at 10 am.' };
    expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', url, company.token, body)).statusCode).toBe(403);
    expect((await call('POST', url, otherInstitution.token, body)).statusCode).toBe(404);
    expect((await call('POST', url, dept.token, body)).statusCode).toBe(404);
    const bad = await call('POST', url, institution.token, { subject: '', message: 'x'.repeat(5001) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ subject: T.subjectEmpty, message: T.tooLong('Message', 5000) });

    const res = await call('POST', url, tpo.token, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ entity_type: 'shortlist', entity_id: shortlistId, recipients: 2 });
    const end = Date.now() + 20_000;
    let got: Awaited<ReturnType<typeof lastEmail>>;
    while (!(got = await lastEmail(t.app, s.bala.profile.email!, 'mail_notification')) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 100));
    expect(got).toMatchObject({ subject: body.subject });
    expect(got!.text).toContain(body.message);
    expect(got!.text).toContain('to the students on the shortlist "CSE 2026"');
    expect(await lastEmail(t.app, s.asha.profile.email!, 'mail_notification')).toBeTruthy();
    expect(await lastEmail(t.app, s.chitra.profile.email!, 'mail_notification')).toBeUndefined();
  });

  it('the eligibility simulator: who qualifies for a job, and for each who does not, exactly why', async () => {
    const job = await createJob(t.app, company.token, {
      title: 'Analyst',
      min_cgpa: 7.5,
      max_backlogs: 0,
      graduation_years: [2026],
    });
    const sim = await ok(`/api/institute_dashboard/eligibility?job_id=${job}`, institution.token);
    expect(sim.data).toMatchObject({
      job: { id: job, title: 'Analyst', status: 'published' },
      criteria: ['Graduation year', 'CGPA', 'Backlogs'],
      students: 7,
      qualifying: 3,
      not_qualifying: 4,
      by_criterion: [
        { name: 'Graduation year', students: 2 },
        { name: 'CGPA', students: 4 },
        { name: 'Backlogs', students: 4 },
      ],
    });
    const chitra = sim.data.not_qualifying_students.find((x: { name: string }) => x.name.startsWith('Chitra'));
    expect(chitra.failing).toEqual([
      { name: 'Graduation year', detail: 'Graduating 2027, needs 2026' },
      { name: 'CGPA', detail: 'CGPA 7.2, needs 7.5' },
      { name: 'Backlogs', detail: '2 backlogs, at most 0 allowed' },
    ]);
    expect(names(sim.data.not_qualifying_students)).toEqual(['Chitra', 'Deepa', 'Pavan', 'Tara']);
    // The student sees the same reasons for themselves before applying.
    const own = await ok(`/api/calculate_eligibility_percentage?job_id=${job}`, s.chitra.token);
    expect(own.data.criteria.filter((c: { met: boolean }) => !c.met).map((c: { detail: string }) => c.detail)).toEqual(
      chitra.failing.map((c: { detail: string }) => c.detail),
    );

    // Those failing one criterion, a page at a time.
    const years = await ok(
      `/api/institute_dashboard/eligibility?job_id=${job}&criterion=Graduation%20year&count=1`,
      tpo.token,
    );
    expect(names(years.data.not_qualifying_students)).toEqual(['Chitra']);
    expect(years.pagination).toMatchObject({ total: 2, total_pages: 2 });

    // A department admin: their branch only. Another institute: only its own students.
    const ece = await ok(`/api/institute_dashboard/eligibility?job_id=${job}`, dept.token);
    expect(ece.data).toMatchObject({ students: 2, qualifying: 1, not_qualifying: 1 });
    const theirs = await ok(
      `/api/institute_dashboard/eligibility?job_id=${job}&org_id=${institute}`,
      otherInstitution.token,
    );
    expect(theirs.data).toMatchObject({ students: 1, qualifying: 1 });
    expect(JSON.stringify(theirs.data)).not.toMatch(/Chitra|Asha/);

    // A draft of another organisation, or no job at all: not found.
    const draft = await createJob(t.app, company.token, { title: 'Secret' }, false);
    for (const id of [draft, 2_000_000_000])
      expect(
        (await call('GET', `/api/institute_dashboard/eligibility?job_id=${id}`, institution.token)).statusCode,
      ).toBe(404);
  });

  it('deletes a shortlist for its institute only', async () => {
    const url = `/api/shortlists/${shortlistId}`;
    expect((await call('DELETE', url, otherInstitution.token)).statusCode).toBe(404);
    expect((await call('DELETE', url, plain.token)).statusCode).toBe(403);
    expect((await call('DELETE', url, institution.token)).statusCode).toBe(204);
    expect((await call('GET', url, institution.token)).statusCode).toBe(404);
    // The students stay.
    expect((await ok('/api/shortlist_portfolios', institution.token)).pagination.total).toBe(7);
  });
});
