import type { InstituteSplit } from '@lbd/shared/institute-dashboard';
import type { SkillsDemand, SkillsGraphs } from '@lbd/shared/skills-dashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

vi.mock('../components/bars-chart', () => import('../../../test/bars-chart-stub'));

const LOAD = { timeout: 10_000 };

const institution = () =>
  buildUser(buildProfile({ profile_type: 'INSTITUTION', full_name: 'Demo Institute', first_name: 'Lakshmi' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

const bucket = (label: string, students: number) => ({ label, students });
const graphs = (students: number): SkillsGraphs => ({
  students,
  academic: [bucket('60–70%', students)],
  branch: [{ key: '11', label: 'Computer Science and Engineering', students }],
  xceler: [bucket('0–49', 1), bucket('50–99', students - 1)],
  education: [bucket('0–49', students)],
  experience: [bucket('0–49', students)],
  exposure: [bucket('0–49', students)],
});
const split = (field: 'batch' | 'branch', rows: [string, string][]): InstituteSplit => ({
  field,
  rows: rows.map(([key, label]) => ({ key, label, students: 1, placed: 0, not_placed: 1, offers: 0 })),
  total: { key: 'total', label: 'Total', students: rows.length, placed: 0, not_placed: rows.length, offers: 0 },
});
const DEMAND: SkillsDemand = {
  type: 'jobs',
  students: 20,
  skills: [{ id: 1, name: 'React', postings: 6, students: 4 }],
};

describe('the skills dashboard', () => {
  it('starts from the defaults, narrows by batch and placed, and Reset returns the defaults', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/split_based_on_field': (req) => ({
        body: {
          data:
            req.query.get('field') === 'batch'
              ? split('batch', [
                  ['2025', '2025'],
                  ['2026', '2026'],
                ])
              : split('branch', [['11', 'Computer Science and Engineering']]),
        },
      }),
      'GET /api/get_score_range': { body: { data: { min: 55.1, max: 91.2, students_with_score: 38, students: 41 } } },
      'GET /api/skills_dashboard': (req) => ({
        body: { data: graphs(req.query.get('years') === '2026' ? 7 : 20), computed_at: new Date().toISOString() },
      }),
      'GET /api/show_skills_dashboard': { body: { data: DEMAND } },
    });
    renderWithApp(undefined, { path: '/skillsDashboard', user: institution() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills dashboard' }, LOAD)).toBeTruthy();
    expect(await screen.findByText('20 students match')).toBeTruthy();
    expect(screen.getByText('Updated just now')).toBeTruthy();
    expect(screen.getByText('Your students’ scores run from 55.1% to 91.2%.')).toBeTruthy();
    const first = requests.find((r) => r.path === '/api/skills_dashboard')!;
    expect(Object.fromEntries(first.query)).toEqual({
      backlogs: 'true',
      placed: 'false',
      score_from: '0',
      score_to: '100',
    });
    // Six graphs, each a chart with a table behind it.
    for (const name of [
      'Academic score',
      'Branch',
      'Xceler score (all portfolio points)',
      'Education points',
      'Experience points',
      'Exposure points',
    ])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Skills in demand' }).textContent).toContain(
        'Published jobs: React=6 | Matching students: React=4',
      ),
    );

    await user.click(screen.getByRole('combobox', { name: 'Batches' }));
    await user.click(await screen.findByRole('option', { name: '2026' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('7 students match')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Include placed students' }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/api/skills_dashboard' && r.query.get('placed') === 'true' && r.query.get('years') === '2026',
        ),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('20 students match')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Include placed students' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Include students with backlogs' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(screen.getByRole('region', { name: 'Filters' })).getByText('Academic score (%): 0–100')).toBeTruthy();
  });

  it('anyone else (a company) gets Access Denied before the page asks for anything', async () => {
    const { requests } = mockApi({});
    renderWithApp(undefined, { path: '/skillsDashboard', user: buildUser(buildProfile({ profile_type: 'COMPANY' })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, LOAD)).toBeTruthy();
    expect(requests.filter((r) => r.path.startsWith('/api/show_skills_dashboard'))).toEqual([]);
  });
});
