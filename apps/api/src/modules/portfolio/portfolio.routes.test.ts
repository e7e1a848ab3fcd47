import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import { BODIES, buildPortfolioStudent, edit, myPortfolio, save, testClock } from '../../../test/factories/portfolio';
import { pdfText } from '../../../test/support/pdf-text';
import { statementsDuring } from '../../../test/support/statements';

describe('reading a portfolio', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let student: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: testClock().now });
    student = await buildPortfolioStudent(t.app);
  });
  afterAll(() => t.close());

  it('answers the profile, points, career paths with coverage and every section, newest first', async () => {
    const empty = await myPortfolio(t.app, student.token);
    // Private until the student says otherwise, and the degree named on the profile is already there.
    expect(empty).toMatchObject({
      id: student.portfolioId,
      is_public: false,
      profile: {
        id: student.profileId,
        first_name: 'Asha',
        full_name: 'Asha Rao',
        degree: 'B.Tech',
        graduation_year: 2027,
      },
      points: { exposure: 0, experience: 0, education: 50, total: 50 },
    });
    const named = empty.sections.education[0];
    expect(empty.sections.education).toHaveLength(1);
    expect(named).toMatchObject({
      institute: empty.profile.institute,
      degree: 'B.Tech',
      specialization: empty.profile.specialization,
      tenure: ['202307', '202706'],
      format: null,
      latest_edu: true,
    });
    expect(Object.keys(empty.sections).sort()).toEqual([
      'certificate',
      'education',
      'external_courses',
      'external_events',
      'external_projects',
      'internships',
      'jobs',
      'readings',
      'semester',
      'social_clubs',
    ]);
    expect(empty.career_paths.map((p: { name: string }) => p.name).sort()).toEqual([
      'Data Analyst',
      'Software Engineer',
    ]);
    expect(JSON.stringify(empty)).not.toContain(student.profile.email);

    await save(t.app, student.token, 'readings', BODIES.book);
    await save(t.app, student.token, 'articles', BODIES.article);
    await save(t.app, student.token, 'internships', BODIES.internship);
    await save(t.app, student.token, 'internships', BODIES.job);
    await save(t.app, student.token, 'external_courses', BODIES.course);
    await save(t.app, student.token, 'external_courses', BODIES.certification);
    const older = await save(
      t.app,
      student.token,
      'educations',
      edit(BODIES.education, {
        degree: 'Class XII',
        specialization: 'Science',
        tenure: ['2020-04-01', '2022-03-31'],
        latest_edu: false,
        format: 'Numeric',
        score: 92,
      }),
    );
    const latest = await save(t.app, student.token, 'educations', BODIES.education);
    await save(t.app, student.token, 'subjects', BODIES.subject(latest.json().data.id));

    const p = await myPortfolio(t.app, student.token);
    expect(p.sections.readings.map((e: { card: string }) => e.card)).toEqual(['books', 'articles']);
    expect(p.sections.internships).toHaveLength(1);
    expect(p.sections.jobs[0]).toMatchObject({ card: 'jobs', type: 'Job_Parttime', finishdate: null, duration: 6 });
    expect(p.sections.external_courses[0].card).toBe('courses');
    expect(p.sections.certificate[0]).toMatchObject({ card: 'certification', type: 'Industry Certification' });
    expect(p.sections.education.map((e: { id: number }) => e.id)).toEqual([
      named.id,
      latest.json().data.id,
      older.json().data.id,
    ]);
    expect(p.sections.semester[0]).toMatchObject({ education_id: latest.json().data.id, name: 'Data Structures' });

    // Java and SQL (internship) and Python (course) are Software Engineer skills.
    const engineer = p.career_paths.find((c: { name: string }) => c.name === 'Software Engineer');
    expect(engineer.coverage.covered).toEqual(expect.arrayContaining(['Java', 'Python', 'SQL']));
    expect(engineer.coverage.percent).toBe(
      Math.round((engineer.coverage.covered.length / engineer.skills.length) * 100),
    );
    expect(engineer.coverage.covered.length + engineer.coverage.missing.length).toBe(engineer.skills.length);
  });

  it('is read in one statement, its entries exactly as saved (timestamps, names)', async () => {
    const s = await buildPortfolioStudent(t.app, undefined, {}, { isPublic: true });
    const saved = [(await myPortfolio(t.app, s.token)).sections.education[0]];
    for (const [resource, body] of [
      ['readings', BODIES.book],
      ['internships', BODIES.internship],
      ['external_courses', BODIES.course],
      ['educations', BODIES.education],
    ] as const)
      saved.push((await save(t.app, s.token, resource, body)).json().data);
    saved.push((await save(t.app, s.token, 'subjects', BODIES.subject(saved[4].id))).json().data);
    const all = (p: { sections: Record<string, { uuid: string }[]> }) => Object.values(p.sections).flat();

    // One statement for the whole portfolio (beside the access check's), after the one asking its
    // version: nothing kept in memory holds for a portfolio just written to.
    const own = await statementsDuring(() => myPortfolio(t.app, s.token));
    expect(own.statements).toBe(2);
    // Each entry as its save answered it: the JSON the read is built from changes no field,
    // timestamps included (the database keeps microseconds; both answers are cut to milliseconds).
    expect(all(own.result)).toHaveLength(saved.length);
    for (const entry of saved) expect(all(own.result).find((e) => e.uuid === entry.uuid)).toEqual(entry);
    expect(saved[1].skills).toEqual(['Refactoring', 'Java']);

    const pub = await statementsDuring(() =>
      t.app.inject({ method: 'GET', url: `/api/public_portfolio?profile_id=${s.profileId}` }),
    );
    // The read just made is kept: the version alone is asked.
    expect(pub.statements).toBe(1);
    // The same portfolio, but its career paths show what is shown and never what is missing.
    const { career_paths: ownPaths, ...ownRest } = own.result;
    const { career_paths: publicPaths, ...publicRest } = pub.result.json().data;
    expect(publicRest).toEqual(ownRest);
    expect(publicPaths).toEqual(
      ownPaths.map(
        (p: { id: number; name: string; type: string; description: string; coverage: { covered: string[] } }) => ({
          id: p.id,
          name: p.name,
          type: p.type,
          description: p.description,
          shown: p.coverage.covered,
        }),
      ),
    );
  });

  it('points change after a create and after an update', async () => {
    const s = await buildPortfolioStudent(t.app);
    const before = (await myPortfolio(t.app, s.token)).points;
    const project = (await save(t.app, s.token, 'external_projects', BODIES.project)).json().data;
    const after = (await myPortfolio(t.app, s.token)).points;
    expect(after.experience - before.experience).toBe(50); // 20 + 5 x 6 weeks
    expect(after.total - before.total).toBe(50);

    await save(t.app, s.token, 'external_projects', edit(BODIES.project, { duration: 12 }), project.id);
    const longer = (await myPortfolio(t.app, s.token)).points;
    expect(longer.experience).toBe(80);

    await save(t.app, s.token, 'readings', BODIES.book);
    // The degree named on the profile earns its 50 education points from the start.
    expect((await myPortfolio(t.app, s.token)).points).toMatchObject({
      exposure: 10,
      experience: 80,
      education: 50,
      total: 140,
    });
  });

  it('the portfolio by id is the owner’s only; profile_portfolios lists it in brief', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/my_portfolio/portfolios/${student.portfolioId}`,
      headers: bearer(student.token),
    });
    expect(own.statusCode).toBe(200);
    const other = await buildPortfolioStudent(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/my_portfolio/portfolios/${student.portfolioId}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/my_portfolio/profile_portfolios',
      headers: bearer(student.token),
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: student.portfolioId,
        entry_count: 10,
        points: own.json().data.points,
        career_paths: expect.any(Array),
      }),
    ]);
  });

  it('without a portfolio: 404 telling to choose career paths; companies 403; signed out 401', async () => {
    const fresh = await buildUser(t.app, 'STUDENT');
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/my_portfolio/portfolios',
      headers: bearer(fresh.token),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('Choose your career paths first.');
    const company = await buildUser(t.app, 'COMPANY');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/my_portfolio/portfolios', headers: bearer(company.token) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/my_portfolio/portfolios' })).statusCode).toBe(401);
  });

  it('the PDF: application/pdf, a timestamped file name, the student’s name and entries inside', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/generate_portfolio_pdf/${student.portfolioId}`,
      headers: bearer(student.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // 15 June 2025 12:00 in India.
    expect(res.headers['content-disposition']).toBe('attachment; filename="portfolio-Asha-20250615-120000.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Asha Rao');
    for (const line of [
      'Clean Code',
      'Software Engineering Intern',
      'Infosys',
      'AWS Certified Cloud Practitioner',
      'Semester 3: ',
      'Career paths',
    ])
      expect(text).toContain(line);

    const other = await buildPortfolioStudent(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/generate_portfolio_pdf/${student.portfolioId}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/generate_portfolio_pdf/${student.portfolioId}` })).statusCode,
    ).toBe(401);
  });
});

describe('portfolio reads kept in memory', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
  });
  afterAll(() => t.close());

  const publicOf = async (profileId: number) =>
    t.app.inject({ method: 'GET', url: `/api/public_portfolio?profile_id=${profileId}` });
  /**
   * Reads twice and checks the second came from memory: on PostgreSQL it asks the version alone; on the
   * embedded database, whose every write this process sees, not even that (docs/decisions/0071).
   */
  async function readTwice(token: string) {
    const first = await myPortfolio(t.app, token);
    const second = await statementsDuring(() => myPortfolio(t.app, token));
    expect(second.statements).toBe(t.database.kind === 'pglite' ? 0 : 1);
    expect(second.result).toEqual(first);
    return first;
  }

  it('every write through the API shows on the next read, own and public', async () => {
    const s = await buildPortfolioStudent(t.app, undefined, {}, { isPublic: true });
    await readTwice(s.token);

    const book = (await save(t.app, s.token, 'readings', BODIES.book)).json().data;
    let read = await readTwice(s.token);
    expect(read.sections.readings.map((e: { id: number }) => e.id)).toEqual([book.id]);
    expect((await publicOf(s.profileId)).json().data.sections.readings).toHaveLength(1);

    await save(t.app, s.token, 'readings', edit(BODIES.book, { desc: 'Read twice.' }), book.id);
    read = await readTwice(s.token);
    expect(read.sections.readings[0].desc).toBe('Read twice.');
    expect((await publicOf(s.profileId)).json().data.sections.readings[0].desc).toBe('Read twice.');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/my_portfolio/readings/${book.id}`,
      headers: bearer(s.token),
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await readTwice(s.token)).sections.readings).toEqual([]);
    expect((await publicOf(s.profileId)).json().data.sections.readings).toEqual([]);

    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/edit_profile',
      headers: bearer(s.token),
      payload: { profile: { first_name: 'Meera' } },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await readTwice(s.token)).profile.first_name).toBe('Meera');
    expect((await publicOf(s.profileId)).json().data.profile.first_name).toBe('Meera');

    const roles = (await t.app.inject({ method: 'GET', url: '/api/job_roles?count=100' })).json().data as {
      id: number;
      name: string;
    }[];
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/my_portfolio/job_roles',
      headers: bearer(s.token),
      payload: { portfolio: { job_roles: roles.filter((r) => r.name === 'Data Analyst').map((r) => r.id) } },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await readTwice(s.token)).career_paths.map((p: { name: string }) => p.name)).toEqual(['Data Analyst']);

    const hidden = await t.app.inject({
      method: 'PUT',
      url: '/api/my_portfolio/visibility',
      headers: bearer(s.token),
      payload: { is_public: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await publicOf(s.profileId)).statusCode).toBe(404);
    expect((await readTwice(s.token)).is_public).toBe(false);
  });

  it('a write made with SQL, not through a service, shows on the next read too (the triggers)', async () => {
    const s = await buildPortfolioStudent(t.app, undefined, {}, { isPublic: true });
    const project = (await save(t.app, s.token, 'external_projects', BODIES.project)).json().data;
    await readTwice(s.token);
    expect((await publicOf(s.profileId)).statusCode).toBe(200);
    const run = (text: string, values: unknown[]) => t.database.executeSql(text, values);

    await run(`update external_projects set "desc" = 'Changed elsewhere.' where id = $1`, [project.id]);
    expect((await readTwice(s.token)).sections.external_projects[0].desc).toBe('Changed elsewhere.');
    await run(`update profiles set last_name = 'Iyer', full_name = first_name || ' Iyer' where id = $1`, [s.profileId]);
    expect((await publicOf(s.profileId)).json().data.profile.full_name).toMatch(/ Iyer$/);
    await run(`delete from portfolio_job_roles where profile_id = $1`, [s.profileId]);
    expect((await readTwice(s.token)).career_paths).toEqual([]);
    await run(`delete from external_projects where profile_id = $1`, [s.profileId]);
    expect((await readTwice(s.token)).sections.external_projects).toEqual([]);
    await run(`update portfolios set is_public = false where profile_id = $1`, [s.profileId]);
    expect((await publicOf(s.profileId)).statusCode).toBe(404);
  });

  it('a verification request waiting shows at once, though the rest of the read is kept', async () => {
    const s = await buildPortfolioStudent(t.app);
    const project = (await save(t.app, s.token, 'external_projects', BODIES.project)).json().data;
    expect((await readTwice(s.token)).sections.external_projects[0].verification_pending).toBe(false);
    // A request waiting is a row of its own (no entry changes): asked with the version on every read.
    await t.database.executeSql(
      `insert into entry_verifications (profile_id, section, entry_id, verifier_name, verifier_email, verifier_org,
         token_hash, status, expires_at)
       values ($1, 'external_projects', $2, 'Vera', 'v@example.com', 'Acme', 'x', 'pending', now() + interval '1 day')`,
      [s.profileId, project.id],
    );
    const after = await statementsDuring(() => myPortfolio(t.app, s.token));
    expect(after.statements).toBe(1);
    expect(after.result.sections.external_projects[0].verification_pending).toBe(true);
  });

  it('a waiting request that expires stops showing with no write (a state kept holds until then)', async () => {
    const s = await buildPortfolioStudent(t.app);
    const project = (await save(t.app, s.token, 'external_projects', BODIES.project)).json().data;
    const start = clock.now();
    await t.database.executeSql(
      `insert into entry_verifications (profile_id, section, entry_id, verifier_name, verifier_email, verifier_org,
         token_hash, status, expires_at)
       values ($1, 'external_projects', $2, 'Vera', 'v@example.com', 'Acme', 'y', 'pending', $3)`,
      [s.profileId, project.id, new Date(start.getTime() + 30_000).toISOString()],
    );
    try {
      expect((await readTwice(s.token)).sections.external_projects[0].verification_pending).toBe(true);
      // Within the time a state is kept at most: only the request's own expiry ends it.
      clock.set(new Date(start.getTime() + 40_000));
      expect((await myPortfolio(t.app, s.token)).sections.external_projects[0].verification_pending).toBe(false);
    } finally {
      clock.set(start);
    }
  });
});

