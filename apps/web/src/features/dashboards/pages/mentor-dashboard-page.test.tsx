import type { AssignmentStatsRow, MentorDashboard } from '@lbd/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

const DASHBOARD: MentorDashboard = {
  my_entities: { activities: 2, open_activities: 1 },
  mentoring: { students: 30, enrolments: 41 },
  engage: {
    submitted: 25,
    awaiting_evaluation: 6,
    evaluated: 19,
    oldest_waiting_since: new Date(Date.now() - 3.5 * 86_400_000).toISOString(),
  },
  at_risk: [
    {
      profile_id: 8,
      name: 'Rahul Menon',
      assignment_id: 4,
      title: 'Design a footbridge',
      reasons: ['late', 'inactive'],
      last_active_at: '2026-11-01T10:00:00Z',
      deadline: '2026-11-20T10:00:00Z',
    },
  ],
  at_risk_total: 1,
};
const ACTIVITIES: AssignmentStatsRow[] = [
  {
    assignment_id: 4,
    title: 'Design a footbridge',
    enrolled: 30,
    submitted: 20,
    reviews_done: 40,
    reviews_required: 60,
    flagged: 1,
    appealed: 0,
    in_mentor_queue: 3,
    mean_final_score: 71.5,
  },
];
const mentor = () => buildUser({ profile_type: 'ADVISOR' });

describe('/mentorDashboard', () => {
  it('shows the counts, the age of the evaluation queue, the activities as a table and the mentees at risk', async () => {
    mockApi({
      'GET /api/mentor_dashboard': { body: { data: DASHBOARD } },
      'GET /api/assignment_stats_dashboard': { body: { data: ACTIVITIES } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/mentorDashboard', user: mentor() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const waiting = await screen.findByRole('group', { name: 'Awaiting your evaluation' });
    expect(within(waiting).getByText('6')).toBeTruthy();
    expect(within(waiting).getByText('oldest waiting 3 days')).toBeTruthy();

    const risk = screen.getByRole('region', { name: 'Mentees at risk' });
    expect(within(risk).getByText('Missed the deadline')).toBeTruthy();
    expect(within(risk).getByText('No work for 14 days')).toBeTruthy();
    expect(within(risk).getByRole('link', { name: 'Design a footbridge' }).getAttribute('href')).toBe(
      '/activityDashboard/4',
    );

    const chart = screen.getByRole('region', { name: 'Submissions and reviews per activity' });
    await user.click(within(chart).getByRole('button', { name: 'Table' }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('Design a footbridge302040603');
  });
});
