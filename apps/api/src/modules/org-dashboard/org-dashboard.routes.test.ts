import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { createClub, joinClub } from '../../../test/factories/clubs';
import { createEvent, enroll } from '../../../test/factories/events';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { BODIES, buildPortfolioStudent, save } from '../../../test/factories/portfolio';
import { rowsOf } from '../../db/client';

const T0 = '2026-01-05T04:00:00.000Z';
const HOUR = 3600;

describe('org dashboard: counts, own content in every status, the applicant funnel, job and event summaries', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let company: Account;
  let rival: Account;
  let institution: Account;
  let pending: Account;
  let student: Account;
  let companyOrg: number;
  const ids: Record<string, number> = {};
  const apps: Record<string, number> = {};

  function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
    return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  }
  const ok = async (url: string, token: string) => {
    const res = await call('GET', url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const companies = await orgIds(t.app, 'COMPANY');
    const institutes = await orgIds(t.app, 'INSTITUTION');
    companyOrg = companies[0]!;
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: companyOrg, admin });
    rival = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    // Named the company's organisation, but nobody accepted it: an outsider.
    pending = await buildUser(t.app, 'COMPANY', { my_org_id: companyOrg });
    student = await buildUser(t.app, 'STUDENT');

    ids.job = await createJob(t.app, company.token, { title: 'Data Analyst' });
    ids.draft = await createJob(t.app, company.token, { title: 'Backend Engineer' }, false);
    ids.closed = await createJob(t.app, company.token, { title: 'Support Engineer' });
    await call('POST', `/api/jobs/${ids.closed}/close`, company.token);
    ids.internship = await createJob(t.app, company.token, {
      title: 'Analytics Intern',
      type: 'Internship',
      salary_min: undefined,
      salary_max: undefined,
      stipend: 1_500_000,
      duration_months: 3,
    });
    ids.rivalJob = await createJob(t.app, rival.token, { title: 'Rival Role' });
    ids.event = await createEvent(t.app, company.token, { title: 'Data Day' });
    ids.draftEvent = await createEvent(t.app, company.token, { title: 'Draft Meetup' }, false);
    ids.rivalEvent = await createEvent(t.app, rival.token, { title: 'Rival Event' });
    ids.club = await createClub(t.app, company.token, { title: 'Analytics Circle' });
    await call('POST', `/api/clubs/${ids.club}/close`, company.token);

    // Four applicants: Asha and Ravi show skills in their portfolios, Meena and Kiran none.
    const asha = await buildPortfolioStudent(t.app);
    const ravi = await buildPortfolioStudent(t.app);
    const meena = await buildUser(t.app, 'STUDENT');
    const kiran = await buildUser(t.app, 'STUDENT');
    for (const [who, body] of [
      [asha, BODIES.project],
      [asha, BODIES.event],
      [ravi, BODIES.project],
    ] as const) {
      const saved = await save(t.app, who.token, Object.keys(body)[0] + 's', body);
      expect(saved.statusCode, saved.body).toBe(201);
    }
    for (const [name, who, job] of [
      ['asha', asha, ids.job],
      ['ravi', ravi, ids.job],
      ['meena', meena, ids.job],
      ['kiran', kiran, ids.internship],
    ] as const) {
      const res = await call('POST', `/api/jobs/${job}/apply`, who.token, { cover_note: `I am ${name}` });
      expect(res.statusCode, res.body).toBe(201);
      apps[name] = res.json().data.id;
    }
    const move = async (application: number, status: string) => {
      const res = await call('POST', '/api/modify_job_applicants', company.token, {
        job_id: ids.job,
        application_ids: [application],
        status,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await move(apps.asha!, 'shortlisted');
    await move(apps.asha!, 'selected');
    await move(apps.ravi!, 'rejected');
    expect((await call('POST', `/api/jobs/${ids.job}/withdraw`, meena.token)).statusCode).toBe(200);
    // Fixed times: everyone applied at T0; Asha shortlisted 2 h later (selected at 5 h), Ravi rejected at 4 h.
    const db = t.database.db;
    await db.execute(sql`update job_applications set inserted_at = ${T0}::timestamptz`);
    const at = (application: number, to: string, hours: number) =>
      db.execute(sql`update job_application_logs set at = ${T0}::timestamptz + make_interval(hours => ${hours})
        where application_id = ${application} and to_status = ${to}`);
    await at(apps.asha!, 'shortlisted', 2);
    await at(apps.asha!, 'selected', 5);
    await at(apps.ravi!, 'rejected', 4);
    await at(apps.meena!, 'withdrawn', 1);

    expect((await enroll(t.app, asha.token, ids.event)).statusCode).toBe(201);
    expect((await enroll(t.app, ravi.token, ids.event)).statusCode).toBe(201);
  }, 120_000);
  afterAll(() => t.close());

  const ROUTES = [
    '/api/get_created_entities_counts',
    '/api/get_org_entity_count?type=events',
    '/api/org_dashboard/entities?type=jobs',
    '/api/org_dashboard/application_stats',
  ];

  it('401 signed out, 403 for a student; a pending company acts for nobody (404)', async () => {
    for (const url of [...ROUTES, `/api/org_dashboard/job_summary?job_id=${ids.job}`]) {
      expect(`${url} ${(await call('GET', url)).statusCode}`).toBe(`${url} 401`);
      expect(`${url} ${(await call('GET', url, student.token)).statusCode}`).toBe(`${url} 403`);
      expect(`${url} ${(await call('GET', url, pending.token)).statusCode}`).toBe(`${url} 404`);
    }
  });

  it('counts every kind per status, drafts and closed ones included', async () => {
    const { data } = await ok('/api/get_created_entities_counts', company.token);
    expect(data).toEqual({
      jobs: { type: 'jobs', total: 3, draft: 1, published: 1, closed: 1 },
      internships: { type: 'internships', total: 1, draft: 0, published: 1, closed: 0 },
      events: { type: 'events', total: 2, draft: 1, published: 1, closed: 0 },
      clubs: { type: 'clubs', total: 1, draft: 0, published: 0, closed: 1 },
    });
    for (const kind of ['jobs', 'internships', 'events', 'clubs'] as const)
      expect((await ok(`/api/get_org_entity_count?type=${kind}`, company.token)).data).toEqual(data[kind]);
    // Another organisation's counts are its own; org_id names an organisation only for admins.
    expect((await ok(`/api/get_org_entity_count?type=jobs&org_id=${companyOrg}`, rival.token)).data).toMatchObject({
      total: 1,
      published: 1,
    });
    expect((await ok(`/api/get_created_entities_counts?org_id=${companyOrg}`, admin.token)).data).toEqual(data);
    expect((await call('GET', '/api/get_created_entities_counts', admin.token)).statusCode).toBe(404);
    // An institution's own content counts too (it has none).
    expect((await ok('/api/get_org_entity_count?type=clubs', institution.token)).data.total).toBe(0);
  });

  it('a bad type or status answers 422', async () => {
    const res = await call('GET', '/api/get_org_entity_count?type=posts', company.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toHaveProperty('type');
    expect((await call('GET', '/api/org_dashboard/entities?type=jobs&status=live', company.token)).statusCode).toBe(
      422,
    );
    expect((await call('GET', '/api/org_dashboard/entities?type=jobs&count=1000', company.token)).statusCode).toBe(422);
  });

  it('lists its own content newest first with status, people and the path that opens it', async () => {
    const jobs = await ok('/api/org_dashboard/entities?type=jobs&page=1&count=10', company.token);
    expect(jobs.pagination).toEqual({ page: 1, count: 10, total: 3, total_pages: 1 });
    expect(jobs.data.map((j: { title: string; status: string; people: number; path: string }) => j)).toMatchObject([
      { id: ids.closed, title: 'Support Engineer', status: 'closed', people: 0, path: `/jobs/${ids.closed}` },
      { id: ids.draft, title: 'Backend Engineer', status: 'draft', people: 0, path: `/jobs/${ids.draft}` },
      { id: ids.job, title: 'Data Analyst', status: 'published', people: 3, path: `/jobs/${ids.job}` },
    ]);
    expect(Date.parse(jobs.data[0].created_at)).not.toBeNaN();
    const drafts = await ok('/api/org_dashboard/entities?type=jobs&status=draft', company.token);
    expect(drafts.data.map((j: { id: number }) => j.id)).toEqual([ids.draft]);
    const internships = await ok('/api/org_dashboard/entities?type=internships', company.token);
    expect(internships.data).toMatchObject([{ id: ids.internship, people: 1, path: `/internships/${ids.internship}` }]);
    const events = await ok('/api/org_dashboard/entities?type=events', company.token);
    expect(events.data).toMatchObject([
      { id: ids.draftEvent, status: 'draft', people: 0, path: `/events/${ids.draftEvent}` },
      { id: ids.event, status: 'published', people: 2, path: `/events/${ids.event}` },
    ]);
    const clubs = await ok('/api/org_dashboard/entities?type=clubs', company.token);
    expect(clubs.data).toMatchObject([{ id: ids.club, status: 'closed', path: `/clubDashboard/${ids.club}` }]);
    // The rival sees none of it.
    const theirs = await ok('/api/org_dashboard/entities?type=jobs', rival.token);
    expect(theirs.data.map((j: { id: number }) => j.id)).toEqual([ids.rivalJob]);
  });

  it('the funnel across its postings: stages, median time to first response, per-job rows', async () => {
    const { data } = await ok('/api/org_dashboard/application_stats', company.token);
    expect(data.stages).toEqual({ total: 4, applied: 1, shortlisted: 0, selected: 1, withdrawn: 1, rejected: 1 });
    // Asha answered after 2 h, Ravi after 4 h; Meena withdrew (no response); Kiran still waits.
    expect(data.first_response).toEqual({ median_seconds: 3 * HOUR, responded: 2, waiting: 1 });
    expect(data.jobs_total).toBe(4);
    expect(data.jobs.map((j: { id: number }) => j.id)).toEqual([ids.internship, ids.closed, ids.draft, ids.job]);
    expect(data.jobs[3]).toEqual({
      id: ids.job,
      title: 'Data Analyst',
      type: 'Job_Fulltime',
      status: 'published',
      stages: { total: 3, applied: 0, shortlisted: 0, selected: 1, withdrawn: 1, rejected: 1 },
      first_response: { median_seconds: 3 * HOUR, responded: 2, waiting: 0 },
    });
    expect(data.jobs[0].first_response).toEqual({ median_seconds: null, responded: 0, waiting: 1 });
    const rivals = await ok('/api/org_dashboard/application_stats', rival.token);
    expect(rivals.data.stages.total).toBe(0);
  });

  it('the funnel equals a direct count of the applications, and its stages add up', async () => {
    const direct = rowsOf<{ status: string; n: number }>(
      await t.database.db.execute(sql`select a.status, count(*)::int as n from job_applications a
        join jobs j on j.id = a.job_id where j.org_id = ${companyOrg} group by a.status`),
    );
    const { data } = await ok('/api/org_dashboard/application_stats', company.token);
    const { total, ...stages } = data.stages as Record<string, number>;
    for (const [status, n] of Object.entries(stages))
      expect(`${status} ${n}`).toBe(`${status} ${direct.find((d) => d.status === status)?.n ?? 0}`);
    expect(Object.values(stages).reduce((a, b) => a + b, 0)).toBe(total);
    expect(total).toBe(direct.reduce((a, d) => a + d.n, 0));
    const perJob = (data.jobs as { stages: { total: number } }[]).reduce((a, j) => a + j.stages.total, 0);
    expect(perJob).toBe(total);
  });

  it("one job's summary: funnel, first response and its applicants' skills; another's job is 404", async () => {
    const { data } = await ok(`/api/org_dashboard/job_summary?job_id=${ids.job}`, company.token);
    expect(data).toMatchObject({
      id: ids.job,
      stages: { total: 3, selected: 1, rejected: 1, withdrawn: 1 },
      first_response: { median_seconds: 3 * HOUR, responded: 2, waiting: 0 },
    });
    // Both Asha and Ravi show the project's skills; only Asha the hackathon's.
    expect(data.skills.map((s: { name: string; count: number }) => [s.name, s.count])).toEqual([
      ['Node.js', 2],
      ['React', 2],
      ['Python', 1],
    ]);
    expect((await call('GET', `/api/org_dashboard/job_summary?job_id=${ids.rivalJob}`, company.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/org_dashboard/job_summary?job_id=${ids.job}`, rival.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/org_dashboard/job_summary?job_id=999999', company.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/org_dashboard/job_summary?job_id=${ids.job}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/org_dashboard/job_summary?job_id=abc', company.token)).statusCode).toBe(422);
  });

  it("an event's summary counts its registrations by status; another's event is 404", async () => {
    const url = `/api/show_event_summary?event_id=${ids.event}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, student.token)).statusCode).toBe(403);
    expect((await call('GET', url, rival.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/show_event_summary?event_id=${ids.rivalEvent}`, company.token)).statusCode).toBe(
      404,
    );
    const { data } = await ok(url, company.token);
    expect(data.counts).toEqual({ total: 2, applied: 0, enrolled: 2, rejected: 0, withdrawn: 0, attended: 0 });
  });

  it('club members count on the club row', async () => {
    const clubId = await createClub(t.app, company.token, { title: 'Open Club' });
    await joinClub(t.app, clubId, student.token, company.token);
    const clubs = await ok('/api/org_dashboard/entities?type=clubs&status=published', company.token);
    expect(clubs.data).toMatchObject([{ id: clubId, status: 'published' }]);
    const people = clubs.data[0].people as number;
    const direct = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from club_members where club_id = ${clubId}`),
    )[0]!.n;
    expect(people).toBe(direct);
    expect(people).toBeGreaterThanOrEqual(1);
  });
});
