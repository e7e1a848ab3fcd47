import type { EnrollmentDashboard, EnrollmentRow } from '@lbd/shared/institute-dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, page } from '../../../test/mock-api';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

vi.mock('../components/bars-chart', () => ({
  default: ({ categories, series }: { categories: string[]; series: { label: string; data: number[] }[] }) => (
    <div data-testid="bars-chart">{categories.map((c, i) => `${c}=${series[0]!.data[i]}`).join(' ')}</div>
  ),
}));

const LOAD = { timeout: 10_000 };
const institution = () =>
  buildUser(buildProfile({ profile_type: 'INSTITUTION', full_name: 'Demo Institute' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

const ROW: EnrollmentRow = {
  kind: 'events',
  student: { id: 4, name: 'Diya Nair' },
  branch: 'Mechanical Engineering',
  batch: 2026,
  item: { id: 9, title: 'Robotics Workshop' },
  org_name: 'Demo Institute',
  status: 'enrolled',
  enrolled_at: '2026-11-20T05:00:00.000Z',
};

describe('the enrolment dashboards', () => {
  it('the training dashboard asks for the institute’s own content, by month then by branch, and lists enrolments', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/enrollment_dashboard': (req) => {
        const group = req.query.get('group') as EnrollmentDashboard['group'];
        const rows =
          group === 'month'
            ? [
                { key: '2026-10', label: '2026-10', count: 0 },
                { key: '2026-11', label: '2026-11', count: 3 },
              ]
            : [{ key: '12', label: 'Mechanical Engineering', count: 3 }];
        return { body: { data: { kind: 'events', group, of: req.query.get('of'), total: 3, rows } } };
      },
      'GET /api/enrollment_listing': { body: { data: [ROW], pagination: page(1) } },
    });
    renderWithApp(undefined, { path: '/trainingEnrollmentDashboard', user: institution() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Training enrolment dashboard' }, LOAD)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bars-chart').textContent).toBe('2026-10=0 2026-11=3'));
    expect(requests.find((r) => r.path === '/api/enrollment_dashboard')!.query.get('of')).toBe('own');
    const list = await screen.findByRole('table', { name: 'Events: Enrolments' });
    expect(
      within(list).getByRole('row', { name: /Diya Nair Mechanical Engineering 2026 Robotics Workshop/ }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Branch' }));
    await waitFor(() => expect(screen.getByTestId('bars-chart').textContent).toBe('Mechanical Engineering=3'));
    await user.click(screen.getByRole('tab', { name: 'Clubs' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/enrollment_listing' && r.query.get('kind') === 'clubs')).toBe(true),
    );
  });

  it('the students’ dashboard is for institutions and college admins only: a mentor gets Access Denied', async () => {
    const { requests } = mockApi({});
    renderWithApp(undefined, {
      path: '/enrollmentDashboard',
      user: buildUser(buildProfile({ profile_type: 'ADVISOR' })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, LOAD)).toBeTruthy();
    expect(requests.filter((r) => r.path.startsWith('/api/enrollment'))).toEqual([]);
  });
});