describe('public portfolio and the inline skill option', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: testClock().now });
  });
  afterAll(() => t.close());

  it('is readable signed out, shows nothing private, and 404s once switched off', async () => {
    const student = await buildPortfolioStudent(t.app, undefined, {}, { isPublic: true });
    const book = (await save(t.app, student.token, 'readings', BODIES.book)).json().data;
    await t.app.inject({
      method: 'POST',
      url: '/api/my_portfolio/verifications',
      headers: bearer(student.token),
      payload: {
        section: 'readings',
        entry_id: book.id,
        verifier_name: 'Meera Iyer',
        verifier_email: 'meera@example.com',
        verifier_organisation: 'IIT Madras Library',
      },
    });
    const url = `/api/public_portfolio?profile_id=${student.profileId}`;
    const open = await t.app.inject({ method: 'GET', url });
    expect(open.statusCode).toBe(200);
    const body = open.body;
    expect(open.json().data.sections.readings[0]).toMatchObject({ title: 'Clean Code', verification_pending: false });
    for (const secret of [student.profile.email, student.profile.phone, 'meera@example.com', 'email', 'phone'])
      expect(body).not.toContain(secret);
    // The owner sees the waiting request.
    expect((await myPortfolio(t.app, student.token)).sections.readings[0].verification_pending).toBe(true);

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/my_portfolio/visibility',
      headers: bearer(student.token),
      payload: { is_public: false },
    });
    expect(off.json()).toEqual({ data: { is_public: false } });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await myPortfolio(t.app, student.token)).is_public).toBe(false);

    const company = await buildUser(t.app, 'COMPANY');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public_portfolio?profile_id=${company.profileId}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public_portfolio?profile_id=999999' })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/my_portfolio/visibility',
      headers: bearer(student.token),
      payload: {},
    });
    expect(bad.statusCode).toBe(422);
  });

  it('is private until the student makes it public, and never shows a career path’s missing skills', async () => {
    const student = await buildPortfolioStudent(t.app);
    const url = `/api/public_portfolio?profile_id=${student.profileId}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await t.app.inject({
      method: 'PUT',
      url: '/api/my_portfolio/visibility',
      headers: bearer(student.token),
      payload: { is_public: true },
    });
    await save(t.app, student.token, 'internships', BODIES.internship);

    // The owner sees each path's gaps ...
    const own = await myPortfolio(t.app, student.token);
    const engineer = own.career_paths.find((c: { name: string }) => c.name === 'Software Engineer');
    expect(engineer.coverage.covered).toEqual(expect.arrayContaining(['Java', 'SQL']));
    expect(engineer.coverage.missing.length).toBeGreaterThan(0);

    // ... anyone else only what the portfolio shows.
    const open = await t.app.inject({ method: 'GET', url });
    expect(open.statusCode).toBe(200);
    const paths = open.json().data.career_paths as Record<string, unknown>[];
    expect(paths.length).toBe(2);
    for (const path of paths) expect(Object.keys(path).sort()).toEqual(['description', 'id', 'name', 'shown', 'type']);
    expect(paths.find((p) => p.name === 'Software Engineer')!.shown).toEqual(engineer.coverage.covered);
    for (const missing of engineer.coverage.missing as string[]) expect(open.body).not.toContain(`"${missing}"`);
    expect(open.body).not.toContain('missing');
    expect(open.body).not.toContain('percent');
  });

  it('POST /api/skills creates a skill once, whatever the casing (201 then 200), for any profile', async () => {
    const student = await buildPortfolioStudent(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/skills',
      headers: bearer(student.token),
      payload: { display_name: '  Quantum Annealing ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'quantum annealing',
      display_name: 'Quantum Annealing',
      type: 'TECHNICAL',
    });
    const company = await buildUser(t.app, 'COMPANY');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/skills',
      headers: bearer(company.token),
      payload: { display_name: 'QUANTUM annealing', type: 'DOMAIN' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(created.json().data);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/skills',
      headers: bearer(student.token),
      payload: { display_name: ' ' },
    });
    expect(empty.json().error.fields).toEqual({ display_name: 'Skill cannot be empty' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/skills', payload: { display_name: 'x' } })).statusCode,
    ).toBe(401);

    // Entries naming a new skill in two casings share one skill.
    await save(t.app, student.token, 'readings', edit(BODIES.book, { skills: ['Kubernetes Operators'] }));
    const event = await save(
      t.app,
      student.token,
      'external_events',
      edit(BODIES.event, { skills: ['kubernetes operators'] }),
    );
    expect(event.json().data.skills).toEqual(['Kubernetes Operators']);
    // Typed in by a user, it names their entries but waits for an admin before the search offers it.
    const search = await t.app.inject({ method: 'GET', url: '/api/skills?query=kubernetes%20op' });
    expect(search.json().data).toHaveLength(0);
    const waiting = await t.database.executeSql(`select accepted from skills where name = 'kubernetes operators'`);
    expect(waiting.rows).toEqual([{ accepted: false }]);
  });
});
