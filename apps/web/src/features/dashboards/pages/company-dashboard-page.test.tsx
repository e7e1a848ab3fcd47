import type { CreatedEntitiesCounts, OrgApplicationStats, OrgEntity } from '@lbd/shared/org-dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi, page } from '../../../test/mock-api';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

// The chart library draws nothing in jsdom; the table and the accessible label carry the same numbers.
vi.mock('../components/funnel-chart', () => ({
  default: ({ rows }: { rows: { stage: string; count: number }[] }) => (
    <div data-testid="funnel-chart">{rows.map((r) => `${r.stage}:${r.count}`).join(' ')}</div>
  ),
}));

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../../lib/save-blob', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

const LOAD = { timeout: 10_000 };

const company = () =>
  buildUser(buildProfile({ profile_type: 'COMPANY', full_name: 'Zoho', first_name: 'Rohan' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

const counts = (
  type: 'jobs' | 'internships' | 'events' | 'clubs',
  draft: number,
  published: number,
  closed: number,
) => ({
  type,
  total: draft + published + closed,
  draft,
  published,
  closed,
});

const COUNTS: CreatedEntitiesCounts = {
  jobs: counts('jobs', 1, 4, 2),
  internships: counts('internships', 0, 3, 1),
  events: counts('events', 1, 2, 1),
  clubs: counts('clubs', 0, 1, 0),
};

const entity = (overrides: Partial<OrgEntity>): OrgEntity => ({
  id: 1,
  type: 'jobs',
  title: 'Data Analyst',
  status: 'published',
  created_at: '2026-01-05T04:00:00.000Z',
  updated_at: '2026-01-06T04:00:00.000Z',
  people: 3,
  path: '/jobs/1',
  ...overrides,
});

const STATS: OrgApplicationStats = {
  stages: { total: 6, applied: 2, shortlisted: 1, selected: 1, withdrawn: 1, rejected: 1 },
  first_response: { median_seconds: 3 * 3600, responded: 3, waiting: 2 },
  jobs: [
    {
      id: 1,
      title: 'Data Analyst',
      type: 'Job_Fulltime',
      status: 'published',
      stages: { total: 6, applied: 2, shortlisted: 1, selected: 1, withdrawn: 1, rejected: 1 },
      first_response: { median_seconds: 3 * 3600, responded: 3, waiting: 2 },
    },
  ],
  jobs_total: 8,
};

describe('the company dashboard', () => {
  it('shows the counts, lists drafts with their status and link, and the funnel as a chart or a table', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/get_created_entities_counts': { body: { data: COUNTS } },
      'GET /api/org_dashboard/entities': (req) => ({
        body:
          req.query.get('status') === 'draft'
            ? {
                data: [entity({ id: 9, title: 'Backend Engineer', status: 'draft', people: 0, path: '/jobs/9' })],
                pagination: page(1),
              }
            : {
                data: [
                  entity({ id: 9, title: 'Backend Engineer', status: 'draft', people: 0, path: '/jobs/9' }),
                  entity({ id: 7, title: 'Support Engineer', status: 'closed', path: '/jobs/7' }),
                  entity({}),
                ],
                pagination: page(3),
              },
      }),
      'GET /api/org_dashboard/application_stats': { body: { data: STATS } },
      'GET /api/org_dashboard/job_summary': {
        body: {
          data: {
            ...STATS.jobs[0],
            skills: [
              { id: 3, name: 'SQL', count: 4 },
              { id: 5, name: 'Python', count: 2 },
            ],
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/companyDashboard', user: company() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOAD)).toBeTruthy();

    const tiles = await screen.findByRole('list', { name: 'Your content in numbers' });
    const jobs = within(tiles).getByRole('listitem', { name: 'Jobs' });
    expect(within(jobs).getByText('7')).toBeTruthy();
    expect(within(jobs).getByText('1 draft · 4 published · 2 closed')).toBeTruthy();
    expect(within(tiles).getByRole('listitem', { name: 'Events' }).textContent).toContain('1 draft');

    const list = await screen.findByRole('list', { name: 'Jobs' });
    const draft = within(list).getByRole('link', { name: /Backend Engineer/ });
    expect(draft.getAttribute('href')).toBe('/jobs/9');
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Support Engineer/ }).textContent).toContain('Closed');
    expect(within(list).getByRole('link', { name: /Data Analyst/ }).textContent).toContain('Applicants: 3');

    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/org_dashboard/entities' && r.query.get('status') === 'draft')).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('link')).toHaveLength(1),
    );

    const firstResponse = await screen.findByLabelText('Median time to first response');
    expect(within(firstResponse).getByText('3 h')).toBeTruthy();
    expect(within(firstResponse).getByText(/2 applications wait for a first response/)).toBeTruthy();
    expect((await screen.findByTestId('funnel-chart')).textContent).toBe(
      'Applied:2 Shortlisted:1 Selected:1 Withdrawn:1 Rejected:1',
    );
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Applicant funnel' });
    expect(within(table).getByRole('row', { name: 'Shortlisted 1' })).toBeTruthy();
    // The shortlist entry: each job's shortlisted count opens its applicants on the shortlisted.
    expect(screen.getByRole('link', { name: '1 shortlisted for Data Analyst' }).getAttribute('href')).toBe(
      '/jobDashboard/1?status=shortlisted',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('6 applications in all')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Export CSV' })[0]!);
    expect(saved[0]!.name).toBe('applicant-funnel.csv');
    expect(await saved[0]!.blob.text()).toBe(
      'Stage,Applications\r\nApplied,2\r\nShortlisted,1\r\nSelected,1\r\nWithdrawn,1\r\nRejected,1\r\n',
    );
    const perJob = screen.getByRole('table', { name: 'Per job' });
    expect(within(perJob).getByRole('link', { name: 'Data Analyst' }).getAttribute('href')).toBe('/jobDashboard/1');
    const skills = await screen.findByRole('list', { name: 'Applicants’ skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SQL · 4', 'Python · 2']);
    expect(requests.find((r) => r.path === '/api/org_dashboard/job_summary')!.query.get('job_id')).toBe('1');
  });

  it('says so when there is nothing yet', async () => {
    mockApi({
      'GET /api/get_created_entities_counts': {
        body: {
          data: {
            jobs: counts('jobs', 0, 0, 0),
            internships: counts('internships', 0, 0, 0),
            events: counts('events', 0, 0, 0),
            clubs: counts('clubs', 0, 0, 0),
          },
        },
      },
      'GET /api/org_dashboard/entities': { body: { data: [], pagination: page(0) } },
      'GET /api/org_dashboard/application_stats': {
        body: {
          data: {
            ...STATS,
            stages: { ...STATS.stages, total: 0 },
            first_response: { median_seconds: null, responded: 0, waiting: 0 },
            jobs: [],
            jobs_total: 0,
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/companyDashboardMobile', user: company() });
    expect(await screen.findByText('You have no jobs here yet.', {}, LOAD)).toBeTruthy();
    expect(await screen.findByText('No responses yet')).toBeTruthy();
    expect(screen.getByText(/No applications yet/)).toBeTruthy();
  });

  it('sends a signed-out user Home with the server message in a popup', async () => {
    mockApi({
      'GET /api/get_created_entities_counts': errorReply(401, 'Please sign in again.', 'UNAUTHORIZED'),
      'GET /api/org_dashboard/entities': errorReply(401, 'Please sign in again.', 'UNAUTHORIZED'),
      'GET /api/org_dashboard/application_stats': errorReply(401, 'Please sign in again.', 'UNAUTHORIZED'),
    });
    renderWithApp(undefined, { path: '/companyDashboard', user: company() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/Home'), LOAD);
    expect(await screen.findByText('Please sign in again.')).toBeTruthy();
  });
});
