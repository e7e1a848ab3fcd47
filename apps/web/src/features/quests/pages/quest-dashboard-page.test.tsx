import { QUEST_TEXTS } from '@lbd/shared/quests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import {
  buildQuestDashboard,
  buildQuestDetail,
  buildQuestStatsRow,
  buildQuestStudent,
  listPage,
} from '../quest-fixtures';

vi.mock('../../dashboards/components/bars-chart', () => import('../../../test/bars-chart-stub'));
// The drop-off graph's notes, without React Flow's drawing (its own tests cover that).
vi.mock('../components/quest-graph', () => ({
  QuestGraph: ({ marks }: { marks: Record<string, { badge?: string }> }) => (
    <ul aria-label="Graph notes">
      {Object.entries(marks).map(([key, m]) => (
        <li key={key}>{m.badge}</li>
      ))}
    </ul>
  ),
}));

const LOAD = { timeout: 20_000 };
const TITLE = { level: 1, name: 'Data Analyst in 12 weeks' } as const;
const mentor = () => buildUser({ profile_type: 'ADVISOR' }, { portfolio_job_roles: [], portfolio: null });

const STUDENTS = [
  buildQuestStudent(),
  buildQuestStudent({
    profile_id: 103,
    my_quest_id: 903,
    name: 'Kiran Das',
    status: 'Completed',
    progress: 100,
    score: 88.04,
  }),
];

function dashboardApi(more: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/quests/5/dashboard': { body: { data: buildQuestDashboard() } },
    'GET /api/get_all_students/5': { body: { data: STUDENTS } },
    'GET /api/quests/5': { body: { data: buildQuestDetail({ id: 5 }) } },
    ...more,
  });
}

