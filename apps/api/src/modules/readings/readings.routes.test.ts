import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildPortfolioStudent, testClock, TEST_NOW } from '../../../test/factories/portfolio';

type Card = { id: number; title: string; kind: string; in_portfolio: boolean; reason?: string; score?: number };

describe('readings catalogue: lists, recommendations, add to portfolio, admin upkeep', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let student: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let company: Awaited<ReturnType<typeof buildUser>>;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    admin = await buildAdmin(t.app);
    student = await buildPortfolioStudent(t.app, ['Data Analyst']);
    company = await buildUser(t.app, 'COMPANY');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const titles = (body: { data: Card[] }) => body.data.map((c) => c.title);

  it('lists books on /api/readings and articles on /api/articles, by title, paged, for anyone', async () => {
    const books = await call('GET', '/api/readings?count=5');
    expect(books.statusCode).toBe(200);
    expect(books.json().data).toHaveLength(5);
    expect(books.json().data.every((c: Card) => c.kind === 'book' && c.in_portfolio === false)).toBe(true);
    expect(books.json().pagination.total).toBeGreaterThanOrEqual(40);
    const sorted = [...titles(books.json())].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(titles(books.json())).toEqual(sorted);
    const second = await call('GET', '/api/readings?count=5&page=2');
    expect(titles(second.json())).not.toContain(titles(books.json())[0]);
    const articles = await call('GET', '/api/articles?count=100');
    expect(articles.json().data.every((c: Card) => c.kind === 'article')).toBe(true);
    expect(articles.json().pagination.total).toBeGreaterThanOrEqual(40);
  });

  it('searches by title, author or topic words, half-typed words too', async () => {
    const clean = await call('GET', '/api/readings?query=clean');
    expect(titles(clean.json())[0]).toBe('Clean Code');
    const author = await call('GET', '/api/readings?query=kleppmann');
    expect(titles(author.json())).toEqual(['Designing Data-Intensive Applications']);
    const partial = await call('GET', '/api/articles?query=relation%20mod');
    expect(titles(partial.json())).toContain('A Relational Model of Data for Large Shared Data Banks');
    const none = await call('GET', '/api/readings?query=zzzzqqq');
    expect(none.json()).toMatchObject({ data: [], pagination: { total: 0 } });
    expect((await call('GET', `/api/readings?query=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('answers one item, 404 for an unknown id', async () => {
    const list = await call('GET', '/api/articles?query=attention');
    const id = list.json().data[0].id as number;
    const one = await call('GET', `/api/readings/${id}`);
    expect(one.json().data).toMatchObject({ title: 'Attention Is All You Need', kind: 'article', type: 'Technical' });
    expect(one.json().data.skills.map((s: { display_name: string }) => s.display_name)).toContain(
      'Natural Language Processing',
    );
    expect((await call('GET', '/api/readings/999999')).statusCode).toBe(404);
  });

  it('recommendations: 401 signed out, 403 for other profiles, ranked with a reason for students', async () => {
    expect((await call('GET', '/api/recommended/readings')).statusCode).toBe(401);
    expect((await call('GET', '/api/recommended/readings', company.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/recommended/articles', company.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/recommended/articles', admin.token)).statusCode).toBe(403);

    const res = await call('GET', '/api/recommended/readings?count=3', student.token);
    expect(res.statusCode).toBe(200);
    const top = res.json().data as Card[];
    expect(top).toHaveLength(3);
    // The student chose Data Analyst only: the best fits share that career path.
    expect(top[0]!.reason).toBe('fits your career path Data Analyst');
    expect(top[0]!.score).toBeGreaterThan(0);
    const all = await call('GET', '/api/recommended/readings?count=100', student.token);
    const last = all.json().data.at(-1) as Card;
    expect(last).toMatchObject({ score: 0, reason: 'widely read, outside your chosen career paths' });
    // A computer science student also gets the specialization as a reason where nothing weighs more.
    const articles = await call('GET', '/api/recommended/articles?count=100', student.token);
    // The factory gives students the first specialization named like 'Computer Science'.
    const specialization = (await call('GET', '/api/specializations?query=Computer%20Science&count=1')).json().data[0]
      .name as string;
    expect(articles.json().data.some((c: Card) => c.reason === `open to ${specialization} students`)).toBe(true);
  });

  it('leaves out what the student already has (title in any casing) and marks it in the catalogue', async () => {
    const before = await call('GET', '/api/recommended/readings?count=100', student.token);
    expect(titles(before.json())).toContain('Storytelling with Data');
    const own = await call('POST', '/api/my_portfolio/readings', student.token, {
      reading: {
        kind: 'book',
        title: 'STORYTELLING WITH DATA',
        author: 'Cole Nussbaumer Knaflic',
        status: 'complete',
        date: '2025-01-10',
        skills: ['Data Visualization'],
      },
    });
    expect(own.statusCode).toBe(201);
    const after = await call('GET', '/api/recommended/readings?count=100', student.token);
    expect(titles(after.json())).not.toContain('Storytelling with Data');
    expect(after.json().pagination.total).toBe(before.json().pagination.total - 1);
    // An article of the same title would not count: exclusion is per kind.
    const search = await call('GET', '/api/readings?query=storytelling', student.token);
    expect(search.json().data[0]).toMatchObject({ title: 'Storytelling with Data', in_portfolio: true });
    expect((await call('GET', '/api/readings?query=storytelling')).json().data[0].in_portfolio).toBe(false);
  });

  it('adds a catalogue book or article with the status and date the student chose; a second time is the 409 popup', async () => {
    const finished = { status: 'complete', date: '2025-06-01' };
    expect((await call('POST', '/api/readings/1/add_to_portfolio', undefined, finished)).statusCode).toBe(401);
    expect((await call('POST', '/api/readings/1/add_to_portfolio', company.token, finished)).statusCode).toBe(403);
    expect((await call('POST', '/api/readings/999999/add_to_portfolio', student.token, finished)).statusCode).toBe(404);

    const book = (await call('GET', '/api/readings?query=naked%20statistics')).json().data[0] as Card;
    // Nothing is assumed: no status, no entry (issue 23 item 26).
    const bare = await call('POST', `/api/readings/${book.id}/add_to_portfolio`, student.token, {});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().error.fields).toMatchObject({ status: 'Status cannot be empty', date: 'Date cannot be empty' });
    // The book card's own date rules: a book being read is finished by a future date.
    const pastReading = await call('POST', `/api/readings/${book.id}/add_to_portfolio`, student.token, {
      status: 'ongoing',
      date: '2025-01-01',
    });
    expect(pastReading.statusCode).toBe(422);
    expect(pastReading.json().error.fields).toEqual({ date: 'Please select a future date' });

    const wanted = await call('POST', `/api/readings/${book.id}/add_to_portfolio`, student.token, {
      status: 'interested',
      date: TEST_NOW.toISOString().slice(0, 10),
    });
    expect(wanted.statusCode).toBe(201);
    expect(wanted.json().data).toMatchObject({ card: 'books', title: 'Naked Statistics' });
    const again = await call('POST', `/api/readings/${book.id}/add_to_portfolio`, student.token, finished);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: 'This item is already added to your portfolio.',
      popup: { heading: 'We know you like it!', message: 'This item is already added to your portfolio.' },
    });

    const article = (await call('GET', '/api/articles?query=competing%20analytics')).json().data[0] as Card;
    const addedArticle = await call('POST', `/api/readings/${article.id}/add_to_portfolio`, student.token, finished);
    expect(addedArticle.statusCode).toBe(201);

    const portfolio = (await call('GET', '/api/my_portfolio/portfolios', student.token)).json().data;
    type Entry = {
      id: number;
      card: string;
      title: string;
      status: string;
      date: string;
      points: number;
      skills: string[];
      job_roles: string[];
    };
    const entries = portfolio.sections.readings as Entry[];
    // On the reading list, with no points until it is read; the item's skills and the student's matching career path.
    expect(entries.find((e) => e.title === 'Naked Statistics')).toMatchObject({
      id: wanted.json().data.id,
      card: 'books',
      status: 'interested',
      date: TEST_NOW.toISOString().slice(0, 10),
      points: 0,
      skills: ['Statistical Analysis', 'Regression Analysis'],
      job_roles: ['Data Analyst'],
    });
    expect(entries.find((e) => e.title === 'Competing on Analytics')).toMatchObject({
      card: 'articles',
      status: 'complete',
      date: '2025-06-01',
      type: 'Non Fiction',
      url: 'https://hbr.org/search?term=Competing+on+Analytics',
      isbn: '00178012',
    });

    const recommended = await call('GET', '/api/recommended/readings?count=100', student.token);
    expect(titles(recommended.json())).not.toContain('Naked Statistics');
  });

  it('admin catalogue: 401 signed out, 403 for non-admins, validation, create, edit, delete', async () => {
    const skills = (await call('GET', '/api/skills?query=python&count=1')).json().data as { id: number }[];
    const body = {
      kind: 'book',
      title: 'Test-Driven Development: By Example',
      authors: 'Kent Beck',
      source: 'Addison-Wesley',
      summary: 'Write a failing test, make it pass, then clean up: the rhythm of test-driven development.',
      published_year: 2002,
      skill_ids: [skills[0]!.id],
    };
    expect((await call('POST', '/api/admin/readings', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/readings', student.token, body)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/readings/1', company.token, body)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/admin/readings/1', student.token)).statusCode).toBe(403);

    const bad = await call('POST', '/api/admin/readings', admin.token, {
      ...body,
      kind: 'article',
      title: ' ',
      url: 'http://example.com/x',
      published_year: 3000,
      skill_ids: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      title: 'Title cannot be empty',
      url: 'Please enter a link that starts with https://',
      published_year: `Year should be between 1450 and ${clock.now().getFullYear()}`,
      skill_ids: 'Please select at least one skill',
    });
    const article = await call('POST', '/api/admin/readings', admin.token, { ...body, kind: 'article' });
    expect(article.json().error.fields).toEqual({
      url: 'Link cannot be empty for an article',
      isbn: 'ISBN cannot be empty for an article',
      type: 'Type cannot be empty for an article',
    });
    const unknown = await call('POST', '/api/admin/readings', admin.token, { ...body, skill_ids: [999_999] });
    expect(unknown.json().error.fields).toEqual({ skill_ids: 'Please select valid skills' });

    const created = await call('POST', '/api/admin/readings', admin.token, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const dup = await call('POST', '/api/admin/readings', admin.token, { ...body, title: body.title.toUpperCase() });
    expect(dup.json().error.fields).toEqual({ title: 'This title is already in the catalogue' });

    const edited = await call('PUT', `/api/admin/readings/${id}`, admin.token, { ...body, published_year: 2003 });
    expect(edited.json().data).toMatchObject({ id, published_year: 2003 });
    expect((await call('GET', '/api/readings?query=driven%20example')).json().data[0].id).toBe(id);
    expect((await call('PUT', '/api/admin/readings/999999', admin.token, body)).statusCode).toBe(404);
    const clash = await call('PUT', `/api/admin/readings/${id}`, admin.token, { ...body, title: 'Clean Code' });
    expect(clash.json().error.fields).toEqual({ title: 'This title is already in the catalogue' });

    expect((await call('DELETE', `/api/admin/readings/${id}`, admin.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/readings/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/readings/${id}`, admin.token)).statusCode).toBe(404);
  });
});
