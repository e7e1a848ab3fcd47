import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, inDays, orgIds } from '../../../test/factories/jobs';
import { buildPortfolioStudent } from '../../../test/factories/portfolio';

describe('jobs: public lists and search', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let companies: number[];
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await buildAdmin(t.app);
    companies = await orgIds(t.app, 'COMPANY');
    const a = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[0], admin });
    const b = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
    // Created oldest first, so the lists answer in reverse order.
    ids.backend = await createJob(t.app, a.token, {
      title: 'Backend Developer',
      description: 'Go and PostgreSQL microservices for payments.',
      salary_min: 80_000_000,
      salary_max: 120_000_000,
    });
    ids.analyst = await createJob(t.app, b.token, {
      title: 'Data Analyst',
      description: 'Dashboards in Power BI; strong SQL.',
      salary_min: 40_000_000,
      salary_max: 55_000_000,
    });
    ids.parttime = await createJob(t.app, b.token, { title: 'Campus Ambassador', type: 'Job_Parttime' });
    ids.intern = await createJob(t.app, a.token, {
      title: 'Data Science Intern',
      type: 'Internship',
      stipend: 2_000_000,
      duration_months: 6,
    });
    ids.draft = await createJob(t.app, a.token, { title: 'Data Engineer (draft)' }, false);
    ids.expired = await createJob(t.app, a.token, { title: 'Data Entry Operator' });
    await t.database.db
      .update(jobs)
      .set({ apply_by: inDays(-1) })
      .where(eq(jobs.id, ids.expired));
    ids.old = await createJob(t.app, b.token, { title: 'Support Engineer' });
    await t.database.db
      .update(jobs)
      .set({ published_at: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(jobs.id, ids.old));
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const idsOf = (body: { data: { id: number }[] }) => body.data.map((j) => j.id);

  it('lists open published full-time jobs, newest first, with organisation names and days left', async () => {
    const { status, body } = await get('/api/list/jobs_v1?type=Job_Fulltime&page=1&count=10');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.analyst, ids.backend, ids.old]);
    expect(body.pagination).toEqual({ page: 1, count: 10, total: 3, total_pages: 1 });
    expect(body.data[0]).toMatchObject({
      org: { id: companies[1], full_name: expect.any(String) },
      days_left: '4 weeks 2 days',
      salary_min: 40_000_000,
    });
    const second = await get('/api/list/jobs_v1?type=Job_Fulltime&page=2&count=2');
    expect(idsOf(second.body)).toEqual([ids.old]);
  });

  it('filters by pay in rupees, organisations, days since posting and title', async () => {
    expect(idsOf((await get('/api/list/jobs_v1?min=700000')).body)).toEqual([ids.backend]);
    expect(idsOf((await get('/api/list/jobs_v1?max=500000')).body)).toEqual([ids.analyst, ids.old]);
    expect(idsOf((await get(`/api/list/jobs_v1?org_ids[]=${companies[0]}`)).body)).toEqual([ids.backend]);
    expect(idsOf((await get(`/api/list/jobs_v1?org_ids=${companies[0]},${companies[1]}&days=7`)).body)).toEqual([
      ids.analyst,
      ids.backend,
    ]);
    expect(idsOf((await get('/api/list/jobs_v1?title=analy')).body)).toEqual([ids.analyst]);
    expect(idsOf((await get('/api/list/jobs_v1?title=100%25')).body)).toEqual([]);
    expect((await get('/api/list/jobs_v1?min=-1')).status).toBe(422);
  });

  it('lists internships and part-time jobs on /api/list/jobs', async () => {
    expect(idsOf((await get('/api/list/jobs?type=Internship&page=1&count=20')).body)).toEqual([ids.intern]);
    expect(idsOf((await get('/api/list/jobs')).body)).toEqual([ids.intern]);
    expect(idsOf((await get('/api/list/jobs?type=Job_Parttime')).body)).toEqual([ids.parttime]);
    expect(idsOf((await get('/api/list/jobs?min=15000')).body)).toEqual([ids.intern]);
    expect(idsOf((await get('/api/list/jobs?min=25000')).body)).toEqual([]);
  });

  it('searches open published jobs by words, newest first; an empty query is refused', async () => {
    const data = await get('/api/search/jobs?query=data&page=1&count=10');
    expect(data.status).toBe(200);
    // Drafts and expired jobs never show.
    expect(idsOf(data.body)).toEqual([ids.intern, ids.analyst]);
    // Newest published first (the support engineer's was moved back 20 days), wherever the words are.
    expect(idsOf((await get('/api/search/jobs?query=sql')).body)).toEqual([
      ids.intern,
      ids.parttime,
      ids.analyst,
      ids.old,
    ]);
    expect(idsOf((await get('/api/search/jobs?query=postgresql microservices')).body)).toEqual([ids.backend]);
    expect(idsOf((await get('/api/search/jobs?query=data -science')).body)).toEqual([ids.analyst]);
    expect(idsOf((await get('/api/search/jobs?query=data&type=Internship')).body)).toEqual([ids.intern]);
    const empty = await get('/api/search/jobs?query=%20');
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ query: 'Please enter something to search for' });
  });

  it('counts every match on each page of a search, also past the last page', async () => {
    const first = await get('/api/search/jobs?query=data&page=1&count=1');
    expect(idsOf(first.body)).toEqual([ids.intern]);
    expect(first.body.pagination).toEqual({ page: 1, count: 1, total: 2, total_pages: 2 });
    const second = await get('/api/search/jobs?query=data&page=2&count=1');
    expect(idsOf(second.body)).toEqual([ids.analyst]);
    expect(second.body.pagination.total).toBe(2);
    const beyond = await get('/api/search/jobs?query=data&page=5&count=1');
    expect(idsOf(beyond.body)).toEqual([]);
    expect(beyond.body.pagination.total).toBe(2);
    const none = await get('/api/search/jobs?query=zzzqqq');
    expect(none.body.pagination.total).toBe(0);
  });

  it('stops counting at a hundred matches, and counts further as the pages go on', async () => {
    const org = (await get('/api/list/jobs_v1?count=1')).body.data[0].org.id as number;
    const published = new Date(Date.now() - 30 * 86_400_000);
    await t.database.db.insert(jobs).values(
      Array.from({ length: 230 }, (_, i) => ({
        org_id: org,
        type: 'Job_Fulltime' as const,
        status: 'published' as const,
        title: `Aquarist ${i}`,
        description: 'Care for the zebrafish colony.',
        apply_by: inDays(10),
        published_at: new Date(published.getTime() + i * 60_000),
      })),
    );
    const first = await get('/api/search/jobs?query=zebrafish&page=1&count=20');
    expect(first.body.data[0].title).toBe('Aquarist 229');
    expect(first.body.pagination).toEqual({ page: 1, count: 20, total: 100, total_pages: 5, total_capped: true });
    // On the fifth page the next one is known to exist: counted to two hundred.
    const fifth = await get('/api/search/jobs?query=zebrafish&page=5&count=20');
    expect(fifth.body.data.at(-1).title).toBe('Aquarist 130');
    expect(fifth.body.pagination).toMatchObject({ total: 200, total_pages: 10, total_capped: true });
    // Near the end the count is exact again, also past the last page.
    const last = await get('/api/search/jobs?query=zebrafish&page=12&count=20');
    expect(last.body.data).toHaveLength(10);
    expect(last.body.pagination).toEqual({ page: 12, count: 20, total: 230, total_pages: 12 });
    const beyond = await get('/api/search/jobs?query=zebrafish&page=40&count=20');
    expect(beyond.body.pagination).toMatchObject({ total: 230, total_pages: 12 });
    expect(beyond.body.pagination.total_capped).toBeUndefined();
  });
});

