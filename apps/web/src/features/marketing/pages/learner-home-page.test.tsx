import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page } from '../../../test/mock-api';
import { buildPortfolio } from '../../../test/portfolio-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';

const location = () => screen.getByTestId('location').textContent;
const startButton = () => screen.findByRole('button', { name: 'Start your portfolio' });

describe("the landing page's 'Start your portfolio'", () => {
  it('signed out, opens the sign-up popup', async () => {
    renderWithApp(undefined, { path: '/' });
    await userEvent.setup().click(await startButton());
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
  });

  it('signed in, never offers another account: a student goes to their portfolio', async () => {
    mockApi({
      'GET /api/my_portfolio/portfolios': { body: { data: buildPortfolio() } },
      'GET /api/my_profile/my_jobs': { body: { data: [], pagination: page(0) } },
    });
    renderWithApp(undefined, { path: '/', user: buildUser() });
    await userEvent.setup().click(await startButton());
    await waitFor(() => expect(location()).toBe('/myPortfolio'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a program page's 'Sign up to join' does the same for a signed-in student", async () => {
    mockApi({
      'GET /api/my_portfolio/portfolios': { body: { data: buildPortfolio() } },
      'GET /api/my_profile/my_jobs': { body: { data: [], pagination: page(0) } },
    });
    renderWithApp(undefined, { path: '/Summer-Internship', user: buildUser() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign up to join' }));
    await waitFor(() => expect(location()).toBe('/myPortfolio'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
