import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildScorecard } from '../quest-fixtures';

const LOAD = { timeout: 20_000 };
const TITLE = { level: 1, name: 'Scorecard: Data Analyst in 12 weeks' } as const;

/** The names of the files the page saved through a temporary link. */
function captureDownloads() {
  const saved: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:x') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('/scorecard/{id}', () => {
  it('shows each step’s score, mentor and peer scores with one decimal, the total, rank and percentile', async () => {
    const { requests } = mockApi({ 'GET /api/quests/5/scorecard': { body: { data: buildScorecard() } } });
    renderWithApp(undefined, { path: '/scorecard/5', user: buildUser() });
    expect(await screen.findByRole('heading', TITLE, LOAD)).toBeTruthy();
    expect(screen.getByText('Asha Verma · Cohort January batch · In progress')).toBeTruthy();
    const figures = screen.getByRole('list', { name: 'Scorecard figures' });
    const figure = (label: string) => within(figures).getByRole('group', { name: label }).textContent;
    expect(figure('Total')).toBe('84.7Total');
    expect(figure('Rank')).toBe('3 of 30Rank');
    expect(figure('Percentile')).toBe('90.0Percentile');
    const table = screen.getByRole('table', { name: 'Scores per step (table)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['1. SQL Basics path', 'Learning path', 'Done', '100.0', '—', '—'],
      ['2. SQL quiz', 'Quiz', 'Done', '72.5', '—', '—'],
      ['3. Sales dashboard', 'Project', 'In progress', '81.6', '84.0', '77.3'],
      ['4. Peer review', 'Activity', 'Locked', '—', '—', '—'],
      ['Total', '84.7', ''],
    ]);
    // The student's own: no profile_id is sent.
    expect(requests[0]!.query.get('profile_id')).toBeNull();
  });

  it('a mentor reads a student’s scorecard by ?profile_id= and downloads the same as a PDF', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const { requests } = mockApi({
      'GET /api/quests/5/scorecard': {
        body: {
          data: buildScorecard({ student: { profile_id: 101, name: 'Ravi Kumar' }, rank: null, percentile: null }),
        },
      },
      'GET /api/quests/5/scorecard.pdf': {
        raw: '%PDF-1.4 test',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="scorecard-ravi.pdf"',
        },
      },
    });
    renderWithApp(undefined, {
      path: '/scorecard/5?profile_id=101',
      user: buildUser({ profile_type: 'ADVISOR' }, { portfolio_job_roles: [], portfolio: null }),
    });
    expect(await screen.findByRole('heading', TITLE, LOAD)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Scorecard figures' })).getByRole('group', { name: 'Rank' }).textContent,
    ).toBe('—Rank');
    expect(screen.getByRole('link', { name: 'Quest dashboard' }).getAttribute('href')).toBe('/questDashboard/5');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['scorecard-ravi.pdf']));
    const pdf = requests.find((r) => r.path === '/api/quests/5/scorecard.pdf')!;
    expect(pdf.query.get('profile_id')).toBe('101');
    expect(requests.find((r) => r.path === '/api/quests/5/scorecard')!.query.get('profile_id')).toBe('101');
  });
});
