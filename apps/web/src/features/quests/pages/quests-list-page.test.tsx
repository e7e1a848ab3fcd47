import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildQuestSummary, listPage } from '../quest-fixtures';
import { PAGE_TEXTS as T } from '../quest-view';

const LOAD = { timeout: 20_000 };

const QUESTS = [
  buildQuestSummary({ my_enrolment: { id: 9, status: 'Enrolled', progress: 40 } }),
  buildQuestSummary({
    id: 6,
    title: 'Web developer track',
    kinds: [
      { kind: 'project', count: 1 },
      { kind: 'activity', count: 3 },
    ],
    step_count: 4,
    duration_weeks: null,
    price_paise: 49_900,
    points: 150,
    enrolled_count: 1,
  }),
];

const bodies = (requests: MockRequest[]) =>
  requests.filter((r) => r.path === '/api/fetch_filtered_quests').map((r) => r.body as Record<string, unknown>);

describe('/quests', () => {
  it('shows each quest as a card: steps per kind, weeks, points, price, students and my progress', async () => {
    mockApi({ 'POST /api/fetch_filtered_quests': { body: listPage(QUESTS) } });
    renderWithApp(undefined, { path: '/quests', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quests' }, LOAD)).toBeTruthy();
    await screen.findByText('Web developer track', {}, LOAD);
    const list = screen.getByRole('list', { name: 'Quests' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('2 projects, 1 learning path, 1 quiz')).toBeTruthy();
    expect(within(first!).getByText('4 steps · 12 weeks · 300 points · 42 enrolled')).toBeTruthy();
    expect(within(first!).getByText('Free')).toBeTruthy();
    expect(within(first!).getByRole('progressbar', { name: 'Your progress: 40%' })).toBeTruthy();
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/quests/5');
    expect(within(second!).getByText('1 project, 3 activities')).toBeTruthy();
    expect(within(second!).getByText('4 steps · 150 points · 1 enrolled')).toBeTruthy();
    expect(within(second!).getByText('₹499')).toBeTruthy();
    expect(within(second!).queryByRole('progressbar')).toBeNull();
  });

  it('sends the search, skills, program and free only to fetch_filtered_quests, starting again at page 1', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'POST /api/fetch_filtered_quests': { body: listPage(QUESTS, 30) },
      'GET /api/skills': { body: { data: [{ id: 3, display_name: 'Python' }], pagination: listPage([]).pagination } },
    });
    renderWithApp(undefined, { path: '/quests', user: buildUser() });
    await screen.findByText('Web developer track', {}, LOAD);
    expect(bodies(requests)[0]).toEqual({
      skill_ids: [],
      free_only: false,
      mine: false,
      page: 1,
      count: 12,
    });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(bodies(requests).at(-1)?.page).toBe(2));

    await user.type(screen.getByRole('searchbox', { name: T.search }), 'sql');
    await waitFor(() => expect(bodies(requests).at(-1)).toMatchObject({ query: 'sql', page: 1 }));

    await user.click(screen.getByRole('switch', { name: T.freeOnly }));
    await waitFor(() => expect(bodies(requests).at(-1)).toMatchObject({ query: 'sql', free_only: true }));

    await user.click(screen.getByRole('combobox', { name: T.program }));
    await user.click(await screen.findByRole('option', { name: 'WINGS: Data Analytics' }));
    await waitFor(() => expect(bodies(requests).at(-1)).toMatchObject({ program: 'wings-data-analytics' }));

    await user.click(screen.getByRole('combobox', { name: T.skills }));
    await user.click(await screen.findByRole('option', { name: 'Python' }));
    await waitFor(() =>
      expect(bodies(requests).at(-1)).toMatchObject({
        query: 'sql',
        skill_ids: [3],
        program: 'wings-data-analytics',
        free_only: true,
        mine: false,
        page: 1,
      }),
    );
    // A student has no 'mine' switch: it is for authors.
    expect(screen.queryByRole('switch', { name: T.mine })).toBeNull();
  });

  it('says plainly when nothing matches, and lets an author list their own drafts', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({ 'POST /api/fetch_filtered_quests': { body: listPage([]) } });
    renderWithApp(undefined, { path: '/quests', user: buildUser({ profile_type: 'ADVISOR' }) });
    expect(await screen.findByText(T.emptyAll, {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.create }).getAttribute('href')).toBe('/createQuest');
    await user.click(screen.getByRole('switch', { name: T.mine }));
    expect(await screen.findByText(T.emptyMine)).toBeTruthy();
    expect(bodies(requests).at(-1)).toMatchObject({ mine: true });
    await user.click(screen.getByRole('switch', { name: T.mine }));
    await user.click(screen.getByRole('switch', { name: T.freeOnly }));
    expect(await screen.findByText(T.emptyFiltered)).toBeTruthy();
  });
});
