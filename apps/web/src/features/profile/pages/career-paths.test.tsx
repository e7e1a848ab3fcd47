import type { JobRole } from '@lbd/shared/lookups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page, validationError, type MockHandler } from '../../../test/mock-api';
import { buildPortfolioJobRole, buildUser, renderWithApp } from '../../../test/render';

function role(id: number, name: string, skills: string[] = ['Python', 'SQL']): JobRole {
  return {
    id,
    name,
    description: `${name} builds things.`,
    type: 'Technology',
    active: true,
    skills: skills.map((skill, index) => ({
      id: id * 100 + index,
      name: skill,
      display_name: skill,
      type: 'TECHNICAL',
    })),
    life_skills: [{ id: id * 10, name: 'Teamwork' }],
  };
}

const ROLES = Array.from({ length: 12 }, (_, index) => role(index + 1, `Role ${index + 1}`));

function api(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/get_recommended/job_roles': {
      body: {
        data: [
          { ...role(50, 'Data Analyst'), score: 0.9, reasons: ['Matches your specialization in Computer Science'] },
        ],
      },
    },
    'GET /api/my_portfolio/list_job_roles': ({ query }) => {
      const text = (query.get('query') ?? '').toLowerCase();
      const found = ROLES.filter((item) => item.name.toLowerCase().startsWith(text));
      return { body: { data: found, pagination: page(found.length) } };
    },
    ...overrides,
  });
}

const noRoles = buildUser({}, { portfolio_job_roles: [], portfolio: null });

describe('/selectJobRoles', () => {
  it('shows recommended career paths first with their reasons, then all of them with skills', async () => {
    api();
    renderWithApp(undefined, { path: '/selectJobRoles', user: noRoles });
    const dialog = await screen.findByRole('dialog', { name: /Choose your career paths/ });
    const recommended = await within(dialog).findByRole('region', { name: 'Recommended for you' });
    expect(within(recommended).getByRole('checkbox', { name: 'Data Analyst' })).toBeTruthy();
    expect(within(recommended).getByText('Matches your specialization in Computer Science')).toBeTruthy();
    const all = within(dialog).getByRole('region', { name: 'All career paths' });
    expect(await within(all).findByRole('checkbox', { name: 'Role 1' })).toBeTruthy();
    expect(within(all).getAllByText('Python').length).toBeGreaterThan(0);
  });

  it('searches, allows up to 10, says when none is chosen, saves and goes to /jobRoles', async () => {
    let saved: unknown = null;
    const { requests } = api({
      'POST /api/my_portfolio/job_roles': ({ body }) => {
        saved = body;
        return { body: { data: [] } };
      },
      'GET /api/v1/current_user_data': () => ({
        status: 201,
        body: {
          data: {
            user: buildUser(
              {},
              { portfolio_job_roles: saved ? [buildPortfolioJobRole(1, 'Role 1')] : [], portfolio: null },
            ),
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/selectJobRoles', user: noRoles });
    const dialog = await screen.findByRole('dialog', { name: /Choose your career paths/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save career paths' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Career Paths cant be empty');

    for (let index = 1; index <= 10; index += 1) {
      await user.click(await within(dialog).findByRole('checkbox', { name: `Role ${index}` }));
    }
    expect(within(dialog).getByText('10 of 10 selected')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'Role 11' }) as HTMLInputElement).disabled).toBe(true);

    await user.type(within(dialog).getByRole('textbox', { name: 'Search career paths' }), 'Role 12');
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Role 1' })).toBeNull());
    expect(await within(dialog).findByRole('checkbox', { name: 'Role 12' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save career paths' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobRoles'));
    expect(requests.find((request) => request.path === '/api/my_portfolio/job_roles')?.body).toEqual({
      portfolio: { job_roles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
    });
  });

  it("shows the server's message", async () => {
    api({
      'POST /api/my_portfolio/job_roles': validationError({ 'portfolio.job_roles': 'Career Paths cant be empty' }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/selectJobRoles', user: noRoles });
    const dialog = await screen.findByRole('dialog', { name: /Choose your career paths/ });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Role 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save career paths' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Career Paths cant be empty');
  });
});

describe('/jobRoles', () => {
  it('lists the chosen career paths with skills and life skills; Start my portfolio goes to the dashboard', async () => {
    let hasPortfolio = false;
    const { requests } = api({
      'POST /api/my_portfolio/portfolios': () => {
        hasPortfolio = true;
        return { status: 201, body: { data: { id: 5 } } };
      },
      'GET /api/v1/current_user_data': () => ({
        status: 201,
        body: {
          data: {
            user: buildUser(
              {},
              {
                portfolio_job_roles: [buildPortfolioJobRole(1, 'Role 1')],
                portfolio: hasPortfolio ? { id: 5, uuid: 'p5', is_public: false } : null,
              },
            ),
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, {
      path: '/jobRoles',
      user: buildUser({}, { portfolio_job_roles: [buildPortfolioJobRole(1, 'Role 1')], portfolio: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your career paths' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Role 1' })).toBeTruthy();
    expect(await screen.findByText('Python')).toBeTruthy();
    expect(screen.getByText('Teamwork')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit career paths' }));
    const dialog = await screen.findByRole('dialog', { name: /Choose your career paths/ });
    expect(((await within(dialog).findByRole('checkbox', { name: 'Role 1' })) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Who may see it is asked first: private until the student chooses.
    const privacy = screen.getByRole('radiogroup', { name: 'Who can see your portfolio?' });
    expect((within(privacy).getByRole('radio', { name: 'Only me, for now' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Start my portfolio' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    const started = requests.find(
      (request) => request.method === 'POST' && request.path === '/api/my_portfolio/portfolios',
    );
    expect(started?.body).toEqual({ is_public: false });
  });

  it('starts a public portfolio when the student answers Anyone with the link', async () => {
    const { requests } = api({
      'POST /api/my_portfolio/portfolios': { status: 201, body: { data: { id: 5 } } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, {
      path: '/jobRoles',
      user: buildUser({}, { portfolio_job_roles: [buildPortfolioJobRole(1, 'Role 1')], portfolio: null }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Anyone with the link' }));
    await user.click(screen.getByRole('button', { name: 'Start my portfolio' }));
    await waitFor(() =>
      expect(
        requests.find((request) => request.method === 'POST' && request.path === '/api/my_portfolio/portfolios')?.body,
      ).toEqual({ is_public: true }),
    );
  });
});
