import { ACCESS_TEXTS as T } from '@lbd/shared/access-levels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

const FULL = {
  id: 1,
  name: 'Full admin',
  description: 'Every admin tool, including granting access.',
  capabilities: [
    'approve_profiles',
    'manage_catalogue',
    'bulk_tools',
    'all_org_content',
    'payments',
    'reports',
    'editing_intervention',
    'manage_access',
  ],
  built_in: true,
  holders: [
    {
      id: 11,
      user_id: 'u1',
      email: 'admin@demo.in',
      name: 'Demo Admin',
      level_id: 1,
      level_name: 'Full admin',
      granted_at: '2026-01-01T10:00:00Z',
      granted_by_email: null,
    },
  ],
};
const REPORTS = {
  id: 5,
  name: 'Reports',
  description: 'Reads the admin dashboard, reports and the audit trail.',
  capabilities: ['reports'],
  built_in: true,
  holders: [
    {
      id: 12,
      user_id: 'u2',
      email: 'reports@demo.in',
      name: null,
      level_id: 5,
      level_name: 'Reports',
      granted_at: '2026-01-02T10:00:00Z',
      granted_by_email: 'admin@demo.in',
    },
  ],
};
const CUSTOM = {
  id: 9,
  name: 'Placement cell',
  description: '',
  capabilities: ['reports', 'approve_profiles'],
  built_in: false,
  holders: [],
};
const fullAdmin = () => buildUser({}, { is_admin: true });
const limitedAdmin = () => buildUser({}, { is_admin: true, admin_capabilities: ['manage_access', 'reports'] });

