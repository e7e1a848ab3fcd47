import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildMyQuestDetail, buildQuestDetail } from '../../../test/quest-author-fixtures';
import { installReactFlowDom } from '../../../test/react-flow';
import { buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };

describe('/questGraph/{id}', () => {
  beforeEach(() => installReactFlowDom());

  const enrolled = () => {
    const quest = buildQuestDetail({
      status: 'published',
      can_edit: false,
      my_enrolment: { id: 40, status: 'Enrolled', progress: 33 },
    });
    return mockApi({
      'GET /api/quests/7': { body: { data: quest } },
      'GET /api/my_profile/my_quests/40': { body: { data: buildMyQuestDetail(quest) } },
      'GET /api/my_profile/my_quests/40/locks/dashboard': {
        body: {
          data: {
            key: 'dashboard',
            locked: true,
            reasons: ['Pass SQL Basics with 70%: your best is 55%'],
            unlock_set: [{ key: 'sql', title: 'SQL Basics', kind: 'quiz' }],
          },
        },
      },
    });
  };

  it("draws the student's states with words, links open steps, and says why a locked step is locked", async () => {
    const { requests } = enrolled();
    renderWithApp(undefined, { path: '/questGraph/7', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst in 12 weeks' }, LOAD)).toBeTruthy();
    expect(screen.getByText('1 of 3 steps done · 33%')).toBeTruthy();
    const graph = await screen.findByTestId('quest-graph', {}, LOAD);
    // Each node is focusable and says its title, kind, state and rule; colour is not the only sign.
    const sql = await within(graph).findByRole('link', { name: /^SQL Basics\. Quiz\. Done\./ });
    expect(sql.getAttribute('tabindex')).toBe('0');
    const locked = within(graph).getByRole('button', {
      name: /^Sales dashboard\. Project\. Locked\. Pass SQL Basics with 70%/,
    });
    expect(within(locked).getByText('Locked')).toBeTruthy();
    // The score gate is a dashed edge with its percent.
    expect(await within(graph).findByText('70%')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Legend' })).getByText('In progress')).toBeTruthy();

    // A locked node explains itself.
    fireEvent.keyDown(locked, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Why is this locked?' });
    expect(await within(dialog).findByText('Pass SQL Basics with 70%: your best is 55%')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'The fewest steps that unlock it' })).getByText('SQL Basics'),
    ).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/my_profile/my_quests/40/locks/dashboard')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Enter on an open step follows its link in the quest's context.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(sql, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/quiz/11'));
  });

  it('reads the same graph as a list: order, state, rule in words, the steps each comes after', async () => {
    const user = userEvent.setup();
    enrolled();
    renderWithApp(undefined, { path: '/questGraph/7', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'List' }, LOAD));
    const list = screen.getByRole('list', { name: 'Data Analyst in 12 weeks: steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('h3')!.textContent)).toEqual([
      '1. SQL Basics',
      '2. Sales dashboard',
      '3. Statistics path',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'SQL Basics' }).getAttribute('href')).toBe('/quiz/11');
    expect(items[1]!.textContent).toContain('Rule: Pass SQL Basics with 70%');
    expect(items[1]!.textContent).toContain('After: SQL Basics');
    expect(within(items[1]!).getByText('Locked')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/questGraph/7?view=list');
    await user.click(within(items[2]!).getByRole('button', { name: 'Why is this locked? Statistics path' }));
    expect(await screen.findByRole('dialog', { name: 'Why is this locked?' })).toBeTruthy();
  });

  it('a visitor not enrolled sees the plain graph and how to follow it', async () => {
    const { requests } = mockApi({
      'GET /api/quests/7': { body: { data: buildQuestDetail({ status: 'published', can_edit: false }) } },
    });
    renderWithApp(undefined, { path: '/questGraph/7', user: buildUser() });
    expect(await screen.findByText('Enrol in this quest to follow it', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('3 steps')).toBeTruthy();
    const graph = await screen.findByTestId('quest-graph', {}, LOAD);
    expect(
      await within(graph).findByRole('group', { name: /^Statistics path\. Learning path\. Complete Sales dashboard$/ }),
    ).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('/api/my_profile/my_quests'))).toBe(false);
  });
});
