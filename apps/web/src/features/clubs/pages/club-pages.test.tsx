import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildClubDashboard, buildClubDetail, buildJoinRequest } from '../club-fixtures';

describe('club pages', () => {
  it('a student asks to join with a message and then sees Requested', async () => {
    let club = buildClubDetail();
    const api = mockApi({
      'GET /api/clubs/1': () => ({ body: { data: club } }),
      'POST /api/clubs/1/join_request': () => {
        club = { ...club, my_request: { id: 5, status: 'pending' } };
        return { status: 201, body: { data: { id: 5, status: 'pending' } } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/clubs/1', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Robotics Club' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('3 members')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    await user.type(screen.getByLabelText('Message to the organisers (optional)'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Your request to join has been sent.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Requested' })).toHaveProperty('disabled', true));
    const sent = api.requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ message: 'Hello there' });
  });

  it('an institution that runs the club is sent to its dashboard and accepts a request there', async () => {
    const api = mockApi({
      'GET /api/clubs/1': { body: { data: buildClubDetail({ can_manage: true, can_moderate: true }) } },
      'GET /api/show_club_dashboard/1': { body: { data: buildClubDashboard() } },
      'GET /api/show_club_join_requests': { body: { data: [buildJoinRequest()], pagination: page(1) } },
      'GET /api/club_members': { body: { data: [], pagination: page(0) } },
      'GET /api/invitations': { body: { data: [], pagination: page(0) } },
      'PUT /api/club_join_requests/11': { body: { data: { id: 11, status: 'accepted' } } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/clubs/1', user: buildUser({ profile_type: 'INSTITUTION' }) });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/clubDashboard/1'), {
      timeout: 5000,
    });
    expect(await screen.findByText('Club dashboard')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/clubDashboard/1');
    await user.click(await screen.findByRole('button', { name: 'Accept Kavya Nair' }));
    expect(await screen.findByText('Request accepted. They are now a member.')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'accepted' });
  });

  it('the edit form refuses to publish an incomplete draft and names the fields', async () => {
    const api = mockApi({
      'GET /api/clubs/1': {
        body: {
          data: buildClubDetail({
            status: 'draft',
            description: '',
            club_type: null,
            host: '',
            location: '',
            can_manage: true,
            can_moderate: true,
          }),
        },
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/clubs/1?edit=1', user: buildUser({ profile_type: 'INSTITUTION' }) });
    await user.click(await screen.findByRole('button', { name: 'Publish' }, { timeout: 5000 }));
    expect(await screen.findByText('Description cannot be empty')).toBeTruthy();
    expect(screen.getByText('Please select a club type')).toBeTruthy();
    expect(screen.getByText('Location cannot be empty unless the club meets online')).toBeTruthy();
    expect(api.requests.some((r) => r.method !== 'GET')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('dialog', { name: 'Discard this draft?' })).toBeTruthy();
  });
});
