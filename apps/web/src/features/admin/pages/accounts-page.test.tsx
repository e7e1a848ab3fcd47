import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page, validationError } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

const PENDING = [
  {
    id: 31,
    profile_type: 'COMPANY',
    full_name: 'Ravi Kumar',
    email: 'ravi@acme.in',
    active: false,
    org_name: 'Acme Pvt Ltd',
    inserted_at: '2025-01-10T10:00:00Z',
    contact_name: 'Ravi Kumar Sharma',
    designation: 'HR Manager',
    phone: '+91 9876500011',
    org_membership: 'MEMBER',
    deactivated: false,
  },
];
const ALL = [
  {
    id: 41,
    profile_type: 'STUDENT',
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    active: true,
    org_name: 'Example College',
    inserted_at: '2025-01-02T10:00:00Z',
    contact_name: 'Asha Verma',
    designation: null,
    phone: null,
    org_membership: 'MEMBER',
    deactivated: false,
  },
  {
    id: 42,
    profile_type: 'ADVISOR',
    full_name: 'Meera Rao',
    email: 'meera@example.com',
    active: false,
    org_name: null,
    inserted_at: '2025-01-03T10:00:00Z',
    contact_name: 'Meera Rao',
    designation: null,
    phone: null,
    org_membership: 'MEMBER',
    deactivated: true,
  },
];