describe('jobs: place, remote, skills and order; the organisation filter; a student’s marks', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let companies: number[];
  let kafkaSkill: number;
  const ids: Record<string, number> = {};
  let student: Account;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await buildAdmin(t.app);
    companies = await orgIds(t.app, 'COMPANY');
    const [a, b, c] = await Promise.all(
      companies.slice(0, 3).map((orgId) => buildOrgUser(t.app, 'COMPANY', { orgId, admin })),
    );
    kafkaSkill = (await t.app.inject({ method: 'GET', url: '/api/skills?query=apache%20kafka' })).json().data[0].id;
    // Published oldest first: the newest is the last.
    ids.kafka = await createJob(t.app, a!.token, {
      title: 'Streaming Engineer',
      location: 'Bengaluru',
      skill_ids: [kafkaSkill],
      salary_min: 100_000_000,
      salary_max: 200_000_000,
      apply_by: inDays(40),
    });
    ids.remote = await createJob(t.app, b!.token, {
      title: 'Remote Support Engineer',
      location: '',
      is_remote: true,
      salary_min: 30_000_000,
      salary_max: 40_000_000,
      apply_by: inDays(5),
    });
    ids.hyd = await createJob(t.app, a!.token, {
      title: 'Platform Engineer',
      location: 'Pune or Hyderabad',
      salary_min: null,
      salary_max: null,
      min_cgpa: 7,
      apply_by: inDays(20),
    });
    ids.intern = await createJob(t.app, b!.token, { title: 'Support Intern', type: 'Internship', duration_months: 3 });
    // The third company has a draft and a job past its apply-by date: nothing open.
    ids.draftAtC = await createJob(t.app, c!.token, { title: 'Engineer (draft)' }, false);
    ids.expiredAtC = await createJob(t.app, c!.token, { title: 'Expired Engineer' });
    await t.database.db
      .update(jobs)
      .set({ apply_by: inDays(-1) })
      .where(eq(jobs.id, ids.expiredAtC));
    student = await buildUser(t.app, 'STUDENT');
  });
  afterAll(() => t.close());

  const get = async (url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    return { status: res.statusCode, body: res.json() };
  };
  const idsOf = async (url: string) => ((await get(url)).body.data as { id: number }[]).map((j) => j.id);

  it('filters the list by part of the place, remote or not, and skills', async () => {
    expect(await idsOf('/api/list/jobs_v1?location=hyderabad')).toEqual([ids.hyd]);
    expect(await idsOf('/api/list/jobs_v1?location=PUNE')).toEqual([ids.hyd]);
    expect(await idsOf('/api/list/jobs_v1?remote=true')).toEqual([ids.remote]);
    expect(await idsOf('/api/list/jobs_v1?remote=false')).toEqual([ids.hyd, ids.kafka]);
    expect(await idsOf(`/api/list/jobs_v1?skill_ids[]=${kafkaSkill}`)).toEqual([ids.kafka]);
    expect((await get('/api/list/jobs_v1?remote=yes')).status).toBe(422);
  });

  it('orders by the apply-by date or the best pay; newest first otherwise', async () => {
    expect(await idsOf('/api/list/jobs_v1')).toEqual([ids.hyd, ids.remote, ids.kafka]);
    expect(await idsOf('/api/list/jobs_v1?sort=newest')).toEqual([ids.hyd, ids.remote, ids.kafka]);
    expect(await idsOf('/api/list/jobs_v1?sort=apply_by')).toEqual([ids.remote, ids.hyd, ids.kafka]);
    // Best paid first; a job without pay comes last.
    expect(await idsOf('/api/list/jobs_v1?sort=pay')).toEqual([ids.kafka, ids.remote, ids.hyd]);
    expect((await get('/api/list/jobs_v1?sort=random')).status).toBe(422);
  });

  it('search takes the same filters and orders', async () => {
    expect(await idsOf('/api/search/jobs?query=engineer')).toEqual([ids.hyd, ids.remote, ids.kafka]);
    expect(await idsOf('/api/search/jobs?query=engineer&remote=true')).toEqual([ids.remote]);
    expect(await idsOf('/api/search/jobs?query=engineer&location=bengaluru')).toEqual([ids.kafka]);
    expect(await idsOf('/api/search/jobs?query=engineer&sort=apply_by')).toEqual([ids.remote, ids.hyd, ids.kafka]);
    expect(await idsOf(`/api/search/jobs?query=engineer&org_ids=${companies[1]}`)).toEqual([ids.remote]);
    const counted = await get('/api/search/jobs?query=engineer&sort=pay&count=1');
    expect(counted.body.data.map((j: { id: number }) => j.id)).toEqual([ids.kafka]);
    expect(counted.body.pagination.total).toBe(3);
  });

  it('offers only organisations with open jobs of the type shown, by part of their name', async () => {
    const names = async (url: string) => ((await get(url)).body.data as { id: number }[]).map((o) => o.id);
    const full = await names('/api/list/job_orgs?type=Job_Fulltime');
    expect(full.sort()).toEqual([companies[0], companies[1]].sort());
    expect(full).not.toContain(companies[2]);
    expect(await names('/api/list/job_orgs?kind=internships')).toEqual([companies[1]]);
    const orgA = (await get(`/api/orgs/${companies[0]}`)).body.data.full_name as string;
    expect(await names(`/api/list/job_orgs?query=${encodeURIComponent(orgA.slice(1, 6).toUpperCase())}`)).toContain(
      companies[0],
    );
    expect(await names('/api/list/job_orgs?query=zzzqqq')).toEqual([]);
  });

  it('gives a student their marks on a page of cards: applied, and the criteria they do not meet', async () => {
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${ids.remote}/apply`,
      headers: bearer(student.token),
      payload: {},
    });
    expect(applied.statusCode).toBe(201);
    const asked = [ids.hyd, ids.remote, ids.draftAtC, ids.kafka];
    const { status, body } = await get(`/api/my_profile/job_marks?job_ids=${asked.join(',')}`, student.token);
    expect(status).toBe(200);
    // The draft is left out; the rest in the order asked.
    expect(body.data).toEqual([
      { job_id: ids.hyd, application_status: null, eligibility_percent: 0, unmet: ['CGPA'] },
      { job_id: ids.remote, application_status: 'applied', eligibility_percent: 100, unmet: [] },
      { job_id: ids.kafka, application_status: null, eligibility_percent: 100, unmet: [] },
    ]);
    // A student with a degree in the portfolio (CGPA 8.4) against a higher and a lower bar.
    // Starting the portfolio made the profile's degree its first entry (its score left to the student): the
    // student gives it, as the card asks.
    const graduate = await buildPortfolioStudent(t.app);
    await t.database.executeSql(`update educations set format = 'GPA', score = 8.4 where profile_id = $1`, [
      graduate.profileId,
    ]);
    const company = (await get(`/api/jobs/${ids.hyd}`)).body.data.org.id as number;
    const staff = await buildOrgUser(t.app, 'COMPANY', { orgId: company, admin: await buildAdmin(t.app) });
    const strict = await createJob(t.app, staff.token, { title: 'Research Engineer', min_cgpa: 9 });
    const graded = await get(`/api/my_profile/job_marks?job_ids=${strict},${ids.hyd}`, graduate.token);
    expect(graded.body.data).toEqual([
      { job_id: strict, application_status: null, eligibility_percent: 0, unmet: ['CGPA'] },
      { job_id: ids.hyd, application_status: null, eligibility_percent: 100, unmet: [] },
    ]);
    expect((await get('/api/my_profile/job_marks', student.token)).status).toBe(422);
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect((await get(`/api/my_profile/job_marks?job_ids=${many}`, student.token)).status).toBe(422);
    expect((await get(`/api/my_profile/job_marks?job_ids=${ids.hyd}`)).status).toBe(401);
  });
});
