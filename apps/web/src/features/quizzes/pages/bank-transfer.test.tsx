import {
  QUIZ_TRANSFER_PAGE_TEXTS as T,
  QUIZ_TRANSFER_TEXTS as X,
  type BankQuestion,
  type ImportReport,
} from '@lbd/shared/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhrThroughFetch } from '../../../test/fake-xhr';
import { mockApi, validationError } from '../../../test/mock-api';
import { buildBankDetail } from '../../../test/quizzes-fixtures';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };

const mentor = () =>
  buildUser(buildProfile({ profile_type: 'ADVISOR', first_name: 'Vikram' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

const question = (id: number, stem: string): BankQuestion => ({
  id,
  sequence: id,
  type: 'true_false',
  version: 1,
  category: 'Science',
  tags: [],
  difficulty: null,
  skills: [],
  used_in_quizzes: 0,
  attempts: 0,
  health: [],
  question: { type: 'true_false', stem, points: 1, feedback: '', correct: true, penalty: 0 },
  updated_at: '2026-11-29T06:00:00.000Z',
});

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  format: 'csv',
  dry_run: false,
  rows: 3,
  imported: 2,
  failed: 1,
  errors: [{ row: 3, reasons: ['type: one of single_choice, multiple_response, true_false'] }],
  error_csv: 'type,stem,reasons\r\nsingle_choise,Broken,type: one of single_choice\r\n',
  question_ids: [11, 12],
  ...over,
});

/** Files the page saved through a temporary link, by name, with their text. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((b: Blob) => {
      last = b;
      return 'blob:x';
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, blob: last! });
  });
  return saved;
}

beforeEach(() => stubXhrThroughFetch());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function pickFile(name: string, text: string) {
  const input = await screen.findByLabelText(T.chooseFile, {}, LOAD);
  await userEvent.upload(input as HTMLInputElement, new File([text], name, { type: 'text/csv' }));
}

describe('importing questions into a bank', () => {
  it('uploads the file with its progress, reports imported and bad rows with row and reason, and refreshes the list', async () => {
    let imported = false;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const { requests } = mockApi({
      'GET /api/question_banks/1': () => ({
        body: {
          data: imported
            ? buildBankDetail({
                question_count: 2,
                questions: [question(11, 'Water boils at 100 °C.'), question(12, 'Ice floats on water.')],
              })
            : buildBankDetail(),
        },
      }),
      'POST /api/question_banks/1/import': async () => {
        await held;
        imported = true;
        return { body: { data: report() } };
      },
    });
    const saved = captureDownloads();
    renderWithApp(undefined, { path: '/createQuizBank/1', user: mentor() });
    expect(await screen.findByText('No questions yet. Add the first one.', {}, LOAD)).toBeTruthy();

    await pickFile('questions.csv', 'type,stem\r\n');
    // The bytes are up (the stand-in reports half, then the server answers): the server is reading.
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    release();

    const section = await screen.findByRole('region', { name: T.reportLabel }, LOAD);
    expect(within(section).getByText(T.reportHeading(false))).toBeTruthy();
    expect(within(section).getByText('3 questions read from the file')).toBeTruthy();
    expect(within(section).getByText('2 questions were imported')).toBeTruthy();
    expect(within(section).getByText('1 question not imported')).toBeTruthy();
    const table = within(section).getByRole('table', { name: T.badRows });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells.slice(1)).toEqual([['3', 'type: one of single_choice, multiple_response, true_false']]);
    expect(within(table).getByRole('columnheader', { name: 'Row' })).toBeTruthy();

    // The list shows the new questions.
    const list = await screen.findByRole('list', { name: 'Questions of the bank' }, LOAD);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('Ice floats on water.');

    // The file went as one multipart field, not a dry run.
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.query.get('dry_run')).toBe('false');
    expect(((post.body as FormData).get('file') as File).name).toBe('questions.csv');

    // The error file: the bad rows with their reasons, for Excel (UTF-8 with its mark).
    await userEvent.click(within(section).getByRole('button', { name: T.errorFile }));
    expect(saved.map((s) => s.name)).toEqual(['question-bank-1-not-imported.csv']);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(report().error_csv);
  });

  it('a dry run says nothing was imported and leaves the list alone; GIFT errors go by line, without an error file', async () => {
    const { requests } = mockApi({
      'GET /api/question_banks/1': { body: { data: buildBankDetail() } },
      'POST /api/question_banks/1/import': {
        body: {
          data: report({
            format: 'gift',
            dry_run: true,
            rows: 2,
            imported: 1,
            failed: 1,
            errors: [{ row: 7, reasons: ['GIFT: an answer list is not closed', 'stem: Please write the question'] }],
            error_csv: null,
            question_ids: [],
          }),
        },
      },
    });
    renderWithApp(undefined, { path: '/createQuizBank/1', user: mentor() });
    await userEvent.click(await screen.findByRole('checkbox', { name: T.dryRun }, LOAD));
    await pickFile('questions.gift.txt', '::Q1:: Sky is blue {T}');
    const section = await screen.findByRole('region', { name: T.reportLabel }, LOAD);
    expect(within(section).getByText(T.reportHeading(true))).toBeTruthy();
    expect(within(section).getByText('1 question would be imported')).toBeTruthy();
    const table = within(section).getByRole('table', { name: T.badRows });
    expect(within(table).getByRole('columnheader', { name: 'Line' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['GIFT: an answer list is not closed', 'stem: Please write the question']);
    expect(within(section).queryByRole('button', { name: T.errorFile })).toBeNull();
    expect(requests.find((r) => r.method === 'POST')!.query.get('dry_run')).toBe('true');
    // Nothing was written: the bank is not read again.
    expect(requests.filter((r) => r.method === 'GET' && r.path === '/api/question_banks/1')).toHaveLength(1);
  });

  it('shows a refused file’s reason under the picker, and a file of no questions as such', async () => {
    let call = 0;
    mockApi({
      'GET /api/question_banks/1': { body: { data: buildBankDetail() } },
      'POST /api/question_banks/1/import': () =>
        ++call === 1
          ? validationError({ file: X.headersMissing })
          : { body: { data: report({ rows: 0, imported: 0, failed: 0, errors: [], error_csv: null }) } },
    });
    renderWithApp(undefined, { path: '/createQuizBank/1', user: mentor() });
    await pickFile('notes.csv', 'question,answer\r\n');
    expect(await screen.findByText(X.headersMissing, {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('region', { name: T.reportLabel })).toBeNull();
    await pickFile('empty.csv', 'type,stem\r\n');
    const section = await screen.findByRole('region', { name: T.reportLabel }, LOAD);
    expect(section.textContent).toContain(T.noQuestions);
    expect(screen.queryByText(X.headersMissing)).toBeNull();
  });
});

describe('templates and exports', () => {
  it('downloads the templates and exports the bank in each format under the server’s file name', async () => {
    const { requests } = mockApi({
      'GET /api/question_banks/1': {
        body: { data: buildBankDetail({ question_count: 1, questions: [question(11, 'Ice floats.')] }) },
      },
      'GET /api/question_banks/template.csv': {
        raw: 'type,stem\r\n',
        headers: { 'Content-Disposition': 'attachment; filename="question-bank-template.csv"' },
      },
      'GET /api/question_banks/1/export': (req) => ({
        raw: `file ${req.query.get('format')}`,
        headers: { 'Content-Disposition': `attachment; filename="placement.${req.query.get('format')}"` },
      }),
    });
    const saved = captureDownloads();
    renderWithApp(undefined, { path: '/createQuizBank/1', user: mentor() });
    await userEvent.click(await screen.findByRole('button', { name: T.templateCsv }, LOAD));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['question-bank-template.csv']));
    for (const format of ['csv', 'xlsx', 'gift', 'moodle_xml'] as const) {
      await userEvent.click(screen.getByRole('button', { name: T.exportAs(format) }));
      await waitFor(() => expect(saved.at(-1)!.name).toBe(`placement.${format}`));
      expect(await saved.at(-1)!.blob.text()).toBe(`file ${format}`);
    }
    expect(requests.filter((r) => r.path === '/api/question_banks/1/export').map((r) => r.query.get('format'))).toEqual(
      ['csv', 'xlsx', 'gift', 'moodle_xml'],
    );
  });

  it('offers no export of an empty bank', async () => {
    mockApi({ 'GET /api/question_banks/1': { body: { data: buildBankDetail() } } });
    renderWithApp(undefined, { path: '/createQuizBank/1', user: mentor() });
    expect(await screen.findByText(T.exportEmpty, {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.exportAs('csv') })).toBeNull();
  });
});
