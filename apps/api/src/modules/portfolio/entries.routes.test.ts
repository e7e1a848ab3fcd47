import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import { BODIES, buildPortfolioStudent, edit, save, testClock } from '../../../test/factories/portfolio';

type Body = Record<string, unknown>;

describe('portfolio entries: create, update, delete for every resource', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let student: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let other: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let company: Awaited<ReturnType<typeof buildUser>>;
  let educationId: number;
  beforeAll(async () => {
    t = await createTestApp({ clock: testClock().now });
    student = await buildPortfolioStudent(t.app);
    other = await buildPortfolioStudent(t.app);
    company = await buildUser(t.app, 'COMPANY');
    const res = await save(t.app, student.token, 'educations', BODIES.education);
    expect(res.statusCode).toBe(201);
    educationId = res.json().data.id;
  });
  afterAll(() => t.close());

  const cases: { name: string; resource: string; body: () => Body; change: Body; card: string }[] = [
    {
      name: 'book',
      resource: 'readings',
      body: () => BODIES.book,
      change: { title: 'Clean Code, 2nd ed.' },
      card: 'books',
    },
    {
      name: 'article',
      resource: 'articles',
      body: () => BODIES.article,
      change: { desc: 'Read twice.' },
      card: 'articles',
    },
    { name: 'club', resource: 'social_clubs', body: () => BODIES.club, change: { role: 'Member' }, card: 'clubs' },
    {
      name: 'project',
      resource: 'external_projects',
      body: () => BODIES.project,
      change: { duration: 8 },
      card: 'projects',
    },
    {
      name: 'event',
      resource: 'external_events',
      body: () => BODIES.event,
      change: { role: 'Organize' },
      card: 'events',
    },
    {
      name: 'course',
      resource: 'external_courses',
      body: () => BODIES.course,
      change: { duration: 20 },
      card: 'courses',
    },
    {
      name: 'certification',
      resource: 'external_courses',
      body: () => BODIES.certification,
      change: { role: 'Offline course' },
      card: 'certification',
    },
    {
      name: 'internship',
      resource: 'internships',
      body: () => BODIES.internship,
      change: { host: 'TCS' },
      card: 'internships',
    },
    { name: 'job', resource: 'internships', body: () => BODIES.job, change: { type: 'Job_Fulltime' }, card: 'jobs' },
    {
      name: 'degree',
      resource: 'educations',
      body: () => edit(BODIES.education, { specialization: 'Data Science' }),
      change: { score: 9.1 },
      card: 'education',
    },
    {
      name: 'subject',
      resource: 'subjects',
      body: () => BODIES.subject(educationId),
      change: { score: 7.5 },
      card: 'semester',
    },
  ];

  for (const c of cases) {
    it(`${c.name}: POST 201, PUT 200, DELETE 200 on /api/my_portfolio/${c.resource}`, async () => {
      const created = await save(t.app, student.token, c.resource, c.body());
      expect(created.statusCode, created.body).toBe(201);
      const entry = created.json().data;
      expect(entry).toMatchObject({ card: c.card, verification: null, verification_pending: false });
      expect(entry.points).toBeGreaterThan(0);

      const updated = await save(t.app, student.token, c.resource, edit(c.body(), c.change), entry.id);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({ id: entry.id, uuid: entry.uuid, ...c.change });

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/my_portfolio/${c.resource}/${entry.id}`,
        headers: bearer(student.token),
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ data: { ok: true } });
      const again = await save(t.app, student.token, c.resource, edit(c.body(), c.change), entry.id);
      expect(again.statusCode).toBe(404);
    });
  }

  for (const c of cases) {
    it(`${c.name}: duplicate 409 with the popup, another student's 404, company 403, signed out 401`, async () => {
      const created = await save(t.app, student.token, c.resource, c.body());
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const again = await save(t.app, student.token, c.resource, c.body());
      expect(again.statusCode).toBe(409);
      expect(again.json().error.popup).toEqual({
        heading: 'We know you like it!',
        message: 'This item is already added to your portfolio.',
      });
      const url = `/api/my_portfolio/${c.resource}/${id}`;
      expect((await save(t.app, other.token, c.resource, c.body(), id)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(other.token) })).statusCode).toBe(404);
      expect((await save(t.app, company.token, c.resource, c.body())).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PUT', url, payload: c.body() })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      const removed = await t.app.inject({ method: 'DELETE', url, headers: bearer(student.token) });
      expect(removed.statusCode).toBe(200);
    });
  }

  it('answers the record with the body field names, names for skills and HTML kept as text', async () => {
    const res = await save(
      t.app,
      student.token,
      'external_projects',
      edit(BODIES.project, { title: '<b>Bold</b> project', skills: ['  React ', 'react', 'GraphQL'] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      card: 'projects',
      title: '<b>Bold</b> project',
      status: 'complete',
      date: '2025-04-01',
      duration: 6,
      source: 'Self-initiated',
      skills: ['React', 'GraphQL'],
      job_roles: ['Software Engineer'],
      life_skills: ['Teamwork'],
      points: 50,
    });
  });
});

