import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildMentor, buildUser, signIn, type Account } from '../../../test/factories';
import { createEvent, enroll } from '../../../test/factories/events';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';

const ROUTES = [
  '/api/fetch_counters',
  '/api/split_based_on_field?field=degree',
  '/api/split_by_degree',
  '/api/split_by_branch',
  '/api/split_by_batch',
  '/api/fetch_histogram_academic',
  '/api/fetch_top_skills',
  '/api/institute_dashboard/placement',
  '/api/enrollment_dashboard?kind=events&group=branch',
  '/api/enrollment_listing?kind=events',
  '/api/show_org_students',
];

describe('institute dashboard: who reads which institute, and what it counts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let institution: Account;
  let pending: Account;
  let deactivated: Account;
  let company: Account;
  let mentor: Account;
  let student: Account;
  let tpo: Awaited<ReturnType<typeof buildUser>>;
  let dept: Awaited<ReturnType<typeof buildUser>>;
  let institute: number;
  const branch: Record<'cs' | 'ece', number> = { cs: 0, ece: 0 };

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const ok = async (url: string, token: string) => {
    const res = await get(url, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const institutes = await orgIds(t.app, 'INSTITUTION');
    institute = institutes[1]!;
    const spec = async (q: string) =>
      (await get(`/api/specializations?query=${encodeURIComponent(q)}&count=1`)).json().data[0].id as number;
    branch.cs = await spec('Computer Science');
    branch.ece = await spec('Electronics');
    expect(branch.ece).not.toBe(branch.cs);

    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institute, admin });
    // Named the institute, but nobody accepted the request: an outsider.
    pending = await buildUser(t.app, 'INSTITUTION', { my_org_id: institute });
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    // Staff of the institute the admin deactivated, signed in again after its sessions ended.
    const former = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institute, admin });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update_profile_status',
      headers: bearer(admin.token),
      payload: { profile_id: former.profileId, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    deactivated = await signIn(t.app, former.email, former.password);
    mentor = await buildMentor(t.app, admin, { my_org_id: institute });
    const at = (specialization_id: number, graduation_year: number) =>
      buildUser(t.app, 'STUDENT', { my_org_id: institute, specialization_id, graduation_year });
    // Five students: three in CS (the TPO among them), two in ECE (the department admin among them).
    tpo = await at(branch.cs, 2026);
    const asha = await at(branch.cs, 2026);
    await at(branch.cs, 2027);
    dept = await at(branch.ece, 2027);
    const ravi = await at(branch.ece, 2027);
    // A student of the first institute without any flag.
    student = await buildUser(t.app, 'STUDENT', { my_org_id: institutes[0] });
    await t.database.db.execute(sql`update profiles set tpo_admin_dashboard = true where id = ${tpo.profileId}`);
    await t.database.db.execute(sql`update profiles set dept_admin_dashboard = true where id = ${dept.profileId}`);

    // Asha (CS) holds two offers, Ravi (ECE) one; each offer is a selection in a full-time job.
    const select = async (who: Account, title: string) => {
      const job = await createJob(t.app, company.token, { title });
      const applied = await t.app.inject({
        method: 'POST',
        url: `/api/jobs/${job}/apply`,
        headers: bearer(who.token),
        payload: {},
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const moved = await t.app.inject({
        method: 'POST',
        url: '/api/modify_job_applicants',
        headers: bearer(company.token),
        payload: { job_id: job, application_ids: [applied.json().data.id], status: 'selected' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    };
    await select(asha, 'Analyst');
    await select(asha, 'Engineer');
    await select(ravi, 'Designer');

    // Asha and Ravi register for a company's event; an outsider registers for the institute's own.
    const meetup = await createEvent(t.app, company.token, { title: 'Data Meetup' });
    for (const who of [asha, ravi]) expect((await enroll(t.app, who.token, meetup)).statusCode).toBe(201);
    const workshop = await createEvent(t.app, institution.token, { title: 'Campus Workshop' });
    expect((await enroll(t.app, student.token, workshop)).statusCode).toBe(201);
  }, 120_000);
  afterAll(() => t.close());

  it('answers 401 signed out, 403 to companies, mentors and students who run no dashboard', async () => {
    for (const url of ROUTES) {
      expect((await get(url)).statusCode, url).toBe(401);
      for (const who of [company, mentor, student]) expect((await get(url, who.token)).statusCode, url).toBe(403);
    }
  });

  it('answers 404 to a pending or deactivated institution, an admin naming no institute, a department admin asking for another branch', async () => {
    for (const url of ROUTES) {
      expect((await get(url, pending.token)).statusCode, url).toBe(404);
      expect((await get(url, deactivated.token)).statusCode, url).toBe(404);
      expect((await get(url, admin.token)).statusCode, url).toBe(404);
      const other = `${url}${url.includes('?') ? '&' : '?'}specialization_id=${branch.cs}`;
      expect((await get(other, dept.token)).statusCode, other).toBe(404);
    }
  });

  it('counts offers and unique placed students apart, for staff, the TPO and an admin alike', async () => {
    const counters = await ok('/api/fetch_counters', institution.token);
    expect(counters).toMatchObject({
      students: 5,
      batches: 2,
      branches: 2,
      mentors: 1,
      applications: 3,
      offers: 3,
      placed_students: 2,
      companies_hiring: 1,
    });
    expect(await ok('/api/fetch_counters', tpo.token)).toEqual(counters);
    expect(await ok(`/api/fetch_counters?org_id=${institute}`, admin.token)).toEqual(counters);
    // org_id means nothing from staff: still their own institute.
    expect(await ok('/api/fetch_counters?org_id=1', institution.token)).toEqual(counters);

    const placement = await ok('/api/institute_dashboard/placement', institution.token);
    // The factory job pays ₹4.5 to 6 lakh a year: each offer counts the middle, ₹5.25 lakh.
    expect(placement).toMatchObject({
      students: 5,
      offers: 3,
      placed_students: 2,
      placed_with_offer: 2,
      not_placed: 3,
      salary: { offers_with_salary: 3, median: 525_000, mean: 525_000, max: 525_000 },
      companies_total: 1,
    });
    expect(placement.companies).toEqual([expect.objectContaining({ offers: 3, students: 2 })]);
  });

  it('splits add up to the totals; a department admin sees only their branch', async () => {
    const byBranch = await ok('/api/split_by_branch', institution.token);
    expect(
      byBranch.rows.map((r: { key: string; students: number; placed: number; offers: number }) => [
        r.key,
        r.students,
        r.placed,
        r.offers,
      ]),
    ).toEqual([
      [String(branch.cs), 3, 1, 2],
      [String(branch.ece), 2, 1, 1],
    ]);
    expect(byBranch.total).toMatchObject({ students: 5, placed: 2, not_placed: 3, offers: 3 });
    expect(await ok('/api/split_based_on_field?field=branch', institution.token)).toEqual(byBranch);
    const byBatch = await ok('/api/split_by_batch', institution.token);
    expect(byBatch.rows.map((r: { key: string; students: number }) => [r.key, r.students])).toEqual([
      ['2026', 2],
      ['2027', 3],
    ]);
    const narrowed = await ok('/api/split_by_batch?batch=2027', institution.token);
    expect(narrowed.total.students).toBe(3);

    const mine = await ok('/api/fetch_counters', dept.token);
    expect(mine).toMatchObject({ students: 2, offers: 1, placed_students: 1, branches: 1 });
    expect(await ok(`/api/fetch_counters?specialization_id=${branch.ece}`, dept.token)).toEqual(mine);
    expect((await ok('/api/split_by_branch', dept.token)).rows).toHaveLength(1);
  });

  it("lists the institute's students by name with contact, degree and offers; searchable, scoped and paged", async () => {
    const res = await get('/api/show_org_students?count=2', institution.token);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json();
    expect(first.pagination).toMatchObject({ page: 1, count: 2, total: 5, total_pages: 3 });
    const all = await ok('/api/show_org_students?count=10', institution.token);
    const names = all.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const asha = all.find((s: { offers: number }) => s.offers === 2);
    expect(asha).toMatchObject({ offers: 2, placed: true, batch: 2026, score: '' });
    expect(asha.email).toMatch(/@/);
    expect(all.filter((s: { placed: boolean }) => s.placed)).toHaveLength(2);
    // A search by part of an email finds that student alone; a department admin sees their branch only.
    const found = await ok(
      `/api/show_org_students?q=${encodeURIComponent(asha.email.slice(0, 12).toUpperCase())}`,
      institution.token,
    );
    expect(found.map((s: { id: number }) => s.id)).toEqual([asha.id]);
    const ece = await ok('/api/show_org_students', dept.token);
    expect(ece).toHaveLength(2);
    expect(new Set(ece.map((s: { branch: string }) => s.branch)).size).toBe(1);
    expect(await ok(`/api/show_org_students?org_id=${institute}&count=10`, admin.token)).toEqual(all);
    expect((await get(`/api/show_org_students?q=${'x'.repeat(500)}`, institution.token)).statusCode).toBe(422);
  });

  it('refuses unknown fields and out-of-range filters with 422', async () => {
    expect((await get('/api/split_based_on_field?field=gender', institution.token)).statusCode).toBe(422);
    expect((await get('/api/fetch_counters?batch=99999', institution.token)).statusCode).toBe(422);
    expect((await get('/api/fetch_top_skills?limit=500', institution.token)).statusCode).toBe(422);
  });

  it('the histogram has every ten-point bucket, and students without a scored degree apart', async () => {
    const histogram = await ok('/api/fetch_histogram_academic', institution.token);
    expect(histogram.buckets).toHaveLength(10);
    expect(histogram.buckets[0]).toMatchObject({ from: 0, to: 10, label: '0–10%' });
    expect(histogram).toMatchObject({ no_score: 5, total: 5 });
  });

  it('enrolment: its students anywhere by branch and month, and anyone in its own events', async () => {
    const byBranch = await ok('/api/enrollment_dashboard?kind=events&group=branch', institution.token);
    expect(byBranch).toMatchObject({ kind: 'events', of: 'students', total: 2 });
    expect(byBranch.rows.map((r: { key: string; count: number }) => [r.key, r.count])).toEqual([
      [String(branch.cs), 1],
      [String(branch.ece), 1],
    ]);
    const byMonth = await ok('/api/enrollment_dashboard?kind=events&group=month', institution.token);
    expect(byMonth.rows).toHaveLength(12);
    expect(byMonth.rows.at(-1).count).toBe(2);
    expect((await ok('/api/enrollment_dashboard?kind=clubs&group=batch', institution.token)).total).toBe(0);

    const own = await ok('/api/enrollment_dashboard?kind=events&group=batch&of=own', institution.token);
    expect(own.total).toBe(1);
    const listed = await get('/api/enrollment_listing?kind=events&of=own', institution.token);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        item: expect.objectContaining({ title: 'Campus Workshop' }),
        status: expect.any(String),
      }),
    ]);
    expect(listed.json().pagination).toMatchObject({ total: 1 });
    // A department admin sees their branch's students only, in their institute's own content too.
    expect((await ok('/api/enrollment_dashboard?kind=events&group=branch', dept.token)).total).toBe(1);
    expect((await ok('/api/enrollment_dashboard?kind=events&group=batch&of=own', dept.token)).total).toBe(0);
  });
});
