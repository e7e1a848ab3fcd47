import type {
  AcademicHistogram,
  InstituteCounters,
  InstitutePlacement,
  InstituteSplit,
  SplitRow,
} from '@lbd/shared/institute-dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, page } from '../../../test/mock-api';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

// The chart library draws nothing in jsdom; the stand-in prints the categories and series it was given.
vi.mock('../components/bars-chart', () => import('../../../test/bars-chart-stub'));

const LOAD = { timeout: 10_000 };

const institution = () =>
  buildUser(buildProfile({ profile_type: 'INSTITUTION', full_name: 'Demo Institute', first_name: 'Lakshmi' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });
const collegeAdmin = (tpo: boolean, dept: boolean) =>
  buildUser(
    buildProfile({
      profile_type: 'STUDENT',
      college_admin: { tpo_admin_dashboard: tpo, dept_admin_dashboard: dept },
    }),
  );

const COUNTERS: InstituteCounters = {
  students: 41,
  batches: 3,
  branches: 4,
  mentors: 2,
  applications: 37,
  offers: 9,
  placed_students: 8,
  companies_hiring: 4,
  event_registrations: 5,
  club_memberships: 3,
};
const row = (key: string, label: string, students: number, placed: number, offers: number): SplitRow => ({
  key,
  label,
  students,
  placed,
  not_placed: students - placed,
  offers,
});
const split = (field: 'degree' | 'branch' | 'batch', rows: SplitRow[]): InstituteSplit => ({
  field,
  rows,
  total: rows.reduce(
    (t, r) => ({
      ...t,
      students: t.students + r.students,
      placed: t.placed + r.placed,
      not_placed: t.not_placed + r.not_placed,
      offers: t.offers + r.offers,
    }),
    row('total', 'Total', 0, 0, 0),
  ),
});
const SPLITS = {
  branch: split('branch', [
    row('11', 'Computer Science and Engineering', 15, 5, 6),
    row('12', 'Mechanical Engineering', 8, 1, 1),
  ]),
  batch: split('batch', [row('2025', '2025', 12, 6, 7), row('2026', '2026', 11, 0, 0)]),
  degree: split('degree', [row('3', 'B.Tech', 23, 6, 7)]),
};
const HISTOGRAM: AcademicHistogram = {
  buckets: Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i * 10 + 10,
    label: `${i * 10}–${i * 10 + 10}%`,
    students: i === 7 ? 12 : i === 8 ? 9 : 0,
  })),
  no_score: 2,
  total: 23,
};
const PLACEMENT: InstitutePlacement = {
  students: 23,
  offers: 7,
  placed_students: 6,
  placed_with_offer: 5,
  not_placed: 17,
  salary: { offers_with_salary: 6, median: 525_000, mean: 610_000, max: 1_200_000 },
  companies: [{ org_id: 4, name: 'Infosys', offers: 4, students: 3 }],
  companies_total: 1,
};

function routes() {
  return mockApi({
    'GET /api/fetch_counters': (req) => ({
      body: {
        data: req.query.get('batch') === '2025' ? { ...COUNTERS, students: 12 } : COUNTERS,
        computed_at: new Date(Date.now() - 3 * 60_000).toISOString(),
      },
    }),
    'GET /api/split_based_on_field': (req) => ({
      body: { data: SPLITS[req.query.get('field') as keyof typeof SPLITS] },
    }),
    'GET /api/fetch_histogram_academic': { body: { data: HISTOGRAM } },
    'GET /api/fetch_top_skills': { body: { data: [{ id: 1, name: 'Python', students: 14 }] } },
    'GET /api/institute_dashboard/placement': { body: { data: PLACEMENT } },
    'GET /api/show_training_student_jobs': { body: { data: [], pagination: page(0) } },
    'GET /api/get_created_entities_counts': {
      body: {
        data: Object.fromEntries(
          (['jobs', 'internships', 'events', 'clubs'] as const).map((type) => [
            type,
            { type, total: 0, draft: 0, published: 0, closed: 0 },
          ]),
        ),
      },
    },
    'GET /api/org_dashboard/entities': { body: { data: [], pagination: page(0) } },
  });
}

describe('the institute dashboard', () => {
  it('shows counters with offers and placed students apart, placement, splits, scores and skills; filters by batch', async () => {
    const user = userEvent.setup();
    const { requests } = routes();
    renderWithApp(undefined, { path: '/instituteDashboard', user: institution() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Institute dashboard' }, LOAD)).toBeTruthy();

    const counters = await screen.findByRole('region', { name: 'At a glance' });
    expect(screen.getByText('Updated 3 minutes ago')).toBeTruthy();
    expect(within(within(counters).getByRole('group', { name: 'Offers' })).getByText('9')).toBeTruthy();
    expect(within(within(counters).getByRole('group', { name: 'Students placed' })).getByText('8')).toBeTruthy();

    const placement = await screen.findByRole('region', { name: 'Placement' });
    expect(within(placement).getByText('₹5,25,000')).toBeTruthy();
    expect(within(placement).getByText('₹12,00,000')).toBeTruthy();
    expect(within(placement).getByText('4 offers to 3 students')).toBeTruthy();
    expect(within(placement).getByText(/5 of the 6 placed hold an offer here/)).toBeTruthy();

    const charts = await screen.findAllByTestId('bars-chart');
    expect(charts.map((c) => c.textContent)).toContain(
      'Placed: Computer Science and Engineering=5 Mechanical Engineering=1 | Not placed: Computer Science and Engineering=10 Mechanical Engineering=7',
    );
    await user.click(screen.getByRole('button', { name: 'Batch' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('bars-chart').map((c) => c.textContent)).toContain(
        'Placed: 2025=6 2026=0 | Not placed: 2025=6 2026=11',
      ),
    );

    // The same numbers as a table, with the students without a score on their own row.
    const academic = screen.getByRole('region', { name: 'Academic scores' });
    await user.click(within(academic).getByRole('button', { name: 'Table' }));
    const table = within(academic).getByRole('table');
    expect(within(table).getByRole('row', { name: '70–80% 12' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'No score given 2' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Top skills' }).textContent).toContain('Python=14');

    await user.click(screen.getByRole('combobox', { name: 'Batch' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/fetch_counters' && r.query.get('batch') === '2025')).toBe(true),
    );
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Students' })).getByText('12')).toBeTruthy());
    // Its own content too, as a company's dashboard shows it.
    expect(await screen.findByRole('list', { name: 'Your content in numbers' })).toBeTruthy();
  });

  it('a department admin sees their branch named and cannot change it', async () => {
    routes();
    renderWithApp(undefined, { path: '/college-admin', user: collegeAdmin(false, true) });
    expect(await screen.findByRole('heading', { level: 1, name: 'College admin' }, LOAD)).toBeTruthy();
    expect(await screen.findByText('Showing your department only: Computer Science and Engineering.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Branch' })).toBeNull();
    // A college admin is not an institution: no institution-only calls.
    expect(screen.queryByRole('region', { name: 'Your students’ job applications' })).toBeNull();
  });

  it('a student who runs no dashboard is told whom it is for', async () => {
    const { requests } = routes();
    renderWithApp(undefined, { path: '/college-admin', user: collegeAdmin(false, false) });
    expect(
      await screen.findByText('This dashboard is for institutions and their college admins.', undefined, LOAD),
    ).toBeTruthy();
    expect(requests.filter((r) => r.path.startsWith('/api/fetch'))).toHaveLength(0);
  });
});
