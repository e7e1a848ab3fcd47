import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildApplicant, buildJobCard, buildJobDetail, buildJobSummary } from '../../../test/jobs-fixtures';
import { errorReply, mockApi, page, validationError } from '../../../test/mock-api';
import { AppRoutes } from '../../../app/router';
import { buildProfile, buildUser, renderWithApp } from '../../../test/render';
import { Link, useNavigate } from 'react-router';

/** The browser's Back button, for the memory router. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

// Lazy pages load their chunks on first use; a loaded machine needs more than the default second.
const LOAD = { timeout: 10_000 };

const company = () =>
  buildUser(buildProfile({ profile_type: 'COMPANY', full_name: 'Zoho', first_name: 'Rohan' }), {
    portfolio_job_roles: [],
    portfolio: null,
  });

describe('jobs and internships lists', () => {
  it('shows cards with pay and days left, recommendations with their reason, and searches', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/list/jobs_v1': { body: { data: [buildJobCard()], pagination: page(1) } },
      'GET /api/recommended/jobs': {
        body: {
          data: [
            {
              ...buildJobCard({ id: 2, title: 'Java Developer' }),
              score: 3,
              reason: 'Matches your career path Software Engineer',
            },
          ],
          pagination: page(1),
        },
      },
      'GET /api/search/jobs': {
        body: { data: [buildJobCard({ id: 3, title: 'Data Analyst' })], pagination: page(1) },
      },
    });
    renderWithApp(undefined, { path: '/jobs', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' }, LOAD)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const card = await within(list).findByRole('article', { name: 'Graduate Engineer Trainee' });
    expect(within(card).getByText('₹4,50,000 – ₹6,00,000 a year')).toBeTruthy();
    expect(within(card).getByLabelText('Days left: 2 weeks 3 days')).toBeTruthy();
    expect(await screen.findByText('Matches your career path Software Engineer')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/list/jobs_v1')!.query.get('type')).toBe('Job_Fulltime');

    await user.type(screen.getByLabelText('Search jobs'), 'data analyst{Enter}');
    expect(await screen.findByRole('article', { name: 'Data Analyst' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/search/jobs')!.query.get('query')).toBe('data analyst');
    expect(screen.getByText('1 result for')).toBeTruthy();
    expect(screen.queryByText('Recommended for you')).toBeNull();
  });

  it('says "100+ results" when the search stopped counting', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/list/jobs_v1': { body: { data: [], pagination: page() } },
      'GET /api/search/jobs': {
        body: {
          data: [buildJobCard({ id: 3, title: 'Data Analyst' })],
          pagination: { page: 1, count: 12, total: 100, total_pages: 9, total_capped: true },
        },
      },
    });
    renderWithApp(undefined, { path: '/jobs' });
    await user.type(await screen.findByLabelText('Search jobs', {}, LOAD), 'data{Enter}');
    expect(await screen.findByText('100+ results for')).toBeTruthy();
  });

  it('sends the filters to the internships list and keeps them in the address', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({ 'GET /api/list/jobs': { body: { data: [], pagination: page() } } });
    renderWithApp(undefined, { path: '/internships' });
    // Nothing asked narrows it: no 'Try fewer filters'.
    expect(
      await screen.findByText(
        'There are no open internships right now. New ones appear here as organisations post them.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Minimum stipend (₹ a month)'), '10000');
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/list/jobs' && r.query.get('min') === '10000')).toBe(true),
    );
    expect(requests.at(-1)!.query.get('type')).toBe('Internship');
    expect(screen.getByTestId('location').textContent).toBe('/internships?min=10000');
    expect(await screen.findByText('No open internships match these filters. Try fewer filters.')).toBeTruthy();
  });

  it('opens the search, filters and page a link holds, and Back returns to the list before a change', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/search/jobs': {
        body: { data: [buildJobCard({ id: 3, title: 'Data Analyst' })], pagination: page(30) },
      },
      'GET /api/list/jobs_v1': { body: { data: [], pagination: page() } },
    });
    const link = '/jobs?q=data&location=Pune&remote=true&org=10%3AZoho&skill=57%3AApache+Kafka&sort=pay&page=2';
    renderWithApp(
      <>
        <AppRoutes />
        <BackButton />
      </>,
      { path: link },
    );
    expect(await screen.findByRole('article', { name: 'Data Analyst' }, LOAD)).toBeTruthy();
    const first = requests.find((r) => r.path === '/api/search/jobs')!.query;
    expect(Object.fromEntries(first)).toMatchObject({
      query: 'data',
      location: 'Pune',
      remote: 'true',
      'org_ids[]': '10',
      'skill_ids[]': '57',
      sort: 'pay',
      page: '2',
      type: 'Job_Fulltime',
    });
    expect((screen.getByLabelText('Search jobs') as HTMLInputElement).value).toBe('data');
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Pune');
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByText('Zoho')).toBeTruthy();
    expect(within(filters).getByText('Apache Kafka')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');

    // A new order is a new address (page 1 again); Back opens the list as it was.
    await user.click(within(filters).getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Apply by: soonest first' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/jobs?q=data&location=Pune&remote=true&org=10%3AZoho&skill=57%3AApache+Kafka&sort=apply_by',
      ),
    );
    expect(requests.at(-1)!.query.get('sort')).toBe('apply_by');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(link));
    expect(
      within(screen.getByRole('group', { name: 'Filters' })).getByRole('combobox', { name: 'Sort by' }).textContent,
    ).toBe('Pay: highest first');
  });

  it('says what is true when a search finds nothing', async () => {
    mockApi({ 'GET /api/search/jobs': { body: { data: [], pagination: page() } } });
    renderWithApp(undefined, { path: '/jobs?q=astronaut' });
    expect(await screen.findByText('No open jobs match “astronaut”. Try other words.', {}, LOAD)).toBeTruthy();
  });

  it("marks the student's cards: Applied, or the criteria they do not meet", async () => {
    const { requests } = mockApi({
      'GET /api/list/jobs_v1': {
        body: {
          data: [
            buildJobCard({ id: 1 }),
            buildJobCard({ id: 2, title: 'Java Developer' }),
            buildJobCard({ id: 4, title: 'Tester' }),
          ],
          pagination: page(3),
        },
      },
      'GET /api/recommended/jobs': { body: { data: [], pagination: page() } },
      'GET /api/my_profile/job_marks': {
        body: {
          data: [
            { job_id: 1, application_status: 'applied', eligibility_percent: 100, unmet: [] },
            { job_id: 2, application_status: null, eligibility_percent: 50, unmet: ['CGPA'] },
            { job_id: 4, application_status: null, eligibility_percent: 100, unmet: [] },
          ],
        },
      },
    });
    renderWithApp(undefined, { path: '/jobs', user: buildUser() });
    const applied = await screen.findByRole('article', { name: 'Graduate Engineer Trainee' }, LOAD);
    expect(await within(applied).findByText('Applied')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Java Developer' })).getByText('Not eligible: CGPA'),
    ).toBeTruthy();
    const tester = screen.getByRole('article', { name: 'Tester' });
    expect(within(tester).queryByText('Applied')).toBeNull();
    expect(within(tester).queryByText(/Not eligible/)).toBeNull();
    expect(requests.find((r) => r.path === '/api/my_profile/job_marks')!.query.get('job_ids')).toBe('1,2,4');
  });

  it("shows an organisation its own postings in every status under 'Our jobs'", async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/list/jobs_v1': { body: { data: [], pagination: page() } },
      'GET /api/show_org_jobs': {
        body: {
          data: [
            buildJobCard({ id: 8, title: 'New job', status: 'draft', days_left: null }),
            buildJobCard({ id: 9, title: 'Old role', status: 'closed', days_left: 'Closed' }),
          ],
          pagination: page(2),
        },
      },
    });
    renderWithApp(undefined, { path: '/jobs', user: company() });
    await user.click(await screen.findByRole('tab', { name: 'Our jobs' }, LOAD));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs?view=ours'));
    const ours = await screen.findByRole('list', { name: 'Our jobs' }, LOAD);
    const draft = await within(ours).findByRole('article', { name: 'New job' });
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(ours).getByRole('article', { name: 'Old role' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/show_org_jobs')!.query.get('kind')).toBe('jobs');
    expect(within(draft).getByRole('link').getAttribute('href')).toBe('/jobs/8');
  });

  it("posts a draft from 'Post a Job' and opens it in edit mode", async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/list/jobs_v1': { body: { data: [], pagination: page() } },
      'POST /api/jobs': { status: 201, body: { data: { id: 7 } } },
      'GET /api/jobs/7': {
        body: { data: buildJobDetail({ id: 7, title: 'New job', status: 'draft', can_manage: true }) },
      },
    });
    renderWithApp(undefined, { path: '/jobs', user: company() });
    await user.click(await screen.findByRole('button', { name: 'Post a Job' }, LOAD));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs/7?edit=true'), LOAD);
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ title: 'New job', type: 'Job_Fulltime' });
    expect(await screen.findByRole('textbox', { name: /^Title/ }, LOAD)).toBeTruthy();
    expect(screen.getByText('This job is a draft: only your organisation can see it.')).toBeTruthy();
  });
});

describe('a job page for a student', () => {
  const eligibility = {
    percent: 50,
    criteria: [
      { name: 'Degree', met: true, detail: 'B.Tech' },
      { name: 'CGPA', met: false, detail: 'CGPA 6.8, needs 7.0' },
    ],
  };

  it('says which criterion fails before Apply, explains the percentage, and waits with Apply', async () => {
    const { requests } = mockApi({
      'GET /api/jobs/1': { body: { data: buildJobDetail({ invited: true }) } },
      'GET /api/calculate_eligibility_percentage': { body: { data: eligibility } },
    });
    renderWithApp(undefined, { path: '/jobs/1', user: buildUser() });
    expect(await screen.findByTestId('eligibility-percent', {}, LOAD)).toHaveProperty('textContent', '50%');
    expect(screen.getByText('CGPA: Not met')).toBeTruthy();
    expect(screen.getByText('Invited')).toBeTruthy();
    expect(screen.getByText(/The percentage is the share of this job's criteria you meet/)).toBeTruthy();
    const reason = screen.getByTestId('ineligible-reason');
    // The words of the server's 'Ineligible' popup.
    expect(reason.textContent).toContain('You do not meet these criteria: CGPA 6.8, needs 7.0.');
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(apply.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.queryByLabelText('Cover note (optional)')).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the ineligible modal when the server refuses an application the page thought eligible', async () => {
    const user = userEvent.setup();
    let checks = 0;
    const { requests } = mockApi({
      'GET /api/jobs/1': { body: { data: buildJobDetail() } },
      // Met when the page opened; the organisation raised the bar before the click.
      'GET /api/calculate_eligibility_percentage': () => {
        checks += 1;
        return {
          body: {
            data: checks === 1 ? { percent: 100, criteria: [{ ...eligibility.criteria[1]!, met: true }] } : eligibility,
          },
        };
      },
      'POST /api/jobs/1/apply': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Ineligible',
            request_id: 'r',
            popup: { heading: 'Ineligible', message: 'You do not meet these criteria: CGPA 6.8, needs 7.0.' },
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/jobs/1', user: buildUser() });
    expect(await screen.findByTestId('eligibility-percent', {}, LOAD)).toHaveProperty('textContent', '100%');
    await user.type(screen.getByLabelText('Cover note (optional)'), 'I love Java');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ineligible' });
    expect(within(dialog).getByText('You do not meet these criteria: CGPA 6.8, needs 7.0.')).toBeTruthy();
    const apply = requests.find((r) => r.method === 'POST')!;
    expect(apply.body).toBeInstanceOf(Blob);
    expect(await (apply.body as Blob).text()).toBe('job_id=1&cover_note=I+love+Java');
    expect((apply.body as Blob).type).toBe('application/x-www-form-urlencoded');
  });

  it('after Apply the focus goes to the result, so a screen reader says it', async () => {
    const user = userEvent.setup();
    let applied = false;
    mockApi({
      'GET /api/jobs/1': () => ({
        body: { data: buildJobDetail({ my_application: applied ? { id: 5, status: 'applied' } : null }) },
      }),
      'GET /api/calculate_eligibility_percentage': { body: { data: { percent: 100, criteria: [] } } },
      'POST /api/jobs/1/apply': () => {
        applied = true;
        return { status: 201, body: { data: { id: 5 } } };
      },
    });
    renderWithApp(undefined, { path: '/jobs/1', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Apply' }, LOAD));
    const result = await screen.findByTestId('application-result', {}, LOAD);
    await waitFor(() => expect(document.activeElement).toBe(result), LOAD);
    expect(result.textContent).toContain('Your application:');
  });

  it("shows the error modal on 'Invalid data'", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/jobs/1': { body: { data: buildJobDetail() } },
      'GET /api/calculate_eligibility_percentage': { body: { data: { percent: 100, criteria: [] } } },
      'POST /api/jobs/1/apply': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid data',
            request_id: 'r',
            fields: { job_id: 'This job is not accepting applications.' },
            popup: { heading: 'Uh-Oh!', message: 'This job is not accepting applications.' },
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/jobs/1', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Apply' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Uh-Oh!' });
    expect(within(dialog).getByText('This job is not accepting applications.')).toBeTruthy();
  });

  it('applies, then shows Applied and withdraws after a confirmation', async () => {
    const user = userEvent.setup();
    let application: { id: number; status: string } | null = null;
    const { requests } = mockApi({
      'GET /api/jobs/1': () => ({ body: { data: buildJobDetail({ my_application: application as never }) } }),
      'GET /api/calculate_eligibility_percentage': { body: { data: { percent: 100, criteria: [] } } },
      'POST /api/jobs/1/apply': () => {
        application = { id: 9, status: 'applied' };
        return { status: 201, body: { data: { id: 9 } } };
      },
      'POST /api/jobs/1/withdraw': () => {
        application = { id: 9, status: 'withdrawn' };
        return { body: { data: { id: 9, status: 'withdrawn' } } };
      },
    });
    renderWithApp(undefined, { path: '/jobs/1', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Apply' }, LOAD));
    expect(await screen.findByText('Your application was sent.')).toBeTruthy();
    expect((await screen.findByTestId('application-status')).textContent).toBe('Applied');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByTestId('application-status').textContent).toBe('Withdrawn'));
    expect(requests.filter((r) => r.path === '/api/jobs/1/withdraw')).toHaveLength(1);
  });
});

describe('a job page for its organisation', () => {
  it('edits a draft with the shared messages, saves, and discards it after a confirmation', async () => {
    const user = userEvent.setup();
    const draft = buildJobDetail({ status: 'draft', can_manage: true, title: 'New job' });
    const { requests } = mockApi({
      'GET /api/jobs/1': { body: { data: draft } },
      'PUT /api/jobs/1': (req) => ({ body: { data: { ...draft, ...(req.body as object) } } }),
      'DELETE /api/jobs/1': { status: 204 },
      'GET /api/list/jobs_v1': { body: { data: [], pagination: page() } },
    });
    renderWithApp(undefined, { path: '/jobs/1', user: company() });
    const title = await screen.findByRole('textbox', { name: /^Title/ }, LOAD);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title cannot be empty')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.type(title, 'Backend Developer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
      title: 'Backend Developer',
      salary_min: 45_000_000,
      degree_ids: [3],
    });

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this job?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'), LOAD);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('drops ?edit=true from the address once the job is live', async () => {
    const user = userEvent.setup();
    const draft = buildJobDetail({ status: 'draft', can_manage: true });
    mockApi({
      'GET /api/jobs/1': { body: { data: draft } },
      'PUT /api/jobs/1': { body: { data: draft } },
      'POST /api/jobs/1/publish': { body: { data: { ...draft, status: 'published' } } },
    });
    renderWithApp(undefined, { path: '/jobs/1?edit=true', user: company() });
    await user.click(await screen.findByRole('button', { name: 'Publish' }, LOAD));
    expect(await screen.findByText('Your job is live.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs/1'));
  });

  it('marks what publishing needs, the duration of an internship included', async () => {
    mockApi({
      'GET /api/jobs/1': {
        body: {
          data: buildJobDetail({ status: 'draft', can_manage: true, type: 'Internship', duration_months: null }),
        },
      },
    });
    renderWithApp(undefined, { path: '/internships/1', user: company() });
    const duration = (await screen.findByRole('textbox', { name: /Duration \(months\)/ }, LOAD)) as HTMLInputElement;
    expect(duration.required).toBe(true);
    expect((screen.getByRole('textbox', { name: /^Description/ }) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Apply by/) as HTMLInputElement).required).toBe(true);
    expect(screen.getByText('Fields marked * are needed to publish; a draft can be saved without them.')).toBeTruthy();
  });

  it('discards a new draft its author leaves without saving', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/list/jobs_v1': { body: { data: [], pagination: page() } },
      'POST /api/jobs': { status: 201, body: { data: { id: 7 } } },
      'GET /api/jobs/7': {
        body: { data: buildJobDetail({ id: 7, title: 'New job', status: 'draft', can_manage: true }) },
      },
      'DELETE /api/jobs/7': { status: 204 },
    });
    renderWithApp(
      <>
        <AppRoutes />
        <BackButton />
      </>,
      { path: '/jobs', user: company() },
    );
    await user.click(await screen.findByRole('button', { name: 'Post a Job' }, LOAD));
    expect(await screen.findByText('This job is a draft: only your organisation can see it.', {}, LOAD)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/jobs/7?edit=true');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true), LOAD);
    const discard = requests.find((r) => r.method === 'DELETE')!;
    expect(discard.path).toBe('/api/jobs/7');
    expect(discard.query.get('if_untouched')).toBe('true');
  });

  it('keeps a draft opened from Our jobs when its author leaves it', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/jobs/7': {
        body: { data: buildJobDetail({ id: 7, title: 'New job', status: 'draft', can_manage: true }) },
      },
      'GET /api/list/jobs_v1': { body: { data: [], pagination: page() } },
    });
    renderWithApp(
      <>
        <AppRoutes />
        <Link to="/jobs">To the list</Link>
      </>,
      { path: '/jobs/7', user: company() },
    );
    expect(await screen.findByText('This job is a draft: only your organisation can see it.', {}, LOAD)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'));
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('puts the server field messages of a refused publish on the form', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/jobs/1': { body: { data: buildJobDetail({ status: 'draft', can_manage: true }) } },
      'PUT /api/jobs/1': { body: { data: buildJobDetail({ status: 'draft', can_manage: true }) } },
      'POST /api/jobs/1/publish': validationError({ apply_by: 'Please select a future date' }),
    });
    renderWithApp(undefined, { path: '/jobs/1', user: company() });
    await user.click(await screen.findByRole('button', { name: 'Publish' }, LOAD));
    expect(await screen.findByText('Please select a future date')).toBeTruthy();
  });
});

describe('the job dashboard', () => {
  it('moves selected applicants along the pipeline with a note', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/show_job_summary': { body: { data: buildJobSummary() } },
      'GET /api/job_applicants': { body: { data: [buildApplicant()], pagination: page(1) } },
      'POST /api/modify_job_applicants': { body: { data: { updated: 1, applications: [] } } },
    });
    renderWithApp(undefined, { path: '/jobDashboard/1', user: company() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduate Engineer Trainee' }, LOAD)).toBeTruthy();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Kavya Nair' }));
    // The applicant's name opens their portfolio.
    expect(
      screen.getByRole('link', { name: 'Portfolio of Kavya Nair (opens in a new tab)' }).getAttribute('href'),
    ).toBe(`/portfolio/${buildApplicant().profile_id}`);
    // What a screening needs first is on the row: contact, score, backlogs, skills.
    const row = screen.getByRole('checkbox', { name: 'Select Kavya Nair' }).closest('tr')!;
    for (const text of ['kavya@example.com · +91 9876543210', '8.4 CGPA', 'Python, SQL'])
      expect(within(row as HTMLElement).getByText(text)).toBeTruthy();
    await user.type(screen.getByLabelText('Note (optional)'), 'Good projects');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('1 applicant moved to Shortlisted.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      job_id: 1,
      application_ids: [21],
      status: 'shortlisted',
      note: 'Good projects',
    });
  });

  it('opens on the shortlisted when the company dashboard links there (?status=shortlisted)', async () => {
    const { requests } = mockApi({
      'GET /api/show_job_summary': { body: { data: buildJobSummary() } },
      'GET /api/job_applicants': { body: { data: [buildApplicant()], pagination: page(1) } },
    });
    renderWithApp(undefined, { path: '/jobDashboard/1?status=shortlisted', user: company() });
    expect(await screen.findByRole('checkbox', { name: 'Select Kavya Nair' }, LOAD)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/job_applicants').map((r) => r.query.get('status'))).toEqual([
      'shortlisted',
    ]);
  });

  it("shows a college its own students' applications to another organisation's job, read only (issue 23 item 13)", async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/show_job_summary': { body: { data: buildJobSummary({ viewer: 'institution', org_name: 'Infosys' }) } },
      'GET /api/job_applicants': { body: { data: [buildApplicant({ status: 'shortlisted' })], pagination: page(1) } },
      'GET /api/specializations': { body: { data: [{ id: 7, name: 'Computer Science' }] } },
    });
    const college = buildUser(buildProfile({ profile_type: 'INSTITUTION', full_name: 'IIT Madras' }), {
      portfolio_job_roles: [],
      portfolio: null,
    });
    renderWithApp(undefined, { path: '/jobDashboard/1', user: college });
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduate Engineer Trainee' }, LOAD)).toBeTruthy();
    expect(screen.getByText(/Your students' applications · posted by Infosys/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Portfolio of Kavya Nair (opens in a new tab)' })).toBeTruthy();
    // Nothing to select or move, no invitations or mail list: the company runs its pipeline.
    expect(screen.queryByRole('checkbox', { name: 'Select Kavya Nair' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Invited' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Email applicants' })).toBeNull();
    // Narrowed to a branch.
    await user.click(screen.getByLabelText('Branch'));
    await user.click(await screen.findByRole('option', { name: 'Computer Science' }));
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.path === '/api/job_applicants')
          .at(-1)!
          .query.get('specialization_ids'),
      ).toBe('7'),
    );
  });

  it('checks each invitee’s eligibility before sending the invitations', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/show_job_summary': { body: { data: buildJobSummary({ status: 'published', apply_by: '2099-12-31' }) } },
      'GET /api/job_applicants': { body: { data: [], pagination: page(0) } },
      'GET /api/job_invited_applications': { body: { data: [], pagination: page(0) } },
      'POST /api/job_invitations/preview': {
        body: {
          data: {
            students: [
              {
                profile_id: 5,
                name: 'Neha Shah',
                email: 'neha@example.com',
                eligibility: {
                  percent: 50,
                  criteria: [
                    { name: 'Degree', met: true, detail: 'B.Tech' },
                    { name: 'Backlogs', met: false, detail: '2 backlogs, at most 0 allowed' },
                  ],
                },
              },
            ],
            not_found: ['nobody@example.com'],
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/jobDashboard/1', user: company() });
    await user.click(await screen.findByRole('tab', { name: 'Invited' }, LOAD));
    await user.type(screen.getByLabelText('Student emails'), 'neha@example.com, nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    const list = await screen.findByRole('list', { name: 'Eligibility of the students to invite' });
    expect(within(list).getByText('Neha Shah: 50% eligible')).toBeTruthy();
    expect(within(list).getByText('2 backlogs, at most 0 allowed')).toBeTruthy();
    expect(within(list).getByText('Not a student on Learn By Doing: nobody@example.com')).toBeTruthy();
    // Checking sends nothing.
    expect(requests.some((r) => r.path === '/api/job_invitations')).toBe(false);
  });

  it('sends a signed-out user Home with the server message in a popup', async () => {
    mockApi({
      'GET /api/show_job_summary': errorReply(401, 'Please sign in again.', 'UNAUTHORIZED'),
      'GET /api/job_applicants': errorReply(401, 'Please sign in again.', 'UNAUTHORIZED'),
    });
    renderWithApp(undefined, { path: '/jobDashboard/1', user: company() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/Home'), LOAD);
    expect(await screen.findByText('Please sign in again.')).toBeTruthy();
  });
});

describe('the job dashboard for others', () => {
  it('Access Denied with the login for a signed-out visitor, Access Denied for a student, no call either way', async () => {
    const { requests } = mockApi({});
    const { unmount } = renderWithApp(undefined, { path: '/jobDashboard/1' });
    const main = await screen.findByRole('main', {}, LOAD);
    expect(await within(main).findByRole('heading', { level: 1, name: 'Access Denied' }, LOAD)).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'LOGIN' })).toBeTruthy();
    unmount();
    renderWithApp(undefined, { path: '/jobDashboardMobile/1/activityLog', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).toBeNull();
    expect(
      requests.filter((r) => r.path.startsWith('/api/show_job_summary') || r.path.startsWith('/api/job_')),
    ).toEqual([]);
  });
});
