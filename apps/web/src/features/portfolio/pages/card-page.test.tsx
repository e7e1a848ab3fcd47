import { todayOf, type PortfolioEntry } from '@lbd/shared/portfolio';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi, page, type MockHandler } from '../../../test/mock-api';
import { buildEntry, buildPortfolio, PLATFORM_LIST_MOCKS } from '../../../test/portfolio-fixtures';
import { buildMyLearning, buildProjectSummary } from '../../../test/projects-fixtures';
import { buildPortfolioJobRole, buildUser, renderWithApp } from '../../../test/render';

type User = ReturnType<typeof userEvent.setup>;

function api(entries: PortfolioEntry[], overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/my_portfolio/portfolios': { body: { data: buildPortfolio({}, entries) } },
    'GET /api/skills': {
      body: { data: [{ id: 1, name: 'SQL', display_name: 'SQL', type: 'TECHNICAL' }], pagination: page(1) },
    },
    'GET /api/my_portfolio/list_job_roles': { body: { data: [], pagination: page(0) } },
    'GET /api/my_portfolio/fetch_life_skill_roles': { body: { data: [], pagination: page(0) } },
    ...PLATFORM_LIST_MOCKS,
    ...overrides,
  });
}

async function open(path: string) {
  renderWithApp(undefined, { path, user: buildUser() });
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('/myPortfolio/{card}', () => {
  it('has the tabs of the card; Recommended lists suggestions with their reason, My Books lists the books', async () => {
    api([buildEntry('books', { id: 3, desc: 'Read it <i>twice</i>' })], {
      'GET /api/recommended/readings': {
        body: {
          data: [
            {
              id: 7,
              kind: 'book',
              title: 'The Pragmatic Programmer',
              authors: 'Andrew Hunt, David Thomas',
              source: 'Addison-Wesley',
              url: null,
              summary: 'Habits of working programmers.',
              published_year: 1999,
              isbn: null,
              type: null,
              skills: [],
              job_roles: [],
              in_portfolio: false,
              score: 3,
              reason: 'fits your career path Software Developer',
            },
          ],
          pagination: page(1),
        },
      },
    });
    const user = userEvent.setup();
    const main = await open('/myPortfolio/books');
    expect(within(main).getByRole('heading', { level: 1, name: 'Books' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Recommended', 'My Books']);
    expect(tab('My Books').getAttribute('aria-selected')).toBe('true');
    expect(within(main).getByText('Clean Code')).toBeTruthy();
    expect(within(main).getByText('Read it <i>twice</i>')).toBeTruthy();
    await user.click(tab('Recommended'));
    expect(await within(main).findByText('The Pragmatic Programmer')).toBeTruthy();
    expect(within(main).getByText(/fits your career path Software Developer/)).toBeTruthy();
    expect(within(main).queryByText('Clean Code')).toBeNull();
  });

  it("adds a recommended book through the books card's own form: the student chooses want to read, reading or finished", async () => {
    const { requests } = api([], {
      'GET /api/recommended/readings': {
        body: {
          data: [
            {
              id: 7,
              kind: 'book',
              title: 'The Pragmatic Programmer',
              authors: 'Andrew Hunt, David Thomas',
              source: 'Addison-Wesley',
              url: null,
              summary: 'Habits of working programmers.',
              published_year: 1999,
              isbn: '9780201616224',
              type: null,
              skills: [{ id: 1, display_name: 'SQL' }],
              job_roles: [
                { id: 9, name: 'Software Engineer' },
                { id: 10, name: 'Data Analyst' },
              ],
              in_portfolio: false,
              score: 3,
              reason: 'fits your career path Software Engineer',
            },
          ],
          pagination: page(1),
        },
      },
      'POST /api/my_portfolio/readings': ({ body }) => ({
        status: 201,
        body: { data: buildEntry('books', { id: 40, ...((body as { reading: object }).reading as object) }) },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, {
      path: '/myPortfolio/books?tab=Recommended',
      user: buildUser({}, { portfolio_job_roles: [buildPortfolioJobRole(9, 'Software Engineer')] }),
    });
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Add to portfolio: The Pragmatic Programmer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add book' });
    // The book card's form, filled from the catalogue item; where the student is with it is theirs to say.
    expect((within(dialog).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'The Pragmatic Programmer',
    );
    expect((within(dialog).getByRole('textbox', { name: /^Author/ }) as HTMLInputElement).value).toBe(
      'Andrew Hunt, David Thomas',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ADD THIS TO PORTFOLIO' }));
    expect(within(dialog).getByText('Status cannot be empty')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Want to read', 'Reading', 'Finished']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Want to read' }));
    expect(within(dialog).getByRole('group', { name: 'Date added' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ADD THIS TO PORTFOLIO' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const saved = requests.find((r) => r.method === 'POST' && r.path === '/api/my_portfolio/readings');
    expect(saved?.body).toMatchObject({
      reading: {
        kind: 'book',
        title: 'The Pragmatic Programmer',
        author: 'Andrew Hunt, David Thomas',
        status: 'interested',
        date: todayOf(new Date()),
        isbn: '9780201616224',
        desc: 'Habits of working programmers.',
        skills: ['SQL'],
        // Only the item's career paths the student chose.
        job_roles: ['Software Engineer'],
      },
    });
    expect(requests.some((r) => r.path.includes('add_to_portfolio'))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add book' })).toBeNull());
  });

  it('projects: the platform projects of each tab lead to the student’s project; own entries split by status', async () => {
    api(
      [
        buildEntry('projects', { id: 1, title: 'Done project', status: 'complete' }),
        buildEntry('projects', { id: 2, title: 'Running project', status: 'Enrolled', date: '2030-01-01' }),
      ],
      {
        'GET /api/my_profile/my_projects': ({ query }) => ({
          body: {
            data:
              query.get('status') === 'Interested'
                ? [
                    buildMyLearning({
                      id: 21,
                      title: 'Smart irrigation with an ESP32',
                      status: 'Interested',
                      progress: 0,
                    }),
                  ]
                : query.get('status') === 'Enrolled'
                  ? [buildMyLearning({ id: 9, title: 'Sales dashboard in Python', progress: 33 })]
                  : [],
          },
        }),
        'GET /api/recommended/projects': {
          body: {
            data: [
              buildProjectSummary({
                id: 6,
                title: 'Portfolio website in React',
                reason: 'covers 3 skills your Web Developer path lacks',
              }),
            ],
            pagination: page(1),
          },
        },
      },
    );
    const user = userEvent.setup();
    const main = await open('/myPortfolio/projects');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Recommended',
      'Interested',
      'In Progress',
      'Completed',
    ]);
    // In Progress: the platform project above the student's own entry.
    expect(within(main).getByText('Running project')).toBeTruthy();
    const mine = await within(main).findByRole('link', { name: /Sales dashboard in Python/ });
    expect(mine.getAttribute('href')).toBe('/myProjects/9');
    expect(within(main).getByText('33% · 1 of 3 done')).toBeTruthy();
    expect(within(main).queryByText('Done project')).toBeNull();
    await user.click(tab('Completed'));
    expect(within(main).getByText('Done project')).toBeTruthy();
    expect(await within(main).findByText('Projects you complete on Learn By Doing appear here.')).toBeTruthy();
    await user.click(tab('Interested'));
    const interested = await within(main).findByRole('link', { name: /Smart irrigation with an ESP32/ });
    expect(interested.getAttribute('href')).toBe('/myProjects/21');
    await user.click(tab('Recommended'));
    const recommended = await within(main).findByRole('link', { name: /Portfolio website in React/ });
    expect(recommended.getAttribute('href')).toBe('/projects/6');
    expect(within(recommended).getByText('covers 3 skills your Web Developer path lacks')).toBeTruthy();
  });

  it('courses: My Courses lists the learning paths taken here, leading to /myLearning/{id}', async () => {
    api([buildEntry('courses', { id: 4 })], {
      'GET /api/get_my_learnings': {
        body: {
          data: [
            buildMyLearning({
              id: 30,
              kind: 'resource_group',
              title: 'SQL for analysts',
              status: 'Enrolled',
              progress: 50,
              done: 2,
              total: 4,
            }),
            buildMyLearning({ id: 31, kind: 'resource_group', title: 'Only bookmarked', status: 'Interested' }),
          ],
        },
      },
    });
    const main = await open('/myPortfolio/courses');
    const path = await within(main).findByRole('link', { name: /SQL for analysts/ });
    expect(path.getAttribute('href')).toBe('/myLearning/30');
    expect(within(main).queryByText('Only bookmarked')).toBeNull();
  });

  it("events are grouped under 'Events Attended', 'Events Delivered', 'Events Organized'", async () => {
    api([
      buildEntry('events', { id: 1, role: 'Organize', title: 'Hackathon' }),
      buildEntry('events', { id: 2, role: 'Participate', title: 'PyCon India' }),
    ]);
    const main = await open('/myPortfolio/events');
    const attended = within(main).getByRole('region', { name: 'Events Attended' });
    expect(within(attended).getByText('PyCon India')).toBeTruthy();
    const organized = within(main).getByRole('region', { name: 'Events Organized' });
    expect(within(organized).getByText('Hackathon')).toBeTruthy();
    expect(within(main).queryByRole('region', { name: 'Events Delivered' })).toBeNull();
  });

  it('deletes an entry after confirmation', async () => {
    const { requests } = api([buildEntry('jobs', { id: 8 })], {
      'DELETE /api/my_portfolio/internships/8': { body: { data: { id: 8 } } },
    });
    const user = userEvent.setup();
    const main = await open('/myPortfolio/jobs');
    await user.click(within(main).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(within(dialog).getByText(/"Software Engineer" will be removed from your portfolio/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The entry has been removed from your portfolio.')).toBeTruthy();
    expect(
      requests.some((request) => request.method === 'DELETE' && request.path === '/api/my_portfolio/internships/8'),
    ).toBe(true);
  });

  it('requests a verification: checks the fields, sends section and entry, says it was sent', async () => {
    let sent: unknown = null;
    api([buildEntry('internships', { id: 4 })], {
      'POST /api/my_portfolio/verifications': ({ body }) => {
        sent = body;
        return { status: 201, body: { data: {} } };
      },
    });
    const user = userEvent.setup();
    const main = await open('/myPortfolio/internships');
    await user.click(within(main).getByRole('button', { name: 'Request verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request verification' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Name cannot be empty')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid email id')).toBeTruthy();
    expect(within(dialog).getByText('Organisation cannot be empty')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dr. Rao');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'rao@zoho.example');
    await user.type(within(dialog).getByRole('textbox', { name: /^Organisation/ }), 'Zoho');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your verification request has been sent.')).toBeTruthy();
    expect(sent).toEqual({
      section: 'internships',
      entry_id: 4,
      verifier_name: 'Dr. Rao',
      verifier_email: 'rao@zoho.example',
      verifier_organisation: 'Zoho',
    });
  });

  it('too many requests today (429) shows the server message in the dialog', async () => {
    api([buildEntry('courses', { id: 4 })], {
      'POST /api/my_portfolio/verifications': errorReply(
        429,
        'You have sent too many verification requests today. Please try again tomorrow.',
        'RATE_LIMITED',
      ),
    });
    const user = userEvent.setup();
    const main = await open('/myPortfolio/courses');
    await user.click(within(main).getByRole('button', { name: 'Request verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request verification' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dr. Rao');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'rao@zoho.example');
    await user.type(within(dialog).getByRole('textbox', { name: /^Organisation/ }), 'Zoho');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('You have sent too many verification requests today. Please try again tomorrow.'),
    ).toBeTruthy();
  });

  it('a verified or pending entry offers no new request', async () => {
    api([
      buildEntry('books', {
        id: 1,
        verification: { name: 'Ms. Iyer', organisation: 'Library', verified_at: '2025-01-02T10:00:00Z' },
      }),
      buildEntry('books', { id: 2, title: 'Refactoring', verification_pending: true }),
    ]);
    const main = await open('/myPortfolio/books');
    expect(within(main).getByText('Verified by Ms. Iyer, Library on 2 Jan 2025')).toBeTruthy();
    expect(within(main).getByText('Verification requested')).toBeTruthy();
    expect(within(main).queryByRole('button', { name: 'Request verification' })).toBeNull();
  });

  it('adds a semester to a degree: POST subjects with the education_id', async () => {
    let posted: unknown = null;
    api([buildEntry('education', { id: 11 })], {
      'POST /api/my_portfolio/subjects': ({ body }) => {
        posted = body;
        return { status: 201, body: { data: buildEntry('semester', { id: 30, education_id: 11 }) } };
      },
    });
    const user: User = userEvent.setup();
    const main = await open('/myPortfolio/semester');
    expect(within(main).getByRole('region', { name: 'B.Tech, Computer Science' })).toBeTruthy();
    await user.click(within(main).getByRole('button', { name: 'Add semester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add semester' });
    expect(within(dialog).getByTestId('static-format').textContent).toBe('CGPA');
    await user.type(within(dialog).getByRole('textbox', { name: /^Subject Name/ }), 'DBMS');
    await user.type(within(dialog).getByRole('textbox', { name: /^Semester/ }), '4');
    await user.click(within(dialog).getByRole('radio', { name: 'Lab' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Date Year' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2023' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^CGPA/ }), '11');
    await user.click(within(dialog).getByRole('button', { name: 'ADD THIS TO PORTFOLIO' }));
    expect(within(dialog).getByText('CGPA should be between 0 and 10')).toBeTruthy();
    expect(within(dialog).getByText('Career Paths cant be empty')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /^CGPA/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^CGPA/ }), '8.5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Skills' }));
    await user.click(await screen.findByRole('option', { name: 'SQL' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Career Paths' }));
    await user.click(await screen.findByRole('option', { name: 'Software Engineer' }));
    await user.click(within(dialog).getByRole('button', { name: 'ADD THIS TO PORTFOLIO' }));
    expect(await screen.findByText('Your subject has been added to your portfolio.')).toBeTruthy();
    expect(posted).toEqual({
      education_id: 11,
      subject: {
        name: 'DBMS',
        semester_number: '4',
        type: 'Lab',
        date: '2023-01-01',
        score: '8.5',
        skills: ['SQL'],
        job_roles: ['Software Engineer'],
      },
    });
  });

  it('an unknown card goes to the portfolio', async () => {
    api([]);
    renderWithApp(undefined, { path: '/myPortfolio/nothing', user: buildUser() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/myPortfolio'));
  });
});
