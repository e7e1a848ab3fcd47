import type { StudentDashboard } from '@lbd/shared/student-dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi, page } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const DASHBOARD: StudentDashboard = {
  points: { exposure: 25, experience: 40, education: 50, total: 115 },
  points_growth: months.map((month, i) => ({
    month,
    exposure: i < 11 ? 10 : 25,
    experience: i < 6 ? 0 : 40,
    education: 50,
    total: (i < 11 ? 10 : 25) + (i < 6 ? 0 : 40) + 50,
  })),
  career_paths: [
    {
      id: 3,
      name: 'Software Engineer',
      skills_total: 4,
      covered: [{ id: 11, name: 'Java' }],
      missing: [
        {
          id: 12,
          name: 'System Design',
          closer: { kind: 'event', id: 7, title: 'Systems Design Clinic', path: '/events/7' },
        },
        { id: 13, name: 'Kubernetes', closer: null },
      ],
      missing_total: 3,
    },
  ],
  applications: {
    counts: { applied: 1, shortlisted: 1, rejected: 0, selected: 0, withdrawn: 0 },
    latest: [
      {
        job_id: 21,
        title: 'Platform Intern',
        org_name: 'Acme Pvt Ltd',
        type: 'Internship',
        status: 'shortlisted',
        applied_at: '2026-11-20T10:00:00Z',
        updated_at: '2026-11-22T10:00:00Z',
        path: '/internships/21',
      },
    ],
  },
  upcoming: [
    {
      kind: 'event',
      id: 7,
      title: 'Systems Design Clinic',
      at: '2026-11-30T05:00:00Z',
      detail: 'Registered · Pune',
      path: '/events/7',
    },
    {
      kind: 'deadline',
      id: 22,
      title: 'Backend Trainee',
      at: '2026-12-02',
      detail: 'Last day to apply · Acme Pvt Ltd',
      path: '/jobs/22',
    },
  ],
  notifications: [
    {
      id: 5,
      message: 'You were shortlisted for Platform Intern',
      viewed: false,
      at: '2026-11-22T10:00:00Z',
      path: '/jobs/21',
    },
  ],
};

const routes = (dashboard: object) => ({
  'GET /api/student_dashboard': dashboard,
  'GET /api/my_profile/my_assignments': { body: { data: [], pagination: page(0) } },
  'GET /api/recommended/jobs': { body: { data: [] } },
  'GET /api/recommended/events': { body: { data: [] } },
});

describe('/dashboard (student)', () => {
  it('shows points, their growth as a table, career-path gaps with what closes them, applications and what is next', async () => {
    mockApi(routes({ body: { data: DASHBOARD } }));
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/dashboard', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(within(await screen.findByRole('group', { name: 'Total points' })).getByText('115')).toBeTruthy();

    const coverage = screen.getByRole('region', { name: 'Career-path coverage' });
    expect(within(coverage).getByText('1 of 4 skills shown')).toBeTruthy();
    expect(within(coverage).getByRole('link', { name: 'Systems Design Clinic' }).getAttribute('href')).toBe(
      '/events/7',
    );
    expect(within(coverage).getByText('Nothing open that teaches it yet')).toBeTruthy();
    expect(within(coverage).getByText('and 1 more')).toBeTruthy();

    const applications = screen.getByRole('region', { name: 'Your applications' });
    expect(within(applications).getByText('Shortlisted: 1')).toBeTruthy();
    expect(within(applications).getByRole('link', { name: 'Platform Intern' }).getAttribute('href')).toBe(
      '/internships/21',
    );

    const upcoming = screen.getByRole('region', { name: 'Coming up' });
    expect(
      within(upcoming)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Systems Design Clinic', 'Backend Trainee']);
    expect(within(upcoming).getByText(/Apply by/)).toBeTruthy();

    const growth = screen.getByRole('region', { name: 'How your points grew' });
    await user.click(within(growth).getByRole('button', { name: 'Table' }));
    const table = within(growth).getByRole('table', { name: 'How your points grew (table)' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getAllByRole('row')[12]!.textContent).toBe('2026-11254050115');
  });

  it('says what to do when there is nothing yet', async () => {
    const empty: StudentDashboard = {
      ...DASHBOARD,
      points: { exposure: 0, experience: 0, education: 0, total: 0 },
      points_growth: DASHBOARD.points_growth.map((g) => ({ ...g, exposure: 0, experience: 0, education: 0, total: 0 })),
      career_paths: [],
      applications: { counts: { applied: 0, shortlisted: 0, rejected: 0, selected: 0, withdrawn: 0 }, latest: [] },
      upcoming: [],
      notifications: [],
    };
    mockApi(routes({ body: { data: empty } }));
    renderWithApp(undefined, { path: '/dashboard', user: buildUser() });
    expect(
      await screen.findByText('Add entries to your portfolio and your points show here month by month.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Choose your career paths to see which of their skills your portfolio shows.'),
    ).toBeTruthy();
    expect(screen.getByText('You have not applied to a job or internship yet.')).toBeTruthy();
    expect(screen.getByText('No events or application deadlines in the next 30 days.')).toBeTruthy();
  });

  it("sends a signed-out student Home with the server's message in a popup", async () => {
    mockApi(routes(errorReply(401, 'Your session has ended. Please sign in again.', 'UNAUTHORIZED')));
    renderWithApp(undefined, { path: '/dashboard', user: buildUser() });
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/Home'));
  });

  it('lists the tasks due across projects and learning paths, soonest first, with the days left and the way there', async () => {
    const task = (over: Record<string, unknown>) => ({
      kind: 'project',
      my_learning_id: 9,
      content_id: 5,
      content_title: 'Sales dashboard in Python',
      item_id: 12,
      item_title: 'Clean the data',
      state: 'open',
      due_date: '2026-12-05',
      days_left: 6,
      days_left_text: '6 days left',
      path: '/myProjects/9',
      ...over,
    });
    mockApi({
      ...routes({ body: { data: DASHBOARD } }),
      'GET /api/pending_tasks': {
        body: {
          data: [
            task({}),
            task({
              kind: 'resource_group',
              my_learning_id: 30,
              content_title: 'SQL for analysts',
              item_id: 4,
              item_title: 'Joins',
              due_date: '2026-11-27',
              days_left: -2,
              days_left_text: 'Overdue by 2 days',
              path: '/myLearning/30',
            }),
          ],
        },
      },
    });
    renderWithApp(undefined, { path: '/dashboard', user: buildUser() });
    const due = await screen.findByRole('list', { name: 'Tasks due' });
    const links = within(due).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Joins', '/myLearning/30'],
      ['Clean the data', '/myProjects/9'],
    ]);
    expect(within(due).getByText('Overdue by 2 days')).toBeTruthy();
    expect(within(due).getByText('6 days left')).toBeTruthy();
  });
});
