import { QUEST_TEXTS } from '@lbd/shared/quests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildGroupDetail, buildMyGroup, buildResourceDetail } from '../../../test/learning-fixtures';
import { buildMyProject, buildProjectDetail } from '../../../test/projects-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildMyQuestDetail, buildMyQuestStep, buildQuestDetail, buildQuestStep } from '../quest-fixtures';
import { PAGE_TEXTS as T } from '../quest-view';

const LOAD = { timeout: 20_000 };
const TITLE = { level: 1, name: 'Data Analyst in 12 weeks' } as const;

const step = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^\\d+\\. ${name}$`) });

describe('/myQuests/{id}', () => {
  it('shows the progress, the next step, and each step with its state, best score and link', async () => {
    mockApi({ 'GET /api/my_profile/my_quests/9': { body: { data: buildMyQuestDetail() } } });
    renderWithApp(undefined, { path: '/myQuests/9', user: buildUser() });
    expect(await screen.findByRole('heading', TITLE, LOAD)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress: 25%' })).toBeTruthy();
    expect(screen.getByText('1 of 4 steps done · 2 locked')).toBeTruthy();
    const next = screen.getByRole('region', { name: 'Next step' });
    expect(within(next).getByText('SQL quiz')).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'Continue this step' }).getAttribute('href')).toBe('/quiz/31');

    // A done learning path opens the student's own path in the quest's context.
    expect(within(step('SQL Basics path')).getByText('Done')).toBeTruthy();
    expect(
      within(step('SQL Basics path')).getByRole('link', { name: 'Open: SQL Basics path' }).getAttribute('href'),
    ).toBe('/myQuests/9/myLearning/61');
    expect(within(step('SQL quiz')).getByText('In progress')).toBeTruthy();
    expect(within(step('SQL quiz')).getByText('Best 55%')).toBeTruthy();
    // A locked step has no way in: it says why instead.
    const project = step('Sales dashboard');
    expect(within(project).getByText('Locked')).toBeTruthy();
    expect(within(project).queryByRole('link')).toBeNull();
    expect(
      within(within(project).getByRole('list', { name: 'Why Sales dashboard is locked' })).getByText(
        'Pass SQL quiz with 70%: your best is 55%',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the graph' }).getAttribute('href')).toBe('/questGraph/5');
    expect(screen.getByRole('link', { name: 'Scorecard' }).getAttribute('href')).toBe('/scorecard/5');
  });

  it('opens each kind of step in the quest’s context', async () => {
    const detail = buildMyQuestDetail({
      quest: buildQuestDetail({
        steps: [
          buildQuestStep({ key: 'a', kind: 'project', ref_id: 41, title: 'Project new' }),
          buildQuestStep({ key: 'b', kind: 'project', ref_id: 42, title: 'Project mine' }),
          buildQuestStep({ key: 'c', kind: 'resource_group', ref_id: 21, title: 'Path new' }),
          buildQuestStep({ key: 'd', kind: 'question_bank', ref_id: 71, title: 'Bank' }),
          buildQuestStep({ key: 'e', kind: 'activity', ref_id: 51, title: 'Activity mine' }),
          buildQuestStep({ key: 'f', kind: 'activity', ref_id: 52, title: 'Activity waiting' }),
        ],
      }),
      steps: [
        buildMyQuestStep({ key: 'a' }),
        buildMyQuestStep({ key: 'b', state: 'in_progress', my_item_id: 300 }),
        buildMyQuestStep({ key: 'c' }),
        buildMyQuestStep({ key: 'd' }),
        buildMyQuestStep({ key: 'e', my_item_id: 500 }),
        buildMyQuestStep({ key: 'f' }),
      ],
      next_step: null,
    });
    mockApi({ 'GET /api/my_profile/my_quests/9': { body: { data: detail } } });
    renderWithApp(undefined, { path: '/myQuests/9', user: buildUser() });
    await screen.findByRole('heading', TITLE, LOAD);
    const href = (name: string) => within(step(name)).getByRole('link').getAttribute('href');
    expect(href('Project new')).toBe('/myQuests/9/projects/41');
    expect(href('Project mine')).toBe('/myQuests/9/myProjects/300');
    expect(href('Path new')).toBe('/myQuests/9/resourceGroups/21');
    expect(href('Bank')).toBe('/questionBank/71');
    expect(href('Activity mine')).toBe('/myActivity/500');
    expect(within(step('Activity waiting')).queryByRole('link')).toBeNull();
    expect(within(step('Activity waiting')).getByText(T.noActivityYet)).toBeTruthy();
  });

  it('explains a locked step: what is missing and the fewest steps that unlock it', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/my_profile/my_quests/9': { body: { data: buildMyQuestDetail() } },
      'GET /api/my_profile/my_quests/9/locks/act': {
        body: {
          data: {
            key: 'act',
            locked: true,
            reasons: ['Complete Sales dashboard'],
            unlock_set: [
              { key: 'quiz', title: 'SQL quiz', kind: 'quiz' },
              { key: 'proj', title: 'Sales dashboard', kind: 'project' },
            ],
          },
        },
      },
      'GET /api/my_profile/my_quests/9/locks/proj': {
        body: { data: { key: 'proj', locked: true, reasons: ['Opens on 6 Dec 2027'], unlock_set: null } },
      },
    });
    renderWithApp(undefined, { path: '/myQuests/9', user: buildUser() });
    await screen.findByRole('heading', TITLE, LOAD);
    await user.click(within(step('Peer review')).getByRole('button', { name: T.whyLocked }));
    const dialog = await screen.findByRole('dialog', { name: 'Why is Peer review locked?' });
    const fewest = await within(dialog).findByRole('list', { name: 'The fewest steps that unlock it' });
    expect(within(fewest).getByText('SQL quiz')).toBeTruthy();
    expect(within(fewest).getByText('Sales dashboard')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'What is missing' })).getByText('Complete Sales dashboard'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(step('Sales dashboard')).getByRole('button', { name: T.whyLocked }));
    const second = await screen.findByRole('dialog', { name: 'Why is Sales dashboard locked?' });
    expect(await within(second).findByText(QUEST_TEXTS.noUnlockSet)).toBeTruthy();
    expect(within(second).getByText('Opens on 6 Dec 2027')).toBeTruthy();
    expect(requests.map((r) => r.path)).toContain('/api/my_profile/my_quests/9/locks/proj');
  });

  it('leaves the quest only after confirming', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/my_profile/my_quests/9': { body: { data: buildMyQuestDetail() } },
      'POST /api/my_profile/my_quests/9/leave': {
        body: { data: { ...buildMyQuestDetail(), status: 'Dropped' } },
      },
      'GET /api/quests/5': { body: { data: buildQuestDetail() } },
    });
    renderWithApp(undefined, { path: '/myQuests/9', user: buildUser() });
    await screen.findByRole('heading', TITLE, LOAD);
    await user.click(screen.getByRole('button', { name: 'Leave quest' }));
    const dialog = await screen.findByRole('dialog', { name: T.leaveHeading });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Leave quest' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave quest' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/quests/5'));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/my_profile/my_quests/9/leave',
    ]);
  });
});

describe('a step’s own page inside the quest', () => {
  it('/myQuests/{my_quest_id}/projects/{id}: the project page under the quest’s bar', async () => {
    const detail = buildMyQuestDetail({
      steps: [
        buildMyQuestStep({ key: 's1', state: 'done' }),
        buildMyQuestStep({ key: 'quiz', state: 'done' }),
        buildMyQuestStep({ key: 'proj', state: 'available' }),
        buildMyQuestStep({ key: 'act', state: 'locked' }),
      ],
    });
    mockApi({
      'GET /api/my_profile/my_quests/9': { body: { data: detail } },
      'GET /api/projects/41': { body: { data: buildProjectDetail({ id: 41, title: 'Sales dashboard' }) } },
    });
    renderWithApp(undefined, { path: '/myQuests/9/projects/41', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales dashboard' }, LOAD)).toBeTruthy();
    const bar = screen.getByRole('navigation', { name: 'Quest' });
    expect(await within(bar).findByText('Step 3 of 4 · Project')).toBeTruthy();
    expect(within(bar).getByText('Available')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Data Analyst in 12 weeks' }).getAttribute('href')).toBe(
      '/myQuests/9',
    );
  });

  it('/myQuests/{my_quest_id}/myProjects/{id}: the student’s own project, found by their enrolment', async () => {
    const detail = buildMyQuestDetail({
      steps: [
        buildMyQuestStep({ key: 's1', state: 'done' }),
        buildMyQuestStep({ key: 'quiz', state: 'done' }),
        buildMyQuestStep({ key: 'proj', state: 'in_progress', my_item_id: 300 }),
        buildMyQuestStep({ key: 'act', state: 'locked' }),
      ],
    });
    mockApi({
      'GET /api/my_profile/my_quests/9': { body: { data: detail } },
      'GET /api/my_profile/my_projects/300': { body: { data: buildMyProject({ id: 300 }) } },
    });
    renderWithApp(undefined, { path: '/myQuests/9/myProjects/300', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales dashboard in Python' }, LOAD)).toBeTruthy();
    const bar = screen.getByRole('navigation', { name: 'Quest' });
    expect(await within(bar).findByText('In progress')).toBeTruthy();
    expect(within(bar).getByText('Step 3 of 4 · Project')).toBeTruthy();
  });

  it('the learning path pages: the path, the student’s path and a resource in it, each under the bar', async () => {
    const detail = buildMyQuestDetail();
    mockApi({
      'GET /api/my_profile/my_quests/9': { body: { data: detail } },
      'GET /api/resource_groups/21': { body: { data: buildGroupDetail({ id: 21, title: 'SQL Basics path' }) } },
      'GET /api/my_profile/my_resource_groups/61': {
        body: { data: buildMyGroup({ id: 61, content_id: 21, title: 'SQL Basics path' }) },
      },
      'GET /api/resources/2': { body: { data: buildResourceDetail({ id: 2, title: 'Cleaning data' }) } },
    });
    for (const [path, heading] of [
      ['/myQuests/9/resourceGroups/21', 'SQL Basics path'],
      ['/myQuests/9/myLearning/61', 'SQL Basics path'],
      ['/myQuests/9/myLearning/61/resources/2', 'Cleaning data'],
    ] as const) {
      const { unmount } = renderWithApp(undefined, { path, user: buildUser() });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, LOAD), path).toBeTruthy();
      const bar = screen.getByRole('navigation', { name: 'Quest' });
      expect(await within(bar).findByText('Step 1 of 4 · Learning path'), path).toBeTruthy();
      expect(within(bar).getByText('Done'), path).toBeTruthy();
      unmount();
    }
  });
});
