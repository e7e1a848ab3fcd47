import {
  MENTOR_NUDGE_TEXTS,
  type AssignmentStatsRow,
  type MentorDashboard,
  type Nudge,
} from '@lbd/shared/mentor-dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '../../../test/mock-api';
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
      last_nudge: null,
    },
  ],
  at_risk_total: 1,
  nudge_returns: { came_back: 0, decided: 0, waiting: 0 },
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

describe('/mentorDashboard: project reviews', () => {
  it('counts the project submissions waiting for review and leads to the queue', async () => {
    mockApi({
      'GET /api/mentor_dashboard': { body: { data: DASHBOARD } },
      'GET /api/assignment_stats_dashboard': { body: { data: ACTIVITIES } },
      'GET /api/project_reviews': { body: { data: [{}], pagination: { page: 1, count: 1, total: 4, total_pages: 4 } } },
    });
    renderWithApp(undefined, { path: '/mentorDashboard', user: mentor() });
    const tile = await screen.findByRole('group', { name: 'Reviews waiting' });
    expect(within(tile).getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the review queue' }).getAttribute('href')).toBe('/projectDashboard');
  });
});

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const nudgeOf = (profileId: number, overrides: Partial<Nudge> = {}): Nudge => ({
  id: 1,
  profile_id: profileId,
  assignment_id: 4,
  reason: 'late',
  sent_at: ago(0),
  outcome: 'waiting',
  came_back_at: null,
  ...overrides,
});
/** Rahul twice (two activities), Priya once, nudged three days ago and back since. */
const WITH_NUDGES: MentorDashboard = {
  ...DASHBOARD,
  at_risk: [
    DASHBOARD.at_risk[0]!,
    { ...DASHBOARD.at_risk[0]!, assignment_id: 5, title: 'Map the campus wells', reasons: ['low_score'] },
    {
      ...DASHBOARD.at_risk[0]!,
      profile_id: 9,
      name: 'Priya Nair',
      reasons: ['low_score'],
      last_nudge: nudgeOf(9, { sent_at: ago(3 * 24 * HOUR), outcome: 'came_back', came_back_at: ago(2 * 24 * HOUR) }),
    },
  ],
  at_risk_total: 3,
  nudge_returns: { came_back: 1, decided: 2, waiting: 1 },
};

describe('/mentorDashboard nudges', () => {
  it('nudges a mentee in one click: the button then says when, on every row of that student', async () => {
    // The server's answer once the nudge is in: Rahul's rows carry it.
    let current = WITH_NUDGES;
    const sent = nudgeOf(8);
    const { requests } = mockApi({
      'GET /api/mentor_dashboard': () => ({ body: { data: current } }),
      'GET /api/assignment_stats_dashboard': { body: { data: ACTIVITIES } },
      'POST /api/mentor_dashboard/nudges': () => {
        current = {
          ...WITH_NUDGES,
          at_risk: WITH_NUDGES.at_risk.map((r) => (r.profile_id === 8 ? { ...r, last_nudge: sent } : r)),
        };
        return { status: 201, body: { data: sent } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/mentorDashboard', user: mentor() });
    const risk = await screen.findByRole('region', { name: 'Mentees at risk' });
    expect(within(risk).getByText('1 of 2 nudged students came back within 7 days')).toBeTruthy();
    expect(within(risk).getByText('1 nudged student is still within the 7 days')).toBeTruthy();
    expect(within(risk).getByText('Last nudge 3 days ago: came back')).toBeTruthy();
    // Priya's nudge was three days ago: she may be nudged again.
    expect(
      within(risk).getByRole('button', { name: 'Nudge Priya Nair about Design a footbridge' }).hasAttribute('disabled'),
    ).toBe(false);

    await user.click(within(risk).getByRole('button', { name: 'Nudge Rahul Menon about Design a footbridge' }));
    await waitFor(() => expect(within(risk).getAllByRole('button', { name: 'Nudged just now' })).toHaveLength(2));
    for (const b of within(risk).getAllByRole('button', { name: 'Nudged just now' }))
      expect(b.hasAttribute('disabled')).toBe(true);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      profile_id: 8,
      reason: 'late',
      assignment_id: 4,
    });
    expect(await screen.findByText(MENTOR_NUDGE_TEXTS.sent('Rahul Menon'))).toBeTruthy();
  });

  it('shows a nudge of the last day as a disabled button, with what became of it', async () => {
    const recent: MentorDashboard = {
      ...DASHBOARD,
      at_risk: [{ ...DASHBOARD.at_risk[0]!, last_nudge: nudgeOf(8, { sent_at: ago(3 * HOUR) }) }],
    };
    mockApi({
      'GET /api/mentor_dashboard': { body: { data: recent } },
      'GET /api/assignment_stats_dashboard': { body: { data: ACTIVITIES } },
    });
    renderWithApp(undefined, { path: '/mentorDashboard', user: mentor() });
    const risk = await screen.findByRole('region', { name: 'Mentees at risk' });
    expect(within(risk).getByRole('button', { name: 'Nudged 3 hours ago' }).hasAttribute('disabled')).toBe(true);
    expect(within(risk).getByText('Last nudge 3 hours ago: not back yet')).toBeTruthy();
  });

  it('says so when the server refuses a nudge sent from another tab within the day', async () => {
    mockApi({
      'GET /api/mentor_dashboard': { body: { data: DASHBOARD } },
      'GET /api/assignment_stats_dashboard': { body: { data: ACTIVITIES } },
      'POST /api/mentor_dashboard/nudges': errorReply(409, MENTOR_NUDGE_TEXTS.nudgedRecently, 'CONFLICT'),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/mentorDashboard', user: mentor() });
    const risk = await screen.findByRole('region', { name: 'Mentees at risk' });
    await user.click(within(risk).getByRole('button', { name: 'Nudge Rahul Menon about Design a footbridge' }));
    expect(await screen.findByText(MENTOR_NUDGE_TEXTS.nudgedRecently)).toBeTruthy();
  });
});
