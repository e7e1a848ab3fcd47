import { QUIZ_TEXTS as T, type QuizSlot } from '@lbd/shared/quizzes';
import { SORTABLE_TEXTS } from '../../../components/sortable-list';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, validationError } from '../../../test/mock-api';
import { buildBankDetail, buildQuizDetail } from '../../../test/quizzes-fixtures';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

// jsdom has no editing surface for tiptap: a plain text area stands in for the rich-text editor.
vi.mock('../../../components/rich-text/rich-text-editor', () => ({
  default: ({ label, initialHtml }: { label: string; initialHtml: string }) => (
    <textarea aria-label={label} defaultValue={initialHtml} />
  ),
}));

const LOAD = { timeout: 10_000 };

afterEach(() => vi.restoreAllMocks());

const mentor = () =>
  buildUser(buildProfile({ profile_type: 'ADVISOR', first_name: 'Vikram' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

const FIXED: QuizSlot = {
  id: 21,
  sequence: 1,
  kind: 'fixed',
  question_id: 11,
  pinned_version: null,
  question_version: 3,
  bank_id: null,
  draw_count: null,
  category: null,
  tag: null,
  difficulty: null,
  points: null,
  label: 'What is 15% of 200?',
  gives: 1,
  pool: null,
};
const DRAW: QuizSlot = {
  id: 22,
  sequence: 2,
  kind: 'random',
  question_id: null,
  pinned_version: null,
  question_version: null,
  bank_id: 1,
  draw_count: 5,
  category: 'Percentages',
  tag: null,
  difficulty: null,
  points: null,
  label: '5 questions from Placement aptitude (category Percentages)',
  gives: 5,
  pool: 8,
};

function routes(extra: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /api/quizzes/1': {
      body: { data: buildQuizDetail({ can_edit: true, status: 'draft', slots: [FIXED, DRAW], question_count: 6 }) },
    },
    'GET /api/question_banks': {
      body: {
        data: [buildBankDetail({ categories: ['Percentages', 'Ratios'] })],
        pagination: { page: 1, count: 100, total: 1, total_pages: 1 },
      },
    },
    'GET /api/question_banks/1': { body: { data: buildBankDetail({ categories: ['Percentages', 'Ratios'] }) } },
    ...extra,
  });
}

const slotList = () => screen.findByRole('list', { name: 'Questions of the quiz' }, LOAD);

async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('editing a quiz slot in place', () => {
  it('pins a fixed question to a version and gives it points; the slot keeps its place', async () => {
    const user = userEvent.setup();
    const { requests } = routes({
      'PUT /api/quizzes/1/slots/21': (req) => ({
        body: { data: [{ ...FIXED, pinned_version: 2, points: 2, ...(req.body as object) }, DRAW] },
      }),
    });
    renderWithApp(undefined, { path: '/createQuiz/1', user: mentor() });
    const list = await slotList();
    await user.click(within(list).getByRole('button', { name: 'Edit What is 15% of 200?' }));
    const form = within(list).getByRole('form', { name: 'Edit What is 15% of 200?' });
    // Versions 3 (the latest), 2 and 1, or always the latest.
    await user.click(within(form).getByRole('combobox', { name: 'Version' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Always the latest (now version 3)',
      'Version 3',
      'Version 2',
      'Version 1',
    ]);
    await user.click(screen.getByRole('option', { name: 'Version 2' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Points' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(list).queryByRole('form')).toBeNull());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ kind: 'fixed', question_id: 11, pinned_version: 2, points: 2 });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('version 2');
    expect(first.textContent).toContain('2 pt');
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
  });

  it('changes a draw’s count, difficulty and tag; the API’s refusal lands on the field with nothing lost', async () => {
    const user = userEvent.setup();
    let puts = 0;
    const { requests } = routes({
      'PUT /api/quizzes/1/slots/22': () =>
        ++puts === 1
          ? validationError({ draw_count: T.drawCountRange })
          : {
              body: {
                data: [
                  FIXED,
                  {
                    ...DRAW,
                    draw_count: 3,
                    difficulty: 'hard',
                    tag: 'basics',
                    gives: 3,
                    pool: 2,
                    label: '3 hard questions from Placement aptitude (category Percentages, tag basics)',
                  },
                ],
              },
            },
    });
    renderWithApp(undefined, { path: '/createQuiz/1', user: mentor() });
    const list = await slotList();
    await user.click(within(list).getByRole('button', { name: `Edit ${DRAW.label}` }));
    const form = within(list).getByRole('form', { name: `Edit ${DRAW.label}` });
    const count = within(form).getByRole('spinbutton', { name: 'How many' }) as HTMLInputElement;
    expect(count.value).toBe('5');
    await user.clear(count);
    await user.type(count, '3');
    await choose(user, form, 'Difficulty', 'Hard');
    await user.type(within(form).getByRole('textbox', { name: 'Tag (optional)' }), 'basics');
    // The bank's categories are offered, the slot's own chosen.
    expect(within(form).getByRole('combobox', { name: 'Category' }).textContent).toBe('Percentages');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText(T.drawCountRange)).toBeTruthy();
    expect(count.value).toBe('3');
    expect(requests.filter((r) => r.method === 'PUT')[0]!.body).toEqual({
      kind: 'random',
      bank_id: 1,
      draw_count: 3,
      category: 'Percentages',
      tag: 'basics',
      difficulty: 'hard',
      points: null,
    });

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(list).queryByRole('form')).toBeNull());
    const second = within(list).getAllByRole('listitem')[1]!;
    expect(second.textContent).toContain('3 hard questions from Placement aptitude');
    // Fewer in the pool than the draw takes: said at once.
    expect(second.textContent).toContain('fewer than the 3 this draw takes');
  });

  it('checks the slot with the contract before sending, and Cancel leaves it as it was', async () => {
    const user = userEvent.setup();
    const { requests } = routes({});
    renderWithApp(undefined, { path: '/createQuiz/1', user: mentor() });
    const list = await slotList();
    await user.click(within(list).getByRole('button', { name: `Edit ${DRAW.label}` }));
    const form = within(list).getByRole('form', { name: `Edit ${DRAW.label}` });
    await user.clear(within(form).getByRole('spinbutton', { name: 'How many' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'How many' }), '0');
    await user.type(within(form).getByRole('spinbutton', { name: 'Points each' }), '500');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(T.drawCountRange)).toBeTruthy();
    expect(within(form).getByText(T.slotPointsRange)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(list).queryByRole('form')).toBeNull();
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('gives 5');
  });
});

describe('moving a slot', () => {
  it('swaps it with its neighbour by sequence and shows the order the API answers', async () => {
    const user = userEvent.setup();
    const { requests } = routes({
      'POST /api/quizzes/1/slots/swap': {
        body: {
          data: [
            { ...DRAW, sequence: 1 },
            { ...FIXED, sequence: 2 },
          ],
        },
      },
    });
    renderWithApp(undefined, { path: '/createQuiz/1', user: mentor() });
    const list = await slotList();
    await user.click(within(list).getByRole('button', { name: SORTABLE_TEXTS.up(DRAW.label) }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-label')).toBe(`1. ${DRAW.label}`),
    );
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ a: 22, b: 21 }]);
  });
});
