import { type InstituteSplit, type SplitRow } from '@lbd/shared/institute-dashboard';
import {
  SHORTLIST_TEXTS as T,
  type EligibilitySimulation,
  type Shortlist,
  type ShortlistStudent,
} from '@lbd/shared/shortlists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page, type MockReply } from '../../../test/mock-api';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };

const institution = () =>
  buildUser(buildProfile({ profile_type: 'INSTITUTION', full_name: 'Demo Institute', first_name: 'Lakshmi' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

const student = (id: number, name: string, over: Partial<ShortlistStudent> = {}): ShortlistStudent => ({
  profile_id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  degree: 'B.Tech',
  branch: 'Computer Science and Engineering',
  batch: 2026,
  score_format: 'GPA',
  score: 8.5,
  cgpa: 8.5,
  backlogs: 0,
  placed: false,
  offers: 0,
  skills: ['Python', 'SQL'],
  career_paths: ['Data Analyst'],
  portfolio_public: false,
  ...over,
});
const ASHA = student(11, 'Asha Rao', { portfolio_public: true });
const BALA = student(12, 'Bala Iyer', { score_format: 'Numeric', score: 76, cgpa: 8 });
const CHITRA = student(13, 'Chitra Nair', { batch: 2027, cgpa: 7.2, score: 7.2, backlogs: 2 });

const row = (key: string, label: string, students: number): SplitRow => ({
  key,
  label,
  students,
  placed: 0,
  not_placed: students,
  offers: 0,
});
const split = (field: 'branch' | 'batch', rows: SplitRow[]): InstituteSplit => ({
  field,
  rows,
  total: row(
    'total',
    'Total',
    rows.reduce((n, r) => n + r.students, 0),
  ),
});

const savedList = (name: string, students: number): Shortlist => ({
  id: 5,
  name,
  org_id: 3,
  filter: {
    skill_ids: [],
    specialization_ids: [],
    batches: [2026],
    cgpa_min: 7.5,
    cgpa_max: null,
    max_backlogs: 0,
    placed: 'any',
    job_role_ids: [],
  },
  filter_summary: 'Batches: 2026 · CGPA 7.5 to 10 · No backlogs',
  student_count: students,
  specialization_id: null,
  created_by: 'Lakshmi Rao',
  inserted_at: '2026-11-20T10:00:00.000Z',
});

function routes(opts: { save?: () => Promise<MockReply> } = {}) {
  const saved: Shortlist[] = [];
  const mocks = mockApi({
    'GET /api/split_based_on_field': (req) => ({
      body: {
        data:
          req.query.get('field') === 'batch'
            ? split('batch', [row('2026', '2026', 2), row('2027', '2027', 1)])
            : split('branch', [row('21', 'Computer Science and Engineering', 3)]),
      },
    }),
    'GET /api/shortlist_portfolios': (req) => {
      const narrowed = req.query.get('batches') === '2026';
      const rows = narrowed ? [ASHA, BALA] : [ASHA, BALA, CHITRA];
      return { body: { data: rows, pagination: page(rows.length) } };
    },
    'POST /api/shortlist_portfolios': async (req) => {
      const reply = opts.save ? await opts.save() : { status: 201 };
      if (reply.status === 201) {
        const made = savedList((req.body as { name: string }).name, 2);
        saved.unshift(made);
        return { status: 201, body: { data: made } };
      }
      return reply;
    },
    'GET /api/shortlisted_table': () => ({
      body: { data: saved, pagination: page(saved.length), next_from: null },
    }),
  });
  return { ...mocks, saved };
}

describe('the shortlist page', () => {
  it('filters the students, saves the list (the button is busy while it saves) and lists it', async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    const { requests } = routes({
      save: () => new Promise<MockReply>((resolve) => (release = () => resolve({ status: 201 }))),
    });
    renderWithApp(undefined, { path: '/shortlist', user: institution() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shortlist' }, LOAD)).toBeTruthy();

    // Every student at first, each opening the portfolio when it is public.
    const results = await screen.findByRole('table', { name: T.resultsHeading }, LOAD);
    expect(within(results).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText(T.matching(3))).toBeTruthy();
    expect(
      within(results)
        .getByRole('link', { name: T.openPortfolio('Asha Rao') })
        .getAttribute('href'),
    ).toBe('/portfolio/11');
    const bala = within(results).getByRole('row', { name: /Bala Iyer/ });
    expect(within(bala).getByText(T.privatePortfolio)).toBeTruthy();
    expect(within(bala).getByText('8.00 (76%)')).toBeTruthy();
    expect(screen.getByText(T.noSaved)).toBeTruthy();

    // Batch 2026, CGPA 7.5 and up, no backlogs.
    await user.click(screen.getByRole('combobox', { name: T.batches }));
    await user.click(await screen.findByRole('option', { name: '2026' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('spinbutton', { name: T.cgpaFrom }), '7.5');
    await user.click(screen.getByRole('combobox', { name: T.backlogs }));
    await user.click(await screen.findByRole('option', { name: T.backlogsNone }));
    await user.click(screen.getByRole('button', { name: T.apply }));
    await waitFor(() => expect(screen.getByText(T.matching(2))).toBeTruthy());
    const asked = requests.filter((r) => r.path === '/api/shortlist_portfolios').at(-1)!;
    expect(asked.query.getAll('batches')).toEqual(['2026']);
    expect(asked.query.get('cgpa_min')).toBe('7.5');
    expect(asked.query.get('max_backlogs')).toBe('0');
    expect(asked.query.get('page')).toBe('1');

    // Saving: the flag keeps the button disabled, with its spinner, until the server answers.
    await user.type(screen.getByRole('textbox', { name: T.name }), 'CSE 2026');
    await user.click(screen.getByRole('button', { name: T.save }));
    const busy = await screen.findByRole('button', { name: new RegExp(T.saving) });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    const posted = requests.find((r) => r.method === 'POST' && r.path === '/api/shortlist_portfolios')!;
    expect(posted.body).toEqual({
      name: 'CSE 2026',
      filter: {
        skill_ids: [],
        specialization_ids: [],
        batches: [2026],
        cgpa_min: 7.5,
        max_backlogs: 0,
        placed: 'any',
        job_role_ids: [],
      },
    });
    release!();
    expect(await screen.findByText(T.saved('CSE 2026', 2))).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: T.save }) as HTMLButtonElement).disabled).toBe(false),
    );
    const list = await screen.findByRole('list', { name: T.savedHeading });
    expect(within(list).getByText('CSE 2026 · 2 students')).toBeTruthy();
  });

  it('shows a taken name and a reversed CGPA range on their fields', async () => {
    const user = userEvent.setup();
    const { requests } = routes({
      save: async () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: T.duplicateName, request_id: 'req-1' } },
      }),
    });
    renderWithApp(undefined, { path: '/shortlist', user: institution() });
    await screen.findByRole('table', { name: T.resultsHeading }, LOAD);
    await user.type(screen.getByRole('textbox', { name: T.name }), 'CSE 2026');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.duplicateName)).toBeTruthy();

    const before = requests.filter((r) => r.path === '/api/shortlist_portfolios').length;
    await user.type(screen.getByRole('spinbutton', { name: T.cgpaFrom }), '9');
    await user.type(screen.getByRole('spinbutton', { name: T.cgpaTo }), '7');
    await user.click(screen.getByRole('button', { name: T.apply }));
    expect(await screen.findByText(T.cgpaRange)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/shortlist_portfolios')).toHaveLength(before);
  });

  it('the eligibility simulator names who qualifies for a job and why the others do not', async () => {
    const user = userEvent.setup();
    const sim: EligibilitySimulation = {
      job: { id: 9, title: 'Analyst', org_name: 'Infosys', type: 'Job_Fulltime', status: 'published' },
      criteria: ['Graduation year', 'CGPA', 'Backlogs'],
      students: 3,
      qualifying: 2,
      not_qualifying: 1,
      by_criterion: [
        { name: 'Graduation year', students: 1 },
        { name: 'Backlogs', students: 1 },
      ],
      not_qualifying_students: [
        {
          profile_id: 13,
          name: 'Chitra Nair',
          branch: 'Computer Science and Engineering',
          batch: 2027,
          failing: [
            { name: 'Graduation year', detail: 'Graduating 2027, needs 2026' },
            { name: 'Backlogs', detail: '2 backlogs, at most 0 allowed' },
          ],
        },
      ],
    };
    const card = {
      id: 9,
      title: 'Analyst',
      type: 'Job_Fulltime',
      org: { id: 4, full_name: 'Infosys', logo_url: null },
    };
    const { requests } = mockApi({
      'GET /api/split_based_on_field': { body: { data: split('branch', []) } },
      'GET /api/shortlist_portfolios': { body: { data: [], pagination: page(0) } },
      'GET /api/shortlisted_table': { body: { data: [], pagination: page(0), next_from: null } },
      'GET /api/list/jobs_v1': { body: { data: [card], pagination: page(1) } },
      'GET /api/list/jobs': { body: { data: [], pagination: page(0) } },
      'GET /api/institute_dashboard/eligibility': { body: { data: sim, pagination: page(1) } },
    });
    renderWithApp(undefined, { path: '/shortlist', user: institution() });
    expect(await screen.findByText(T.noMatch, undefined, LOAD)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: T.chooseJob }));
    await user.click(await screen.findByRole('option', { name: /Analyst/ }, LOAD));
    expect(await screen.findByText(T.qualify(2, 3))).toBeTruthy();
    const failing = screen.getByRole('table', { name: T.failingHeading });
    expect(within(failing).getByRole('row', { name: 'Backlogs 1' })).toBeTruthy();
    const who = screen.getByRole('list', { name: T.notQualifyingHeading });
    expect(within(who).getByText(/Backlogs: 2 backlogs, at most 0 allowed/)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/institute_dashboard/eligibility')!.query.get('job_id')).toBe('9');
  });

  it('tells a student who runs no dashboard whom it is for, and asks nothing', async () => {
    const { requests } = routes();
    renderWithApp(undefined, {
      path: '/shortlist',
      user: buildUser(buildProfile({ college_admin: { tpo_admin_dashboard: false, dept_admin_dashboard: false } })),
    });
    expect(await screen.findByText(T.notForYou, undefined, LOAD)).toBeTruthy();
    expect(requests.filter((r) => r.path.includes('shortlist'))).toHaveLength(0);
  });
});
