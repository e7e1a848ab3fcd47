import { QUESTION_HEALTH_FLAGS } from '@lbd/shared/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, validationError, type MockHandler } from '../../../test/mock-api';
import {
  buildAccommodations,
  buildAttempt,
  buildAttemptRow,
  buildBankOverview,
  buildEssay,
  buildKeyChange,
  buildQuizDetail,
  buildQuizOverview,
  buildQuizStats,
  buildShownQuestion,
} from '../../../test/quizzes-fixtures';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';
import { DASHBOARD_TEXTS as T } from './texts';

vi.mock('../../dashboards/components/bars-chart', () => import('../../../test/bars-chart-stub'));

const LOAD = { timeout: 10_000 };

afterEach(() => vi.restoreAllMocks());

const mentor = () =>
  buildUser(buildProfile({ profile_type: 'ADVISOR', first_name: 'Vikram' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });
const page = (list: unknown[], total = list.length) => ({
  data: list,
  pagination: { page: 1, count: 20, total, total_pages: Math.max(1, Math.ceil(total / 20)) },
});

/** The quiz's calls as its manager gets them; `more` adds or replaces some. */
function quizApi(more: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/quizzes/3': {
      body: { data: buildQuizDetail({ id: 3, title: 'Data analyst screening', can_edit: true }) },
    },
    'GET /api/quizzes/3/stats': { body: { data: buildQuizStats() } },
    'GET /api/essay_queue': { body: page([buildEssay()]) },
    'GET /api/quizzes/3/key_changes': { body: { data: [] } },
    'GET /api/quizzes/3/attempts': { body: page([buildAttemptRow()]) },
    'GET /api/quizzes/3/accommodations': { body: { data: buildAccommodations() } },
    ...more,
  });
}

