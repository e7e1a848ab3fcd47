import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, page } from '../../../test/mock-api';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };

describe('the institute’s mentors page', () => {
  it('lists each mentor with what they run', async () => {
    const { requests } = mockApi({
      'GET /api/list_org_advisor_entities_counts': {
        body: {
          data: [
            {
              profile_id: 5,
              name: 'Meenakshi Rao',
              designation: 'Professor',
              activities: 2,
              open_activities: 1,
              students: 12,
              awaiting_evaluation: 3,
              evaluated: 7,
            },
          ],
          pagination: page(1),
        },
      },
    });
    const user = buildUser(buildProfile({ profile_type: 'INSTITUTION', full_name: 'Demo Institute' }), {
      portfolio_job_roles: [],
      portfolio: null,
    });
    renderWithApp(undefined, { path: '/instituteMentor', user });
    const table = await screen.findByRole('table', { name: 'Your mentors' }, LOAD);
    expect(within(table).getByRole('row', { name: 'Meenakshi Rao Professor 2 1 12 3 7' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/list_org_advisor_entities_counts')!.query.get('type')).toBe(
      'activities',
    );
  });
});
