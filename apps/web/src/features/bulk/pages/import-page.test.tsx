import { IMPORT_TEXTS as X, type ImportRecord } from '@lbd/shared/imports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import ImportPage from './import-page';

const base: ImportRecord = {
  id: 5,
  tool: 'profiles',
  status: 'mapping',
  file_name: 'students.csv',
  file_kind: 'csv',
  created_at: '2026-11-29T05:30:00.000Z',
  created_by: 'Lakshmi Iyer',
  institute: { id: 3, name: 'Indian Institute of Technology Bombay' },
  headers: ['Email ID', 'Surname', 'Notes'],
  mapping: { 'Email ID': 'email', Surname: 'last_name', Notes: '' },
  options: { mode: 'both', match_by: 'email', fill_empty_only: false, items: [], institute_id: null },
  counts: { total: 200, create: 0, update: 0, unchanged: 0, error: 0 },
  progress: { phase: null, done: 0, total: 0, seconds_left: null },
  committed: { rows: 0, at: null },
  undo_until: null,
  undone_at: null,
  undo_kept: null,
  failure: null,
};
const page = (total: number) => ({ page: 1, count: 20, total, total_pages: 1 });
const institution = () => buildUser({ profile_type: 'INSTITUTION' } as never);

describe('a bulk tool page (/bulkProfileUpdation)', () => {
  it('maps the columns, runs the dry run, shows its summary and rows, and keeps the commit within the error limit', async () => {
    let record: ImportRecord = base;
    const { requests } = mockApi({
      'GET /api/imports/5': () => ({ body: { data: record } }),
      'GET /api/imports': { body: { data: [record], pagination: page(1) } },
      'PUT /api/imports/5/plan': () => {
        record = {
          ...base,
          status: 'validated',
          counts: { total: 200, create: 12, update: 150, unchanged: 33, error: 5 },
        };
        return { body: { data: { ...record, status: 'validating' } } };
      },
      'GET /api/imports/5/rows': {
        body: {
          data: [{ row: 7, outcome: 'error', fields: [], error: 'Email is not valid', committed: false }],
          pagination: page(1),
        },
      },
      'POST /api/imports/5/commit': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid',
            request_id: 'r',
            fields: { max_error_share: X.tooManyErrors(2.5, 1) },
          },
        },
      },
    });
    renderWithApp(<ImportPage tool="profiles" />, { path: '/bulkProfileUpdation?import=5', user: institution() });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk Profile Update' })).toBeTruthy();
    expect(await screen.findByText('Map the columns of students.csv')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run the dry run' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      mapping: base.mapping,
      mode: 'both',
      match_by: 'email',
      fill_empty_only: false,
      items: [],
      institute_id: null,
    });
    expect(
      await screen.findByText('create 12, update 150, unchanged 33, errors 5', {}, { timeout: 4000 }),
    ).toBeTruthy();
    const rows = await screen.findByRole('table', { name: 'Error rows' });
    expect(within(rows).getByText('Email is not valid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the error file' })).toBeTruthy();

    const limit = screen.getByLabelText('Stop if errors are above (%)');
    await user.clear(limit);
    await user.type(limit, '1');
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText(X.tooManyErrors(2.5, 1))).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ max_error_share: 1, max_changes: null });
  });

  it('shows a running commit’s progress, then the result with its undo', async () => {
    let record: ImportRecord = {
      ...base,
      status: 'committing',
      counts: { total: 200, create: 12, update: 150, unchanged: 33, error: 5 },
      progress: { phase: 'commit', done: 100, total: 162, seconds_left: 4 },
    };
    let calls = 0;
    mockApi({
      'GET /api/imports/5': () => {
        if (++calls > 1)
          record = {
            ...record,
            status: 'committed',
            progress: { phase: null, done: 0, total: 0, seconds_left: null },
            committed: { rows: 162, at: '2026-11-29T06:00:00.000Z' },
            undo_until: '2026-12-06T06:00:00.000Z',
          };
        return { body: { data: record } };
      },
      'GET /api/imports': () => ({ body: { data: [record], pagination: page(1) } }),
      'GET /api/imports/5/rows': { body: { data: [], pagination: page(0) } },
    });
    renderWithApp(<ImportPage tool="profiles" />, { path: '/bulkProfileUpdation?import=5', user: institution() });
    expect(await screen.findByText('100 of 162 rows · about 4 s left')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Undo this import' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(/162 records written/)).toBeTruthy();
    expect(screen.getByText(/until 6 December 2026/)).toBeTruthy();
  });

  it('says how many records an undo kept as they were', async () => {
    const record: ImportRecord = {
      ...base,
      status: 'undone',
      counts: { total: 200, create: 0, update: 195, unchanged: 0, error: 5 },
      committed: { rows: 195, at: '2026-11-29T06:00:00.000Z' },
      undone_at: '2026-11-30T06:00:00.000Z',
      undo_kept: 3,
    };
    mockApi({
      'GET /api/imports/5': { body: { data: record } },
      'GET /api/imports': () => ({ body: { data: [record], pagination: page(1) } }),
      'GET /api/imports/5/rows': { body: { data: [], pagination: page(0) } },
    });
    renderWithApp(<ImportPage tool="profiles" />, { path: '/bulkProfileUpdation?import=5', user: institution() });
    expect(
      await screen.findByText(/3 records were kept as they are: changed by someone after the import/),
    ).toBeTruthy();
  });
});

