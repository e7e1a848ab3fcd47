import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

const mentor = () => buildUser({ profile_type: 'ADVISOR' });

// /projectDashboard has its widgets (the projects feature's review queue, requests and enrolments), and so
// have /quizStatsDashboard and /questionBankStatsDashboard (the quizzes feature's lists): their tests are
// beside them (features/projects/pages/project-dashboard.test.tsx, features/quizzes/dashboard/).
const KINDS = [
  {
    path: '/questStatsDashboard',
    title: 'Quest Statistics',
    empty: 'No quests exist yet: quest statistics appear here once quests are built.',
    waiting: 'Filters work once quests exist.',
  },
];

describe('the stats dashboards', () => {
  it.each(KINDS)('$path says plainly that nothing of its kind exists yet, its filters waiting', async (kind) => {
    const { requests } = mockApi({});
    const user = userEvent.setup();
    renderWithApp(undefined, { path: kind.path, user: mentor() });
    expect(await screen.findByRole('heading', { level: 1, name: kind.title })).toBeTruthy();
    expect(screen.getByText(kind.empty)).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filters' });
    for (const name of ['Search by name', 'From', 'To'])
      expect(within(filters).getByLabelText(name).hasAttribute('disabled'), name).toBe(true);
    await user.hover(screen.getByTestId('filters-waiting'));
    expect(await screen.findByRole('tooltip', { name: kind.waiting })).toBeTruthy();
    // No numbers are made up, and no API is called for them.
    expect(requests.map((r) => r.path)).toEqual([]);
  });

  it('is for mentors, institutions, companies and admins; a student gets Access Denied', async () => {
    mockApi({});
    const viewers = [
      buildUser({ profile_type: 'INSTITUTION' }, { portfolio_job_roles: [], portfolio: null }),
      buildUser({ profile_type: 'COMPANY' }, { portfolio_job_roles: [], portfolio: null }),
      buildUser({}, { is_admin: true, profile: null, portfolio_job_roles: [], portfolio: null }),
    ];
    for (const user of viewers) {
      const { unmount } = renderWithApp(undefined, { path: '/questStatsDashboard', user });
      expect(await screen.findByRole('heading', { level: 1, name: 'Quest Statistics' })).toBeTruthy();
      unmount();
    }
    renderWithApp(undefined, { path: '/questStatsDashboard', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
  });
});