describe('portfolio entries: duplicates, ownership, who may call', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let student: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: testClock().now });
    student = await buildPortfolioStudent(t.app);
  });
  afterAll(() => t.close());

  it('adding an item already there answers 409 with the popup, also for a degree and a subject', async () => {
    expect((await save(t.app, student.token, 'readings', BODIES.book)).statusCode).toBe(201);
    const again = await save(t.app, student.token, 'readings', edit(BODIES.book, { title: 'CLEAN CODE ' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This item is already added to your portfolio.',
      popup: { heading: 'We know you like it!', message: 'This item is already added to your portfolio.' },
    });
    // Another date is another reading.
    expect((await save(t.app, student.token, 'readings', edit(BODIES.book, { date: '2024-03-10' }))).statusCode).toBe(
      201,
    );

    const degree = (await save(t.app, student.token, 'educations', BODIES.education)).json().data;
    expect((await save(t.app, student.token, 'educations', BODIES.education)).statusCode).toBe(409);
    expect((await save(t.app, student.token, 'subjects', BODIES.subject(degree.id))).statusCode).toBe(201);
    expect((await save(t.app, student.token, 'subjects', BODIES.subject(degree.id))).statusCode).toBe(409);

    // Editing one entry into another's place is a duplicate too.
    const other = (await save(t.app, student.token, 'readings', edit(BODIES.book, { title: 'Code Complete' }))).json()
      .data;
    expect((await save(t.app, student.token, 'readings', BODIES.book, other.id)).statusCode).toBe(409);
  });

  it('two saves of the same item at once give one entry', async () => {
    const body = edit(BODIES.event, { title: 'Double click fest' });
    const results = await Promise.all([1, 2, 3].map(() => save(t.app, student.token, 'external_events', body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it("another student's entry or degree answers 404", async () => {
    const mine = (await save(t.app, student.token, 'external_events', BODIES.event)).json().data;
    const degree = (
      await save(t.app, student.token, 'educations', edit(BODIES.education, { specialization: 'Physics' }))
    ).json().data;
    const other = await buildPortfolioStudent(t.app);
    expect((await save(t.app, other.token, 'external_events', BODIES.event, mine.id)).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/my_portfolio/external_events/${mine.id}`,
      headers: bearer(other.token),
    });
    expect(del.statusCode).toBe(404);
    expect((await save(t.app, other.token, 'subjects', BODIES.subject(degree.id))).statusCode).toBe(404);
  });

  it('a student without a portfolio is told to choose career paths first', async () => {
    const fresh = await buildUser(t.app, 'STUDENT');
    const res = await save(t.app, fresh.token, 'readings', BODIES.book);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Choose your career paths first.');
  });

  it('companies get 403, signed-out callers 401', async () => {
    const company = await buildUser(t.app, 'COMPANY');
    expect((await save(t.app, company.token, 'readings', BODIES.book)).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/my_portfolio/readings', payload: BODIES.book });
    expect(anon.statusCode).toBe(401);
    const anonPut = await t.app.inject({
      method: 'PUT',
      url: '/api/my_portfolio/subjects/1',
      payload: BODIES.subject(1),
    });
    expect(anonPut.statusCode).toBe(401);
  });
});