describe('the portfolio tool’s page (/bulkPortfolioUpdation)', () => {
  const portfolio: ImportRecord = {
    ...base,
    tool: 'portfolio',
    file_name: 'semester-marks.csv',
    headers: ['Email', 'Degree', 'Branch', 'Subject', 'CGPA'],
    mapping: { Email: 'email', Degree: 'degree', Branch: 'specialization', Subject: 'subject', CGPA: 'cgpa' },
  };

  it('offers the portfolio’s fields and modes, with no items to choose, and runs the dry run with them', async () => {
    let record: ImportRecord = portfolio;
    const { requests } = mockApi({
      'GET /api/imports/5': () => ({ body: { data: record } }),
      'GET /api/imports': { body: { data: [record], pagination: page(1) } },
      'PUT /api/imports/5/plan': () => {
        record = {
          ...portfolio,
          status: 'validated',
          counts: { total: 200, create: 40, update: 2, unchanged: 150, error: 8 },
        };
        return { body: { data: { ...record, status: 'validating' } } };
      },
      'GET /api/imports/5/rows': {
        body: {
          data: [
            { row: 4, outcome: 'error', fields: [], error: 'Semester should be between 1 and 10', committed: false },
          ],
          pagination: page(1),
        },
      },
    });
    renderWithApp(<ImportPage tool="portfolio" />, { path: '/bulkPortfolioUpdation?import=5', user: institution() });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk Portfolio Update' })).toBeTruthy();
    expect(await screen.findByText('Map the columns of semester-marks.csv')).toBeTruthy();
    expect(screen.queryByLabelText('Kind of item')).toBeNull();
    await user.click(screen.getByLabelText('Field for column Subject'));
    expect(await screen.findByRole('option', { name: 'Degree (needed on every row)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Exam date' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByLabelText('Update existing degrees and subjects only'));
    await user.click(screen.getByLabelText(/Fill empty fields only/));
    await user.click(screen.getByRole('button', { name: 'Run the dry run' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      mapping: portfolio.mapping,
      mode: 'update',
      match_by: 'email',
      fill_empty_only: true,
      items: [],
      institute_id: null,
    });
    expect(await screen.findByText('create 40, update 2, unchanged 150, errors 8', {}, { timeout: 4000 })).toBeTruthy();
    const rows = await screen.findByRole('table', { name: 'Error rows' });
    expect(within(rows).getByText('Semester should be between 1 and 10')).toBeTruthy();
  });
});