describe('/questDashboard/{id}', () => {
  it('shows the headline numbers, the funnel per step as a chart and a table, median days and where students stall', async () => {
    const user = userEvent.setup();
    const { requests } = dashboardApi();
    renderWithApp(undefined, { path: '/questDashboard/5', user: mentor() });
    expect(await screen.findByRole('heading', TITLE, LOAD)).toBeTruthy();
    const figures = screen.getByRole('list', { name: 'Headline numbers' });
    const figure = (label: string) => within(figures).getByRole('group', { name: label }).textContent;
    expect(figure('Enrolled')).toBe('40Enrolled');
    // Where students stand, drawn on the graph: each step's note.
    const notes = await screen.findByRole('list', { name: 'Graph notes' }, LOAD);
    expect(within(notes).getAllByRole('listitem')[0]!.textContent).toMatch(/^\d+ done · \d+ here/);
    expect(figure('Completed')).toBe('6Completed');
    expect(figure('Completion rate')).toBe('15%Completion rate');
    expect(figure('At risk')).toBe('2At risk');

    const charts = await screen.findAllByTestId('bars-chart', {}, LOAD);
    expect(charts[0]!.textContent).toBe(
      'Unlocked: 1. SQL Basics path=40 2. SQL quiz=30 3. Sales dashboard=18 | ' +
        'Started: 1. SQL Basics path=36 2. SQL quiz=25 3. Sales dashboard=12 | ' +
        'Completed: 1. SQL Basics path=30 2. SQL quiz=18 3. Sales dashboard=6',
    );
    expect(charts[1]!.textContent).toBe('Median days: 1. SQL Basics path=4.3 2. SQL quiz=2');
    const funnel = screen.getByRole('region', { name: 'Completion funnel' });
    await user.click(within(funnel).getByRole('button', { name: 'Table' }));
    const table = within(funnel).getByRole('table', { name: 'Completion funnel (table)' });
    expect(within(table).getByRole('row', { name: '2. SQL quiz Quiz 30 25 18 0 5 2' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: '3. Sales dashboard Project 18 12 6 0 0 —' })).toBeTruthy();
    expect(within(funnel).getByRole('button', { name: 'Export CSV' })).toBeTruthy();

    const stall = screen.getByRole('region', { name: 'Where students stall' });
    expect(
      within(stall)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2. SQL quiz: 5 students have not moved for 14 days',
      '1. SQL Basics path: 2 students have not moved for 14 days',
    ]);
    const students = await within(screen.getByRole('region', { name: 'Students' })).findByRole('table', {}, LOAD);
    expect(within(students).getByRole('row', { name: /Kiran Das Completed 100% 1 88.0/ })).toBeTruthy();
    expect(within(students).getByRole('link', { name: 'Scorecard of Ravi Kumar' }).getAttribute('href')).toBe(
      '/scorecard/5?profile_id=101',
    );
    const roster = requests.find((r) => r.path === '/api/get_all_students/5')!;
    expect(roster.query.get('type')).toBe('quest');
  });

  it('reads one cohort when the mentor picks it', async () => {
    const user = userEvent.setup();
    const { requests } = dashboardApi();
    renderWithApp(undefined, { path: '/questDashboard/5', user: mentor() });
    await screen.findByRole('heading', TITLE, LOAD);
    await user.click(screen.getByRole('combobox', { name: 'Cohort' }));
    await user.click(await screen.findByRole('option', { name: 'April batch (10 enrolled)' }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === '/api/quests/5/dashboard').map((r) => r.query.get('data_group_id')),
      ).toEqual([null, '8']),
    );
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.path === '/api/get_all_students/5')
          .at(-1)
          ?.query.get('data_group_id'),
      ).toBe('8'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/questDashboard/5?data_group_id=8');
  });

  it('nudges one student at risk, then those selected together', async () => {
    const user = userEvent.setup();
    const { requests } = dashboardApi({
      'POST /api/quests/5/nudges': (request) => ({
        body: { data: { sent: (request.body as { profile_ids: number[] }).profile_ids.length } },
      }),
    });
    renderWithApp(undefined, { path: '/questDashboard/5', user: mentor() });
    await screen.findByRole('heading', TITLE, LOAD);
    const atRisk = screen.getByRole('region', { name: 'Students at risk' });
    expect(
      within(atRisk).getByRole('row', { name: /Ravi Kumar 10% 20 Jan 2027 No activity for 21 days/ }),
    ).toBeTruthy();

    await user.click(within(atRisk).getByRole('button', { name: 'Nudge Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nudge Ravi Kumar' });
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Try the quiz again this week.');
    await user.click(within(dialog).getByRole('button', { name: 'Send nudge' }));
    expect(await screen.findByText(QUEST_TEXTS.nudged(1))).toBeTruthy();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const batch = within(atRisk).getByRole('button', { name: 'Nudge selected (0)' });
    expect(batch.hasAttribute('disabled')).toBe(true);
    await user.click(within(atRisk).getByRole('checkbox', { name: 'Select every student at risk' }));
    await user.click(within(atRisk).getByRole('button', { name: 'Nudge selected (2)' }));
    const second = await screen.findByRole('dialog', { name: 'Nudge 2 students' });
    await user.click(within(second).getByRole('button', { name: 'Send to 2 students' }));
    expect(await screen.findByText(QUEST_TEXTS.nudged(2))).toBeTruthy();

    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { profile_ids: [101], message: 'Try the quiz again this week.' },
      { profile_ids: [101, 102], message: '' },
    ]);
    await waitFor(() => expect(within(atRisk).getByRole('button', { name: 'Nudge selected (0)' })).toBeTruthy());
  });

  it('unlocks or skips a step for one student', async () => {
    const user = userEvent.setup();
    const { requests } = dashboardApi({
      'POST /api/quests/5/grants': { body: { data: { profile_id: 101, step_key: 'proj', kind: 'skip' } } },
    });
    renderWithApp(undefined, { path: '/questDashboard/5', user: mentor() });
    await screen.findByRole('heading', TITLE, LOAD);
    const students = screen.getByRole('region', { name: 'Students' });
    await user.click(
      await within(students).findByRole('button', { name: 'Unlock or skip a step for Ravi Kumar' }, LOAD),
    );
    // A finished student has nothing to unlock.
    expect(within(students).queryByRole('button', { name: 'Unlock or skip a step for Kiran Das' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Unlock or skip a step for Ravi Kumar' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('Choose a step')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Step' }));
    await user.click(await screen.findByRole('option', { name: '3. Sales dashboard' }));
    await user.click(within(dialog).getByRole('radio', { name: /Skip it/ }));
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Did it at work');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText(QUEST_TEXTS.granted)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      profile_id: 101,
      step_key: 'proj',
      kind: 'skip',
      reason: 'Did it at work',
    });
    // The numbers are read again after a grant.
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/quests/5/dashboard').length).toBe(2));
  });
});

describe('/questStatsDashboard', () => {
  it('lists the quests the mentor manages with their numbers, each leading to its dashboard', async () => {
    const { requests } = mockApi({
      'GET /api/quest_stats': {
        body: listPage([
          buildQuestStatsRow(),
          buildQuestStatsRow({ id: 6, title: 'Web track', status: 'draft', at_risk: 0 }),
        ]),
      },
    });
    renderWithApp(undefined, { path: '/questStatsDashboard', user: mentor() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quest Statistics' }, LOAD)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Quests' }, LOAD);
    expect(within(table).getByRole('row', { name: 'Data Analyst in 12 weeks 4 40 6 35% 2' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Web track Draft 4 40 6 35% 0' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Web track' }).getAttribute('href')).toBe('/questDashboard/6');
    expect(requests.find((r) => r.path === '/api/quest_stats')?.query.get('page')).toBe('1');
  });
});
