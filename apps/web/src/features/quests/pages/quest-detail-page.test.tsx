import { QUEST_TEXTS } from '@lbd/shared/quests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildPaymentPage } from '../../payments/page-fixtures';
import { buildMyQuestDetail, buildQuestDetail } from '../quest-fixtures';
import { PAGE_TEXTS as T } from '../quest-view';

const LOAD = { timeout: 20_000 };
const TITLE = { level: 1, name: 'Data Analyst in 12 weeks' } as const;

/** The enrolment as POST /api/quests/{id}/enrol answers it (a my_quest without its quest and steps). */
const { quest: _quest, steps: _steps, ...ENROLMENT } = buildMyQuestDetail();

describe('/quests/{id}', () => {
  it('shows the description sanitised, the steps in order with their rules, and the cohorts', async () => {
    mockApi({ 'GET /api/quests/5': { body: { data: buildQuestDetail() } } });
    const { container } = renderWithApp(undefined, { path: '/quests/5', user: buildUser() });
    expect(await screen.findByRole('heading', TITLE, LOAD)).toBeTruthy();
    expect(screen.getByText('SQL', { selector: 'strong' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    const steps = screen.getByRole('list', { name: 'Steps in order' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1SQL Basics pathLearning pathOpen from the start',
      '2SQL quizQuizComplete SQL Basics path',
      '3Sales dashboardProjectPass SQL quiz with 70%',
      '4Peer reviewActivityComplete Sales dashboard',
    ]);
    const cohorts = screen.getByRole('list', { name: 'Cohorts' });
    expect(within(cohorts).getByText('Starts 4 Jan 2027 · ends 29 Mar 2027 · 20 enrolled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the graph' }).getAttribute('href')).toBe('/questGraph/5');
    // Editing is for those who may.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('enrols in the chosen cohort and opens the student’s quest', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/quests/5': { body: { data: buildQuestDetail() } },
      'POST /api/quests/5/enrol': { body: { data: ENROLMENT } },
      'GET /api/my_profile/my_quests/9': { body: { data: buildMyQuestDetail() } },
    });
    renderWithApp(undefined, { path: '/quests/5', user: buildUser() });
    await screen.findByRole('heading', TITLE, LOAD);
    // Two cohorts: the student chooses one.
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText(QUEST_TEXTS.cohortRequired)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: T.chooseCohort }));
    await user.click(await screen.findByRole('option', { name: /April batch/ }));
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/myQuests/9'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ cohort_id: 8 });
  });

  it('shows the API’s reason when enrolling fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/quests/5': { body: { data: buildQuestDetail({ cohorts: [] }) } },
      'POST /api/quests/5/enrol': errorReply(409, QUEST_TEXTS.notPublished, 'CONFLICT'),
    });
    renderWithApp(undefined, { path: '/quests/5', user: buildUser() });
    await screen.findByRole('heading', TITLE, LOAD);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText(QUEST_TEXTS.notPublished)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/quests/5');
  });

  it('once enrolled: the progress and Continue to the student’s quest', async () => {
    mockApi({
      'GET /api/quests/5': {
        body: { data: buildQuestDetail({ my_enrolment: { id: 9, status: 'Enrolled', progress: 25 } }) },
      },
    });
    renderWithApp(undefined, { path: '/quests/5', user: buildUser() });
    await screen.findByRole('heading', TITLE, LOAD);
    expect(screen.getByRole('progressbar', { name: 'Your progress: 25%' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/myQuests/9');
    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
  });

  it('a paid quest shows its price; enrolling without having bought it opens its pricing, not an error', async () => {
    const page = buildPaymentPage({
      title: 'Data quest: one year',
      items: [{ kind: 'quest', id: 5, title: 'Data quest' }],
      access_days: 365,
      status: 'published',
      manage: false,
    });
    mockApi({
      'GET /api/quests/5': { body: { data: buildQuestDetail({ price_paise: 149_900, cohorts: [] }) } },
      'POST /api/quests/5/enrol': errorReply(402, 'This is paid content: buy it to start', 'PAYMENT_REQUIRED'),
      'GET /api/payment_pages/on_sale': {
        body: {
          data: {
            item: { kind: 'quest', id: 5, title: 'Data quest', price_paise: 149_900 },
            pages: [page],
            held: null,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/quests/5', user: buildUser() });
    await screen.findByRole('heading', TITLE, LOAD);
    expect(screen.getByLabelText('Price: ₹1,499')).toBeTruthy();
    expect(screen.getByText(T.paidQuest)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const dialog = await screen.findByRole('dialog', { name: 'This is paid content' }, LOAD);
    expect(await within(dialog).findByText('Data quest: one year', {}, LOAD)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Buy now' })).toBeTruthy();
  });

  it('its author gets Edit and Dashboard, and no enrolment', async () => {
    mockApi({ 'GET /api/quests/5': { body: { data: buildQuestDetail({ can_edit: true }) } } });
    renderWithApp(undefined, { path: '/quests/5', user: buildUser({ profile_type: 'ADVISOR' }) });
    await screen.findByRole('heading', TITLE, LOAD);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/editQuest/5');
    expect(within(main).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/questDashboard/5');
    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
  });
});