describe('/accounts', () => {
  it('non-admins see Access Denied', async () => {
    renderWithApp(undefined, { path: '/accounts', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
  });

  it('admins approve pending organisations after confirming', async () => {
    const { requests } = mockApi({
      'GET /api/admin/org_profiles': { body: { data: PENDING, pagination: page(1) } },
      'POST /api/admin/approve_org_profile': { body: { data: { approved: true } } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/accounts', user: buildUser({}, { is_admin: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending approval', selected: true })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Pending approval' });
    await within(list).findByText('Ravi Kumar');
    // The pending card says who is behind it and how to reach them (issue 23 item 16).
    expect(within(list).getByText('Ravi Kumar Sharma, HR Manager')).toBeTruthy();
    expect(within(list).getByText(/\+91 9876500011/)).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/admin/org_profiles')?.query.get('status')).toBe('pending');

    await user.click(within(list).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this organisation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/admin/approve_org_profile')).toBe(true),
    );
    expect(requests.find((request) => request.path === '/api/admin/approve_org_profile')?.body).toEqual({
      profile_id: 31,
    });
    expect(await screen.findByText('The profile was approved.')).toBeTruthy();
  });

  it('All profiles: search and type filter; activate, deactivate and reset password', async () => {
    const { requests } = mockApi({
      'GET /api/admin/org_profiles': { body: { data: [], pagination: page(0) } },
      'GET /api/admin/profiles': { body: { data: ALL, pagination: page(2) } },
      'POST /api/admin/update_profile_status': { body: { data: {} } },
      'POST /api/admin/reset_user_password': { body: { data: { sent: true } } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/accounts', user: buildUser({}, { is_admin: true }) });
    await user.click(await screen.findByRole('tab', { name: 'All profiles' }));
    const list = screen.getByRole('list', { name: 'All profiles' });
    await within(list).findByText('Asha Verma');
    // A deactivated profile says so (not 'Inactive' or 'Not approved').
    expect(within(list).getByText('Deactivated')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Search by name or email' }), 'asha');
    await user.click(screen.getByRole('combobox', { name: 'Profile type' }));
    await user.click(screen.getByRole('option', { name: 'Mentor' }));
    await waitFor(() => {
      const last = requests.filter((request) => request.path === '/api/admin/profiles').at(-1);
      expect(last?.query.get('query')).toBe('asha');
      expect(last?.query.get('profile_type')).toBe('ADVISOR');
    });

    const rows = within(list).getAllByRole('listitem');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Deactivate' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate this profile?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/admin/update_profile_status')?.body).toEqual({
        profile_id: 41,
        active: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rows[1]!).getByRole('button', { name: 'Activate' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Activate this profile?' })).getByRole('button', {
        name: 'Activate',
      }),
    );
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/admin/update_profile_status').at(-1)?.body).toEqual({
        profile_id: 42,
        active: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rows[1]!).getByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send a password reset link?' });
    expect(within(confirm).getByText(/meera@example.com/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Send link' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/admin/reset_user_password')?.body).toEqual({
        profile_id: 42,
      }),
    );
  });

  it('Find a person: by phone, then sets the student’s batch', async () => {
    const PERSON = {
      id: 41,
      user_id: 'u-41',
      profile_type: 'STUDENT',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 9876543210',
      active: true,
      deactivated: false,
      terms_nd_cond: true,
      org_id: 5,
      org_name: 'Example College',
      specialization_id: null,
      specialization: null,
      batch_id: null,
      batch: null,
      graduation_year: 2027,
      inserted_at: '2025-01-02T10:00:00Z',
    };
    const { requests } = mockApi({
      'GET /api/admin/org_profiles': { body: { data: [], pagination: page(0) } },
      'GET /api/get_profile_by_phone': (req) =>
        req.query.get('phone') === '12345'
          ? validationError({ phone: 'Enter a valid phone number' })
          : { body: { data: PERSON } },
      'GET /api/lov/org_profile_trimmed': { body: { data: [], pagination: page(0) } },
      'GET /api/specializations': { body: { data: [], pagination: page(0) } },
      'GET /api/admin/catalogue/batches': {
        body: {
          data: [
            {
              id: 3,
              name: 'CSE 2023-27',
              detail: null,
              code: null,
              active: true,
              accepted: true,
              org_id: 5,
              org_name: 'Example College',
              year: 2027,
              skills: [],
            },
          ],
          pagination: page(1),
        },
      },
      'POST /api/update_profile_linked_entities': { body: { data: { ...PERSON, batch_id: 3, batch: 'CSE 2023-27' } } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/accounts', user: buildUser({}, { is_admin: true }) });
    await user.click(await screen.findByRole('tab', { name: 'Find a person' }));
    await user.click(screen.getByRole('button', { name: 'Phone' }));
    const field = screen.getByRole('textbox', { name: 'Phone (+91 by default)' });
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const card = await screen
      .findByRole('region', { name: 'Found profile' })
      .catch(() => screen.findByLabelText('Found profile'));
    expect(within(card).getByText('Asha Verma')).toBeTruthy();
    await user.click(within(card).getByRole('combobox', { name: 'Batch' }));
    await user.click(await screen.findByRole('option', { name: 'CSE 2023-27' }));
    await user.click(within(card).getByRole('button', { name: 'Save links' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/update_profile_linked_entities')?.body).toEqual({
        profile_id: 41,
        my_org_id: 5,
        specialization_id: null,
        batch_id: 3,
      }),
    );
  });

  it('Bulk status: needs a reason, then deactivates the selected profiles and says what happened', async () => {
    const { requests } = mockApi({
      'GET /api/admin/org_profiles': { body: { data: [], pagination: page(0) } },
      'GET /api/admin/profiles': { body: { data: ALL, pagination: page(2) } },
      'POST /api/admin/bulk_profile_status': {
        body: {
          data: {
            done: 1,
            results: [
              { profile_id: 41, outcome: 'done' },
              { profile_id: 42, outcome: 'unchanged' },
            ],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/accounts', user: buildUser({}, { is_admin: true }) });
    await user.click(await screen.findByRole('tab', { name: 'Bulk status' }));
    await user.click(await screen.findByRole('checkbox', { name: /Asha Verma/ }));
    await user.click(screen.getByRole('checkbox', { name: /Meera Rao/ }));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Deactivate' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate 2 selected' }));
    expect(await screen.findByText('Please give a reason.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Spam reports');
    await user.click(screen.getByRole('button', { name: 'Deactivate 2 selected' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/admin/bulk_profile_status')?.body).toEqual({
        profile_ids: [41, 42],
        action: 'deactivate',
        reason: 'Spam reports',
      }),
    );
    expect(await screen.findByText('1 changed.')).toBeTruthy();
    expect(screen.getByText('Meera Rao: Already so')).toBeTruthy();
  });

  it('Incomplete accounts: lists what each lacks and reminds the selected', async () => {
    const { requests } = mockApi({
      'GET /api/admin/org_profiles': { body: { data: [], pagination: page(0) } },
      'GET /api/get_student_incomplete_account': {
        body: {
          data: [
            {
              user_id: 'u-9',
              email: 'rohan@example.com',
              name: 'Rohan Verma',
              signed_up_at: '2026-01-02T10:00:00Z',
              profile_id: null,
              profile_type: null,
              missing: ['profile'],
              last_reminded_at: null,
            },
          ],
          pagination: page(1),
        },
      },
      'POST /api/send_remainder': { body: { data: { sent: 1, skipped_recent: 0, skipped_other: 0 } } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/accounts', user: buildUser({}, { is_admin: true }) });
    await user.click(await screen.findByRole('tab', { name: 'Incomplete accounts' }));
    const row = await screen.findByRole('listitem', { name: 'Rohan Verma' });
    expect(within(row).getByText('No profile')).toBeTruthy();
    await user.click(within(row).getByRole('checkbox', { name: 'Select Rohan Verma' }));
    await user.click(screen.getByRole('button', { name: 'Remind selected (1)' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/send_remainder')?.body).toEqual({
        kind: 'incomplete_account',
        user_ids: ['u-9'],
      }),
    );
    expect(await screen.findByText('Reminders sent: 1.')).toBeTruthy();
  });
});
