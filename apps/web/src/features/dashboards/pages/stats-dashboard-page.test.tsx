import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

// Every stats dashboard has its widgets: /projectDashboard the projects feature's review queue, requests and
// enrolments; /quizStatsDashboard and /questionBankStatsDashboard the quizzes feature's lists;
// /questStatsDashboard the quests feature's list. Their tests are beside them
// (features/projects/pages/project-dashboard.test.tsx, features/quizzes/dashboard/,
// features/quests/pages/quest-dashboard-page.test.tsx).

describe('the stats dashboards', () => {
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
