import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readSavedRedirect } from '../lib/saved-redirect';
import { buildProfileDetail } from '../test/fixtures';
import { mockApi, page } from '../test/mock-api';
import { buildUser, renderWithApp } from '../test/render';
import { AppRoutes } from './router';

const location = () => screen.getByTestId('location').textContent;

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      Go to {path}
    </button>
  );
}

describe('SessionGuard in the running app', () => {
  it('a signed-out visit to a page that needs sign-in saves it and shows Access Denied', async () => {
    renderWithApp(undefined, { path: '/myprofile' });
    await waitFor(() => expect(location()).toBe('/unauthorized'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(readSavedRedirect()).toBe('/myprofile');
  });

  it('signed out, marketing pages, /resetPassword and pages of later features stay', async () => {
    for (const path of ['/', '/FAQ', '/resetPassword?token=x', '/projectPricing/5']) {
      const { unmount } = renderWithApp(undefined, { path });
      await screen.findByRole('heading', { level: 1 });
      expect(location()).toBe(path);
      unmount();
    }
  });

  it('a signed-in user without a profile goes to /createProfile', async () => {
    mockApi({});
    renderWithApp(undefined, { path: '/dashboard', user: { id: 'u', email: 'a@b.co', profile: null } });
    await waitFor(() => expect(location()).toBe('/createProfile'));
  });

  it('an active student without career paths lands on /selectJobRoles with the dialog open', async () => {
    mockApi({
      'GET /api/get_recommended/job_roles': { body: { data: [] } },
      'GET /api/my_portfolio/list_job_roles': { body: { data: [], pagination: page() } },
    });
    renderWithApp(undefined, { path: '/dashboard', user: buildUser({}, { portfolio_job_roles: [], portfolio: null }) });
    await waitFor(() => expect(location()).toBe('/selectJobRoles'));
    expect(await screen.findByRole('dialog', { name: /Choose your career paths/ })).toBeTruthy();
  });

  it('an inactive student sees the disabled page; an inactive company the unapproved page', async () => {
    const first = renderWithApp(undefined, { path: '/dashboard', user: buildUser({ active: false }) });
    await waitFor(() => expect(location()).toBe('/disabledProfile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile is disabled' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    first.unmount();

    renderWithApp(undefined, {
      path: '/companyDashboard',
      user: buildUser({ profile_type: 'COMPANY', active: false }),
    });
    await waitFor(() => expect(location()).toBe('/unapprovedProfile'));
    expect(await screen.findByText('Your organisation profile is awaiting approval by our team.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('logging out of a page that needs sign-in goes Home without saving that page', async () => {
    mockApi({
      'GET /api/v1/profile': { body: { data: buildProfileDetail() } },
      'GET /api/myprofile/topic_interests': { body: { data: [] } },
      'POST /api/identity/sign_out': { body: { data: { ok: true } } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/myprofile', user: buildUser() });
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(readSavedRedirect()).toBeNull();
  });

  it('the check runs again after a route change', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <AppRoutes />
        <GoTo path="/projects" />
      </>,
      { path: '/disabledProfile', user: buildUser({ active: false }) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile is disabled' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to /projects' }));
    await waitFor(() => expect(location()).toBe('/disabledProfile'));
  });
});
