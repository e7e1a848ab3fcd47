import type { Invitation } from '@lbd/shared/invitations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page } from '../../test/mock-api';
import { buildUser, renderWithApp } from '../../test/render';
import AdminInvitedSection from './components/admin-invited-section';
import { InvitationBanner } from './components/invitation-banner';
import { InvitationsPanel } from './components/invitations-panel';

const staff = buildUser({ profile_type: 'INSTITUTION', full_name: 'Demo Institute' });
const student = buildUser({ profile_type: 'STUDENT' });

const invitation = (over: Partial<Invitation> = {}): Invitation => ({
  id: 5,
  type: 'Club_Invited',
  item_id: 3,
  item_title: 'Robotics Club',
  org_name: 'Demo Institute of Technology',
  profile_id: 9,
  student_name: 'Diya Nair',
  email: 'diya@example.in',
  institute: 'Demo Institute of Technology',
  status: 'invited',
  invited_by: 'Meera Iyer',
  invited_at: '2026-11-20T05:00:00Z',
  answered_at: null,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Invitations panel of a club’s dashboard', () => {
  it('sends pasted emails, reports who was not found, and filters the list by status', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/invitations': (req) => ({
        body: {
          data:
            req.query.get('status') === 'accepted'
              ? [invitation({ id: 6, student_name: 'Arjun Rao', status: 'accepted' })]
              : [invitation(), invitation({ id: 6, student_name: 'Arjun Rao', status: 'accepted' })],
          pagination: page(2),
        },
      }),
      'POST /api/invitations': {
        status: 201,
        body: { data: { invited: 1, already_invited: 1, already_in: 0, not_found: ['ghost@example.in'] } },
      },
    });
    renderWithApp(<InvitationsPanel type="Club_Invited" itemId={3} open />, { user: staff });
    const panel = await screen.findByRole('region', { name: 'Invitations' });
    const list = await within(panel).findByRole('list', { name: 'Invited students' });
    expect(within(list).getByText('Diya Nair')).toBeTruthy();
    expect(within(list).getByText('Invited')).toBeTruthy();
    expect(within(list).getByText('Accepted')).toBeTruthy();

    await user.type(within(panel).getByLabelText('Student emails'), 'diya@example.in, ghost@example.in');
    await user.click(within(panel).getByRole('button', { name: 'Send invitations' }));
    expect(await within(panel).findByText('1 invited, 1 already invited.')).toBeTruthy();
    expect(within(panel).getByText('Not a student on Learn By Doing: ghost@example.in')).toBeTruthy();
    // The result takes the focus, so a screen reader says it.
    const result = within(panel).getByRole('status');
    expect(result.textContent).toContain('1 invited, 1 already invited.');
    await waitFor(() => expect(document.activeElement).toBe(result));
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/invitations');
    expect(sent?.body).toEqual({ type: 'Club_Invited', item_id: 3, emails: ['diya@example.in', 'ghost@example.in'] });

    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    await waitFor(() => expect(within(panel).queryByText('Diya Nair')).toBeNull());
    expect(requests.some((r) => r.path === '/api/invitations' && r.query.get('status') === 'accepted')).toBe(true);
  });

  it('says when invitations cannot be sent, and shows nothing to a student', async () => {
    mockApi({ 'GET /api/invitations': { body: { data: [], pagination: page(0) } } });
    const { unmount } = renderWithApp(<InvitationsPanel type="Event_Invited" itemId={3} open={false} />, {
      user: staff,
    });
    expect(await screen.findByText('Invitations can be sent while the event is published.')).toBeTruthy();
    expect(await screen.findByText('No one has been invited yet.')).toBeTruthy();
    unmount();
    renderWithApp(<InvitationsPanel type="Event_Invited" itemId={3} open />, { user: student });
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
  });
});

describe('a student’s invitation on the club’s page', () => {
  it('accepts in place and tells the page to refresh', async () => {
    const user = userEvent.setup();
    const onAnswered = vi.fn();
    const { requests } = mockApi({
      'GET /api/my_invitations': { body: { data: [invitation()], pagination: page(1) } },
      'POST /api/invitations/5/accept': { body: { data: invitation({ status: 'accepted' }) } },
    });
    renderWithApp(<InvitationBanner type="Club_Invited" itemId={3} onAnswered={onAnswered} />, { user: student });
    expect(
      await screen.findByText('Demo Institute of Technology invited you to this club (sent by Meera Iyer).'),
    ).toBeTruthy();
    expect(requests[0]!.query.get('item_id')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Welcome to the club.')).toBeTruthy();
    expect(onAnswered).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
  });

  it('declines, and a declined invitation can still be accepted', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/my_invitations': { body: { data: [invitation({ type: 'Event_Invited' })], pagination: page(1) } },
      'POST /api/invitations/5/decline': { body: { data: invitation({ type: 'Event_Invited', status: 'declined' }) } },
    });
    renderWithApp(<InvitationBanner type="Event_Invited" itemId={3} onAnswered={() => undefined} />, {
      user: student,
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('You declined Demo Institute of Technology’s invitation to this event.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept after all' })).toBeTruthy();
  });

  it('asks nothing of a visitor or staff', async () => {
    const { requests } = mockApi({});
    renderWithApp(<InvitationBanner type="Club_Invited" itemId={3} onAnswered={() => undefined} />, { user: staff });
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toHaveLength(0);
  });
});

describe('Invited students on /adminDashboard', () => {
  it('lists every organisation’s invitations and switches type and status', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/admin/inivited_students_list': (req) => ({
        body: {
          data:
            req.query.get('type') === 'Event_Invited'
              ? [invitation({ id: 8, type: 'Event_Invited', item_title: 'Drone Workshop', status: 'declined' })]
              : [invitation()],
          pagination: page(1),
        },
      }),
    });
    renderWithApp(<AdminInvitedSection />, { user: buildUser({}, { is_admin: true, profile: null }) });
    const table = await screen.findByRole('table', { name: 'Invited students' });
    expect(await within(table).findByText('Robotics Club')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Invited to' }));
    await user.click(await screen.findByRole('option', { name: 'Event' }));
    expect(await within(table).findByText('Drone Workshop')).toBeTruthy();
    expect(within(table).getByText('Declined')).toBeTruthy();
    expect(requests.at(-1)!.query.get('type')).toBe('Event_Invited');
  });
});
