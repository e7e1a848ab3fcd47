import { bankQuestionBodySchema } from '@lbd/shared/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi, validationError } from '../../../test/mock-api';
import { buildAttempt, buildBankDetail } from '../../../test/quizzes-fixtures';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';
import { writeTokens } from '../../../lib/token-store';
import { storageKey } from '../player/autosave';

// jsdom has no editing surface for tiptap: a plain text area stands in for the rich-text editor.
vi.mock('../../../components/rich-text/rich-text-editor', () => ({
  default: ({
    label,
    initialHtml,
    onChange,
  }: {
    label: string;
    initialHtml: string;
    onChange: (html: string) => void;
  }) => <textarea aria-label={label} defaultValue={initialHtml} onChange={(e) => onChange(e.target.value)} />,
}));

const LOAD = { timeout: 10_000 };

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const mentor = () =>
  buildUser(buildProfile({ profile_type: 'ADVISOR', first_name: 'Vikram' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

describe('the question editor', () => {
  it('sends a body the contract accepts, shows the API’s 422 messages on the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    let posts = 0;
    const { requests } = mockApi({
      'GET /api/question_banks/1': { body: { data: buildBankDetail() } },
      'POST /api/question_banks/1/questions': () =>
        ++posts === 1
          ? validationError({
              'question.options.1.text': 'This option is refused',
              category: 'This category is refused',
            })
          : { status: 201, body: { data: { id: 9 } } },
    });
    renderWithApp(undefined, { path: '/createQuizBank/1', user: mentor() });
    await user.click(await screen.findByRole('button', { name: 'Add question' }, LOAD));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(await within(dialog).findByLabelText('Question', {}, LOAD), '<p>What is 15% of 200?</p>');
    await user.type(within(dialog).getByLabelText('Option 1'), '20');
    await user.type(within(dialog).getByLabelText('Option 2'), '30');
    await user.click(within(dialog).getByRole('radio', { name: 'Option 2 is the right answer' }));
    await user.type(within(dialog).getByLabelText('Category'), 'Percentages');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));

    expect(await within(dialog).findByText('This option is refused')).toBeTruthy();
    expect(within(dialog).getByText('This category is refused')).toBeTruthy();
    // Nothing typed is lost.
    expect((within(dialog).getByLabelText('Option 2') as HTMLInputElement).value).toBe('30');
    expect((within(dialog).getByLabelText('Question') as HTMLTextAreaElement).value).toBe('<p>What is 15% of 200?</p>');

    const sent = requests.find((r) => r.method === 'POST')!.body;
    const parsed = bankQuestionBodySchema.safeParse(sent);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.question).toMatchObject({
      type: 'single_choice',
      correct: 'b',
      options: [
        { id: 'a', text: '20' },
        { id: 'b', text: '30' },
      ],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  });

  it('checks a question with the contract before sending it', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({ 'GET /api/question_banks/1': { body: { data: buildBankDetail() } } });
    renderWithApp(undefined, { path: '/createQuizBank/1', user: mentor() });
    await user.click(await screen.findByRole('button', { name: 'Add question' }, LOAD));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await within(dialog).findByLabelText('Question', {}, LOAD);
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await within(dialog).findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(within(dialog).getAllByText('This field cant be empty').length).toBe(2);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

const student = () => buildUser();

describe('the attempt player', () => {
  it('keeps a failed save in localStorage, shows Offline, sends it again and shows Saved', async () => {
    const user = userEvent.setup();
    let up = false;
    const saves: unknown[] = [];
    mockApi({
      'GET /api/attempts/5': { body: { data: buildAttempt() } },
      'GET /api/quizzes/3': errorReply(404, 'Not found'),
      'PUT /api/attempts/5/answers/1': (req) => {
        saves.push(req.body);
        if (!up) throw new TypeError('Failed to fetch');
        const b = req.body as { revision: number };
        return {
          body: {
            data: {
              position: 1,
              revision: b.revision,
              saved_at: '2020-01-01T00:09:40.000Z',
              deadline_at: '2020-01-01T00:20:00.000Z',
              server_now: '2020-01-01T00:09:40.000Z',
            },
          },
        };
      },
      'GET /api/attempts/5/clock': {
        body: {
          data: {
            status: 'in_progress',
            deadline_at: '2020-01-01T00:20:00.000Z',
            server_now: '2020-01-01T00:09:40.000Z',
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/myquiz/5', user: student() });
    await user.click(await screen.findByRole('radio', { name: 'Beta' }, LOAD));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Offline'), { timeout: 5000 });
    const kept = JSON.parse(window.localStorage.getItem(storageKey(5))!) as Record<
      string,
      { answer: unknown; acked: boolean }
    >;
    expect(kept['1']).toMatchObject({ answer: { option_id: 'b' }, acked: false });
    up = true;
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), { timeout: 8000 });
    expect(saves.at(-1)).toEqual({ answer: { option_id: 'b' }, revision: 1 });
    expect(
      (JSON.parse(window.localStorage.getItem(storageKey(5))!) as Record<string, { acked: boolean }>)['1']!.acked,
    ).toBe(true);
  }, 20_000);

  it('replays an answer the server never acknowledged after a reload', async () => {
    window.localStorage.setItem(
      storageKey(5),
      JSON.stringify({ 2: { answer: { value: false }, revision: 3, acked: false } }),
    );
    const { requests } = mockApi({
      'GET /api/attempts/5': { body: { data: buildAttempt() } },
      'PUT /api/attempts/5/answers/2': (req) => ({
        body: {
          data: {
            position: 2,
            revision: (req.body as { revision: number }).revision,
            saved_at: 'x',
            deadline_at: null,
            server_now: '2020-01-01T00:09:40.000Z',
          },
        },
      }),
    });
    renderWithApp(undefined, { path: '/myquiz/5', user: student() });
    const no = (await screen.findByRole('radio', { name: 'False' }, LOAD)) as HTMLInputElement;
    await waitFor(() => expect(no.checked).toBe(true));
    await waitFor(
      () => expect(requests.some((r) => r.method === 'PUT' && r.path.endsWith('/answers/2'))).toBe(true),
      LOAD,
    );
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ answer: { value: false }, revision: 3 });
  });

  it('counts down on the server’s clock, not the browser’s, and takes extra time from the clock poll', async () => {
    let deadline = '2020-01-01T00:20:00.000Z';
    mockApi({
      'GET /api/attempts/5': { body: { data: buildAttempt() } },
      'GET /api/attempts/5/clock': () => ({
        body: { data: { status: 'in_progress', deadline_at: deadline, server_now: '2020-01-01T00:09:35.000Z' } },
      }),
    });
    renderWithApp(undefined, { path: '/myquiz/5', user: student() });
    // The browser's clock says 2026; the server says 00:09:30 with the deadline at 00:20.
    await screen.findByText('Question text 1', {}, LOAD);
    const timer = await screen.findByRole('timer', {}, LOAD);
    expect(timer.textContent).toMatch(/^10:(30|29|28)$/);
    // A mentor gives 10 more minutes: the next poll (every 5 s) brings it.
    deadline = '2020-01-01T00:30:00.000Z';
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^20:2\d$/), { timeout: 8000 });
  }, 20_000);

  it('asks before submitting and says how many are unanswered', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/attempts/5': { body: { data: buildAttempt() } } });
    renderWithApp(undefined, { path: '/myquiz/5', user: student() });
    await screen.findByRole('timer', {}, LOAD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/2 questions are not answered\./)).toBeTruthy();
  });

  it('asks for full screen when the author did, lets the student go on without it, and tells the limit of times leaving', async () => {
    const user = userEvent.setup();
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const attempt = buildAttempt({
      integrity: { one_at_a_time: true, fullscreen: true, max_focus_losses: 3 },
      focus_losses: 1,
    });
    const { requests } = mockApi({
      'GET /api/attempts/5': { body: { data: attempt } },
      'POST /api/attempts/5/events': { status: 201, body: { data: { recorded: 2, focus_losses: 2, ended: false } } },
    });
    // Coming back to the window checks the session's tokens: a signed-in device has them.
    writeTokens({ accessToken: 'token', expiresAt: Date.now() + 3_600_000 });
    try {
      renderWithApp(undefined, { path: '/myquiz/5', user: student() });
      expect(await screen.findByText('This quiz asks for full screen', {}, LOAD)).toBeTruthy();
      expect(screen.queryByText('Question text 1')).toBeNull();
      expect(screen.getByTestId('focus-limit').textContent).toBe(
        'You have left this page 1 of 3 times allowed: at 3 your attempt is submitted.',
      );
      await user.click(screen.getByRole('button', { name: 'Continue without full screen' }));
      expect(await screen.findByText('Question text 1')).toBeTruthy();
      // Back on the page after leaving it: the count goes to the server at once and the notice follows it.
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
      await waitFor(() =>
        expect(screen.getByTestId('focus-limit').textContent).toBe(
          'You have left this page 2 of 3 times allowed: at 3 your attempt is submitted.',
        ),
      );
      const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/attempts/5/events');
      expect((sent?.body as { events: { kind: string }[] }).events.map((e) => e.kind)).toEqual(['blur', 'focus']);
    } finally {
      Object.defineProperty(document, 'fullscreenEnabled', { value: undefined, configurable: true });
    }
  });
});
