import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

describe('Terms of Use modal', () => {
  it('blocks a user who has not accepted the terms; it states the minimum age of 18', async () => {
    mockApi({});
    renderWithApp(undefined, { path: '/dashboard', user: buildUser({ terms_nd_cond: false }) });
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(within(dialog).getByText(/at least 18 years old/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('is not shown once the terms are accepted', async () => {
    renderWithApp(undefined, { path: '/dashboard', user: buildUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: 'Terms of Use' })).toBeNull();
  });

  it('Agree records the acceptance and reloads the user', async () => {
    let accepted = false;
    const { requests } = mockApi({
      'POST /api/update_terms_nd_cond': () => {
        accepted = true;
        return { body: { data: { terms_nd_cond: true } } };
      },
      'GET /api/v1/current_user_data': () => ({
        status: 201,
        body: { data: { user: buildUser({ terms_nd_cond: accepted }) } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/dashboard', user: buildUser({ terms_nd_cond: false }) });
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms of Use' })).toBeNull());
    expect(requests.find((request) => request.path === '/api/update_terms_nd_cond')?.body).toEqual({
      terms_nd_cond: true,
    });
    expect(requests.some((request) => request.path === '/api/v1/current_user_data')).toBe(true);
  });

  it('Cancel logs out and goes Home', async () => {
    const { requests } = mockApi({ 'POST /api/identity/sign_out': { body: { data: {} } } });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/dashboard', user: buildUser({ terms_nd_cond: false }) });
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms of Use' })).toBeNull());
    expect(requests.some((request) => request.path === '/api/identity/sign_out')).toBe(true);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
  });
});