describe('/adminAccess', () => {
  it('is Access Denied to an admin without manage_access', async () => {
    renderWithApp(undefined, {
      path: '/adminAccess',
      user: buildUser({}, { is_admin: true, admin_capabilities: ['reports'] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
  });

  it('lists the levels with their holders, grants by email and revokes', async () => {
    const { requests } = mockApi({
      'GET /api/admin/access_levels': { body: { data: [FULL, REPORTS, CUSTOM] } },
      'POST /api/admin/access_grants': { status: 201, body: { data: { id: 20 } } },
      'DELETE /api/admin/access_grants/12': { status: 204 },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/adminAccess', user: fullAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: T.levelsHeading })).toBeTruthy();
    const reports = screen.getByRole('article', { name: 'Reports' });
    expect(within(reports).getByText('reports@demo.in')).toBeTruthy();
    // Built-in levels cannot be edited; others can.
    expect(within(reports).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Placement cell' })).getByRole('button', { name: 'Edit' }),
    ).toBeTruthy();
    expect(within(reports).getByRole('link', { name: 'View as' }).getAttribute('href')).toBe('/adminAccess/5/viewAs');

    await user.type(screen.getByRole('textbox', { name: 'Email of the person' }), 'meera@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Access level' }));
    await user.click(await screen.findByRole('option', { name: 'Reports' }));
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ email: 'meera@example.com', level_id: 5 });

    await user.click(within(reports).getByRole('button', { name: 'Revoke Reports from reports@demo.in' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/admin/access_grants/12')).toBe(true),
    );
  });

  it('shows a refusal in place (the last full admin)', async () => {
    mockApi({
      'GET /api/admin/access_levels': { body: { data: [FULL] } },
      'DELETE /api/admin/access_grants/11': {
        status: 422,
        body: { error: { code: 'VALIDATION_FAILED', message: T.lastFullAdmin, request_id: 'r' } },
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/adminAccess', user: fullAdmin() });
    await user.click(await screen.findByRole('button', { name: 'Revoke Full admin from admin@demo.in' }));
    expect(await screen.findByText(T.lastFullAdmin)).toBeTruthy();
  });

  it('a new level offers only the capabilities the admin holds', async () => {
    const { requests } = mockApi({
      'GET /api/admin/access_levels': { body: { data: [REPORTS] } },
      'POST /api/admin/access_levels': { status: 201, body: { data: { id: 30 } } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/adminAccess', user: limitedAdmin() });
    await user.click(await screen.findByRole('button', { name: 'New level' }));
    const dialog = await screen.findByRole('dialog', { name: 'New access level' });
    expect((within(dialog).getByRole('checkbox', { name: /^Bulk tools/ }) as HTMLInputElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Auditors');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Reports/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'Auditors',
      description: '',
      capabilities: ['reports'],
    });
  });
});

describe('/adminAccess/:id/viewAs', () => {
  it('lists the pages and API actions the level unlocks', async () => {
    mockApi({
      'GET /api/admin/access_levels/5/view_as': {
        body: {
          data: {
            level: { id: 5, name: 'Reports', capabilities: ['reports'] },
            pages: [
              { path: '/adminDashboard', area: 'dashboards' },
              { path: '/auditTrail', area: 'admin' },
            ],
            actions: [{ method: 'GET', path: '/api/admin/audit', capability: 'reports' }],
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/adminAccess/5/viewAs', user: fullAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: T.viewAsHeading('Reports') })).toBeTruthy();
    expect(screen.getByText('/auditTrail')).toBeTruthy();
    expect(screen.getByText('/api/admin/audit')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pages it unlocks (2)' })).toBeTruthy();
  });
});

describe('/auditTrail', () => {
  it('shows who did what with the fields that changed, and filters', async () => {
    const { requests } = mockApi({
      'GET /api/admin/audit': {
        body: {
          data: [
            {
              id: 1,
              actor_email: 'admin@demo.in',
              action: 'access_grant',
              target_type: 'user',
              target_id: 'u2',
              before: { email: 'reports@demo.in', levels: [] },
              after: { email: 'reports@demo.in', levels: ['Reports'] },
              inserted_at: '2026-01-02T10:00:00Z',
            },
          ],
          pagination: page(1),
        },
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/auditTrail', user: fullAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: T.auditHeading })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(within(table).getByText('access_grant')).toBeTruthy();
    expect(within(table).getByText(/none → Reports/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'access_revoke');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests.at(-1)!.query.get('action')).toBe('access_revoke'));
  });
});

describe('/institutePermission', () => {
  it('lists institutes with what their college admins see, each with an edit link', async () => {
    mockApi({
      'GET /api/admin/institute_permissions': {
        body: {
          data: [
            {
              id: 3,
              org_id: 7,
              org_name: 'Pune Institute of Technology',
              dashboards: ['institute_dashboard'],
              updated_at: '2026-01-02T10:00:00Z',
              updated_by_email: 'admin@demo.in',
            },
          ],
          pagination: page(1),
        },
      },
    });
    renderWithApp(undefined, { path: '/institutePermission', user: fullAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: T.permissionsHeading })).toBeTruthy();
    expect(screen.getByText('Pune Institute of Technology')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Pune Institute of Technology' }).getAttribute('href')).toBe(
      '/updateInstitutePermission/3',
    );
  });

  it('updates an institute’s permissions', async () => {
    const row = {
      id: 3,
      org_id: 7,
      org_name: 'Pune Institute of Technology',
      dashboards: ['institute_dashboard'],
      updated_at: '2026-01-02T10:00:00Z',
      updated_by_email: null,
    };
    const { requests } = mockApi({
      'GET /api/admin/institute_permissions/3': { body: { data: row } },
      'PUT /api/admin/institute_permissions/3': {
        body: { data: { ...row, dashboards: ['institute_dashboard', 'shortlists'] } },
      },
      'GET /api/admin/institute_permissions': { body: { data: [row], pagination: page(1) } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/updateInstitutePermission/3', user: fullAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: T.updatePermissionHeading })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /^Shortlists/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      dashboards: ['institute_dashboard', 'shortlists'],
    });
  });
});
