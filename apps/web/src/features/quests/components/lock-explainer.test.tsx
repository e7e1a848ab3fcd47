import { QUEST_TEXTS } from '@lbd/shared/quests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '../../../test/mock-api';
import { buildQuestSteps } from '../../../test/quest-author-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';
import { LockExplainer } from './lock-explainer';

const LOCKS = '/api/my_profile/my_quests/40/locks';
const steps = buildQuestSteps();

describe('LockExplainer', () => {
  it('names each unmet part of the rule and the fewest steps that unlock the step', async () => {
    const { requests } = mockApi({
      [`GET ${LOCKS}/stats`]: {
        body: {
          data: {
            key: 'stats',
            locked: true,
            reasons: ['Complete Sales dashboard', 'Opens on 6 Dec 2026'],
            unlock_set: [
              { key: 'sql', title: 'SQL Basics', kind: 'quiz' },
              { key: 'dashboard', title: 'Sales dashboard', kind: 'project' },
            ],
          },
        },
      },
    });
    renderWithApp(<LockExplainer myQuestId={40} stepKey="stats" steps={steps} />, { user: buildUser() });
    const panel = screen.getByRole('region', { name: 'Why is this locked?' });
    expect(within(panel).getByText('Statistics path')).toBeTruthy();
    const missing = await within(panel).findByRole('list', { name: 'What is missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Complete Sales dashboard', 'Opens on 6 Dec 2026']);
    const unlock = within(panel).getByRole('list', { name: 'The fewest steps that unlock it' });
    expect(
      within(unlock)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SQL BasicsQuiz', 'Sales dashboardProject']);
    expect(requests.map((r) => r.path)).toEqual([`${LOCKS}/stats`]);
  });

  it('says when no steps can unlock it (a date or a mentor), and when it is not locked', async () => {
    mockApi({
      [`GET ${LOCKS}/dashboard`]: {
        body: { data: { key: 'dashboard', locked: true, reasons: ['A mentor unlocks this step'], unlock_set: null } },
      },
      [`GET ${LOCKS}/sql`]: { body: { data: { key: 'sql', locked: false, reasons: [], unlock_set: [] } } },
    });
    renderWithApp(
      <>
        <LockExplainer myQuestId={40} stepKey="dashboard" steps={steps} />
        <LockExplainer myQuestId={40} stepKey="sql" steps={steps} />
      </>,
      { user: buildUser() },
    );
    expect(await screen.findByText(QUEST_TEXTS.noUnlockSet)).toBeTruthy();
    expect(screen.getByText('A mentor unlocks this step')).toBeTruthy();
    expect(await screen.findByText(QUEST_TEXTS.notLocked)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'The fewest steps that unlock it' })).toBeNull();
  });

  it('keeps its failure to itself and tries again when asked', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      [`GET ${LOCKS}/dashboard`]: () =>
        ++calls === 1
          ? errorReply(404, 'That step is not part of this quest', 'NOT_FOUND')
          : {
              body: {
                data: {
                  key: 'dashboard',
                  locked: true,
                  reasons: ['Pass SQL Basics with 70%: not attempted yet'],
                  unlock_set: [],
                },
              },
            },
    });
    renderWithApp(<LockExplainer myQuestId={40} stepKey="dashboard" steps={steps} />, { user: buildUser() });
    expect(await screen.findByText('We could not check this step.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pass SQL Basics with 70%: not attempted yet')).toBeTruthy();
  });
});
