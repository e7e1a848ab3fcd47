import type { QuestBody } from '@lbd/shared/quests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, validationError, type MockRequest } from '../../../test/mock-api';
import { buildQuestDetail } from '../../../test/quest-author-fixtures';
import { buildQuizDetail } from '../../../test/quizzes-fixtures';
import { installReactFlowDom } from '../../../test/react-flow';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };
const mentor = () =>
  buildUser(buildProfile({ profile_type: 'ADVISOR', first_name: 'Vikram' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });
const pagination = { page: 1, count: 20, total: 1, total_pages: 1 };
const puts = (requests: MockRequest[]) => requests.filter((r) => r.method === 'PUT').map((r) => r.body as QuestBody);

/** The body the editor sends for the fixture quest, unchanged. */
const SAVED_STEPS = [
  { key: 'sql', kind: 'quiz', ref_id: 11, rule: null, skip_counts: false, x: null, y: null },
  {
    key: 'dashboard',
    kind: 'project',
    ref_id: 21,
    rule: { kind: 'passed', step: 'sql', min_percent: 70 },
    skip_counts: false,
    x: null,
    y: null,
  },
  {
    key: 'stats',
    kind: 'resource_group',
    ref_id: 31,
    rule: { kind: 'completed', step: 'dashboard' },
    skip_counts: false,
    x: null,
    y: null,
  },
];

describe('the quest editor', () => {
  beforeEach(() => installReactFlowDom());

  it('/createQuest lists the author’s quests and starts a draft that opens in the editor', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/quests': {
        body: { data: [{ ...buildQuestDetail({ id: 3, title: 'Web developer track' }) }], pagination },
      },
      'POST /api/quests': { status: 201, body: { data: { id: 9 } } },
      'GET /api/quests/9': { body: { data: buildQuestDetail({ id: 9, title: 'Data Analyst', steps: [] }) } },
    });
    renderWithApp(undefined, { path: '/createQuest', user: mentor() });
    const list = await screen.findByRole('list', { name: 'Your quests' }, LOAD);
    expect(within(list).getByRole('link', { name: 'Edit Web developer track' }).getAttribute('href')).toBe(
      '/editQuest/3',
    );
    expect(requests.find((r) => r.path === '/api/quests')!.query.get('mine')).toBe('true');
    const form = screen.getByRole('form', { name: 'New quest' });
    await user.type(within(form).getByLabelText(/Title/), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Create draft' }));
    expect(await within(form).findByText('The title should be 3 to 150 characters long')).toBeTruthy();
    await user.type(within(form).getByLabelText(/Title/), 'c Data Analyst');
    await user.click(within(form).getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst' }, LOAD)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/editQuest/9');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ title: 'abc Data Analyst' }]);
  });

  it('saves the whole quest: fields, price in paise, a cohort and a new step with its rule', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/quests/7': { body: { data: buildQuestDetail() } },
      'PUT /api/quests/7': (r) => ({ body: { data: buildQuestDetail({ title: (r.body as QuestBody).title }) } }),
      'GET /api/quizzes': {
        body: { data: [buildQuizDetail({ id: 12, title: 'Pandas practice', status: 'published' })], pagination },
      },
    });
    renderWithApp(undefined, { path: '/editQuest/7', user: mentor() });
    const form = await screen.findByRole('form', { name: 'Edit quest' }, LOAD);
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Data Analyst in 10 weeks');
    await user.clear(within(form).getByRole('textbox', { name: 'Price' }));
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '499');

    await user.click(within(form).getByRole('button', { name: 'Add cohort' }));
    await user.type(within(form).getByRole('textbox', { name: 'Cohort 1 name' }), 'January 2027');
    fireEvent.change(within(form).getByLabelText('Cohort 1 starts on'), { target: { value: '2027-01-04' } });

    await user.click(within(form).getByRole('button', { name: 'Add step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a step' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Quiz' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Quiz' }), 'pan');
    await user.click(await screen.findByRole('option', { name: 'Pandas practice' }, LOAD));
    expect((within(dialog).getByRole('textbox', { name: 'Key' }) as HTMLInputElement).value).toBe('pandas-practice');
    await user.click(within(dialog).getByRole('checkbox', { name: 'A skip a mentor approves counts as done' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Condition' }));
    await user.click(screen.getByRole('option', { name: 'Complete a step' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Condition: step' }));
    await user.click(screen.getByRole('option', { name: 'Statistics path' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const steps = within(form).getByRole('list', { name: 'Steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByText('Rule: Complete Statistics path')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.', {}, LOAD)).toBeTruthy();
    expect(puts(requests)).toEqual([
      {
        title: 'Data Analyst in 10 weeks',
        summary: 'SQL, dashboards and statistics.',
        description: '<p>Become a data analyst.</p>',
        duration_weeks: 12,
        price_paise: 49_900,
        points: 100,
        skill_ids: [],
        job_role_ids: [],
        life_skill_ids: [],
        programs: [],
        steps: [
          ...SAVED_STEPS,
          {
            key: 'pandas-practice',
            kind: 'quiz',
            ref_id: 12,
            rule: { kind: 'completed', step: 'stats' },
            skip_counts: true,
            x: null,
            y: null,
          },
        ],
        cohorts: [{ name: 'January 2027', starts_on: '2027-01-04', ends_on: null }],
      },
    ]);
  });

  it('refuses steps that wait for each other before sending, naming them near the steps', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({ 'GET /api/quests/7': { body: { data: buildQuestDetail() } } });
    renderWithApp(undefined, { path: '/editQuest/7', user: mentor() });
    const form = await screen.findByRole('form', { name: 'Edit quest' }, LOAD);
    await user.click(within(form).getByRole('button', { name: 'Edit SQL Basics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SQL Basics' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Condition' }));
    await user.click(screen.getByRole('option', { name: 'Complete a step' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Condition: step' }));
    await user.click(screen.getByRole('option', { name: 'Statistics path' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save step' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const steps = within(form).getByRole('region', { name: /^Steps/ });
    expect(
      await within(steps).findByText(
        'These steps wait for each other: SQL Basics → Statistics path → Sales dashboard → SQL Basics',
      ),
    ).toBeTruthy();
    expect(puts(requests)).toEqual([]);
  });

  it("shows the server's field errors where their fields are, and publishes after saving", async () => {
    const user = userEvent.setup();
    let saves = 0;
    const { requests } = mockApi({
      'GET /api/quests/7': { body: { data: buildQuestDetail() } },
      'PUT /api/quests/7': () =>
        ++saves === 1
          ? validationError({
              steps: 'These steps wait for each other: Sales dashboard → Statistics path → Sales dashboard',
              'steps.1.ref_id': 'Sales dashboard: the item is not published',
              title: 'That title is taken',
            })
          : { body: { data: buildQuestDetail() } },
      'POST /api/quests/7/publish': { body: { data: buildQuestDetail({ status: 'published' }) } },
    });
    renderWithApp(undefined, { path: '/editQuest/7', user: mentor() });
    const form = await screen.findByRole('form', { name: 'Edit quest' }, LOAD);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('That title is taken')).toBeTruthy();
    const steps = within(form).getByRole('region', { name: /^Steps/ });
    expect(
      within(steps).getByText('These steps wait for each other: Sales dashboard → Statistics path → Sales dashboard'),
    ).toBeTruthy();
    expect(
      within(within(steps).getByRole('listitem', { name: '2. Sales dashboard' })).getByText(
        'Sales dashboard: the item is not published',
      ),
    ).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The quest is published.', {}, LOAD)).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/quests/7',
      'PUT /api/quests/7',
      'POST /api/quests/7/publish',
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/quests/7'));
  });

  it('edits the same rules on the graph: deleting an edge takes it out of the step’s rule', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/quests/7': { body: { data: buildQuestDetail() } },
      'PUT /api/quests/7': { body: { data: buildQuestDetail() } },
    });
    renderWithApp(undefined, { path: '/editQuest/7', user: mentor() });
    const form = await screen.findByRole('form', { name: 'Edit quest' }, LOAD);
    await user.click(within(form).getByRole('button', { name: 'Graph' }));
    const edge = await within(form).findByRole('group', { name: 'SQL Basics, then Sales dashboard: pass with 70%' });
    fireEvent.keyDown(edge, { key: 'Enter' });
    fireEvent.keyUp(edge, { key: 'Enter' });
    await waitFor(() => expect(edge.classList.contains('selected')).toBe(true));
    fireEvent.keyDown(edge, { key: 'Delete' });
    fireEvent.keyUp(edge, { key: 'Delete' });
    await waitFor(() =>
      expect(within(form).queryByRole('group', { name: /SQL Basics, then Sales dashboard/ })).toBeNull(),
    );
    await user.click(within(form).getByRole('button', { name: 'List' }));
    expect(
      within(within(form).getByRole('listitem', { name: '2. Sales dashboard' })).getByText('Rule: Open from the start'),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.steps![1]!.rule).toBeNull();
  });
});
