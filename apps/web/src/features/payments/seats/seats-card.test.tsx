import type { SeatPool, SeatPoolDetail } from '@lbd/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import SeatsCard from './seats-card';

const staff = buildUser({ profile_type: 'INSTITUTION', full_name: 'Demo Institute' });

const pool = (over: Partial<SeatPool> = {}): SeatPool => ({
  id: 7,
  org_id: 3,
  org_name: 'Demo Institute',
  page_id: 11,
  page_title: 'IoT lab seats for your class',
  items: [{ kind: 'project', id: 4, title: 'Smart irrigation controller' }],
  seats: 30,
  used: 4,
  ends_at: '2027-05-01T00:00:00Z',
  code: 'K7QX2MPR9T',
  order_id: 21,
  inserted_at: '2026-05-01T00:00:00Z',
  ...over,
});

const detail = (over: Partial<SeatPoolDetail> = {}): SeatPoolDetail => ({
  ...pool(),
  assignments: [
    { id: 1, email: 'diya@example.in', profile_id: 9, name: 'Diya Nair', assigned_at: '2026-05-01T00:00:00Z' },
    { id: 2, email: 'new@example.in', profile_id: null, name: null, assigned_at: '2026-05-01T00:00:00Z' },
  ],
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Seats card', () => {
  it('shows used / total per pool, and the dialog assigns pasted emails, shows the code and frees a seat', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/seat_pools': {
        body: { data: [pool(), pool({ id: 8, page_title: 'Arduino seats', seats: 10, used: 10 })] },
      },
      'GET /api/seat_pools/7': { body: { data: detail() } },
      'POST /api/seat_pools/7/assign': {
        body: {
          data: {
            assigned: ['a@example.in'],
            already: ['diya@example.in'],
            refused: [],
            message: null,
            pool: detail({ used: 5 }),
          },
        },
      },
      'DELETE /api/seat_pools/7/assignments/2': { body: { data: detail({ used: 3 }) } },
    });
    renderWithApp(<SeatsCard />, { user: staff });
    const card = await screen.findByRole('region', { name: 'Seats' });
    expect(within(card).getByText('14 of 40 seats given in 2 purchases')).toBeTruthy();
    expect(within(card).getByText(/4 \/ 30 used/)).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Arduino seats: 10 of 10 seats used' })).toBeTruthy();

    expect(
      within(card).getByRole('link', { name: 'Buy more seats: IoT lab seats for your class' }).getAttribute('href'),
    ).toBe('/payments/11');
    await user.click(within(card).getByRole('button', { name: 'Manage seats: IoT lab seats for your class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seats: IoT lab seats for your class' });
    expect(await within(dialog).findByText('K7QX2MPR9T')).toBeTruthy();
    expect(within(dialog).getByText('Not signed up yet')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Emails, one per line'), 'a@example.in, diya@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Assign seats' }));
    // The emails are cleared and the button disabled: the focus is on the outcome, for a screen reader.
    const outcome = await within(dialog).findByRole('status');
    expect(outcome.textContent).toBe('1 assigned; 1 already had a seat');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/seat_pools/7/assign');
    expect(sent?.body).toEqual({ emails: ['a@example.in', 'diya@example.in'] });

    await user.click(within(dialog).getByRole('button', { name: 'Free the seat of new@example.in' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/seat_pools/7/assignments/2')).toBe(true),
    );
  });

  it('shows nothing to an organisation without seats', async () => {
    mockApi({ 'GET /api/seat_pools': { body: { data: [] } } });
    const { container } = renderWithApp(<SeatsCard />, { user: staff });
    await waitFor(() => expect(container.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Seats' })).toBeNull();
  });

  it('stays away for a pending member (403)', async () => {
    mockApi({ 'GET /api/seat_pools': errorReply(403, 'Forbidden', 'FORBIDDEN') });
    const { container } = renderWithApp(<SeatsCard />, { user: staff });
    await waitFor(() => expect(container.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Seats' })).toBeNull();
  });
});