describe('the quiz dashboard', () => {
  it('shows the results: the figures and the score distribution, as a chart and as a table', async () => {
    const user = userEvent.setup();
    quizApi();
    renderWithApp(undefined, { path: '/quizDashboard/3', user: mentor() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data analyst screening' }, LOAD)).toBeTruthy();
    const figures = await screen.findByRole('list', { name: 'Results' }, LOAD);
    const figure = (label: string) => within(figures).getByRole('group', { name: label }).textContent;
    expect(figure(T.mean)).toBe('58.4%Mean');
    expect(figure(T.median)).toBe('60%Median');
    expect(figure(T.passRate)).toBe('63.3%Pass rate');
    expect(figure(T.completionRate)).toBe('97%Completion rate');
    expect(figure(T.finished)).toBe('32Finished');
    expect((await screen.findByTestId('bars-chart', {}, LOAD)).textContent).toBe(
      'Attempts: 0–9%=0 10–19%=1 20–29%=0 30–39%=2 40–49%=4 50–59%=6 60–69%=7 70–79%=6 80–89%=4 90–100%=2',
    );
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: `${T.distribution} (table)` });
    expect(within(table).getByRole('row', { name: '60–69% 7' })).toBeTruthy();
    // The essays waiting are counted on their tab.
    expect(screen.getByRole('tab', { name: 'Essays to grade (1)' })).toBeTruthy();
  });

  it('says so when nobody has finished yet instead of drawing an empty chart', async () => {
    quizApi({
      'GET /api/quizzes/3/stats': {
        body: {
          data: buildQuizStats({
            started: 1,
            finished: 0,
            mean: null,
            median: null,
            pass_rate: null,
            completion_rate: 0,
            questions: [],
          }),
        },
      },
    });
    renderWithApp(undefined, { path: '/quizDashboard/3', user: mentor() });
    expect(await screen.findByText(T.distributionEmpty, {}, LOAD)).toBeTruthy();
    expect(screen.queryByTestId('bars-chart')).toBeNull();
  });

  it('shows each question’s facility, discrimination, choices and health, and regrades a changed key', async () => {
    const user = userEvent.setup();
    const { requests } = quizApi({
      'GET /api/quizzes/3/key_changes': { body: { data: [buildKeyChange()] } },
      'POST /api/question_banks/2/questions/11/regrade': {
        body: {
          data: {
            version: 2,
            answers: 3,
            changed: 2,
            changes: [
              { attempt_id: 41, before: 3, after: 4 },
              { attempt_id: 42, before: 5, after: 4 },
            ],
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/quizDashboard/3?tab=questions', user: mentor() });
    const question = await screen.findByRole(
      'listitem',
      { name: 'Which clause filters the groups made by GROUP BY?' },
      LOAD,
    );
    expect(within(question).getByText('78.1%')).toBeTruthy();
    expect(within(question).getByText('0.45')).toBeTruthy();
    expect(within(question).getByText('1 min 4 s')).toBeTruthy();
    expect(within(question).getByText(QUESTION_HEALTH_FLAGS.unpicked_option)).toBeTruthy();
    const choices = within(within(question).getByRole('table', { name: /^Choices/ }))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(choices).toEqual(['ChoicesPicksShare', 'WHERE413%', 'HAVINGright answer2578%', 'ORDER BY39%', 'LIMIT00%']);
    // Under 30 answers nothing is judged yet, and it says why.
    const essay = screen.getByRole('listitem', { name: 'Why data analysis?' });
    expect(within(essay).getByText(T.healthWaits(3))).toBeTruthy();

    expect(await within(question).findByText(T.keyChanged(3, 2), {}, LOAD)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: T.regrade }));
    expect(await within(question).findByText(T.regraded(3, 2), {}, LOAD)).toBeTruthy();
    const changes = within(question).getByRole('table', { name: 'Scores before and after the regrade' });
    expect(within(changes).getByRole('row', { name: '#42 5 4' })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/question_banks/2/questions/11/regrade',
    ]);
  });

  it('lists the attempts and opens one with its answers, the key and the attempt log', async () => {
    const user = userEvent.setup();
    const { requests } = quizApi({
      'GET /api/quiz_attempts/41': {
        body: {
          data: {
            ...buildAttempt({
              id: 41,
              status: 'submitted',
              submitted_at: '2026-11-27T05:12:00.000Z',
              score: 1,
              max_score: 2,
              percent: 50,
              questions: [
                buildShownQuestion(1, {
                  answer: { option_id: 'a' },
                  result: {
                    status: 'graded',
                    score: 0,
                    correct: false,
                    key: { option_id: 'b' },
                    feedback: null,
                    mentor_comment: null,
                  },
                }),
              ],
            }),
            student: { profile_id: 71, name: 'Meera Iyer' },
            log: [
              { kind: 'blur', position: 1, at: '2026-11-27T05:03:00.000Z' },
              { kind: 'paste', position: 1, at: '2026-11-27T05:04:00.000Z' },
            ],
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/quizDashboard/3?tab=attempts', user: mentor() });
    const table = await screen.findByRole('table', { name: T.tabs.attempts }, LOAD);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Meera Iyer');
    expect(row.textContent).toContain('3 / 6 (50%)');
    expect(row.textContent).toContain('Submitted');
    await user.click(within(row).getByRole('button', { name: 'Open Meera Iyer: attempt 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer: attempt 1' }, LOAD);
    expect(await within(dialog).findByText('Not right', {}, LOAD)).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Alpha' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('Beta', { selector: 'strong' })).toBeTruthy();
    const log = within(dialog).getByRole('table', { name: T.attemptLog });
    expect(within(log).getByText('Left the page (question 1)')).toBeTruthy();
    expect(within(log).getByText('Pasted text (question 1)')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    await user.click(screen.getByRole('combobox', { name: /^Show/ }));
    await user.click(await screen.findByRole('option', { name: 'Essays waiting' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/quizzes/3/attempts' && r.query.get('status') === 'pending')).toBe(
        true,
      ),
    );
  });

  it('grades an essay with the rubric beside it, refusing a mark over the question’s points before sending', async () => {
    const user = userEvent.setup();
    let graded: unknown = null;
    quizApi({
      'PUT /api/attempt_answers/301/grade': (req) => {
        graded = req.body;
        return { body: { data: { attempt_id: 41, score: 1.5, attempt_score: 4.5, pending: 0 } } };
      },
    });
    renderWithApp(undefined, { path: '/quizDashboard/3?tab=essays', user: mentor() });
    const essay = await screen.findByRole('listitem', { name: 'Meera Iyer · Question 5' }, LOAD);
    expect(within(essay).getByText('Clear motive (2), one concrete example (2), grammar (1).')).toBeTruthy();
    expect(within(essay).getByText(/combine mathematics/)).toBeTruthy();
    const mark = within(essay).getByLabelText(T.markLabel(2));
    await user.type(mark, '3');
    await user.click(within(essay).getByRole('button', { name: T.saveMark }));
    expect(await within(essay).findByText(T.markRange(2))).toBeTruthy();
    expect(graded).toBeNull();
    await user.clear(mark);
    await user.type(mark, '1.5');
    await user.type(within(essay).getByLabelText(T.comment), 'Give one example.');
    await user.click(within(essay).getByRole('button', { name: T.saveMark }));
    await waitFor(() => expect(graded).toEqual({ score: 1.5, comment: 'Give one example.' }));
    expect(await screen.findByText(T.marked(1.5, 4.5), {}, LOAD)).toBeTruthy();
  });

  it('shows the API’s refusal of a mark on the field', async () => {
    const user = userEvent.setup();
    quizApi({
      'PUT /api/attempt_answers/301/grade': validationError({
        score: 'The mark must be between 0 and the question’s points',
      }),
    });
    renderWithApp(undefined, { path: '/quizDashboard/3?tab=essays', user: mentor() });
    const essay = await screen.findByRole('listitem', { name: 'Meera Iyer · Question 5' }, LOAD);
    await user.type(within(essay).getByLabelText(T.markLabel(2)), '2');
    await user.click(within(essay).getByRole('button', { name: T.saveMark }));
    expect(await within(essay).findByText('The mark must be between 0 and the question’s points')).toBeTruthy();
  });

  it('gives a student extra time, says the running attempt’s deadline moved, and lists what was given', async () => {
    const user = userEvent.setup();
    let given = false;
    let sent: unknown = null;
    quizApi({
      'GET /api/quizzes/3/accommodations': () => ({
        body: {
          data: buildAccommodations(
            given
              ? {
                  given: [
                    {
                      id: 9,
                      student: { profile_id: 72, name: 'Kabir Singh' },
                      scope: 'quiz',
                      extra_minutes: 10,
                      time_multiplier: 1,
                      extra_attempts: 0,
                      reason: 'Writes with a scribe',
                      granted_by: { profile_id: 2, name: 'Vikram Menon' },
                      granted_at: '2026-11-29T06:05:00.000Z',
                      running: { id: 44, deadline_at: '2026-11-29T06:30:00.000Z' },
                    },
                  ],
                }
              : {},
          ),
        },
      }),
      'POST /api/quiz_accommodations': (req) => {
        sent = req.body;
        given = true;
        return { status: 201, body: { data: { granted: 1, running_attempts_moved: 1 } } };
      },
    });
    renderWithApp(undefined, { path: '/quizDashboard/3?tab=accommodations', user: mentor() });
    const form = await screen.findByRole('form', { name: T.give }, LOAD);
    expect(screen.getByText(T.givenEmpty)).toBeTruthy();
    // A mentor gives to students; a batch is for its institution or an admin.
    expect(within(form).queryByRole('radio', { name: T.batch })).toBeNull();
    await user.click(within(form).getByRole('button', { name: T.giveButton }));
    expect(await within(form).findByText(T.nothingExtra)).toBeTruthy();
    expect(within(form).getByText('Please give a reason')).toBeTruthy();
    expect(sent).toBeNull();

    await user.click(within(form).getByLabelText(T.studentsLabel));
    await user.click(await screen.findByRole('option', { name: /Kabir Singh/ }));
    await user.type(within(form).getByLabelText(T.minutes), '10');
    await user.type(within(form).getByLabelText(/^Reason/), 'Writes with a scribe');
    await user.click(within(form).getByRole('button', { name: T.giveButton }));
    expect(await within(form).findByText(T.given(1, 1), {}, LOAD)).toBeTruthy();
    expect(sent).toEqual({
      quiz_id: 3,
      profile_ids: [72],
      batch: null,
      org_id: null,
      extra_minutes: 10,
      time_multiplier: 1,
      extra_attempts: 0,
      reason: 'Writes with a scribe',
    });
    const list = await screen.findByRole('table', { name: T.givenList }, LOAD);
    expect(within(list).getByText('+10 min')).toBeTruthy();
    expect(within(list).getByText(/^Running attempt: deadline now /)).toBeTruthy();
  });

  it('is not found for someone who does not manage the quiz, and Access Denied for a student', async () => {
    mockApi({ 'GET /api/quizzes/3': { body: { data: buildQuizDetail({ id: 3, can_edit: false }) } } });
    const { unmount } = renderWithApp(undefined, { path: '/quizDashboard/3', user: mentor() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, LOAD)).toBeTruthy();
    unmount();
    renderWithApp(undefined, { path: '/quizDashboard/3', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, LOAD)).toBeTruthy();
  });

  it('is reached from the quiz page by its managers', async () => {
    mockApi({ 'GET /api/quizzes/3': { body: { data: buildQuizDetail({ id: 3, can_edit: true }) } } });
    renderWithApp(undefined, { path: '/quiz/3', user: mentor() });
    const link = await screen.findByRole('link', { name: T.openDashboard }, LOAD);
    expect(link.getAttribute('href')).toBe('/quizDashboard/3');
  });
});

describe('the quiz and question bank stats dashboards', () => {
  it('list the viewer’s quizzes with their numbers, each leading to its dashboard, by the page’s filters', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({ 'GET /api/quiz_stats': { body: page([buildQuizOverview()]) } });
    renderWithApp(undefined, { path: '/quizStatsDashboard', user: mentor() });
    const table = await screen.findByRole('table', { name: 'Quizzes' }, LOAD);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toBe('Data analyst screening333258.4%63.3%21');
    expect(within(row).getByRole('link', { name: 'Data analyst screening' }).getAttribute('href')).toBe(
      '/quizDashboard/3',
    );

    const filters = screen.getByRole('group', { name: 'Filters' });
    await user.type(within(filters).getByLabelText('Search by name'), 'screen');
    await waitFor(() => expect(requests.at(-1)!.query.get('query')).toBe('screen'), LOAD);
    await user.type(within(filters).getByLabelText('From'), '2026-11-20');
    await waitFor(() => expect(requests.at(-1)!.query.get('from')).toBe('2026-11-20'), LOAD);
    const before = requests.length;
    await user.type(within(filters).getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText(T.datesBackwards)).toBeTruthy();
    expect(requests.slice(before).some((r) => r.query.get('to') === '2026-11-01')).toBe(false);
  });

  it('list the viewer’s question banks with questions, use, answers and flags, each leading to its page', async () => {
    mockApi({ 'GET /api/question_bank_stats': { body: page([buildBankOverview()]) } });
    renderWithApp(undefined, { path: '/questionBankStatsDashboard', user: mentor() });
    const table = await screen.findByRole('table', { name: 'Question banks' }, LOAD);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toBe('Programming fundamentals2221501');
    expect(within(row).getByRole('link', { name: 'Programming fundamentals' }).getAttribute('href')).toBe(
      '/questionBank/2',
    );
  });
});
